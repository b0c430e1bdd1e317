import { randomUUID } from 'node:crypto';
import { changeSettings } from '@ghost/command-api';
import { streams, type CryptoType, type StoredEvent } from '@ghost/events';
import { testCryptoAddresses } from './crypto-addresses.js';
import { request } from './http.js';
import { cryptoDonation } from './payment-requests.js';
import type { TestPortal } from './test-portal.js';

/** What a payer was quoted: the amount to send and the signed quote to submit. */
export interface QuoteAnswer {
  crypto_amount: string;
  address: string;
  quote: string;
}

export const addressOf = (coin: CryptoType): string =>
  testCryptoAddresses[`crypto_${coin}_address`];

/** Asks the portal for a quote, as the payment form does. */
export const quoteFor = async (
  portal: TestPortal,
  coin: CryptoType,
  amount: number,
): Promise<QuoteAnswer> => {
  const answer = await request(portal.url, 'POST', '/api/crypto/quotes', {
    crypto_type: coin,
    amount,
    currency: 'USD',
  });
  if (answer.status !== 200) throw new Error(`no quote: ${JSON.stringify(answer.body)}`);
  return answer.body as QuoteAnswer;
};

/** Where the sandbox chain listens: the portal's own, or one a spec started beside it. */
export interface OnChain {
  sandboxes: { chain?: string };
}

/** Sends coins on the sandbox chain (`POST {chain}/transfers`); answers the transaction hash. */
export const sendOnChain = async (
  portal: OnChain,
  transfer: { crypto_type: CryptoType; to: string; amount: string; token_contract?: string },
): Promise<string> => {
  const answer = await request(String(portal.sandboxes.chain), 'POST', '/transfers', transfer);
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`transfer refused: ${JSON.stringify(answer.body)}`);
  }
  return String(answer.body.txid);
};

/** Adds blocks to a coin's network on the sandbox chain (`POST {chain}/blocks`). */
export const mineBlocks = async (
  portal: OnChain,
  coin: CryptoType,
  count: number,
): Promise<void> => {
  const answer = await request(String(portal.sandboxes.chain), 'POST', '/blocks', {
    crypto_type: coin,
    count,
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`blocks refused: ${JSON.stringify(answer.body)}`);
  }
};

/** A crypto donation of `amount` USD submitted with its quote and hash; answers its payment ID. */
export const submitQuoted = async (
  portal: TestPortal,
  coin: CryptoType,
  amount: number,
  quote: QuoteAnswer,
  txid: string,
) => {
  const body = cryptoDonation({ crypto_type: coin, amount, quote: quote.quote, txid });
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  return { paymentId: body.payment_id, answer };
};

/** The payment's events, once the background work due now is done. */
export const paymentEvents = async (
  portal: TestPortal,
  paymentId: string,
): Promise<StoredEvent[]> => {
  await portal.outboxes.settled();
  return portal.eventStore.readStream(streams.transaction(paymentId));
};

/** Saves `security_auto_process` as the operator's own set-up does, in process. */
export const setAutoProcess = async (portal: TestPortal, value: 'true' | 'false') => {
  const commandId = randomUUID();
  await changeSettings(
    portal.eventStore,
    { security_auto_process: value },
    { userId: 'test-setup', username: 'test-setup', steppedUp: true },
    {
      actor: { kind: 'system', id: 'test-setup' },
      commandId,
      correlationId: commandId,
      now: portal.clock(),
    },
  );
};

/** The last event of `type` on the payment, once the background work due now is done. */
export const lastEventData = async (
  portal: TestPortal,
  paymentId: string,
  type: string,
): Promise<Record<string, unknown> | undefined> =>
  (await paymentEvents(portal, paymentId)).filter((event) => event.type === type).at(-1)?.data as
    Record<string, unknown> | undefined;

/** The public tracking answer, read once the read models hold everything written so far. */
export const trackedPayment = async (portal: TestPortal, paymentId: string) =>
  (
    await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`, undefined, {
      'x-log-position': String(await portal.eventStore.headPosition()),
    })
  ).body;
