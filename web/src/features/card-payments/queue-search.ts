import type { AdminTransaction } from '@ghost/events/contract';

/**
 * The card page's search: the payments of the loaded page whose payment ID,
 * username or e-mail contain the text, ignoring case and the spaces around it.
 */
export const searchQueue = <
  T extends Pick<AdminTransaction, 'payment_id' | 'user_username' | 'user_email'>,
>(
  payments: readonly T[],
  text: string,
): T[] => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...payments];
  return payments.filter((payment) =>
    [payment.payment_id, payment.user_username, payment.user_email].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
};
