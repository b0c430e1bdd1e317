import { describe, expect, it } from 'vitest';
import { legacyGiftCardLookup, type StoredEvent, type TransactionEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import type { TransactionDoc } from './transaction-doc.js';
import { transactionsProjection } from './transactions-projection.js';
import { storedEvent } from '../testing/stored-event.js';

const key = 'GHOST-1732291234567-AB12CD34EF56GH78IJ';
let position = 0;

const stored = (
  event: TransactionEvent,
  actor: StoredEvent['metadata']['actor'] = { kind: 'visitor', id: 'anonymous' },
): StoredEvent => {
  position += 1;
  return storedEvent(`transaction-${key}`, position, event, {
    occurredAt: new Date(Date.UTC(2026, 10, 22, 10, position)).toISOString(),
    actor,
  });
};

const admin = { kind: 'admin', id: 'u1', username: 'alice' } as const;
const system = { kind: 'system', id: 'voucher-check' } as const;

const submission = {
  paymentId: key,
  type: 'donation',
  method: 'crypto',
  cryptoType: 'sol',
  txid: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  amount: { minor: 1999, currency: 'USD' },
  region: null,
  username: null,
  email: null,
  subscriptionDuration: null,
  priceRef: null,
} as const;
const pro = {
  ...submission,
  type: 'ghost-eshop-pro',
  amount: { minor: 1200, currency: 'USD' },
  username: 'player1',
  email: 'player1@example.com',
  subscriptionDuration: '3_months',
  priceRef: 'p',
} as const;

const fold = (events: StoredEvent[]): TransactionDoc | null =>
  events.reduce<TransactionDoc | null>(
    (doc, event) => applyEvent(transactionsProjection, doc, event, key),
    null,
  );

describe('the transactions read model', () => {
  it('keys a transaction by its upper-cased payment ID', () => {
    const event = stored({ type: 'PaymentSubmitted', data: submission });
    expect(transactionsProjection.keysOf(event)).toEqual([key]);
    expect(transactionsProjection.keysOf({ ...event, streamId: 'settings' })).toEqual([]);
  });

  it('shows a submitted payment as awaiting verification, with its amount in major units and a log line', () => {
    const event = stored({ type: 'PaymentSubmitted', data: submission });
    const doc = fold([event]);
    expect(doc).toMatchObject({
      _id: key,
      id: key,
      _position: event.position,
      status: 'pending_payment_verification',
      amount: 19.99,
      amount_minor: 1999,
      currency: 'USD',
      crypto_type: 'sol',
      payment_verified: false,
      processor: null,
      payment_code: null,
      gift_card_codes: null,
      created_at: event.metadata.occurredAt,
    });
    expect(doc?.logs).toEqual([
      {
        id: event.metadata.eventId,
        action: 'payment_submitted',
        details: 'Submitted 19.99 USD by crypto (SOL)',
        admin_username: null,
        created_at: event.metadata.occurredAt,
      },
    ]);
  });

  it('shows sealed gift-card codes masked to their last four characters, found by their keyed hash', () => {
    const sealed = { alg: 'A256GCM', v: 2, kid: 'k', iv: 'iv', tag: 'tag', ct: 'sealed' } as const;
    const lookup = 'c0ffee'.padEnd(64, '0');
    const event = stored({
      type: 'PaymentSubmitted',
      data: {
        ...pro,
        method: 'nintendo-eshop',
        cryptoType: null,
        region: 'japan',
        amount: { minor: 1800, currency: 'JPY' },
        giftCards: [{ code: sealed, last4: '5678', lookup }],
      },
    });
    const doc = fold([event]);
    expect(doc).toMatchObject({
      gift_card_codes: ['••••••••••••5678'],
      gift_card_lookups: [lookup],
      region: 'japan',
      amount: 1800,
      currency: 'JPY',
    });
    expect(JSON.stringify(doc)).not.toContain('sealed');
  });

  it('masks the gift-card codes a submission recorded in the clear, before codes were sealed', () => {
    const doc = fold([
      stored({
        type: 'PaymentSubmitted',
        data: {
          ...pro,
          method: 'nintendo-eshop',
          cryptoType: null,
          region: 'japan',
          amount: { minor: 1800, currency: 'JPY' },
          giftCardCodes: ['ABCD1234EFGH5678'],
        },
      }),
    ]);
    expect(doc?.gift_card_codes).toEqual(['••••••••••••5678']);
    expect(doc?.gift_card_lookups).toEqual([legacyGiftCardLookup('ABCD1234EFGH5678')]);
    expect(JSON.stringify(doc)).not.toContain('ABCD1234EFGH5678');
  });

  it("records a reveal of the codes in the history, naming the admin, without changing the payment's time", () => {
    const submittedEvent = stored({
      type: 'PaymentSubmitted',
      data: {
        ...pro,
        method: 'nintendo-eshop',
        cryptoType: null,
        region: 'japan',
        amount: { minor: 1800, currency: 'JPY' },
        giftCardCodes: ['ABCD1234EFGH5678'],
      },
    });
    const revealed = stored({ type: 'GiftCardCodesRevealed', data: { count: 1 } }, admin);
    const doc = fold([submittedEvent, revealed]);
    expect(doc?.updated_at).toBe(submittedEvent.metadata.occurredAt);
    expect(doc?.logs.at(-1)).toMatchObject({
      action: 'gift_card_codes_revealed',
      admin_username: 'alice',
      details: "The gift card code was shown in the clear at an admin's request",
    });
  });

  it("shows a voucher's code, type, amount and currency, and whether a PIN was given, never the PIN", () => {
    const pin = { alg: 'A256GCM', kid: 'k', iv: 'iv', tag: 'tag', ct: 'sealed-ct' } as const;
    const doc = fold([
      stored({
        type: 'PaymentSubmitted',
        data: {
          ...pro,
          method: 'alternative-rewarble',
          cryptoType: null,
          voucher: { code: 'RWBL1234ABCD5678', type: 'Wise', amount: 15, currency: 'GBP', pin },
        },
      }),
    ]);
    expect(JSON.parse(doc?.payment_code ?? '')).toEqual({
      code: 'RWBL1234ABCD5678',
      type: 'Wise',
      amount: 15,
      currency: 'GBP',
      pin_provided: true,
    });
    expect(JSON.stringify(doc)).not.toContain('sealed-ct');
  });

  it('shows a card payment with its processor, provider and token, and no txid until confirmed', () => {
    const doc = fold([
      stored({
        type: 'CardPaymentStarted',
        data: {
          paymentId: key,
          type: 'ghost-eshop-pro',
          amount: { minor: 1200, currency: 'USD' },
          processor: 'paygate',
          provider: 'ramp',
          ipnToken: 'tok',
          username: 'player1',
          email: 'player1@example.com',
          subscriptionDuration: '3_months',
          priceRef: 'p',
        },
      }),
      stored(
        {
          type: 'CardPaymentConfirmedByProvider',
          data: { valueCoin: '11.9', coin: 'usdc', txidOut: '0xout' },
        },
        admin,
      ),
      stored({ type: 'PaymentVerified', data: { by: 'provider', notes: null } }, admin),
    ]);
    expect(doc).toMatchObject({
      payment_method: 'card',
      processor: 'paygate',
      payment_provider: 'ramp',
      payment_ipn_token: 'tok',
      txid: '0xout',
      status: 'pending_subscription_update',
      payment_verified: true,
    });
    expect(doc?.logs.map((log) => log.action)).toEqual([
      'card_payment_started',
      'card_payment_confirmed',
      'payment_verified',
    ]);
  });

  it('follows a PRO payment to completed, a history line per event, naming the acting admin', () => {
    const events = [
      stored({ type: 'PaymentSubmitted', data: pro }),
      stored({ type: 'PaymentVerified', data: { by: 'admin', notes: 'seen on chain' } }, admin),
      stored(
        {
          type: 'SubscriptionUpdateRequested',
          data: {
            requestId: 'r',
            username: 'player1',
            email: 'player1@example.com',
            subscriptionDuration: '3_months',
          },
        },
        admin,
      ),
      stored(
        {
          type: 'SubscriptionWebhookFailed',
          data: { requestId: 'r', status: 503, response: null, error: 'HTTP 503', retryable: true },
        },
        admin,
      ),
      stored(
        {
          type: 'SubscriptionWebhookDelivered',
          data: { requestId: 'r', status: 200, response: 'ok' },
        },
        admin,
      ),
      stored({ type: 'SubscriptionUpdated', data: { by: 'fulfilment', notes: null } }, admin),
    ];
    const afterVerify = fold(events.slice(0, 2));
    expect(afterVerify).toMatchObject({
      status: 'pending_subscription_update',
      payment_verified: true,
      subscription_updated: false,
      notes: 'seen on chain',
    });
    const doc = fold(events);
    expect(doc).toMatchObject({
      status: 'completed',
      payment_verified: true,
      subscription_updated: true,
      updated_at: events.at(-1)?.metadata.occurredAt,
      created_at: events[0]?.metadata.occurredAt,
    });
    expect(doc?.logs.map((log) => [log.action, log.admin_username])).toEqual([
      ['payment_submitted', null],
      ['payment_verified', 'alice'],
      ['subscription_update_requested', 'alice'],
      ['subscription_webhook_failed', 'alice'],
      ['subscription_webhook_delivered', 'alice'],
      ['subscription_updated', 'alice'],
    ]);
  });

  it('completes a donation on verification', () => {
    const doc = fold([
      stored({ type: 'PaymentSubmitted', data: submission }),
      stored({ type: 'PaymentVerified', data: { by: 'admin', notes: null } }, admin),
    ]);
    expect(doc).toMatchObject({
      status: 'completed',
      payment_verified: true,
      subscription_updated: false,
    });
  });

  it("shows a payment the system verified by the system's own account of it, with no admin", () => {
    const notes =
      "Verified automatically: the voucher's issuer confirmed the code and automatic processing is on";
    const doc = fold([
      stored({ type: 'PaymentSubmitted', data: pro }),
      stored({ type: 'VoucherAccepted', data: { attempt: 1 } }, system),
      stored({ type: 'PaymentVerified', data: { by: 'system', notes } }, system),
    ]);
    expect(doc).toMatchObject({ status: 'pending_subscription_update', notes });
    expect(doc?.logs.at(-1)).toMatchObject({
      action: 'payment_verified',
      details: notes,
      admin_username: null,
    });
    const withoutNotes = fold([
      stored({ type: 'PaymentSubmitted', data: submission }),
      stored({ type: 'PaymentVerified', data: { by: 'system', notes: null } }, system),
    ]);
    expect(withoutNotes?.logs.at(-1)?.details).toBe('Payment verified automatically');
  });

  it('tells in the history what a voucher was redeemed for, and whether that covers the price', () => {
    const redeemed = (minor: number, coversPrice: boolean) =>
      fold([
        stored({ type: 'PaymentSubmitted', data: pro }),
        stored(
          {
            type: 'VoucherRedeemed',
            data: {
              attempt: 1,
              redemptionId: 'RDM-1',
              value: { minor, currency: 'USD' },
              coversPrice,
            },
          },
          system,
        ),
      ]);
    expect(redeemed(1200, true)?.logs.at(-1)).toMatchObject({
      action: 'voucher_redeemed',
      details: 'The voucher was redeemed with its issuer for 12 USD (RDM-1); it covers the price',
    });
    expect(redeemed(500, false)?.logs.at(-1)?.details).toBe(
      'The voucher was redeemed with its issuer for 5 USD (RDM-1); it does not cover the price of 12 USD: the team decides',
    );
    expect(redeemed(500, false)?.status).toBe('pending_payment_verification');
  });

  it('shows a failed payment with its reason, a rejected voucher and a rejected callback in the history', () => {
    const doc = fold([
      stored({ type: 'PaymentSubmitted', data: submission }),
      stored({ type: 'CardCallbackRejected', data: { reason: 'bad signature' } }),
      stored({ type: 'VoucherRejected', data: { outcome: 'used', reason: 'already redeemed' } }),
      stored({ type: 'PaymentFailed', data: { by: 'system', reason: 'already redeemed' } }),
    ]);
    expect(doc).toMatchObject({
      status: 'failed',
      notes: 'already redeemed',
      payment_verified: false,
    });
    expect(doc?.logs.map((log) => log.action)).toEqual([
      'payment_submitted',
      'card_callback_rejected',
      'voucher_rejected',
      'payment_failed',
    ]);
  });

  it('shows a status set by hand, with its note', () => {
    const toCompleted = fold([
      stored({ type: 'PaymentSubmitted', data: pro }),
      stored(
        {
          type: 'StatusOverridden',
          data: { from: 'pending_payment_verification', to: 'completed', notes: 'granted' },
        },
        admin,
      ),
    ]);
    expect(toCompleted).toMatchObject({
      status: 'completed',
      payment_verified: true,
      subscription_updated: true,
      notes: 'granted',
    });
    expect(toCompleted?.logs.at(-1)).toMatchObject({
      action: 'status_overridden',
      details: 'Status set by hand from pending_payment_verification to completed: granted',
      admin_username: 'alice',
    });
    const toFailed = fold([
      stored({ type: 'PaymentSubmitted', data: pro }),
      stored(
        {
          type: 'StatusOverridden',
          data: { from: 'pending_payment_verification', to: 'failed', notes: 'fraud' },
        },
        admin,
      ),
    ]);
    expect(toFailed).toMatchObject({
      status: 'failed',
      payment_verified: false,
      subscription_updated: false,
    });
  });

  it("shows the automatic voucher check, the outbox's attempts and the payer's e-mails in the history", () => {
    const submitted = stored({ type: 'PaymentSubmitted', data: pro });
    const doc = fold([
      submitted,
      stored({
        type: 'VoucherCheckDeferred',
        data: {
          attempt: 1,
          reason: 'voucher issuer: answered HTTP 503',
          nextAttemptAt: '2026-11-22T11:00:00.000Z',
        },
      }),
      stored({ type: 'VoucherAccepted', data: { attempt: 2 } }),
      stored({ type: 'PaymentVerified', data: { by: 'admin', notes: null } }, admin),
      stored({
        type: 'SubscriptionWebhookFailed',
        data: {
          requestId: 'r',
          status: 503,
          response: null,
          error: 'HTTP 503',
          retryable: true,
          attempt: 1,
          nextAttemptAt: null,
        },
      }),
    ]);
    expect(doc?.logs.slice(1).map((log) => log.details)).toEqual([
      'The voucher issuer could not be asked (voucher issuer: answered HTTP 503); trying again at 2026-11-22T11:00:00.000Z',
      'The voucher issuer said the code is valid; the payment awaits verification',
      'Payment verified by an admin',
      'Subscription could not be sent: HTTP 503; attempt 1, no more automatic attempts',
    ]);
    const before = doc?.updated_at;
    const mailed = applyEvent(
      transactionsProjection,
      doc ?? null,
      stored({
        type: 'PaymentNotificationSent',
        data: {
          notification: 'verified',
          forEventId: submitted.metadata.eventId,
          language: 'de',
          attempt: 1,
        },
      }),
      key,
    );
    expect(mailed?.logs.at(-1)).toMatchObject({
      action: 'notification_sent',
      details: 'E-mail sent to the payer: verified (de)',
    });
    // An e-mail tells of a change; it is not one.
    expect(mailed?.updated_at).toBe(before);
  });

  it('ignores an event of a transaction it never saw start', () => {
    expect(
      fold([stored({ type: 'PaymentVerified', data: { by: 'admin', notes: null } })]),
    ).toBeNull();
  });

  it('changes nothing when an event is applied twice', () => {
    const events = [
      stored({ type: 'PaymentSubmitted', data: pro }),
      stored({ type: 'PaymentVerified', data: { by: 'admin', notes: null } }, admin),
      stored({ type: 'SubscriptionUpdated', data: { by: 'admin', notes: null } }, admin),
    ];
    let doc: TransactionDoc | null = null;
    for (const event of events) {
      const once: TransactionDoc | null = applyEvent(transactionsProjection, doc, event, key);
      expect(applyEvent(transactionsProjection, once, event, key)).toEqual(once);
      doc = once;
    }
    expect(doc?.logs).toHaveLength(3);
  });
});
