import { randomBytes } from 'node:crypto';
import { request } from './http.js';
import { newPaymentId, newTxid } from './test-portal.js';

/** Bodies of POST /api/transactions and the card wallet, as the web app sends them. */
const codeOf = (alphabet: string) =>
  [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');

/** A console-store gift-card code: 16 letters and digits, never O, I or Z. */
export const newGiftCardCode = (): string => codeOf('ABCDEFGHJKLMNPQRSTUVWXY0123456789');
export const newVoucherCode = (): string => codeOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

export const cryptoDonation = (overrides: Record<string, unknown> = {}) => ({
  payment_id: newPaymentId(),
  txid: newTxid(),
  type: 'donation',
  payment_method: 'crypto',
  crypto_type: 'eth',
  amount: 25.5,
  currency: 'USD',
  ...overrides,
});

export const cryptoSubscription = (overrides: Record<string, unknown> = {}) => ({
  ...cryptoDonation(),
  type: 'ghost-eshop-pro',
  crypto_type: 'btc',
  amount: 12,
  userUsername: 'player_one',
  userEmail: 'player@example.com',
  subscriptionDuration: '3_months',
  ...overrides,
});

/** Two European gift cards for three months: 12 EUR in the fallback price book. */
export const giftCardSubscription = (overrides: Record<string, unknown> = {}) => ({
  payment_id: newPaymentId(),
  txid: `NINTENDO-${Date.now()}-${randomBytes(8).toString('hex').toUpperCase()}`,
  type: 'ghost-eshop-pro',
  payment_method: 'nintendo-eshop',
  region: 'europe',
  giftCardCodes: [newGiftCardCode(), newGiftCardCode()],
  amount: 12,
  currency: 'EUR',
  userUsername: 'player_one',
  userEmail: 'player@example.com',
  subscriptionDuration: '3_months',
  ...overrides,
});

/** A voucher worth the three months' card price: 12 USD (its currency, at least the price). */
export const voucherCode = (overrides: Record<string, unknown> = {}) => ({
  code: newVoucherCode().replace(/(.{4})(?!$)/g, '$1 '),
  pin: '4321',
  type: 'PayPal',
  amount: 12,
  currency: 'USD',
  ...overrides,
});

/** A voucher for three months at the card price (12 USD in the fallback price book). */
export const voucherSubscription = (
  overrides: Record<string, unknown> = {},
  code: Record<string, unknown> = {},
) => ({
  payment_id: newPaymentId(),
  txid: `REWARBLE-${Date.now()}-${randomBytes(8).toString('hex').toUpperCase()}`,
  type: 'ghost-eshop-pro',
  payment_method: 'alternative-rewarble',
  paymentCode: JSON.stringify(voucherCode(code)),
  amount: 12,
  currency: 'USD',
  userUsername: 'player_one',
  userEmail: 'player@example.com',
  subscriptionDuration: '3_months',
  ...overrides,
});

/** A card wallet for three months with Ramp (12 USD, above Ramp's 5 USD minimum). */
export const cardWallet = (overrides: Record<string, unknown> = {}) => ({
  amount: 12,
  currency: 'USD',
  provider: 'ramp',
  userInfo: { username: 'player_one', email: 'player@example.com' },
  paymentType: 'ghost-eshop-pro',
  subscriptionDuration: '3_months',
  ...overrides,
});

/** Opens a card payment through create-wallet: its ID and the checkout page the payer is sent to. */
export const openCardPayment = async (url: string, overrides: Record<string, unknown> = {}) => {
  const answer = await request(
    url,
    'POST',
    '/api/payments/card/create-wallet',
    cardWallet(overrides),
  );
  if (answer.status !== 201) {
    throw new Error(`create-wallet answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { paymentId: String(answer.body.paymentId), paymentUrl: String(answer.body.paymentUrl) };
};

/** Submits a payment through the API as the payment form does; answers its payment ID. */
export const submitPayment = async (
  portal: { url: string },
  body: Record<string, unknown>,
): Promise<string> => {
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  if (answer.status !== 201) throw new Error(`submission refused: ${JSON.stringify(answer.body)}`);
  return String(answer.body.paymentId);
};

/** An admin's action on a payment through the API (verify-payment, mark-failed…). */
export const actOnPayment = async (
  portal: { url: string },
  who: { headers: Record<string, string> },
  paymentId: string,
  action: string,
  body: Record<string, unknown> = {},
): Promise<void> => {
  const answer = await request(
    portal.url,
    'POST',
    `/api/transactions/${paymentId}/${action}`,
    body,
    who.headers,
  );
  if (answer.status !== 200) throw new Error(`${action} refused: ${JSON.stringify(answer.body)}`);
};
