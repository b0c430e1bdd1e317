import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinSpecs, createLogger, parseCoinUnits } from '@ghost/events';
import { parseCryptoProofConfig } from './config/crypto-proof-config.js';
import { startCryptoProof, type CryptoProof } from './start-crypto-proof.js';
import { chainVerdict } from './verdicts/chain-verdict.js';

const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const usdcAddress = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c';
let dataDir: string;
let proof: CryptoProof;

const chain = async (path: string, body: unknown) => {
  const response = await fetch(`${proof.sandboxes.chain}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { txid: string };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crypto-proof-'));
  proof = await startCryptoProof(parseCryptoProofConfig('embedded', {}), {
    dataDir,
    sandboxHost: '127.0.0.1',
    clock: () => new Date(),
    log: createLogger('test', 'silent'),
  });
});
afterAll(async () => {
  await proof.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crypto proof in embedded mode, sandboxes and real adapters together', () => {
  it('starts the exchange and chain sandboxes and says where they are', () => {
    expect(proof.sandboxes.chain).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(proof.sandboxes.rates).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('quotes from the sandbox table, and a transfer of the quoted amount is matched on the chain', async () => {
    const outcome = await proof.quotes.quote(
      { crypto_type: 'btc', amount: 12, currency: 'USD' },
      btcAddress,
    );
    if (outcome.outcome !== 'quoted') throw new Error(outcome.outcome);
    expect(outcome.answer).toMatchObject({ crypto_amount: '0.00018750', rate: '64000' });
    const { txid } = await chain('/transfers', {
      crypto_type: 'btc',
      to: btcAddress,
      amount: outcome.answer.crypto_amount,
    });
    const quote = {
      coin: 'btc' as const,
      address: btcAddress,
      units: parseCoinUnits(outcome.answer.crypto_amount, 8)!,
      issuedAt: new Date(outcome.answer.issued_at),
      expiresAt: new Date(outcome.answer.expires_at),
    };
    const judge = async () =>
      chainVerdict({
        quote,
        observation: await proof.readers.bitcoin.read(txid),
        requiredConfirmations: coinSpecs.btc.requiredConfirmations,
        deadline: new Date(Date.now() + 3_600_000),
        now: new Date(),
        otherOpenPayments: [],
      });
    expect((await judge()).status).toBe('confirming');
    await chain('/blocks', { crypto_type: 'btc', count: 1 });
    expect(await judge()).toMatchObject({ status: 'confirming', evidence: { confirmations: 1 } });
    await chain('/blocks', { crypto_type: 'btc', count: 1 });
    expect(await judge()).toMatchObject({
      status: 'matched',
      settled: true,
      evidence: { amount: '0.0001875' },
    });
  });

  it('sees a stranger’s USDC transfer of a wrong amount as underpaid on Base', async () => {
    const outcome = await proof.quotes.quote(
      { crypto_type: 'usdc', amount: 12, currency: 'EUR' },
      usdcAddress,
    );
    if (outcome.outcome !== 'quoted') throw new Error(outcome.outcome);
    // 12 EUR at 0.92 EUR per USD is 13.043479 USDC, rounded up.
    expect(outcome.answer.crypto_amount).toBe('13.043479');
    const { txid } = await chain('/transfers', {
      crypto_type: 'usdc',
      to: usdcAddress,
      amount: '13',
    });
    await chain('/blocks', { crypto_type: 'usdc', count: 3 });
    const verdict = chainVerdict({
      quote: {
        coin: 'usdc',
        address: usdcAddress,
        units: parseCoinUnits(outcome.answer.crypto_amount, 6)!,
        issuedAt: new Date(outcome.answer.issued_at),
        expiresAt: new Date(outcome.answer.expires_at),
      },
      observation: await proof.readers.base.read(txid),
      requiredConfirmations: 3,
      deadline: new Date(Date.now() + 3_600_000),
      now: new Date(),
      otherOpenPayments: [],
    });
    expect(verdict).toMatchObject({
      status: 'underpaid',
      settled: true,
      evidence: { amount: '13' },
    });
  });
});
