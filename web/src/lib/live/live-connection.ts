import { createParser } from 'eventsource-parser';
import { liveEventNames } from '@ghost/events/contract';
import { apiUrl, noteWrittenPosition } from '../api-client';
import { clearSession, readSession } from '../session-storage';

/**
 * How a screen is kept current: `connecting` (the first stream is being opened), `live` (a stream
 * is open: changes arrive as they happen), `polling` (no stream can be opened now: the screen is
 * told to re-read every few seconds while a stream is tried again), `off` (nothing follows: no
 * path, the server ended the stream after a final state, or refused it for good).
 */
export type LiveMode = 'connecting' | 'live' | 'polling' | 'off';

/** A change a stream pushed: at least the log position its read models reached. */
export interface PushedChange {
  position: number;
}

export interface LiveConnectionOptions<T extends PushedChange> {
  /** The stream's path without `/api`: '/live/payments/GHOST-…'. */
  path: string;
  /** A pushed change, or null: re-read everything (a poll, or a stream back after a gap). */
  onUpdate: (change: T | null) => void;
  onMode: (mode: LiveMode) => void;
  /** How often a screen without a stream re-reads. */
  pollMs?: number;
  /** The first wait before opening a stream again; it doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Silence (no event, no heartbeat) after which an open stream is taken for dead. */
  silenceMs?: number;
}

export const livePollMs = 5_000;
const defaults = { backoffMs: 1_000, maxBackoffMs: 30_000, silenceMs: 45_000 };

/** Answers that will not change by asking again: the path is wrong or not this caller's. */
const refusedForGood = (status: number) =>
  status === 400 || status === 401 || status === 403 || status === 404;

const isChange = (data: unknown): data is PushedChange =>
  typeof data === 'object' && data !== null && typeof (data as PushedChange).position === 'number';

/**
 * Follows one live update stream (fetch, so the admin's bearer token goes in a header, parsed
 * with eventsource-parser) until stopped. Each change notes its position for read-your-writes,
 * so the screen's re-read waits until the read models hold it. When no stream can be opened, the
 * screen is told to re-read every `pollMs` while a stream is tried again with backoff. Answers
 * the function that stops everything.
 */
export const startLiveConnection = <T extends PushedChange>(
  options: LiveConnectionOptions<T>,
): (() => void) => {
  const pollMs = options.pollMs ?? livePollMs;
  const { backoffMs, maxBackoffMs, silenceMs } = { ...defaults, ...options };
  /** Set from callbacks and timers: read through a function, never a narrowed copy. */
  const run = { stopped: false };
  const isStopped = () => run.stopped;
  let mode: LiveMode | undefined;
  let attempt = 0;
  /** A stream was lost (or never opened) since the last one: the next one must catch up. */
  let gap = false;
  let abort: AbortController | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const setMode = (next: LiveMode) => {
    if (next === mode || isStopped()) return;
    mode = next;
    options.onMode(next);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const finish = () => {
    setMode('off');
    run.stopped = true;
    stopPolling();
    clearTimeout(retry);
    clearTimeout(silence);
    abort?.abort();
  };
  /** No stream now: poll, and try a stream again later (at least `laterMs` from now). */
  const fallBack = (laterMs = 0) => {
    if (isStopped()) return;
    gap = true;
    clearTimeout(silence);
    setMode('polling');
    poll ??= setInterval(() => {
      options.onUpdate(null);
    }, pollMs);
    const wait = Math.max(laterMs, Math.min(maxBackoffMs, backoffMs * 2 ** attempt));
    attempt += 1;
    // Spread the reconnections of many pages after a restart of the service.
    retry = setTimeout(() => void connect(), wait * (0.8 + Math.random() * 0.4));
  };
  /** Cuts the stream if nothing (not even a heartbeat) comes for `silenceMs`. */
  const watchSilence = (cut: () => void) => {
    clearTimeout(silence);
    silence = setTimeout(cut, silenceMs);
  };

  const connect = async () => {
    if (isStopped()) return;
    const controller = new AbortController();
    abort = controller;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const session = readSession();
    if (session) headers.Authorization = `Bearer ${session.token}`;
    let response: Response;
    try {
      response = await fetch(apiUrl(options.path), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      fallBack();
      return;
    }
    if (isStopped()) return;
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      if (response.status === 401) clearSession();
      if (refusedForGood(response.status)) finish();
      else fallBack(Number(response.headers.get('retry-after') ?? 0) * 1000);
      return;
    }
    attempt = 0;
    stopPolling();
    setMode('live');
    if (gap) {
      gap = false;
      options.onUpdate(null);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const cut = () => {
      controller.abort();
      reader.cancel().catch(() => undefined);
    };
    watchSilence(cut);
    const end = { heard: false };
    const parser = createParser({
      onEvent: ({ event, data }) => {
        if (event === liveEventNames.end) {
          end.heard = true;
          return;
        }
        if (event !== liveEventNames.change) return;
        let change: unknown;
        try {
          change = JSON.parse(data);
        } catch {
          return;
        }
        if (!isChange(change)) return;
        noteWrittenPosition(change.position);
        options.onUpdate(change as T);
      },
    });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || isStopped()) break;
        watchSilence(cut);
        parser.feed(value);
        if (end.heard) break;
      }
    } catch {
      // the connection broke, or went silent and was cut
    }
    if (end.heard) finish();
    else fallBack();
  };

  setMode('connecting');
  void connect();
  return () => {
    run.stopped = true;
    stopPolling();
    clearTimeout(retry);
    clearTimeout(silence);
    abort?.abort();
  };
};
