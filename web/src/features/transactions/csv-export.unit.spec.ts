import Papa from 'papaparse';
import type { AdminTransaction } from '@ghost/events/contract';
import { describe, expect, it } from 'vitest';
import { escapeFormulae, exportColumns, exportFileName, transactionsCsv } from './csv-export';

const transaction = (overrides: Partial<AdminTransaction> = {}): AdminTransaction => ({
  id: 'GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV',
  payment_id: 'GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV',
  txid: '0xabc',
  user_username: 'player_one',
  user_email: 'player@example.com',
  type: 'ghost-eshop-pro',
  payment_method: 'crypto',
  crypto_type: 'btc',
  region: null,
  processor: null,
  payment_provider: null,
  amount: 12,
  currency: 'USD',
  status: 'pending_subscription_update',
  payment_verified: true,
  subscription_updated: false,
  payment_ipn_token: null,
  subscription_duration: '3_months',
  notes: 'Checked on chain, "all good", thanks',
  payment_code: null,
  gift_card_codes: [],
  chain_check: null,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { header: false }).data;

describe('the CSV export', () => {
  it('has the export columns, then one row a transaction', async () => {
    const rows = parse(await transactionsCsv([transaction()]));
    expect(rows[0]).toEqual([...exportColumns]);
    expect(rows[1]).toEqual([
      'GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV',
      'player_one',
      'player@example.com',
      'ghost-eshop-pro',
      'crypto',
      'btc',
      '',
      '12',
      'USD',
      'pending_subscription_update',
      'true',
      'false',
      '2026-01-02T03:04:05.000Z',
      '3_months',
      'Checked on chain, "all good", thanks',
    ]);
  });

  it('leaves empty cells for what a payment does not have', async () => {
    const rows = parse(
      await transactionsCsv([
        transaction({ user_username: null, user_email: null, crypto_type: null, notes: null }),
      ]),
    );
    expect(rows[1]?.[1]).toBe('');
    expect(rows[1]?.[2]).toBe('');
    expect(rows[1]?.[14]).toBe('');
  });

  it('keeps a line break of a note inside its cell', async () => {
    const rows = parse(await transactionsCsv([transaction({ notes: 'first line\nsecond line' })]));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[14]).toBe('first line\nsecond line');
  });

  it('escapes what a spreadsheet would run as a formula', async () => {
    const rows = parse(await transactionsCsv([transaction({ user_username: '=HYPERLINK("x")' })]));
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("x")`);
  });

  it('escapes a formula on any line of a cell, not only the first', async () => {
    const notes = 'Refund asked\n=HYPERLINK("http://evil","x")\r\n+1\r-2\n@SUM(A1)\n\tcmd';
    const rows = parse(await transactionsCsv([transaction({ notes })]));
    expect(rows[1]?.[14]).toBe(
      `Refund asked\n'=HYPERLINK("http://evil","x")\r\n'+1\r'-2\n'@SUM(A1)\n'\tcmd`,
    );
  });

  it('escapes a cell that starts with a tab or a carriage return, and leaves safe text alone', () => {
    expect(escapeFormulae('\t=1')).toBe(`'\t=1`);
    expect(escapeFormulae('\r=1')).toBe(`'\r'=1`);
    expect(escapeFormulae('a-b\nc = d\n')).toBe('a-b\nc = d\n');
    expect(escapeFormulae('')).toBe('');
  });

  it('carries no gift-card code: none among the columns, and the list gives them masked', async () => {
    const csv = await transactionsCsv([
      transaction({
        payment_method: 'nintendo-eshop',
        gift_card_codes: ['••••••••••••WXY9', '••••••••••••ABC4'],
      }),
    ]);
    expect(csv).not.toMatch(/WXY9|ABC4|•/);
  });

  it('is only the header row without transactions', async () => {
    expect(parse(await transactionsCsv([]))).toEqual([[...exportColumns]]);
  });

  it('is named by the day of the export', () => {
    expect(exportFileName(new Date(2026, 4, 4, 23, 59))).toBe('transactions-2026-05-04.csv');
  });
});
