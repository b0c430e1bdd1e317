import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@ghost/events';
import { newPaymentId as newPortalPaymentId } from '@ghost/events/contract';
import { startEmbedded, type EmbeddedOptions, type RunningPortal } from '@ghost/web/embedded';
import { configureCryptoAddresses } from './crypto-addresses.js';

export interface TestPortal extends RunningPortal {
  dataDir: string;
  /** The portal's clock (a test may have given a fake one). */
  clock: () => Date;
  /** What the portal printed at start: the first super admin's one-time password. */
  printed: string[];
  /** Stops the portal and removes its data. */
  destroy(): Promise<void>;
}

/** A static site stand-in, so API tests need not build the web app. */
const fakeSite = (dataDir: string) => {
  const dir = join(dataDir, 'site');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>test site</title><div id="root"></div>',
  );
  // A file of the site besides the page, as the build has.
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
};

/**
 * Starts the embedded portal on an ephemeral port with its own data directory. Every coin gets a
 * receiving address (`testCryptoAddresses`), so crypto payments are taken; `cryptoAddresses:
 * false` leaves them unset, as on a real first start. The public rate limits are lifted unless
 * `rateLimits` sets them.
 */
export const startTestPortal = async (
  options: Partial<EmbeddedOptions> & { dataDir?: string; cryptoAddresses?: boolean } = {},
): Promise<TestPortal> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ghost-portal-'));
  const printed: string[] = [];
  const { cryptoAddresses = true, ...embedded } = options;
  const clock = options.clock ?? (() => new Date());
  const portal = await startEmbedded({
    port: 0,
    host: '127.0.0.1',
    staticDir: fakeSite(dataDir),
    log: createLogger('test', process.env.LOG_LEVEL ?? 'silent'),
    print: (line) => printed.push(line),
    // Specs send many requests from one address: the public rate limits are out of their way,
    // except where a spec gives its own (tests/api/rate-limits.int.spec.ts).
    rateLimits: {
      trackingPerMinute: 1_000_000,
      submissionsPerMinute: 1_000_000,
      cardCallbacksPerMinute: 1_000_000,
      quotesPerMinute: 1_000_000,
    },
    ...embedded,
    // Many payments of a spec share one e-mail address: its allowance is lifted too, unless the
    // spec sets it (tests/api/payment-email-limits.int.spec.ts).
    env: {
      MAIL_PER_RECIPIENT_PER_HOUR: '10000',
      MAIL_PER_RECIPIENT_PER_DAY: '100000',
      ...embedded.env,
    },
    dataDir,
  });
  if (cryptoAddresses) await configureCryptoAddresses({ ...portal, clock });
  return {
    ...portal,
    dataDir,
    clock,
    printed,
    destroy: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A payment ID as the visitor's browser makes it (the portal's one generator). */
export const newPaymentId = (): string => newPortalPaymentId();

export const newTxid = (): string => `0x${randomBytes(32).toString('hex')}`;
