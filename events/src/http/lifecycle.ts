import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { DomainError } from '../errors/domain-error.js';
import { toErrorBody } from './error-middleware.js';

export const livePath = '/api/health/live';
export const readyPath = '/api/health/ready';

/** Whether the service should be sent traffic, and if not, why. */
export interface Readiness {
  ready: boolean;
  reason?: string;
}

export type ReadinessCheck = () => Promise<Readiness>;

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0];

const answerJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
};

/** A streaming answer, as its content type says (set with setHeader, as Koa and the proxy do). */
const isEventStream = (res: ServerResponse) =>
  res.headersSent && String(res.getHeader('content-type')).startsWith('text/event-stream');

/**
 * A service's HTTP life: its health answers, and a stop that loses no acknowledged request.
 *
 * - `GET /api/health/live`: 200 as long as the process answers at all (restart it otherwise).
 * - `GET /api/health/ready`: 200 only when the service should be sent traffic: started, its read
 *   models caught up with the log since the start, and not stopping; 503 with the reason else.
 * - `drain()`: stops taking connections and requests (a request that still arrives on an open
 *   connection is answered 503 with `Connection: close`), lets those under way finish, closes
 *   the connections as they fall idle, and cuts whatever is left at the deadline.
 */
export class HttpLifecycle {
  private phase: 'starting' | 'running' | 'stopping' = 'starting';
  private readonly underWay = new Set<ServerResponse>();
  private drained: Promise<void> | undefined;

  /**
   * `onCheckFailed` is told what went wrong when the readiness check throws: the answer says only
   * `unavailable` (an internal error's text is for the server's log, not for whoever asks).
   */
  constructor(
    private readonly check: ReadinessCheck,
    private readonly onCheckFailed: (error: unknown) => void = () => undefined,
  ) {}

  /** Taking traffic from now on (as far as the readiness check agrees). */
  started(): void {
    if (this.phase === 'starting') this.phase = 'running';
  }

  get stopping(): boolean {
    return this.phase === 'stopping';
  }

  async readiness(): Promise<Readiness> {
    if (this.phase === 'starting') return { ready: false, reason: 'starting' };
    if (this.phase === 'stopping') return { ready: false, reason: 'stopping' };
    try {
      return await this.check();
    } catch (error) {
      this.onCheckFailed(error);
      return { ready: false, reason: 'unavailable' };
    }
  }

  /** Wraps the service's listener with the health answers, the count of requests under way and the stop. */
  listener(serve: RequestListener): RequestListener {
    return (req, res) => {
      const path = pathOf(req);
      if (path === livePath) {
        answerJson(res, 200, { status: 'live' });
        return;
      }
      if (path === readyPath) {
        void this.readiness().then((readiness) => {
          answerJson(
            res,
            readiness.ready ? 200 : 503,
            readiness.ready
              ? { status: 'ready' }
              : { status: 'not_ready', reason: readiness.reason },
          );
        });
        return;
      }
      if (this.phase === 'stopping') {
        res.setHeader('connection', 'close');
        res.setHeader('retry-after', '1');
        answerJson(res, 503, toErrorBody(new DomainError('SERVICE_UNAVAILABLE')));
        return;
      }
      this.underWay.add(res);
      res.once('close', () => {
        this.underWay.delete(res);
      });
      serve(req, res);
    };
  }

  /** Requests taken and not answered yet. */
  get inFlight(): number {
    return this.underWay.size;
  }

  /**
   * Stops taking requests and waits for those under way (at most `deadlineMs`), closing every
   * connection of the server once answered. Safe to call more than once.
   */
  drain(server: Server, deadlineMs: number): Promise<void> {
    this.phase = 'stopping';
    this.drained ??= new Promise<void>((resolve) => {
      // A response under way ends its connection when it is sent, rather than keeping it alive.
      for (const res of this.underWay) if (!res.headersSent) res.setHeader('connection', 'close');
      // An event stream (live updates) never ends by itself: it ends now, and its client
      // reconnects to a service that runs, or polls meanwhile.
      for (const res of this.underWay) if (isEventStream(res)) res.end();
      const sweep = setInterval(() => {
        server.closeIdleConnections();
      }, 25);
      const cut = setTimeout(() => {
        server.closeAllConnections();
      }, deadlineMs);
      const done = () => {
        clearInterval(sweep);
        clearTimeout(cut);
        resolve();
      };
      if (!server.listening) {
        done();
        return;
      }
      server.close(done);
      server.closeIdleConnections();
    });
    return this.drained;
  }
}

/**
 * Ready once the read models have reached the head the log had at the first look (the service's
 * start), and from then on: a service that decides or answers with read models takes no traffic
 * while they are still being rebuilt after a start, and a later lag under load does not take it
 * out of service.
 */
export const caughtUpSinceStart = (
  look: () => Promise<{ position: number | null; head: number | null }>,
): ReadinessCheck => {
  let target: number | null | undefined;
  let reached = false;
  return async () => {
    if (reached) return { ready: true };
    const { position, head } = await look();
    target ??= head;
    reached = target === null || (position ?? -1) >= target;
    return reached
      ? { ready: true }
      : { ready: false, reason: `read models at ${position ?? 'none'} of ${target}` };
  };
};
