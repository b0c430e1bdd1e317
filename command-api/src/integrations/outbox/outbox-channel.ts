import type { GlobalPosition, StoredEvent } from '@ghost/events';

/** What the outbox needs to know of an attempt's answer to plan the next one. */
export interface DeliveryOutcome {
  /** Done: nothing more to try. */
  delivered: boolean;
  /** Not done, and worth trying again later (for a webhook: no answer, 408, 429 or 5xx). */
  retryable: boolean;
  error: string | null;
}

/** What came back from one webhook delivery (the fulfilment port's answer has this shape). */
export interface DeliveryAnswer extends DeliveryOutcome {
  status: number | null;
  body: string | null;
}

/**
 * An event asking for a delivery. `key` names the delivery in every later event about it.
 * Deliveries of one `group` are made one at a time, in the order of the log (the e-mails about
 * one payment): a later one waits until the earlier ones are settled.
 */
export interface DeliveryRequested<Request> {
  key: string;
  request: Request;
  group?: string;
}

/**
 * An event about a delivery's progress: an attempt (numbered from 1) and when the next one is due,
 * or a settlement by other means (an admin marked the subscription updated): `attempt` null.
 * `nextAttemptAt` null: nothing more will be tried.
 */
export interface DeliveryProgress {
  key: string;
  attempt: number | null;
  nextAttemptAt: Date | null;
}

/**
 * The event that asked for a delivery: what the events recording its attempts were caused by,
 * and the correlation they carry on (so the request that led to it leads to them too).
 */
export interface DeliveryCause {
  eventId: string;
  correlationId: string;
}

/** One attempt, as the outbox hands it to the channel to record. */
export interface DeliveryAttempt<Request, Answer extends DeliveryOutcome = DeliveryAnswer> {
  key: string;
  cause: DeliveryCause;
  request: Request;
  attempt: number;
  attemptedAt: Date;
  answer: Answer;
  /** null: delivered, refused for good, or out of attempts. */
  nextAttemptAt: Date | null;
}

/**
 * What the outbox needs to know about one kind of delivery: which events of the log ask for it,
 * which record its progress, how to deliver, and how to record an attempt (an append whose event
 * `progressIn` then recognises). For the fulfilment webhook: SubscriptionUpdateRequested asks;
 * SubscriptionWebhookDelivered, SubscriptionWebhookFailed and SubscriptionUpdated record progress.
 */
export interface OutboxChannel<Request, Answer extends DeliveryOutcome = DeliveryAnswer> {
  /** Names the outbox in logs and in its checkpoint. */
  readonly name: string;
  /**
   * Called once before the outbox reads the log after `from` (null: from the start), for a
   * channel whose decisions depend on earlier events it will not see again.
   */
  resume?(from: GlobalPosition | null): Promise<void>;
  requestIn(event: StoredEvent): DeliveryRequested<Request> | null;
  progressIn(event: StoredEvent): DeliveryProgress | null;
  deliver(request: Request, attempt: number): Promise<Answer>;
  /** The answer to record when delivering threw instead of answering. */
  unanswered(error: unknown): Answer;
  /** Appends the attempt's event; answers its log position (null if nothing was written). */
  record(attempt: DeliveryAttempt<Request, Answer>): Promise<GlobalPosition | null>;
}
