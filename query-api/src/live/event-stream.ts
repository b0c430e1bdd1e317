import { createSession } from 'better-sse';
import type { Context } from 'koa';
import { liveEventNames } from '@ghost/events/contract';

/** An open Server-Sent Events answer: `change` events, a last `end`, heartbeats in between. */
export interface EventStream {
  /** Sends a change (its id is the log position it carries); nothing once the stream is closed. */
  change(data: { position: number }): void;
  /** Says nothing more will come (the client must not reconnect), then closes. */
  end(data?: Record<string, unknown>): void;
  /** Closes without a word (the client may reconnect). */
  close(): void;
  /** Called once when the stream is closed, by either side. */
  onClose(listener: () => void): void;
  readonly open: boolean;
}

/**
 * Answers the request with an event stream (better-sse on Node's request and response; Koa
 * steps aside with `ctx.respond = false`). Headers set on the context before (request id,
 * correlation id) are kept. Resolves once the head is sent.
 */
export const openEventStream = async (
  ctx: Context,
  options: { heartbeatMs: number },
): Promise<EventStream> => {
  ctx.status = 200;
  ctx.respond = false;
  // Set ahead (better-sse repeats it in the head): a stopping service finds its streams by it.
  ctx.res.setHeader('Content-Type', 'text/event-stream');
  const session = await createSession(ctx.req, ctx.res, {
    keepAlive: options.heartbeatMs,
    // The client reconnects with its own backoff, and a resumed stream starts from the state.
    retry: null,
    trustClientEventId: false,
  });
  const closeListeners: (() => void)[] = [];
  let closed = false;
  const closing = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners.splice(0)) listener();
  };
  session.once('disconnected', closing);
  const close = () => {
    if (!ctx.res.writableEnded) ctx.res.end();
    closing();
  };
  return {
    change: (data) => {
      if (session.isConnected) session.push(data, liveEventNames.change, String(data.position));
    },
    end: (data = {}) => {
      if (session.isConnected) session.push(data, liveEventNames.end);
      close();
    },
    close,
    onClose: (listener) => {
      if (closed) listener();
      else closeListeners.push(listener);
    },
    get open() {
      return !closed;
    },
  };
};
