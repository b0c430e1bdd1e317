/**
 * Event types a payment's timeline says in words (audit.json, timeline.types); any other type is
 * shown by its name.
 */
export const paymentEventTypes = [
  'PaymentSubmitted',
  'CardPaymentStarted',
  'CardPaymentConfirmedByProvider',
  'CardCallbackRejected',
  'PaymentVerified',
  'VoucherRejected',
  'VoucherAccepted',
  'VoucherCheckDeferred',
  'PaymentFailed',
  'SubscriptionUpdateRequested',
  'SubscriptionWebhookDelivered',
  'SubscriptionWebhookFailed',
  'SubscriptionUpdated',
  'StatusOverridden',
  'PaymentNotificationSent',
  'PaymentNotificationFailed',
  'VoucherRedeemed',
  'GiftCardCodesRevealed',
] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];

export const isPaymentEventType = (type: string): type is PaymentEventType =>
  (paymentEventTypes as readonly string[]).includes(type);

/** The payment a stream is of, when it is a payment's (`transaction-{ID}`). */
export const paymentOfStream = (streamId: string): string | null =>
  /^transaction-(.+)$/.exec(streamId)?.[1] ?? null;
