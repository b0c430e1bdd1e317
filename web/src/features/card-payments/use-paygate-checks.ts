import { useCallback, useState } from 'react';
import type { AdminTransaction } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { checkPayGate } from './api/check-paygate';
import { checkIdentifier, checkOutcome, type CheckOutcome } from './check-outcome';

export type VerifiedOutcome = Extract<CheckOutcome, { kind: 'verified' }>;

/** What a check ended with: the processor's answer, or why it could not be asked. */
export type CheckReport = CheckOutcome | { kind: 'failed'; paymentId: string; error: ApiError };

/** What a row still in the list shows under it after a check. */
export type RowNote = Exclude<CheckReport, { kind: 'verified' }>;

const without = <K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/**
 * The "Check PayGate" runs of the card page: which rows are being checked, what each row that
 * stays was told, and the confirmations of payments that were verified (their rows leave, so
 * these are shown above the list). `onVerified` reloads the list.
 */
export const usePayGateChecks = (onVerified: () => void) => {
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [notes, setNotes] = useState<ReadonlyMap<string, RowNote>>(new Map());
  const [confirmations, setConfirmations] = useState<readonly VerifiedOutcome[]>([]);

  const check = useCallback(
    async (payment: AdminTransaction): Promise<CheckReport | null> => {
      const identifier = checkIdentifier(payment);
      if (identifier === null) return null;
      const key = payment.payment_id;
      setRunning((current) => new Set(current).add(key));
      setNotes((current) => without(current, key));
      const answer = await checkPayGate(identifier);
      setRunning((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
      if (answer.error) {
        const failed = { kind: 'failed', paymentId: key, error: answer.error } as const;
        setNotes((current) => new Map(current).set(key, failed));
        return failed;
      }
      const outcome = checkOutcome(answer.data);
      if (outcome.kind === 'verified') {
        setConfirmations((current) => [
          outcome,
          ...current.filter((shown) => shown.paymentId !== outcome.paymentId),
        ]);
        onVerified();
      } else {
        setNotes((current) => new Map(current).set(key, outcome));
      }
      return outcome;
    },
    [onVerified],
  );

  const dismissNote = useCallback((paymentId: string) => {
    setNotes((current) => without(current, paymentId));
  }, []);

  const dismissConfirmation = useCallback((paymentId: string) => {
    setConfirmations((current) => current.filter((shown) => shown.paymentId !== paymentId));
  }, []);

  return { running, notes, confirmations, check, dismissNote, dismissConfirmation };
};
