import { describe, expect, it } from 'vitest';
import { destinationOf } from './routing.js';

describe('the gateway routing', () => {
  it("sends the card processor's callback, a GET that records what it says, to the command service", () => {
    expect(
      destinationOf({
        method: 'GET',
        url: '/api/payments/card/callback?payment_id=GHOST-1&token=t&value_coin=12.00',
      }),
    ).toBe('command');
  });

  it('sends other reads to the query service, writes to the command service, the rest to the site', () => {
    expect(destinationOf({ method: 'GET', url: '/api/transactions/track/GHOST-1' })).toBe('query');
    expect(destinationOf({ method: 'POST', url: '/api/payments/card/create-wallet' })).toBe(
      'command',
    );
    expect(destinationOf({ method: 'GET', url: '/payment/donation' })).toBe('site');
  });
});
