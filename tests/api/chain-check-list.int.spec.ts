import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coinSpecs,
  streams,
  type ChainCheckStatus,
  type SubmittedCryptoQuote,
} from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { recordSubmission } from '../support/history.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/*
 * Payment Validation's "Needs a look" (GET /api/transactions?chain_check=needs_look): the quoted
 * crypto payments whose chain check ended, or stands, on a verdict staff must look at. The chain
 * check's events are written straight into the log, as the checker records them.
 */

const now = new Date('2026-03-10T12:00:00.000Z');
const address = '0x52908400098527886E0F7030069857D2E4169EE7';
let portal: TestPortal;
let admin: SignedInAdmin;
/** Payment ID by the chain check it shows ('none': a crypto payment without a quote). */
const payments = new Map<ChainCheckStatus | 'none', string>();

const quoteOf = (index: number): SubmittedCryptoQuote => ({
  quoteId: `quote-${index}`,
  cryptoAmount: `0.0050000${index}`,
  units: `50000000000000${index}`,
  rate: '2400',
  currency: 'USD',
  address,
  network: 'ethereum',
  issuedAt: new Date(now.getTime() - 3_600_000).toISOString(),
  expiresAt: new Date(now.getTime() - 2_700_000).toISOString(),
});

const seen = (txid: string, confirmations: number) => ({
  txid,
  recipient: address,
  amount: '0.005',
  token: null,
  block: '19000000',
  blockTime: now.toISOString(),
  confirmations,
  requiredConfirmations: coinSpecs.eth.requiredConfirmations,
});

const statuses: ChainCheckStatus[] = [
  'pending',
  'confirming',
  'matched',
  'underpaid',
  'overpaid',
  'wrong_recipient',
  'wrong_token',
  'not_found',
  'late',
  'contested',
];

beforeAll(async () => {
  portal = await startTestPortal({ clock: () => now });
  admin = await signedInAdmin(portal, 'admin');
  for (const [index, status] of statuses.entries()) {
    const submitted = await recordSubmission(portal.eventStore, {
      createdAt: new Date(now.getTime() - (60 - index) * 60_000).toISOString(),
      cryptoType: 'eth',
      cryptoQuote: quoteOf(index),
    });
    const stream = streams.transaction(submitted.paymentId);
    if (status === 'confirming') {
      await portal.eventStore.append(
        stream,
        [newEvent('ChainTransferObserved', { ...seen(submitted.txid, 1), status })],
        0,
      );
    } else if (status !== 'pending') {
      await portal.eventStore.append(
        stream,
        [
          newEvent('ChainCheckConcluded', {
            ...seen(submitted.txid, status === 'not_found' ? 0 : 2),
            verdict: status,
            contestedBy: null,
          }),
        ],
        0,
      );
    }
    payments.set(status, submitted.paymentId);
  }
  const unquoted = await recordSubmission(portal.eventStore, {
    createdAt: new Date(now.getTime() - 120 * 60_000).toISOString(),
  });
  payments.set('none', unquoted.paymentId);
  await portal.runner.waitFor((await portal.eventStore.headPosition()) ?? 0, 5_000);
});
afterAll(async () => {
  await portal.destroy();
});

const list = async (query: string) => {
  const answer = await request(
    portal.url,
    'GET',
    `/api/transactions?${query}`,
    undefined,
    admin.headers,
  );
  return answer as {
    status: number;
    body: {
      transactions: { payment_id: string; chain_check: { status: string } | null }[];
      pagination: { total: number };
      error?: { code: string; field?: string };
    };
  };
};

describe('GET /api/transactions?chain_check=needs_look', () => {
  it('keeps the payments whose chain verdict needs staff, newest first', async () => {
    const answer = await list('chain_check=needs_look&limit=100');
    expect(answer.status).toBe(200);
    const needing = [
      'underpaid',
      'overpaid',
      'wrong_recipient',
      'wrong_token',
      'not_found',
      'late',
      'contested',
    ] as const;
    expect(answer.body.transactions.map((row) => row.payment_id)).toEqual(
      [...needing].reverse().map((status) => payments.get(status)),
    );
    expect(answer.body.transactions.map((row) => row.chain_check?.status)).toEqual(
      [...needing].reverse(),
    );
    expect(answer.body.pagination.total).toBe(needing.length);
  });

  it('leaves out pending, confirming and matched checks, and payments without one', async () => {
    const answer = await list('chain_check=needs_look&limit=100');
    const kept = answer.body.transactions.map((row) => row.payment_id);
    for (const status of ['pending', 'confirming', 'matched', 'none'] as const) {
      expect(kept).not.toContain(payments.get(status));
    }
  });

  it('lists every payment with chain_check=all or an empty value', async () => {
    for (const query of ['chain_check=all', 'chain_check=']) {
      const answer = await list(`${query}&limit=100`);
      expect(answer.status).toBe(200);
      expect(answer.body.pagination.total).toBe(statuses.length + 1);
    }
  });

  it('filters within the other filters and the search', async () => {
    const late = payments.get('late') ?? '';
    const answer = await list(
      `chain_check=needs_look&payment_method=crypto&status=pending_payment_verification&search=${late.slice(-10)}`,
    );
    expect(answer.body.transactions.map((row) => row.payment_id)).toEqual([late]);
    const none = await list('chain_check=needs_look&payment_method=card');
    expect(none.body.pagination.total).toBe(0);
  });

  it('answers 400 VALIDATION_ERROR naming chain_check for a filter it does not know', async () => {
    for (const query of ['chain_check=matched', 'chain_check=needs_look&chain_check=all']) {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'chain_check' });
    }
  });
});
