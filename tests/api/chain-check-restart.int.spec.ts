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
import { coinSpecs } from '@ghost/events';
import {
  lastEventData,
  mineBlocks,
  quoteFor,
  sendOnChain,
  setAutoProcess,
  submitQuoted,
  trackedPayment,
  type OnChain,
} from '../support/chain-payments.js';
import { fakeClock } from '../support/fake-clock.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/*
 * A quoted payment's amount stays held until its chain check concludes, across a restart: the
 * portal is stopped and started again on the same data folder, and holds again, from the log,
 * the amount of every payment still waiting for its check. The chain is a sandbox chain started
 * here, outside the portal, and read through the real readers as a real chain's endpoints would
 * be (CHAIN_SOURCE=real): like a real chain, it keeps its transfers while the portal restarts.
 */
const interval = 20;
const clock = fakeClock();
const dataDir = mkdtempSync(join(tmpdir(), 'ghost-chain-restart-'));
const sandbox = createChainSandbox({ clock: clock.now });
let chainSite: RunningSandbox;
let chain: OnChain;

beforeAll(async () => {
  chainSite = await listenSandbox(sandbox.app);
  chain = { sandboxes: { chain: chainSite.url } };
});
afterAll(async () => {
  await chainSite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const startPortal = () =>
  startTestPortal({
    dataDir,
    clock: clock.now,
    env: {
      CHAIN_CHECK_INTERVAL_MS: String(interval),
      CHAIN_SOURCE: 'real',
      CHAIN_BTC_ESPLORA_URL: `${chainSite.url}${chainSandboxPath('bitcoin')}`,
      CHAIN_ETH_RPC_URL: `${chainSite.url}${chainSandboxPath('ethereum')}`,
      CHAIN_BSC_RPC_URL: `${chainSite.url}${chainSandboxPath('bnb-smart-chain')}`,
      CHAIN_BASE_RPC_URL: `${chainSite.url}${chainSandboxPath('base')}`,
      CHAIN_SOL_RPC_URL: `${chainSite.url}${chainSandboxPath('solana')}`,
    },
  });

const reading = async (portal: TestPortal) => {
  clock.advance(interval);
  await portal.outboxes.settled();
};

describe('a restart while a quoted payment waits for its chain check', () => {
  it('keeps its amount held, quotes another one meanwhile, resumes the check and frees the amount once concluded', async () => {
    const first = await startPortal();
    let running: TestPortal | null = first;
    try {
      await setAutoProcess(first, 'true');
      const held = await quoteFor(first, 'btc', 12);
      const txid = await sendOnChain(chain, {
        crypto_type: 'btc',
        to: held.address,
        amount: held.crypto_amount,
      });
      const { paymentId, answer } = await submitQuoted(first, 'btc', 12, held, txid);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      running = null;
      await first.stop();

      const second = await startPortal();
      running = second;
      // The same coin and price: the amount of the payment still waiting is not handed out.
      const meanwhile = await quoteFor(second, 'btc', 12);
      expect(meanwhile.crypto_amount).not.toBe(held.crypto_amount);

      // The check goes on from the log: seen, then confirmed, and concluded.
      await reading(second);
      expect(await lastEventData(second, paymentId, 'ChainTransferObserved')).toMatchObject({
        status: 'confirming',
        confirmations: 0,
      });
      await mineBlocks(chain, 'btc', coinSpecs.btc.requiredConfirmations);
      await reading(second);
      expect(await lastEventData(second, paymentId, 'ChainCheckConcluded')).toMatchObject({
        verdict: 'matched',
        txid,
        confirmations: 2,
      });
      expect(await trackedPayment(second, paymentId)).toMatchObject({
        status: 'completed',
        chain_check: { status: 'matched', confirmations: 2, required_confirmations: 2 },
      });

      // Concluded, its amount is free again: the next quote of that price is given it (the
      // quote asked meanwhile still holds its own).
      const after = await quoteFor(second, 'btc', 12);
      expect(after.crypto_amount).toBe(held.crypto_amount);
    } finally {
      await running?.stop();
    }
  });
});
