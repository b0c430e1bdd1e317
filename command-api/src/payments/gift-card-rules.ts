import { DomainError, type TransactionEvent } from '@ghost/events';
import { existing } from './transaction-guards.js';
import type { TransactionState } from './transaction.js';
import type { RevealGiftCardCodes } from './transaction-commands.js';

/**
 * An admin may see a gift-card payment's codes in the clear, whatever its status (to redeem the
 * cards, or to answer a dispute); each reveal is recorded, with who asked and when.
 */
export const revealGiftCardCodes = (
  { count }: RevealGiftCardCodes,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = existing(state);
  if (payment.method !== 'nintendo-eshop' || count === 0) {
    throw new DomainError('WRONG_PAYMENT_METHOD', 'This payment holds no gift-card codes.', {
      method: payment.method,
    });
  }
  return [{ type: 'GiftCardCodesRevealed', data: { count } }];
};
