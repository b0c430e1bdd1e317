import {
  streams,
  type EventStore,
  type GlobalPosition,
  type SecretBox,
  type SubmittedPaymentData,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { GiftCardVault } from './gift-card-vault.js';
import { transactionDecider } from './transaction-decider.js';

export interface RevealedCodes {
  codes: string[];
  position: GlobalPosition | null;
}

/**
 * Opens a gift-card payment's codes for the admin who asked, and records that they were shown
 * (GiftCardCodesRevealed: who and when in its metadata). The codes are opened before the reveal
 * is recorded, so a reveal is never recorded that did not happen; the codes never enter the log.
 */
export const revealGiftCardCodes = async (
  deps: { eventStore: EventStore; secretBox: SecretBox },
  paymentId: string,
  context: CommandContext,
): Promise<RevealedCodes> => {
  const streamId = streams.transaction(paymentId);
  const history = await deps.eventStore.readStream(streamId);
  const submission = history.find((event) => event.type === 'PaymentSubmitted')?.data as
    SubmittedPaymentData | undefined;
  const codes = submission ? new GiftCardVault(deps.secretBox).open(submission) : [];
  const { position } = await handleCommand(
    deps.eventStore,
    streamId,
    transactionDecider,
    { kind: 'RevealGiftCardCodes', count: codes.length },
    context,
    { history },
  );
  return { codes, position };
};
