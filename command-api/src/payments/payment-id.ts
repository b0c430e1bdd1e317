import { ValidationError, paymentIdFault, paymentIdPrefix } from '@ghost/events';

export const normalizePaymentId = (raw: string): string => raw.trim().toUpperCase();

/** A new payment's ID must be unguessable (the rule: events/src/catalogue/payment-id.ts). */
export const assertUnguessablePaymentId = (paymentId: string): void => {
  switch (paymentIdFault(paymentId)) {
    case null:
      return;
    case 'format':
      throw new ValidationError(
        'payment_id',
        `payment_id must look like ${paymentIdPrefix}{timestamp}-{at least 16 letters or digits}`,
      );
    case 'guessable':
      throw new ValidationError('payment_id', 'payment_id is not random enough to be unguessable');
  }
};
