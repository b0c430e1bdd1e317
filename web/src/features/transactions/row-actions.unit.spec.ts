import { describe, expect, it } from 'vitest';
import { actionsFor } from './row-actions';

describe('the actions of a payment', () => {
  it('offers Verify Payment and Mark as Failed while the payment awaits verification', () => {
    for (const type of ['ghost-eshop-pro', 'donation'] as const) {
      expect(actionsFor({ status: 'pending_payment_verification', type })).toEqual([
        'verifyPayment',
        'markFailed',
      ]);
    }
  });

  it('offers Check Subscription Status and Update Subscription to a PRO payment awaiting its subscription', () => {
    expect(actionsFor({ status: 'pending_subscription_update', type: 'ghost-eshop-pro' })).toEqual([
      'checkSubscription',
      'updateSubscription',
    ]);
  });

  it('offers no subscription action to a donation', () => {
    expect(actionsFor({ status: 'pending_subscription_update', type: 'donation' })).toEqual([]);
  });

  it('offers nothing once a payment is completed or failed', () => {
    expect(actionsFor({ status: 'completed', type: 'ghost-eshop-pro' })).toEqual([]);
    expect(actionsFor({ status: 'failed', type: 'donation' })).toEqual([]);
  });
});
