import { afterAll, beforeAll } from 'vitest';
import { paymentEvents, trackedPayment } from './chain-payments.js';
import { fakeClock } from './fake-clock.js';
import { startTestPortal, type TestPortal } from './test-portal.js';

/**
 * A portal whose chain check is driven by hand, for the specs of quoted crypto payments against
 * the local chain sandbox: its clock moves only when told, and each `reading()` lets the checker
 * read every open payment once. Started before the spec's tests, destroyed after them; `portal()`
 * answers it from a test or a later `beforeAll`.
 */
export const chainCheckPortal = (interval = 20) => {
  const clock = fakeClock();
  let started: TestPortal | null = null;
  beforeAll(async () => {
    started = await startTestPortal({
      clock: clock.now,
      env: { CHAIN_CHECK_INTERVAL_MS: String(interval) },
    });
  });
  afterAll(async () => {
    await started?.destroy();
  });
  const portal = (): TestPortal => {
    if (!started) throw new Error('The chain check portal starts before the tests run');
    return started;
  };
  return {
    clock,
    portal,
    /** One reading of every open payment, once the checker's interval has passed. */
    reading: async () => {
      clock.advance(interval);
      await portal().outboxes.settled();
    },
    /** The types of the payment's events, once the background work due now is done. */
    typesOf: async (paymentId: string) =>
      (await paymentEvents(portal(), paymentId)).map((event) => event.type),
    /** The payer's tracking answer, as of everything written so far. */
    tracked: (paymentId: string) => trackedPayment(portal(), paymentId),
  };
};
