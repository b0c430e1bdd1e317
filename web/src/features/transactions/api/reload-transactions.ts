import type {
  AdminTransaction,
  TransactionListAnswer,
  TransactionStatus,
} from '@ghost/events/contract';
import { mutate } from 'swr';
import { transactionPath } from './get-transaction';

/**
 * Reads every transactions answer on screen again (the list, the summary, an open detail). After
 * an action the API client sends the action's log position, so each answer holds the action.
 */
export const reloadTransactions = (): Promise<unknown> =>
  mutate((key) => typeof key === 'string' && key.startsWith('/transactions'));

const settledBy = (status: TransactionStatus) => ({
  status,
  payment_verified: status === 'pending_subscription_update' || status === 'completed',
});

/**
 * Puts the status an action's answer confirmed into the rows and the detail on screen at once:
 * a reload that races with another (a live update arriving meanwhile) may have its answer
 * dropped by SWR as outdated, and the row must not show the old status until the later one.
 */
export const showActionResult = async (
  paymentId: string,
  status: TransactionStatus,
): Promise<void> => {
  const same = (transaction: AdminTransaction) =>
    transaction.id.toUpperCase() === paymentId.toUpperCase();
  const patch = <T extends AdminTransaction>(transaction: T): T => ({
    ...transaction,
    ...settledBy(status),
    subscription_updated:
      transaction.subscription_updated ||
      (status === 'completed' && transaction.type === 'ghost-eshop-pro'),
  });
  await Promise.all([
    mutate<TransactionListAnswer>(
      (key) => typeof key === 'string' && key.startsWith('/transactions?'),
      (list) =>
        list && {
          ...list,
          transactions: list.transactions.map((row) => (same(row) ? patch(row) : row)),
        },
      { revalidate: false },
    ),
    mutate<AdminTransaction>(
      transactionPath(paymentId),
      (detail) => detail && (same(detail) ? patch(detail) : detail),
      { revalidate: false },
    ),
  ]);
};
