import { describe, expect, it } from 'vitest';
import { statusAfterVerification } from './payment-constants.js';

describe('the status after verification', () => {
  it('leaves a verified PRO payment awaiting its subscription update', () => {
    expect(statusAfterVerification('ghost-eshop-pro')).toBe('pending_subscription_update');
  });

  it('completes a verified donation', () => {
    expect(statusAfterVerification('donation')).toBe('completed');
  });
});
