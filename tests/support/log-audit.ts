import { SqliteEventStore, verifyChain, type StoredEvent } from '@ghost/events';

/** A portal's whole log by stream, and what in it breaks the guarantees a crash must keep. */
export interface LogAudit {
  streams: Map<string, StoredEvent[]>;
  problems: string[];
}

const reservedBy = (event: StoredEvent) => event.data as { purpose: string; by: string };

/**
 * Reads the SQLite log of a portal (running or not) and lists every broken guarantee: a stream
 * whose hash chain does not verify, a payment recorded twice or decided twice, and a proof
 * reserved for a payment that does not exist (an orphan reservation).
 */
export const auditLog = async (file: string): Promise<LogAudit> => {
  const store = new SqliteEventStore(file);
  const streams = new Map<string, StoredEvent[]>();
  try {
    for (let after: number | null = null; ;) {
      const page = await store.readAll(after, 10_000);
      for (const event of page) {
        const stream = streams.get(event.streamId);
        if (stream) stream.push(event);
        else streams.set(event.streamId, [event]);
      }
      const last = page.at(-1);
      if (!last) break;
      after = last.position;
    }
  } finally {
    await store.close();
  }

  const problems: string[] = [];
  for (const [streamId, events] of streams) {
    const broken = verifyChain(events);
    if (broken) problems.push(`${streamId}: the hash chain breaks (${JSON.stringify(broken)})`);
    const count = (...types: string[]) => events.filter((e) => types.includes(e.type)).length;
    if (streamId.startsWith('transaction-')) {
      if (count('PaymentSubmitted') !== 1) {
        problems.push(`${streamId}: ${count('PaymentSubmitted')} PaymentSubmitted`);
      }
      if (count('PaymentVerified', 'PaymentFailed') > 1) {
        problems.push(`${streamId}: decided ${count('PaymentVerified', 'PaymentFailed')} times`);
      }
    }
    const last = events.at(-1);
    if (streamId.startsWith('txid-') && last?.type === 'KeyReserved') {
      const { purpose, by } = reservedBy(last);
      if (purpose.endsWith(' proof') && !streams.has(`transaction-${by}`)) {
        problems.push(`${streamId}: reserved for ${by}, a payment that was never recorded`);
      }
    }
  }
  return { streams, problems };
};

/** The types of a stream's events, in order; none for a stream that does not exist. */
export const typesIn = (audit: LogAudit, streamId: string): string[] =>
  (audit.streams.get(streamId) ?? []).map((event) => event.type);
