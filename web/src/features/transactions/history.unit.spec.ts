import { describe, expect, it } from 'vitest';
import { actorOf, chronological, readableAction } from './history';

const line = (action: string, admin_username: string | null = null) => ({
  action,
  admin_username,
});

describe("a payment's history", () => {
  it('names the acting admin when there is one', () => {
    expect(actorOf(line('payment_failed', 'alice'), 'crypto')).toEqual({
      kind: 'admin',
      username: 'alice',
    });
  });

  it('gives a submission to the payer and a processor confirmation to the payment provider', () => {
    expect(actorOf(line('payment_submitted'), 'crypto')).toEqual({ kind: 'payer' });
    expect(actorOf(line('card_payment_started'), 'card')).toEqual({ kind: 'payer' });
    expect(actorOf(line('card_payment_confirmed'), 'card')).toEqual({ kind: 'provider' });
    expect(actorOf(line('payment_verified'), 'card')).toEqual({ kind: 'provider' });
  });

  it('gives automatic steps without an admin to the system', () => {
    expect(actorOf(line('subscription_updated'), 'crypto')).toEqual({ kind: 'system' });
    expect(actorOf(line('voucher_rejected'), 'alternative-rewarble')).toEqual({ kind: 'system' });
    expect(actorOf(line('payment_verified'), 'crypto')).toEqual({ kind: 'system' });
    // A voucher its issuer confirmed, verified at once with automatic processing on.
    expect(actorOf(line('payment_verified'), 'alternative-rewarble')).toEqual({ kind: 'system' });
  });

  it('names an action it has no text for from its code', () => {
    expect(readableAction('refund_issued')).toBe('Refund issued');
  });

  it('lists the newest line last, keeping the order of lines made at the same moment', () => {
    const at = (id: string, created_at: string) => ({
      id,
      action: 'x',
      details: '',
      admin_username: null,
      created_at,
    });
    const lines = [
      at('c', '2026-01-01T10:05:00.000Z'),
      at('a', '2026-01-01T10:00:00.000Z'),
      at('b', '2026-01-01T10:00:00.000Z'),
    ];
    expect(chronological(lines).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });
});
