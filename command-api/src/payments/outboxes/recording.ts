import { v5 as uuidv5 } from 'uuid';
import {
  DomainError,
  streams,
  type EventStore,
  type GlobalPosition,
  type Logger,
  type StoredEvent,
} from '@ghost/events';
import type { CommandContext } from '../../handling/command-context.js';
import type { DeliveryAttempt } from '../../integrations/outbox/outbox-channel.js';
import { handleCommand } from '../../handling/handle-command.js';
import { transactionDecider } from '../transaction-decider.js';
import type { TransactionCommand } from '../transaction-commands.js';

const transactionStream = /^transaction-(.+)$/;
const workerCommandNamespace = 'c0f7a1d2-9b3e-4c5f-8e6d-7a2b1c0d9e8f';

/** The payment an event belongs to, when it is on a transaction stream. */
export const paymentIdOf = (event: StoredEvent): string | null =>
  transactionStream.exec(event.streamId)?.[1] ?? null;

/**
 * The context of a command a background worker sends: the system acts, and the command id follows
 * from the worker, the delivery and the attempt, so a re-sent record is recognised, not doubled.
 * Its events are caused by the event that asked for the delivery, and carry its correlation on.
 */
export const workerContext = (
  worker: string,
  {
    key,
    attempt,
    attemptedAt,
    cause,
  }: Pick<DeliveryAttempt<unknown>, 'key' | 'attempt' | 'attemptedAt' | 'cause'>,
): CommandContext => ({
  actor: { kind: 'system', id: worker },
  commandId: uuidv5(`${worker}:${key}:${attempt}`, workerCommandNamespace),
  correlationId: cause.correlationId,
  causationId: cause.eventId,
  now: attemptedAt,
});

/**
 * Records a worker's outcome on the payment. A refusal of the rules means the payment has moved on
 * (verified, failed or completed by someone else meanwhile): nothing is left to record, and the
 * event that moved it on settles the delivery. Anything else (a store that cannot be written, a
 * conflict that outlasted the retries) throws, and the outbox makes the attempt again later.
 */
export const recordOnPayment = async (
  deps: { eventStore: EventStore; log: Logger },
  paymentId: string,
  command: TransactionCommand,
  context: CommandContext,
): Promise<GlobalPosition | null> => {
  try {
    const handled = await handleCommand(
      deps.eventStore,
      streams.transaction(paymentId),
      transactionDecider,
      command,
      context,
    );
    return handled.position;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code === 'CONCURRENT_MODIFICATION') throw error;
    deps.log.info(
      { paymentId, command: command.kind, refusal: error.code },
      'the payment moved on: nothing to record',
    );
    return null;
  }
};
