import { randomBytes, randomUUID } from 'node:crypto';
import {
  cryptoTypes,
  currentVersionOf,
  SqliteEventStore,
  streams,
  type EventToAppend,
  type PaymentMethod,
} from '@ghost/events';

const metadata = (type: string, occurredAt: string) => ({
  eventId: randomUUID(),
  occurredAt,
  actor: { kind: 'visitor' as const, id: 'anonymous', ip: '127.0.0.1' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  schemaVersion: currentVersionOf(type),
});

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
export const benchPaymentId = (n: number): string =>
  `GHOST-${1_700_000_000_000 + n}-${[...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('')}`;

export interface GeneratedLog {
  paymentIds: string[];
  usernames: string[];
}

/** What the n-th payment is paid with: mostly crypto, then gift cards, vouchers and cards. */
const methodOf = (n: number): PaymentMethod => {
  const share = n % 20;
  if (share < 12) return 'crypto';
  if (share < 17) return 'nintendo-eshop';
  if (share < 19) return 'alternative-rewarble';
  return 'card';
};
const regions = [
  { region: 'europe', currency: 'EUR', minor: 1199 },
  { region: 'us', currency: 'USD', minor: 1200 },
  { region: 'japan', currency: 'JPY', minor: 1800 },
] as const;

/**
 * Writes a realistic log: each payment is a proof reservation and a submission, as the command
 * service writes them, one a minute up to `endAt` (so the last day and week hold what a busy desk
 * would see), by several methods, currencies and coins.
 */
export const generateLog = async (
  file: string,
  payments: number,
  endAt = Date.now(),
): Promise<GeneratedLog> => {
  const store = new SqliteEventStore(file);
  const paymentIds: string[] = [];
  const usernames: string[] = [];
  const start = endAt - payments * 60_000;
  for (let offset = 0; offset < payments; offset += 1000) {
    const chunk = Math.min(1000, payments - offset);
    await Promise.all(
      Array.from({ length: chunk }, async (_, i) => {
        const n = offset + i;
        const paymentId = benchPaymentId(n);
        paymentIds.push(paymentId);
        const method = methodOf(n);
        const donation = method === 'crypto' && n % 4 === 0;
        const username = donation ? null : `player${n}`;
        if (username) usernames.push(username);
        const local = regions[n % 3] ?? regions[1];
        const txid =
          method === 'crypto'
            ? randomBytes(32).toString('hex')
            : `${method === 'nintendo-eshop' ? 'NINTENDO' : method === 'card' ? 'CARD' : 'REWARBLE'}-${Date.now()}-${randomBytes(6).toString('hex').toUpperCase()}`;
        const at = new Date(start + n * 60_000).toISOString();
        const reserve: EventToAppend = {
          type: 'KeyReserved',
          data: { key: streams.txid(method, txid), purpose: 'payment proof', by: paymentId },
          metadata: metadata('KeyReserved', at),
        };
        const submitted: EventToAppend = {
          type: 'PaymentSubmitted',
          data: {
            paymentId,
            type: donation ? 'donation' : 'ghost-eshop-pro',
            method,
            cryptoType: method === 'crypto' ? cryptoTypes[n % cryptoTypes.length] : null,
            txid,
            amount:
              method === 'nintendo-eshop'
                ? { minor: local.minor, currency: local.currency }
                : { minor: 1200, currency: 'USD' },
            region: method === 'nintendo-eshop' ? local.region : null,
            username,
            email: username ? `${username}@example.com` : null,
            subscriptionDuration: donation ? null : '3_months',
            priceRef: donation ? null : `fallback:${method}:3_months`,
          },
          metadata: metadata('PaymentSubmitted', at),
        };
        await store.append(streams.txid(method, txid), [reserve], 'no_stream');
        await store.append(streams.transaction(paymentId), [submitted], 'no_stream');
      }),
    );
  }
  await store.close();
  return { paymentIds, usernames };
};
