import { describe, expect, it } from 'vitest';
import { reachableStep, stepsOf } from './flow-steps';

const fresh = { informationComplete: false, completed: false };

describe('the steps of the flow', () => {
  it('are Information, Payment and Confirmation for a subscription', () => {
    expect(stepsOf('ghost-eshop-pro')).toEqual(['information', 'payment', 'confirmation']);
  });

  it('skip Information for a donation', () => {
    expect(stepsOf('donation')).toEqual(['payment', 'confirmation']);
  });

  it('start at the first step', () => {
    expect(reachableStep('ghost-eshop-pro', undefined, fresh)).toBe('information');
    expect(reachableStep('donation', undefined, fresh)).toBe('payment');
  });

  it('reach the payment step only once the information is complete', () => {
    expect(reachableStep('ghost-eshop-pro', 'payment', fresh)).toBe('information');
    expect(
      reachableStep('ghost-eshop-pro', 'payment', { ...fresh, informationComplete: true }),
    ).toBe('payment');
  });

  it('show the confirmation only for a submitted payment, and keep it once submitted', () => {
    expect(reachableStep('donation', 'confirmation', fresh)).toBe('payment');
    const done = { informationComplete: true, completed: true };
    expect(reachableStep('ghost-eshop-pro', 'confirmation', done)).toBe('confirmation');
    expect(reachableStep('ghost-eshop-pro', 'payment', done)).toBe('confirmation');
  });
});
