import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface StreamEvent {
  event: string;
  data: any;
  /** When it arrived (performance.now()). */
  at: number;
}

/** A live update stream as a test reads it: the events so far, the next ones, and its end. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (the stream was not opened). */
  body: any;
  events: StreamEvent[];
  /** Heartbeat comments heard. */
  comments: number;
  /**
   * The next event not taken yet, waiting at most `timeoutMs`: a bound for a spec to fail rather
   * than hang, not a measure (how soon a change arrives is the bench's, tests/bench/live-latency.ts).
   */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server closed the stream. */
  closed: Promise<void>;
  isClosed(): boolean;
  close(): void;
}

/** Opens `GET path` as an event stream (fetch, as the web app does), or reads its refusal. */
export const openStream = async (
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> => {
  const abort = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let taken = 0;
  let comments = 0;
  let waiting: (() => void) | undefined;
  let ended = false;
  const wake = () => {
    waiting?.();
    waiting = undefined;
  };
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      events.push({
        event: message.event ?? 'message',
        data: message.data === '' ? undefined : JSON.parse(message.data),
        at: performance.now(),
      });
      wake();
    },
    onComment: () => {
      comments += 1;
    },
  });
  let body: any;
  let closed: Promise<void>;
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    closed = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        // aborted by the test
      } finally {
        ended = true;
        wake();
      }
    })();
  } else {
    const text = await response.text();
    body = text === '' ? undefined : JSON.parse(text);
    ended = true;
    closed = Promise.resolve();
  }
  return {
    status: response.status,
    headers: response.headers,
    body,
    events,
    get comments() {
      return comments;
    },
    next: async (timeoutMs = 10_000) => {
      const deadline = performance.now() + timeoutMs;
      while (events.length <= taken) {
        if (ended) throw new Error('the stream closed before the next event');
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, left);
        });
      }
      const event = events[taken]!;
      taken += 1;
      return event;
    },
    closed,
    isClosed: () => ended,
    close: () => {
      abort.abort();
    },
  };
};
