import {
  streams,
  type EventStore,
  type GlobalPosition,
  type TransactionStatus,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { transactionDecider } from './transaction-decider.js';
import type { TransactionCommand } from './transaction-commands.js';

export interface ActionAnswer {
  paymentId: string;
  status: TransactionStatus;
  position: GlobalPosition | null;
}

/** Runs one command on a payment: the decider's refusals, or the new status. */
export const actOnTransaction = async (
  eventStore: EventStore,
  paymentId: string,
  command: TransactionCommand,
  context: CommandContext,
): Promise<ActionAnswer> => {
  const handled = await handleCommand(
    eventStore,
    streams.transaction(paymentId),
    transactionDecider,
    command,
    context,
  );
  // A command that did not throw acted on an existing payment.
  const status = handled.state.exists ? handled.state.status : 'pending_payment_verification';
  return { paymentId, status, position: handled.position };
};
