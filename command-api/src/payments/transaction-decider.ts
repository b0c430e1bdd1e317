import { DomainError, type TransactionEvent } from '@ghost/events';
import type { Decider } from '../handling/decider.js';
import { recordChainCheck } from './chain-check-rules.js';
import { recordNotification } from './notification-rules.js';
import { decideCardStart, decideSubmission } from './submission-rules.js';
import { recordSubscriptionDelivery, updateSubscription } from './subscription-rules.js';
import {
  evolveTransaction,
  initialTransactionState,
  type TransactionState,
} from './transaction.js';
import type { TransactionCommand } from './transaction-commands.js';
import {
  confirmCardPayment,
  forceVerifyCard,
  markCardFailed,
  markFailed,
  overrideStatus,
  rejectCardCallback,
  verifyPayment,
} from './verification-rules.js';
import { revealGiftCardCodes } from './gift-card-rules.js';
import {
  deferVoucherCheck,
  recordVoucherRedemption,
  rejectVoucher,
} from './voucher-check-rules.js';

export type { SubmittedPayment, TransactionCommand } from './transaction-commands.js';

/** The rules of one payment, from its submission to its end (the table is in command-api/README.md, Transitions). */
export const transactionDecider: Decider<TransactionState, TransactionCommand, TransactionEvent> = {
  initialState: initialTransactionState,
  evolve: evolveTransaction,
  decide: (command, state) => {
    switch (command.kind) {
      case 'SubmitPayment':
        return decideSubmission(command, state);
      case 'StartCardPayment':
        return decideCardStart(command, state);
      case 'VerifyPayment':
        return verifyPayment(command, state);
      case 'ForceVerifyCard':
        return forceVerifyCard(command, state);
      case 'ConfirmCardPayment':
        return confirmCardPayment(command, state);
      case 'RejectCardCallback':
        return rejectCardCallback(command, state);
      case 'RejectVoucher':
        return rejectVoucher(command, state);
      case 'RecordVoucherRedemption':
        return recordVoucherRedemption(command, state);
      case 'RevealGiftCardCodes':
        return revealGiftCardCodes(command, state);
      case 'DeferVoucherCheck':
        return deferVoucherCheck(command, state);
      case 'MarkFailed':
        return markFailed(command, state);
      case 'MarkCardFailed':
        return markCardFailed(command, state);
      case 'UpdateSubscription':
        return updateSubscription(command, state);
      case 'RecordSubscriptionDelivery':
        return recordSubscriptionDelivery(command, state);
      case 'RecordNotification':
        return recordNotification(command, state);
      case 'RecordChainCheck':
        return recordChainCheck(command, state);
      case 'OverrideStatus':
        return overrideStatus(command, state);
      default: {
        const unknown: never = command;
        throw new DomainError('INTERNAL_ERROR', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
