import { openStream } from '../support/event-stream.js';
import { benchPaymentId } from './generate-log.js';
import { percentile, type Measure } from './measure.js';
import { submission } from './routes.js';

/** Payment IDs of their own, after those the loads and the projection lag submit. */
const firstPaymentNumber = 2_000_000;

/**
 * How soon a payer's open tracking page hears of a staff decision: for each of `samples`
 * payments, its live stream is opened (as the tracking page opens it, after the submission it
 * names), then an admin verifies it, and the time from sending the verify to the change arriving
 * on the stream is taken. The browser specs show the change reaching the page; this is its time.
 */
export const benchLiveLatency = async (
  url: string,
  admin: Record<string, string>,
  samples: number,
): Promise<Measure> => {
  const waits: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const paymentId = benchPaymentId(firstPaymentNumber + n);
    const submitted = await fetch(`${url}/api/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: submission(paymentId),
    });
    await submitted.arrayBuffer();
    if (submitted.status !== 201) throw new Error(`submission answered ${submitted.status}`);
    const stream = await openStream(url, `/api/live/payments/${paymentId}`, {
      'x-log-position': submitted.headers.get('x-log-position') ?? '',
    });
    try {
      await stream.next();
      const sent = performance.now();
      const verified = await fetch(`${url}/api/transactions/${paymentId}/verify-payment`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: '{}',
      });
      await verified.arrayBuffer();
      if (verified.status !== 200) throw new Error(`the verify answered ${verified.status}`);
      const change = await stream.next(10_000);
      waits.push(change.at - sent);
    } finally {
      stream.close();
    }
  }
  waits.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return {
    name: `live change (an admin's verify sent → the change on the payer's stream, ${samples} payments)`,
    value: `p50 ${ms(percentile(waits, 50))}, p99 ${ms(percentile(waits, 99))}, max ${ms(waits.at(-1) ?? NaN)}`,
    target: '≤ 1 s, every one',
  };
};
