import { ValidationError, paymentIdPrefix } from '@ghost/events';

/**
 * Payment IDs are made by the visitor's browser and are the only key to a payment's tracking
 * page, so they must be unguessable: GHOST-{timestamp}-{random}, the random part at least 16
 * characters of [A-Z0-9] (over 80 bits) with no long repeats. The documented format is in
 * events/README.md (Payment IDs).
 */
const paymentIdFormat = /^GHOST-(\d{10,16})-([A-Z0-9]{16,40})$/;
const minimumDistinctCharacters = 10;

export const normalizePaymentId = (raw: string): string => raw.trim().toUpperCase();

export const assertUnguessablePaymentId = (paymentId: string): void => {
  const match = paymentIdFormat.exec(paymentId);
  const random = match?.[2];
  if (!random) {
    throw new ValidationError(
      'payment_id',
      `payment_id must look like ${paymentIdPrefix}{timestamp}-{at least 16 letters or digits}`,
    );
  }
  if (new Set(random).size < minimumDistinctCharacters) {
    throw new ValidationError('payment_id', 'payment_id is not random enough to be unguessable');
  }
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** {prefix}{timestamp}-{22 random [A-Z0-9]}: over 113 bits, the format the web app makes. */
export const newPaymentReference = (
  prefix: string,
  now: Date,
  randomIndex: (size: number) => number,
): string => {
  const random = Array.from({ length: 22 }, () => alphabet[randomIndex(alphabet.length)]).join('');
  return `${prefix}${now.getTime()}-${random}`;
};
