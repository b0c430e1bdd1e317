import { describe, expect, it } from 'vitest';
import { isProviderAvailable, providerProblem } from './provider-availability';

describe('card provider availability', () => {
  it('offers a provider from its minimum in USD up', () => {
    expect(isProviderAvailable('ramp', 5)).toBe(true);
    expect(isProviderAvailable('stripe_usa', 5)).toBe(true);
    expect(isProviderAvailable('bitnovo', 11.99)).toBe(false);
    expect(isProviderAvailable('bitnovo', 12)).toBe(true);
    expect(isProviderAvailable('banxa', 22)).toBe(false);
    expect(isProviderAvailable('alchemy', 23)).toBe(true);
  });

  it('asks to select a payment provider when none is chosen', () => {
    expect(providerProblem(null, 12)).toBe('select');
  });

  it('refuses a provider that is not available for the amount', () => {
    expect(providerProblem('banxa', 12)).toBe('unavailable');
    expect(providerProblem('ramp', 12)).toBeNull();
  });
});
