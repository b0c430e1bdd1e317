import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact } from './money-format.js';

/** The languages space numbers with no-break spaces (narrow ones in French): read as spaces. */
const written = (amount: number, currency: string, language: string) =>
  formatMoney(amount, currency, language).replace(/[\u00a0\u202f]/g, ' ');

describe('writing an amount for a reader', () => {
  it('writes English with the symbol first, a comma between thousands and a point for cents', () => {
    expect(written(12345.5, 'USD', 'en')).toBe('$12,345.50');
    expect(written(12345.5, 'EUR', 'en')).toBe('€12,345.50');
    expect(written(1200, 'JPY', 'en')).toBe('¥1,200');
    expect(written(5, 'GBP', 'en')).toBe('GBP 5.00');
  });

  it('writes French with spaces between thousands, a decimal comma and the symbol after', () => {
    expect(written(12345.5, 'USD', 'fr')).toBe('12 345,50 $');
    expect(written(5, 'EUR', 'fr-FR')).toBe('5,00 €');
    expect(written(1200, 'JPY', 'fr')).toBe('1 200 ¥');
    expect(written(5, 'CHF', 'fr')).toBe('5,00 CHF');
  });

  it('writes Spanish with points between thousands (from five digits) and the symbol after', () => {
    expect(written(12345.5, 'USD', 'es')).toBe('12.345,50 $');
    expect(written(5, 'USD', 'es')).toBe('5,00 $');
    expect(written(12000, 'JPY', 'es')).toBe('12.000 ¥');
  });

  it('writes German with points between thousands, a decimal comma and the symbol after', () => {
    expect(written(12345.5, 'USD', 'de')).toBe('12.345,50 $');
    expect(written(12.5, 'EUR', 'de')).toBe('12,50 €');
    expect(written(1200, 'JPY', 'de')).toBe('1.200 ¥');
    expect(written(5, 'SEK', 'de')).toBe('5,00 SEK');
  });

  it('writes Russian with spaces between thousands and the symbol after', () => {
    expect(written(12345.5, 'USD', 'ru')).toBe('12 345,50 $');
    expect(written(1200, 'JPY', 'ru')).toBe('1 200 ¥');
  });

  it('writes Japanese with the half-width yen sign before the number and no decimals', () => {
    expect(written(1200, 'JPY', 'ja')).toBe('¥1,200');
    expect(formatMoney(1200, 'JPY', 'ja')).not.toContain('￥');
    expect(written(5, 'USD', 'ja')).toBe('$5.00');
  });

  it('writes Brazilian Portuguese with the symbol first and a decimal comma', () => {
    expect(written(12345.5, 'USD', 'pt')).toBe('$ 12.345,50');
    expect(written(5, 'EUR', 'pt')).toBe('€ 5,00');
  });

  it('writes Polish with spaces between thousands (from five digits) and the symbol after', () => {
    expect(written(12345.5, 'USD', 'pl')).toBe('12 345,50 $');
    expect(written(5, 'EUR', 'pl')).toBe('5,00 €');
  });

  it('never writes US$, $US or a code for the three currencies of the portal', () => {
    for (const language of ['en', 'fr', 'es', 'de', 'ru', 'ja', 'pt', 'pl']) {
      for (const currency of ['USD', 'EUR', 'JPY']) {
        const text = formatMoney(5, currency, language);
        expect(text, `${currency} in ${language}`).not.toMatch(/US|USD|EUR|JPY|￥/);
      }
    }
  });

  it('rounds yen to whole units and gives every other currency two decimals', () => {
    expect(written(1234.6, 'JPY', 'en')).toBe('¥1,235');
    expect(written(7.5, 'CAD', 'en')).toBe('CAD 7.50');
  });

  it("writes a code Intl does not take after the number, in the language's digits", () => {
    expect(written(12.5, 'Other', 'de')).toBe('12,50 Other');
    expect(written(12.5, 'Other', 'en')).toBe('12.50 Other');
  });

  it("writes a chart's scale in the language's short form, with the same symbols", () => {
    const short = (amount: number, currency: string, language: string) =>
      formatMoneyCompact(amount, currency, language).replace(/[\u00a0\u202f]/g, ' ');
    expect(short(1234, 'USD', 'en')).toBe('$1.2K');
    expect(short(150, 'USD', 'en')).toBe('$150');
    expect(short(1234, 'USD', 'fr')).toBe('1,2 k $');
    expect(short(12345, 'JPY', 'ja')).toBe('¥1.2万');
    for (const language of ['en', 'fr', 'es', 'de', 'ru', 'ja', 'pt', 'pl']) {
      expect(formatMoneyCompact(25000, 'USD', language), language).not.toMatch(/US|USD|￥/);
    }
  });
});
