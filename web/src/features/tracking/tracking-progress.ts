import {
  transactionStatuses,
  type TrackingView,
  type TransactionStatus,
} from '@ghost/events/contract';

/** What the tracking page reads of a payment; `status` may be a value the portal does not know. */
export type TrackedPayment = Omit<TrackingView, 'status'> & { status: string };

export const isKnownStatus = (status: string): status is TransactionStatus =>
  (transactionStatuses as readonly string[]).includes(status);

/** How a step of the processing panel stands. */
export type StepState = 'done' | 'current' | 'upcoming' | 'failed' | 'skipped';

export interface ProgressStep {
  key: 'submitted' | 'verification' | 'subscription';
  state: StepState;
}

type Progress = Pick<TrackedPayment, 'type' | 'status' | 'paymentVerified' | 'subscriptionUpdated'>;

/**
 * The processing panel: submitted, the payment's verification (verified or
 * pending), and for a subscription its update (updated or pending). A failed payment fails at the
 * step it stood at; what comes after is never started.
 */
export const progressSteps = (payment: Progress): ProgressStep[] => {
  const failed = payment.status === 'failed';
  const verification: StepState = payment.paymentVerified ? 'done' : failed ? 'failed' : 'current';
  const steps: ProgressStep[] = [
    { key: 'submitted', state: 'done' },
    { key: 'verification', state: verification },
  ];
  if (payment.type === 'ghost-eshop-pro') {
    const subscription: StepState = payment.subscriptionUpdated
      ? 'done'
      : !payment.paymentVerified
        ? failed
          ? 'skipped'
          : 'upcoming'
        : failed
          ? 'failed'
          : 'current';
    steps.push({ key: 'subscription', state: subscription });
  }
  return steps;
};

/** The 'what's next' message of a status and method. */
export type NextStep =
  | 'cardAwaiting'
  | 'teamVerifying'
  | 'voucherVerifying'
  | 'cardActivating'
  | 'subscriptionUpdating'
  | 'donationThanks'
  | 'subscriptionActive'
  | 'failed'
  | 'unknown';

export const nextStep = (
  payment: Pick<TrackedPayment, 'type' | 'status' | 'paymentMethod'>,
): NextStep => {
  if (!isKnownStatus(payment.status)) return 'unknown';
  switch (payment.status) {
    case 'pending_payment_verification':
      if (payment.paymentMethod === 'card') return 'cardAwaiting';
      return payment.paymentMethod === 'alternative-rewarble'
        ? 'voucherVerifying'
        : 'teamVerifying';
    case 'pending_subscription_update':
      return payment.paymentMethod === 'card' ? 'cardActivating' : 'subscriptionUpdating';
    case 'completed':
      return payment.type === 'donation' ? 'donationThanks' : 'subscriptionActive';
    case 'failed':
      return 'failed';
    default: {
      const never: never = payment.status;
      return never;
    }
  }
};
