import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from './define-event.js';
import { createEventCatalogue } from './registry.js';

/**
 * A type that changed twice: version 1 had `amount` in cents, version 2 a money object, version
 * 3 added the payer's language (English for the events written before).
 */
const PaymentNoted = defineEvent(
  'PaymentNoted',
  3,
  z.strictObject({
    amount: z.strictObject({ minor: z.int(), currency: z.string() }),
    language: z.string(),
  }),
  {
    1: (data) => {
      const { cents } = data as { cents: number };
      return { amount: { minor: cents, currency: 'USD' } };
    },
    2: (data) => ({ ...(data as object), language: 'en' }),
  },
);
const catalogue = createEventCatalogue([PaymentNoted]);

describe('the event catalogue: schema evolution', () => {
  it('reads an event written at version 1 as the current version, upcaster after upcaster', () => {
    expect(catalogue.upcast('PaymentNoted', { cents: 1299 }, 1)).toEqual({
      amount: { minor: 1299, currency: 'USD' },
      language: 'en',
    });
  });

  it('reads an event written at version 2 through the upcasters after it only', () => {
    const written = { amount: { minor: 500, currency: 'EUR' } };
    expect(catalogue.upcast('PaymentNoted', written, 2)).toEqual({ ...written, language: 'en' });
  });

  it('reads an event of the current version as written', () => {
    const current = { amount: { minor: 1, currency: 'JPY' }, language: 'ja' };
    expect(catalogue.upcast('PaymentNoted', current, 3)).toBe(current);
  });

  it('refuses an event recorded at a version newer than this release knows', () => {
    expect(() => catalogue.upcast('PaymentNoted', {}, 4)).toThrow(/newer than this release/);
  });

  it('takes an older recorded event for an import only if it upcasts to valid current data, keeping it as recorded', () => {
    expect(catalogue.validateRecorded('PaymentNoted', { cents: 10 }, 1)).toEqual({ cents: 10 });
    expect(() => catalogue.validateRecorded('PaymentNoted', { cents: 'ten' }, 1)).toThrow();
  });

  it('refuses a definition that lacks the upcaster of an older version', () => {
    expect(() => defineEvent('Gapped', 3, z.strictObject({}), { 1: (data) => data })).toThrow(
      'Gapped: no upcaster from version 2 to 3',
    );
  });
});
