import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf } from '@ghost/events';
import type {
  AsOfStatsAnswer,
  AsOfTransactionAnswer,
  AsOfTransactionsAnswer,
  AuditEventDetail,
  AuditEventPage,
  ChainReport,
  ChainStatus,
  PaymentTimeline,
} from '@ghost/events/contract';
import { signIn, signedInAdmin, strongPassword, type SignedInAdmin } from '../support/admins.js';
import { openStream } from '../support/event-stream.js';
import { request } from '../support/http.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let auditor: SignedInAdmin;
let admin: SignedInAdmin;
/** A subscription verified by the admin, then fulfilled by the webhook; a donation left waiting. */
const subscription = cryptoSubscription();
const donation = cryptoDonation();
/** Just before the admin verified the subscription. */
let beforeVerification: Date;
const verifyCorrelation = `audit-verify-${Date.now()}`;

/** A GET as a signed-in caller, its body typed as the contract says it. */
interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}
const get = async <T>(path: string, who: SignedInAdmin = auditor): Promise<Answer<T>> =>
  request(portal.url, 'GET', path, undefined, who.headers);

const until = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = await read();
    if (found !== undefined) return found;
    await sleep(50);
  }
  throw new Error(`${what} did not happen`);
};

const eventsOf = async (query: string) =>
  (await get<AuditEventPage>(`/api/audit/events?limit=100&${query}`)).body.events;

beforeAll(async () => {
  portal = await startTestPortal({ checkpoints: { everyEvents: 5 } });
  const root = await signedInAdmin(portal, 'super_admin');
  // Super admins create auditors like other users; they sign in with the same mandatory 2FA.
  const password = strongPassword();
  const created = await request(
    portal.url,
    'POST',
    '/api/users',
    { username: `auditor_${Date.now()}`, password, role: 'auditor' },
    root.headers,
  );
  expect(created.status).toBe(201);
  auditor = await signIn(portal, {
    userId: created.body.user.id,
    username: created.body.user.username,
    password,
    role: 'auditor',
  });
  admin = await signedInAdmin(portal, 'admin');
  for (const body of [subscription, donation]) {
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
  }
  await sleep(20);
  beforeVerification = new Date();
  await sleep(20);
  const verified = await request(
    portal.url,
    'POST',
    `/api/transactions/${subscription.payment_id}/verify-payment`,
    {},
    { ...admin.headers, 'x-correlation-id': verifyCorrelation },
  );
  expect(verified.status).toBe(200);
  // The fulfilment webhook (the outbox) completes it.
  await until('the subscription update', async () => {
    const answer = await get<{ status: string }>(`/api/transactions/${subscription.payment_id}`);
    return answer.body.status === 'completed' ? true : undefined;
  });
});
afterAll(async () => {
  await portal.destroy();
});

describe('the event log for auditors', () => {
  it('pages the log newest first, with every event carrying its stream, position, time, actor, ids, data and metadata', async () => {
    const first = await get<AuditEventPage>('/api/audit/events?limit=20');
    expect(first.status).toBe(200);
    const positions = first.body.events.map((event) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions[0]).toBe(first.body.head);
    expect(first.body.total).toBeGreaterThan(20);
    expect(first.body.nextBefore).toBe(positions.at(-1));
    const second = await get<AuditEventPage>(
      `/api/audit/events?limit=20&before=${first.body.nextBefore}`,
    );
    expect(second.body.events[0]?.position).toBeLessThan(positions.at(-1) ?? 0);
    const event = first.body.events[0];
    expect(Object.keys(event ?? {})).toEqual(
      expect.arrayContaining([
        'type',
        'streamId',
        'position',
        'occurredAt',
        'actor',
        'correlationId',
        'causationId',
        'data',
        'metadata',
      ]),
    );
  });

  it('redacts sealed secrets: no password hash or TOTP secret leaves the log', async () => {
    const created = await eventsOf('type=AdminCreated');
    expect(created.length).toBeGreaterThan(0);
    for (const event of created) {
      expect((event.data as { passwordHash: unknown }).passwordHash).toEqual({
        $redacted: 'sealed secret',
      });
    }
    const page = JSON.stringify(await eventsOf('type=TwoFactorSetupStarted'));
    expect(page).not.toContain('A256GCM');
  });

  it('filters by stream prefix, type, actor (username or kind), correlation id and time range', async () => {
    const stream = `transaction-${subscription.payment_id}`;
    expect(new Set((await eventsOf(`stream=${stream}`)).map((e) => e.streamId))).toEqual(
      new Set([stream]),
    );
    expect(
      (await eventsOf('stream=transaction-')).every((e) => e.streamId.startsWith('transaction-')),
    ).toBe(true);
    const verified = await eventsOf('type=PaymentVerified');
    expect(verified.map((e) => e.streamId)).toEqual([stream]);
    const byAdmin = await eventsOf(`actor=${admin.username.toUpperCase()}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.actor.username === admin.username)).toBe(true);
    expect((await eventsOf('actor_kind=visitor')).every((e) => e.actor.kind === 'visitor')).toBe(
      true,
    );
    const correlated = await eventsOf(`correlation=${verifyCorrelation}`);
    expect(correlated.map((e) => e.type)).toContain('PaymentVerified');
    expect(correlated.every((e) => e.correlationId === verifyCorrelation)).toBe(true);
    const before = await eventsOf(`until=${beforeVerification.toISOString()}`);
    expect(before.map((e) => e.type)).not.toContain('PaymentVerified');
    const after = await eventsOf(`from=${beforeVerification.toISOString()}`);
    expect(after.every((e) => Date.parse(e.occurredAt) >= beforeVerification.getTime())).toBe(true);
    expect(await eventsOf('type=NoSuchEvent')).toEqual([]);
  });

  it('refuses a filter it does not know, naming it', async () => {
    for (const [query, field] of [
      ['limit=15', 'limit'],
      ['from=yesterday', 'from'],
      ['before=-1', 'before'],
      ['colour=red', 'colour'],
    ]) {
      const answer = await get<{ error: { code: string; field: string } }>(
        `/api/audit/events?${query}`,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
      expect(answer.body.error.field).toBe(field);
    }
  });

  it('shows one event with the events it caused and the size of its correlation', async () => {
    const [requested] = await eventsOf(
      `stream=transaction-${subscription.payment_id}&type=SubscriptionUpdateRequested`,
    );
    if (!requested) throw new Error('no SubscriptionUpdateRequested');
    const detail = await get<AuditEventDetail>(`/api/audit/events/${requested.position}`);
    expect(detail.status).toBe(200);
    expect(detail.body.event.eventId).toBe(requested.eventId);
    // The fulfilment webhook's outcome was caused by the request for it, and carries its correlation.
    expect(detail.body.caused.map((e) => e.type)).toEqual(
      expect.arrayContaining(['SubscriptionWebhookDelivered']),
    );
    expect(detail.body.caused.every((e) => e.causationId === requested.eventId)).toBe(true);
    expect(detail.body.sameCorrelation).toBeGreaterThanOrEqual(3);
    const missing = await get<{ error: { code: string } }>('/api/audit/events/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('EVENT_NOT_FOUND');
  });
});

describe("a payment's timeline", () => {
  it('gives every event from submission to its end, with who, what, when and why, and the payment as it stood right after each', async () => {
    const answer = await get<PaymentTimeline>(
      `/api/audit/payments/${subscription.payment_id.toLowerCase()}/timeline`,
    );
    expect(answer.status).toBe(200);
    const { entries } = answer.body;
    expect(entries[0]?.event.type).toBe('PaymentSubmitted');
    expect(entries[0]?.event.actor.kind).toBe('visitor');
    expect(entries[0]?.payment.status).toBe('pending_payment_verification');
    const verified = entries.find((entry) => entry.event.type === 'PaymentVerified');
    expect(verified?.event.actor).toEqual(
      expect.objectContaining({ kind: 'admin', username: admin.username }),
    );
    expect(verified?.payment.status).toBe('pending_subscription_update');
    expect(verified?.payment.payment_verified).toBe(true);
    expect(entries.at(-1)?.payment.status).toBe('completed');
    expect(entries.at(-1)?.event.actor.kind).toBe('system');
  });

  it('answers 404 for a payment the log does not hold', async () => {
    const answer = await get<{ error: { code: string } }>(
      '/api/audit/payments/GHOST-1-NOSUCHPAYMENT000000/timeline',
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('the books as of a moment', () => {
  it('answers the stats and the transactions as they stood at a date-time, beside today', async () => {
    const at = beforeVerification.toISOString();
    const then = await get<AsOfStatsAnswer>(`/api/audit/as-of/stats?at=${at}`);
    expect(then.status).toBe(200);
    expect(then.body.asOf.at === null || then.body.asOf.at <= at).toBe(true);
    expect(then.body.summary.pendingPaymentVerification).toBe(2);
    expect(then.body.summary.completedTransactions).toBe(0);
    const today = await get<{ pendingPaymentVerification: number; completedTransactions: number }>(
      '/api/transactions/stats/summary',
    );
    expect(today.body.pendingPaymentVerification).toBe(1);
    expect(today.body.completedTransactions).toBe(1);

    const list = await get<AsOfTransactionsAnswer>(
      `/api/audit/as-of/transactions?at=${at}&status=pending_payment_verification`,
    );
    expect(list.body.pagination.total).toBe(2);
    expect(list.body.asOf).toEqual(then.body.asOf);
  });

  it('answers a transaction with its history as it stood right after an event', async () => {
    const [verified] = await eventsOf(`type=PaymentVerified`);
    if (!verified) throw new Error('no PaymentVerified');
    const answer = await get<AsOfTransactionAnswer>(
      `/api/audit/as-of/transactions/${subscription.payment_id}?position=${verified.position}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.asOf.position).toBe(verified.position);
    expect(answer.body.transaction.status).toBe('pending_subscription_update');
    expect(answer.body.transaction.logs.map((line) => line.action)).not.toContain(
      'subscription_updated',
    );
    const before = await get<AsOfTransactionAnswer>(
      `/api/audit/as-of/transactions/${subscription.payment_id}?position=${verified.position - 1}`,
    );
    expect(before.body.transaction.status).toBe('pending_payment_verification');
  });

  it('answers the same moment again the same, and a moment before the log began as empty', async () => {
    const at = beforeVerification.toISOString();
    const once = await get<AsOfStatsAnswer>(`/api/audit/as-of/stats?at=${at}`);
    const again = await get<AsOfStatsAnswer>(`/api/audit/as-of/stats?at=${at}`);
    expect(again.body).toEqual(once.body);
    const empty = await get<AsOfStatsAnswer>('/api/audit/as-of/stats?at=2000-01-01T00:00:00Z');
    expect(empty.body.asOf).toEqual({ position: null, at: null, events: 0 });
    expect(empty.body.summary.totalTransactions).toBe(0);
  });

  it('wants either a date-time or a position', async () => {
    for (const query of ['', '?at=2026-01-01T00:00:00Z&position=3', '?at=soon']) {
      const answer = await get<{ error: { code: string } }>(`/api/audit/as-of/stats${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the chain over HTTP', () => {
  it('gives the public key, and the newest signed checkpoint to keep', async () => {
    const key = await get<{ publicKey: string; keyId: string }>('/api/audit/public-key');
    expect(key.body.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(key.body.keyId).toBe(keyIdOf(portal.auditKey.publicKey));
    const status = await get<ChainStatus>('/api/audit/chain');
    expect(status.body.keyId).toBe(key.body.keyId);
    expect(status.body.latestCheckpoint?.eventCount).toBeGreaterThan(0);
  });

  it('verifies the log when asked, records who did and what was found, and holds the log to a witness', async () => {
    const { latestCheckpoint } = (await get<ChainStatus>('/api/audit/chain')).body;
    if (!latestCheckpoint) throw new Error('no checkpoint yet');
    const { eventCount, globalHash, signedAt, keyId, signature } = latestCheckpoint;
    const witness = { eventCount, globalHash, signedAt, keyId, signature };
    const verified = await request(
      portal.url,
      'POST',
      '/api/audit/chain/verify',
      { witness },
      auditor.headers,
    );
    expect(verified.status).toBe(200);
    const report = verified.body as ChainReport;
    expect(report.ok).toBe(true);
    expect(report.witness?.status).toBe('held');
    expect(report.checkpoints.checked).toBeGreaterThan(0);

    const status = await request(portal.url, 'GET', '/api/audit/chain', undefined, {
      ...auditor.headers,
      'x-log-position': verified.headers.get('x-log-position') ?? '',
    });
    const last = (status.body as ChainStatus).lastVerification;
    expect(last?.by).toEqual(
      expect.objectContaining({ kind: 'admin', username: auditor.username }),
    );
    expect(last?.report.ok).toBe(true);

    const forged = await request(
      portal.url,
      'POST',
      '/api/audit/chain/verify',
      { witness: { ...witness, globalHash: 'f'.repeat(64) } },
      auditor.headers,
    );
    expect((forged.body as ChainReport).ok).toBe(false);
    expect((forged.body as ChainReport).witness?.status).toBe('forged');
  });

  it('tells an auditor following the log as events arrive', async () => {
    const stream = await openStream(portal.url, '/api/live/admin?topics=events', auditor.headers);
    expect(stream.status).toBe(200);
    await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
    const change = await stream.next(5_000);
    stream.close();
    expect(change.data.topics).toEqual(['events']);
  });
});
