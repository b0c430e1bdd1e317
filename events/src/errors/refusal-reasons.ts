/**
 * Why an input was refused, beside a VALIDATION_ERROR's `field`: a screen says the refusal in its
 * reader's language by this name, never by reading the English message. Refusals without one
 * (rarer ones, and what only a hand-made request can send) carry their message alone.
 */
export const refusalReasons = [
  /** A required field is absent (its name is the `field`). */
  'missing_field',
  /** A crypto hash that does not have the shape of its coin's network (the hash rule is on). */
  'txid_shape',
  'gift_card_required',
  'gift_card_length',
  'gift_card_letters',
  'gift_card_duplicate',
  'voucher_missing',
  'voucher_code_length',
  'voucher_amount',
  /** The chosen card processor does not take this amount (its minimum is higher). */
  'provider_minimum',
  /** The amount is not the duration's active price: prices changed since the page read them. */
  'price_changed',
  /** The duration is not on sale for this method (any more). */
  'duration_unavailable',
  /** A donation under the minimum of 1. */
  'donation_minimum',
  /** The account rule an admin's username, password or e-mail breaks (admin-account-rules.ts). */
  'username_required',
  'username_too_short',
  'username_too_long',
  'username_pattern',
  'password_required',
  'password_too_short',
  'password_too_long',
  'password_classes',
  'email_format',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];
