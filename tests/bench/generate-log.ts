import { randomBytes, randomUUID } from 'node:crypto';
import { currentVersionOf, SqliteEventStore, streams, type EventToAppend } from '@ghost/events';

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

/**
 * Writes a realistic log: each payment is a txid reservation and a submission, as the command
 * service writes them. Returns the payment IDs.
 */
export const generateLog = async (file: string, payments: number): Promise<string[]> => {
  const store = new SqliteEventStore(file);
  const ids: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < payments; offset += 1000) {
    const chunk = Math.min(1000, payments - offset);
    await Promise.all(
      Array.from({ length: chunk }, async (_, i) => {
        const n = offset + i;
        const paymentId = benchPaymentId(n);
        ids.push(paymentId);
        const txid = randomBytes(32).toString('hex');
        const at = new Date(start + n * 60_000).toISOString();
        const reserve: EventToAppend = {
          type: 'KeyReserved',
          data: { key: streams.txid('crypto', txid), purpose: 'crypto proof', by: paymentId },
          metadata: metadata('KeyReserved', at),
        };
        const submitted: EventToAppend = {
          type: 'PaymentSubmitted',
          data: {
            paymentId,
            type: n % 4 === 0 ? 'donation' : 'ghost-eshop-pro',
            method: 'crypto',
            cryptoType: (['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'] as const)[n % 6],
            txid,
            amount: { minor: 1200, currency: 'USD' },
            region: null,
            username: n % 4 === 0 ? null : `player${n}`,
            email: n % 4 === 0 ? null : `player${n}@example.com`,
            subscriptionDuration: n % 4 === 0 ? null : '3_months',
            priceRef: n % 4 === 0 ? null : 'fallback:crypto:3_months',
          },
          metadata: metadata('PaymentSubmitted', at),
        };
        await store.append(streams.txid('crypto', txid), [reserve], 'no_stream');
        await store.append(streams.transaction(paymentId), [submitted], 'no_stream');
      }),
    );
  }
  await store.close();
  return ids;
};
