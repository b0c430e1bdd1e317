import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GlobalPosition } from '../store/event-store.js';

/** One answered HTTP request, as the request log sees it. */
export interface AnsweredRequest {
  service: string;
  method: string;
  /** The route as registered (`/api/transactions/:id`), never the path a caller typed. */
  route: string;
  status: number;
  seconds: number;
}

/** How far a log follower has read, and how far the log goes. */
export interface FollowerPosition {
  position: GlobalPosition | null;
  head: GlobalPosition | null;
}

/** A delivery worker's backlog: deliveries not settled, and those of them already failed once. */
export interface OutboxBacklog {
  pending: number;
  failing: number;
}

export type LockoutScope = 'ip' | 'username' | 'account';

/** Seconds: from a cached read (under a millisecond) to a held outside call (10 s timeouts). */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics, in a registry of its own (two portals in one test process
 * never share one): requests per route, events appended per type, how far each projector and
 * outbox is, and the sign-in failures and lockouts. Gauges are read when scraped.
 */
export class PortalMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'service' | 'method' | 'route' | 'status'>;
  private readonly appended: Counter<'type'>;
  private readonly attempts: Counter<'outbox' | 'outcome'>;
  private readonly signInFailures: Counter<'reason'>;
  private readonly lockouts: Counter<'scope'>;
  private readonly callbackRefusals: Counter<'reason' | 'recorded'>;
  private readonly projectors = new Map<string, () => Promise<FollowerPosition>>();
  private readonly outboxes = new Map<string, () => OutboxBacklog>();

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'ghost_http_request_duration_seconds',
      help: 'HTTP requests answered, by service, method, route and status, and how long each took',
      labelNames: ['service', 'method', 'route', 'status'],
      buckets: latencyBuckets,
      registers,
    });
    this.appended = new Counter({
      name: 'ghost_events_appended_total',
      help: 'Events this process appended to the log, by type',
      labelNames: ['type'],
      registers,
    });
    const projectors = this.projectors;
    const positions = async () =>
      Promise.all([...projectors].map(async ([name, look]) => ({ name, ...(await look()) })));
    new Gauge({
      name: 'ghost_projection_position',
      help: 'The log position each projector has applied',
      labelNames: ['projector'],
      registers,
      async collect() {
        this.reset();
        for (const { name, position } of await positions()) {
          this.set({ projector: name }, position ?? 0);
        }
      },
    });
    new Gauge({
      name: 'ghost_projection_lag_events',
      help: 'How far each projector is behind the head of the log, in positions',
      labelNames: ['projector'],
      registers,
      async collect() {
        this.reset();
        for (const { name, position, head } of await positions()) {
          this.set({ projector: name }, Math.max(0, (head ?? 0) - (position ?? 0)));
        }
      },
    });
    const outboxes = this.outboxes;
    new Gauge({
      name: 'ghost_outbox_pending_deliveries',
      help: 'Deliveries an outbox knows of and has not settled',
      labelNames: ['outbox'],
      registers,
      collect() {
        this.reset();
        for (const [name, look] of outboxes) this.set({ outbox: name }, look().pending);
      },
    });
    new Gauge({
      name: 'ghost_outbox_failing_deliveries',
      help: 'Pending deliveries whose last attempt failed, waiting for their next one',
      labelNames: ['outbox'],
      registers,
      collect() {
        this.reset();
        for (const [name, look] of outboxes) this.set({ outbox: name }, look().failing);
      },
    });
    this.attempts = new Counter({
      name: 'ghost_outbox_delivery_attempts_total',
      help: 'Delivery attempts an outbox made, by outcome (delivered, failed)',
      labelNames: ['outbox', 'outcome'],
      registers,
    });
    this.signInFailures = new Counter({
      name: 'ghost_sign_in_failures_total',
      help: 'Refused sign-ins and signed-in code or password checks, by reason',
      labelNames: ['reason'],
      registers,
    });
    this.lockouts = new Counter({
      name: 'ghost_sign_in_lockouts_total',
      help: 'Lockouts begun, by what was locked (an IP, a username, an account)',
      labelNames: ['scope'],
      registers,
    });
    this.callbackRefusals = new Counter({
      name: 'ghost_card_callback_refusals_total',
      help: 'Card processor callbacks refused, by reason, and whether recorded in the log (one naming no card payment is counted here only)',
      labelNames: ['reason', 'recorded'],
      registers,
    });
  }

  answered(request: AnsweredRequest): void {
    this.requests.observe(
      {
        service: request.service,
        method: request.method,
        route: request.route,
        status: String(request.status),
      },
      request.seconds,
    );
  }

  appendedEvents(types: readonly string[]): void {
    for (const type of types) this.appended.inc({ type });
  }

  /** A projector to report: its look is taken at every scrape. */
  watchProjector(name: string, look: () => Promise<FollowerPosition>): void {
    this.projectors.set(name, look);
  }

  watchOutbox(name: string, look: () => OutboxBacklog): void {
    this.outboxes.set(name, look);
  }

  deliveryAttempted(outbox: string, delivered: boolean): void {
    this.attempts.inc({ outbox, outcome: delivered ? 'delivered' : 'failed' });
  }

  signInFailed(reason: string): void {
    this.signInFailures.inc({ reason });
  }

  lockedOut(scope: LockoutScope): void {
    this.lockouts.inc({ scope });
  }

  cardCallbackRefused(reason: string, recorded: boolean): void {
    this.callbackRefusals.inc({ reason, recorded: String(recorded) });
  }

  /** The exposition text, and the content type to answer it with. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
