import type { AdminTransactionDetail } from '@ghost/events/contract';
import useSWR from 'swr';
import type { ApiRequestError } from '@/lib/api-client';

export const transactionPath = (paymentId: string) =>
  `/transactions/${encodeURIComponent(paymentId)}`;

/** GET /transactions/{id}: one payment with its whole history (`logs`), when one is open. */
export const useTransactionDetail = (paymentId: string | null) =>
  useSWR<AdminTransactionDetail, ApiRequestError>(
    paymentId === null ? null : transactionPath(paymentId),
  );
