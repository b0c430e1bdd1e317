import { paymentIdToLookUp } from '../catalogue/payment-id.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * The payment ID a path names, as every route taking one reads it (tracking, the live stream, an
 * admin's action, a card processor's callback): any case; anything that is no payment ID is
 * refused with INVALID_PAYMENT_ID (400) before a read.
 */
export const paymentIdParam = (raw: unknown): string => {
  const paymentId = paymentIdToLookUp(String(raw));
  if (paymentId === null) throw new DomainError('INVALID_PAYMENT_ID');
  return paymentId;
};
