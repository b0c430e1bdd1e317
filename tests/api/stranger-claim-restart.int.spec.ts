import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chainSandboxPath,
  createChainSandbox,
  listenSandbox,
  type RunningSandbox,
} from '@ghost/command-api';
import { paymentEvents, quoteFor, submitQuoted } from '../support/chain-payments.js';
import { fakeClock } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// The claims on a hash live in the log: a portal started again on the same data knows who named
// a hash first, and lets its rightful payer in all the same. The chain outlives the portal here
// (a sandbox of the spec's own, read as a real chain would be).
const interval = 20;
const clock = fakeClock();
const dataDir = mkdtempSync(join(tmpdir(), 'ghost-stranger-restart-'));
const chain = createChainSandbox({ clock: clock.now });
let chainServer: RunningSandbox;
let portal: TestPortal | null = null;

const start = async () =>
  startTestPortal({
    dataDir,
    clock: clock.now,
    env: {
      CHAIN_CHECK_INTERVAL_MS: String(interval),
      CHAIN_BTC_ESPLORA_URL: `${chainServer.url}${chainSandboxPath('bitcoin')}`,
      CHAIN_ETH_RPC_URL: `${chainServer.url}${chainSandboxPath('ethereum')}`,
      CHAIN_BSC_RPC_URL: `${chainServer.url}${chainSandboxPath('bnb-smart-chain')}`,
      CHAIN_BASE_RPC_URL: `${chainServer.url}${chainSandboxPath('base')}`,
      CHAIN_SOL_RPC_URL: `${chainServer.url}${chainSandboxPath('solana')}`,
    },
  });

beforeAll(async () => {
  chainServer = await listenSandbox(chain.app);
});
afterAll(async () => {
  await portal?.stop();
  await chainServer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: Record<string, unknown>) =>
  request(chainServer.url, 'POST', path, body);

describe('a stranger’s claim across a restart', () => {
  it('accepts the rightful payer after a restart, marks the stranger contested, and refuses a second quoted claim', async () => {
    portal = await start();
    const quote = await quoteFor(portal, 'eth', 25.5);
    const sent = await post('/transfers', {
      crypto_type: 'eth',
      to: quote.address,
      amount: quote.crypto_amount,
    });
    const txid = String(sent.body.txid);
    const stranger = cryptoDonation({ txid });
    expect((await request(portal.url, 'POST', '/api/transactions', stranger)).status).toBe(201);
    await portal.stop();

    portal = await start();
    const payer = await submitQuoted(portal, 'eth', 25.5, quote, txid);
    expect(payer.answer.status, JSON.stringify(payer.answer.body)).toBe(201);
    clock.advance(interval);
    const contested = (await paymentEvents(portal, stranger.payment_id)).at(-1);
    expect(contested).toMatchObject({
      type: 'ChainCheckConcluded',
      data: { verdict: 'contested', contestedBy: payer.paymentId },
    });
    await portal.stop();

    portal = await start();
    const third = await request(
      portal.url,
      'POST',
      '/api/transactions',
      cryptoDonation({ txid, quote: (await quoteFor(portal, 'eth', 25.5)).quote }),
    );
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: 'DUPLICATE_TXID' });
    await post('/blocks', { crypto_type: 'eth', count: 3 });
    clock.advance(interval);
    await portal.outboxes.settled();
    const concluded = (await paymentEvents(portal, payer.paymentId)).find(
      (event) => event.type === 'ChainCheckConcluded',
    );
    expect(concluded?.data).toMatchObject({ verdict: 'matched' });
    expect(
      (await paymentEvents(portal, stranger.payment_id)).filter(
        (event) => event.type === 'ChainCheckConcluded',
      ),
    ).toHaveLength(1);
  });
});
