import { describe, expect, it } from 'vitest';
import { isProviderAvailable, likelyPayerRegion, providerProblem } from './provider-availability';

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
    expect(providerProblem(null, 12, 'us')).toBe('select');
  });

  it('refuses a provider that is not available for the amount', () => {
    expect(providerProblem('banxa', 12, 'us')).toBe('unavailable');
    expect(providerProblem('ramp', 12, 'elsewhere')).toBeNull();
  });

  it('offers Stripe to payers in the United States only', () => {
    expect(providerProblem('stripe_usa', 12, 'us')).toBeNull();
    expect(providerProblem('stripe_usa', 12, 'elsewhere')).toBe('region');
    expect(providerProblem('stripe_usa', 4, 'elsewhere')).toBe('unavailable');
  });

  it('takes the payer to be in the United States for a US locale, elsewhere otherwise', () => {
    expect(likelyPayerRegion('en-US')).toBe('us');
    expect(likelyPayerRegion('en')).toBe('us');
    expect(likelyPayerRegion('es-US')).toBe('us');
    expect(likelyPayerRegion('en-GB')).toBe('elsewhere');
    expect(likelyPayerRegion('de-DE')).toBe('elsewhere');
    expect(likelyPayerRegion('ja')).toBe('elsewhere');
  });
});
