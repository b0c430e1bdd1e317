import { describe, expect, it } from 'vitest';
import { nextStep, progressSteps, type TrackedPayment } from './tracking-progress';

const payment = (overrides: Partial<TrackedPayment>): TrackedPayment => ({
  paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90',
  type: 'ghost-eshop-pro',
  amount: 12,
  currency: 'USD',
  paymentMethod: 'crypto',
  crypto_type: 'btc',
  region: null,
  status: 'pending_payment_verification',
  subscriptionDuration: '3_months',
  paymentVerified: false,
  subscriptionUpdated: false,
  chain_check: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const states = (p: TrackedPayment) =>
  Object.fromEntries(progressSteps(p).map((step) => [step.key, step.state]));

describe('the processing panel', () => {
  it('shows a subscription awaiting its payment’s verification, its update still to come', () => {
    expect(states(payment({}))).toEqual({
      submitted: 'done',
      verification: 'current',
      subscription: 'upcoming',
    });
  });

  it('shows a verified subscription awaiting its update, then the update done', () => {
    const verified = { status: 'pending_subscription_update', paymentVerified: true };
    expect(states(payment(verified))).toMatchObject({
      verification: 'done',
      subscription: 'current',
    });
    expect(
      states(payment({ ...verified, status: 'completed', subscriptionUpdated: true })),
    ).toMatchObject({ verification: 'done', subscription: 'done' });
  });

  it('has no subscription update for a donation', () => {
    expect(states(payment({ type: 'donation', subscriptionDuration: null }))).toEqual({
      submitted: 'done',
      verification: 'current',
    });
  });

  it('marks the step a failed payment stood at as failed, and what follows as never started', () => {
    expect(states(payment({ status: 'failed' }))).toMatchObject({
      verification: 'failed',
      subscription: 'skipped',
    });
    expect(states(payment({ status: 'failed', paymentVerified: true }))).toMatchObject({
      verification: 'done',
      subscription: 'failed',
    });
  });
});

describe('the message of what comes next', () => {
  const cases: [Partial<TrackedPayment>, string][] = [
    [{ paymentMethod: 'card' }, 'cardAwaiting'],
    [{ paymentMethod: 'crypto' }, 'teamVerifying'],
    [{ paymentMethod: 'nintendo-eshop' }, 'teamVerifying'],
    [{ paymentMethod: 'alternative-rewarble' }, 'voucherVerifying'],
    [{ paymentMethod: 'card', status: 'pending_subscription_update' }, 'cardActivating'],
    [{ paymentMethod: 'crypto', status: 'pending_subscription_update' }, 'subscriptionUpdating'],
    [
      { paymentMethod: 'alternative-rewarble', status: 'pending_subscription_update' },
      'subscriptionUpdating',
    ],
    [{ type: 'donation', status: 'completed' }, 'donationThanks'],
    [{ status: 'completed' }, 'subscriptionActive'],
    [{ status: 'failed', paymentMethod: 'card' }, 'failed'],
    [{ status: 'failed' }, 'failed'],
    [{ status: 'on_hold' }, 'unknown'],
  ];
  for (const [overrides, expected] of cases) {
    it(`says ${expected} for ${overrides.paymentMethod ?? 'crypto'}, ${overrides.type ?? 'subscription'}, ${overrides.status ?? 'awaiting payment'}`, () => {
      expect(nextStep(payment(overrides))).toBe(expected);
    });
  }
});
