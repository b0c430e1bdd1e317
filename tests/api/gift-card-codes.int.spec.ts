import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportLog, streams } from '@ghost/events';
import type { AdminTransactionDetail, PaymentTimeline } from '@ghost/events/contract';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { recordSubmission } from '../support/history.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  giftCardSubscription,
  newGiftCardCode,
  submitPayment,
} from '../support/payment-requests.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

/*
 * Gift-card codes are cash: sealed in the log, masked to everyone, revealed in the clear to an
 * admin or a super admin who asks (the reveal recorded), never to an auditor.
 */
const given = portalWithAdmin('admin');
let superAdmin: SignedInAdmin;
let auditor: SignedInAdmin;
beforeAll(async () => {
  superAdmin = await signedInAdmin(given.portal, 'super_admin');
  auditor = await signedInAdmin(given.portal, 'auditor');
});

/** A GET that sees everything written so far. */
const read = async (path: string, who: SignedInAdmin) =>
  request(given.portal.url, 'GET', path, undefined, {
    ...who.headers,
    'x-log-position': String(await given.portal.eventStore.headPosition()),
  });
const reveal = (paymentId: string, who: SignedInAdmin, headers: Record<string, string> = {}) =>
  request(given.portal.url, 'POST', `/api/transactions/${paymentId}/reveal-codes`, undefined, {
    ...who.headers,
    ...headers,
  });
const search = async (text: string, who: SignedInAdmin = given.admin) =>
  (await read(`/api/transactions?search=${encodeURIComponent(text)}`, who)).body as {
    transactions: { payment_id: string; gift_card_codes: string[] }[];
  };
const logBytes = () =>
  Buffer.concat(
    ['events.db', 'events.db-wal'].map((file) => readFileSync(join(given.portal.dataDir, file))),
  );

const submitGiftCards = async (codes: string[]) =>
  submitPayment(given.portal, giftCardSubscription({ giftCardCodes: codes }));

describe('gift-card codes shown to staff', () => {
  it('are masked to their last four characters in the list, the details and the timeline, for every role', async () => {
    const codes = [newGiftCardCode(), newGiftCardCode()];
    const paymentId = await submitGiftCards(codes);
    const masked = codes.map((code) => `••••••••••••${code.slice(-4)}`);
    for (const who of [given.admin, superAdmin, auditor]) {
      const detail = (await read(`/api/transactions/${paymentId}`, who))
        .body as AdminTransactionDetail;
      expect(detail.gift_card_codes).toEqual(masked);
      const list = await read('/api/transactions?method=nintendo-eshop&limit=100', who);
      expect(JSON.stringify(list.body)).not.toContain(codes[0]);
    }
    const timeline = (await read(`/api/audit/payments/${paymentId}/timeline`, auditor))
      .body as PaymentTimeline;
    const text = JSON.stringify(timeline);
    for (const code of codes) expect(text).not.toContain(code);
    expect(timeline.entries[0]?.event.data).toMatchObject({
      giftCards: [{ code: { $redacted: 'sealed secret' }, last4: codes[0]?.slice(-4) }, {}],
    });
  });

  it('find the payment by a whole code, typed in any spelling, and not by a part of it', async () => {
    const code = newGiftCardCode();
    const paymentId = await submitGiftCards([code]);
    const spaced = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    expect((await search(spaced)).transactions.map((t) => t.payment_id)).toEqual([paymentId]);
    expect((await search(code.slice(0, 12))).transactions).toEqual([]);
    expect((await search(code, superAdmin)).transactions.map((t) => t.payment_id)).toEqual([
      paymentId,
    ]);
  });

  it('never find a payment by its code for an auditor, who is never shown a code', async () => {
    const code = newGiftCardCode();
    await submitGiftCards([code]);
    expect((await search(code, auditor)).transactions).toEqual([]);
  });
});

describe('POST /api/transactions/{id}/reveal-codes', () => {
  it('answers an admin the codes in the clear, not to be stored, and records who asked and when', async () => {
    const codes = [newGiftCardCode(), newGiftCardCode()];
    const paymentId = await submitGiftCards(codes);
    const answer = await reveal(paymentId, given.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ success: true, paymentId, codes });

    const events = await given.portal.eventStore.readStream(streams.transaction(paymentId));
    const revealed = events.at(-1);
    expect(revealed?.type).toBe('GiftCardCodesRevealed');
    expect(revealed?.data).toEqual({ count: 2 });
    expect(revealed?.metadata.actor).toMatchObject({
      kind: 'admin',
      username: given.admin.username,
    });
    const detail = (await read(`/api/transactions/${paymentId}`, given.admin))
      .body as AdminTransactionDetail;
    expect(detail.logs.at(-1)).toMatchObject({
      action: 'gift_card_codes_revealed',
      admin_username: given.admin.username,
    });
    // Shown, never written: the codes are nowhere in the log in the clear.
    for (const code of codes) expect(logBytes().includes(code)).toBe(false);
  });

  it('reveals to a super admin too, and keeps no copy of the answer for an Idempotency-Key replay', async () => {
    const code = newGiftCardCode();
    const paymentId = await submitGiftCards([code]);
    const key = { 'idempotency-key': `reveal-${code}` };
    const first = await reveal(paymentId, superAdmin, key);
    expect(first.body.codes).toEqual([code]);
    const again = await reveal(paymentId, superAdmin, key);
    expect(again.body.codes).toEqual([code]);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    // Each reveal is recorded, and none of them put the code in the log.
    const events = await given.portal.eventStore.readStream(streams.transaction(paymentId));
    expect(events.filter((e) => e.type === 'GiftCardCodesRevealed')).toHaveLength(2);
    expect(logBytes().includes(code)).toBe(false);
  });

  it('refuses an auditor (403 FORBIDDEN), writing nothing', async () => {
    const paymentId = await submitGiftCards([newGiftCardCode()]);
    const before = await given.portal.eventStore.headPosition();
    const answer = await reveal(paymentId, auditor);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
    expect(await given.portal.eventStore.headPosition()).toBe(before);
  });

  it('refuses a payment without gift cards (409 WRONG_PAYMENT_METHOD) and an unknown one (404)', async () => {
    const crypto = await submitPayment(given.portal, cryptoDonation());
    const wrong = await reveal(crypto, given.admin);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe('WRONG_PAYMENT_METHOD');
    const unknown = await reveal('GHOST-1700000000000-NOSUCHPAYMENT000000000', given.admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('a log that holds gift-card codes in the clear, from before codes were sealed', () => {
  it('still reads: the codes masked to staff, found by a whole code, revealed on request, redacted for auditors and in exports', async () => {
    const code = newGiftCardCode();
    const legacy = await recordSubmission(given.portal.eventStore, {
      createdAt: new Date().toISOString(),
      type: 'ghost-eshop-pro',
      method: 'nintendo-eshop',
      cryptoType: null,
      region: 'europe',
      amount: { minor: 1200, currency: 'EUR' },
      username: 'player_one',
      email: 'player@example.com',
      subscriptionDuration: '3_months',
      priceRef: 'p',
      giftCardCodes: [code],
    });
    const detail = (await read(`/api/transactions/${legacy.paymentId}`, given.admin))
      .body as AdminTransactionDetail;
    expect(detail.gift_card_codes).toEqual([`••••••••••••${code.slice(-4)}`]);
    expect((await search(code)).transactions.map((t) => t.payment_id)).toEqual([legacy.paymentId]);
    expect((await reveal(legacy.paymentId, given.admin)).body.codes).toEqual([code]);

    const timeline = await read(`/api/audit/payments/${legacy.paymentId}/timeline`, auditor);
    expect(JSON.stringify(timeline.body)).not.toContain(code);
    const events = await read(
      `/api/audit/events?stream=${encodeURIComponent(streams.transaction(legacy.paymentId))}`,
      auditor,
    );
    expect(events.status).toBe(200);
    expect(JSON.stringify(events.body)).not.toContain(code);

    let exported = '';
    await exportLog(given.portal.eventStore, (chunk) => {
      exported += chunk;
    });
    expect(exported).not.toContain(code);
    expect(exported).toContain('"$redacted":"gift card code"');
  });
});
