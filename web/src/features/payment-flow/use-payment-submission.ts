import { useCallback, useRef, useState } from 'react';
import { newPaymentId, newProofReference, randomText } from '@ghost/events/contract';
import { submitTransaction } from './api/submit-transaction';
import type { MethodProof, Order } from './order';
import { attemptFor, type Attempt } from './submission-attempt';
import { submissionBody, type AttemptIds } from './submission-body';
import { submissionErrorText, type SubmissionErrorText } from './submission-errors';

const referencePrefix = (proof: MethodProof) =>
  proof.payment_method === 'nintendo-eshop'
    ? 'NINTENDO'
    : proof.payment_method === 'alternative-rewarble'
      ? 'REWARBLE'
      : null;

/**
 * Submits a crypto, gift-card or voucher payment (POST /transactions) for the order. The same
 * input sent again is the same attempt (same payment ID, same Idempotency-Key), so a retry after
 * a lost answer is recorded once; a refusal is kept as the text to show, and the form keeps
 * everything the visitor typed. `submit` answers the refusal too, for the form to point at a
 * field.
 */
export const usePaymentSubmission = (
  order: Order,
  onSubmitted: (paymentId: string) => void,
  /** The refusal of the form as posted without scripts, shown as the page is drawn again. */
  refusedBefore: SubmissionErrorText | null = null,
) => {
  const attempt = useRef<Attempt<AttemptIds> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SubmissionErrorText | null>(refusedBefore);

  const submit = useCallback(
    async (proof: MethodProof): Promise<SubmissionErrorText | null> => {
      const current = attemptFor(attempt.current, JSON.stringify({ order, proof }), () => {
        const prefix = referencePrefix(proof);
        return {
          idempotencyKey: randomText(32),
          ids: { paymentId: newPaymentId(), reference: prefix ? newProofReference(prefix) : '' },
        };
      });
      attempt.current = current;
      setBusy(true);
      setError(null);
      const answer = await submitTransaction(
        submissionBody(order, proof, current.ids),
        current.idempotencyKey,
      );
      setBusy(false);
      if (answer.error) {
        const refusal = submissionErrorText(answer.error, order.method);
        setError(refusal);
        return refusal;
      }
      onSubmitted(answer.data.paymentId);
      return null;
    },
    [order, onSubmitted],
  );

  return { submit, busy, error };
};
