import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitsTxidShape, type CryptoType } from '@ghost/events';
import { outsideFailureOf } from '../../integrations/testing/outside-failure.js';
import { newTxid } from '../../sandboxes/chain/chain-ledger.js';
import { createChainSandbox } from '../../sandboxes/chain/chain-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import { EsploraChainReader } from './esplora-chain-reader.js';
import { EvmChainReader } from './evm-chain-reader.js';
import { SolanaChainReader } from './solana-chain-reader.js';

const addresses: Record<CryptoType, string> = {
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  eth: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  usdt: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  bnb: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  usdc: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
  sol: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
};

const sandbox = createChainSandbox();
let running: RunningSandbox;

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};
const transfer = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await post('/transfers', body);
  expect(answer.status).toBe(201);
  return answer.body.txid as string;
};
const blocks = (crypto_type: CryptoType, count: number) => post('/blocks', { crypto_type, count });

const readers = () => ({
  btc: new EsploraChainReader({ url: `${running.url}/bitcoin`, timeoutMs: 2000 }),
  eth: new EvmChainReader({
    network: 'ethereum',
    chainId: 1,
    url: `${running.url}/ethereum`,
    timeoutMs: 2000,
  }),
  bnb: new EvmChainReader({
    network: 'bnb-smart-chain',
    chainId: 56,
    url: `${running.url}/bnb-smart-chain`,
    timeoutMs: 2000,
  }),
  base: new EvmChainReader({
    network: 'base',
    chainId: 8453,
    url: `${running.url}/base`,
    timeoutMs: 2000,
  }),
  sol: new SolanaChainReader({ url: `${running.url}/solana`, timeoutMs: 2000 }),
});

beforeAll(async () => {
  running = await listenSandbox(sandbox.app);
});
afterAll(async () => {
  await running.close();
});

describe('the real chain readers against the sandbox chain', () => {
  it('answers txids in each coin’s real shape', async () => {
    for (const coin of ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'] as const) {
      const txid = await transfer({ crypto_type: coin, to: addresses[coin], amount: '1' });
      expect(fitsTxidShape(coin, txid)).toBe(true);
    }
  });

  it('reads a Bitcoin transfer through Esplora, waiting then confirmed', async () => {
    const txid = await transfer({ crypto_type: 'btc', to: addresses.btc, amount: '0.00018751' });
    const reader = readers().btc;
    expect(await reader.read(txid)).toEqual({
      found: true,
      failed: false,
      transfers: [{ to: addresses.btc, amount: 18_751n, token: null }],
      block: null,
      confirmations: 0,
    });
    await blocks('btc', 2);
    const seen = await reader.read(txid);
    expect(seen.found && [seen.confirmations, seen.block?.time instanceof Date]).toEqual([2, true]);
    expect(await reader.read('f'.repeat(64))).toEqual({ found: false });
  });

  it('reads ETH on Ethereum as the transaction’s value, with confirmations from the head', async () => {
    const txid = await transfer({ crypto_type: 'eth', to: addresses.eth, amount: '0.00375001' });
    const reader = readers().eth;
    expect(await reader.read(txid)).toMatchObject({ found: true, block: null, confirmations: 0 });
    await blocks('eth', 3);
    expect(await reader.read(txid)).toMatchObject({
      found: true,
      failed: false,
      transfers: [{ to: addresses.eth, amount: 3_750_010_000_000_000n, token: null }],
      confirmations: 3,
    });
    expect(await reader.read(`0x${'e'.repeat(64)}`)).toEqual({ found: false });
  });

  it('reads USDT as a decoded ERC-20 Transfer log of Tether’s contract', async () => {
    const txid = await transfer({ crypto_type: 'usdt', to: addresses.usdt, amount: '12.000042' });
    await blocks('usdt', 1);
    const seen = await readers().eth.read(txid);
    expect(seen).toMatchObject({
      found: true,
      transfers: [
        {
          to: addresses.usdt,
          amount: 12_000_042n,
          token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        },
      ],
      confirmations: 1,
    });
  });

  it('reads a transfer of another token as that token, and a reverted call as failed', async () => {
    const other = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const wrongToken = await transfer({
      crypto_type: 'usdt',
      to: addresses.usdt,
      amount: '12',
      token_contract: other,
    });
    const reverted = await transfer({
      crypto_type: 'usdt',
      to: addresses.usdt,
      amount: '12',
      failed: true,
    });
    await blocks('usdt', 1);
    const reader = readers().eth;
    const seenOther = await reader.read(wrongToken);
    expect(seenOther.found && seenOther.transfers[0]?.token?.toLowerCase()).toBe(
      other.toLowerCase(),
    );
    expect(await reader.read(reverted)).toMatchObject({ found: true, failed: true, transfers: [] });
  });

  it('reads BNB on BNB Smart Chain and USDC on Base, each on its own chain', async () => {
    const bnb = await transfer({ crypto_type: 'bnb', to: addresses.bnb, amount: '0.02' });
    const usdc = await transfer({ crypto_type: 'usdc', to: addresses.usdc, amount: '19.99' });
    await blocks('bnb', 3);
    await blocks('usdc', 2);
    const { bnb: bnbReader, base } = readers();
    expect(await bnbReader.read(bnb)).toMatchObject({
      transfers: [{ amount: 20_000_000_000_000_000n, token: null }],
      confirmations: 3,
    });
    expect(await base.read(usdc)).toMatchObject({
      transfers: [{ amount: 19_990_000n, token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }],
      confirmations: 2,
    });
    // A transaction of one chain is unknown on another.
    expect(await base.read(bnb)).toEqual({ found: false });
  });

  it('refuses an endpoint that serves another chain than configured', async () => {
    const wrong = new EvmChainReader({
      network: 'ethereum',
      chainId: 1,
      url: `${running.url}/base`,
      timeoutMs: 2000,
    });
    const failure = await outsideFailureOf(wrong.read(`0x${'e'.repeat(64)}`));
    expect(failure.message).toBe('Ethereum JSON-RPC: the endpoint serves chain 8453, not chain 1');
  });

  it('reads a SOL transfer through Solana JSON-RPC: processed, then confirmed', async () => {
    const txid = await transfer({ crypto_type: 'sol', to: addresses.sol, amount: '0.081234567' });
    const reader = readers().sol;
    expect(await reader.read(txid)).toEqual({
      found: true,
      failed: false,
      transfers: [],
      block: null,
      confirmations: 0,
    });
    await blocks('sol', 1);
    expect(await reader.read(txid)).toMatchObject({
      found: true,
      failed: false,
      transfers: [{ to: addresses.sol, amount: 81_234_567n, token: null }],
      confirmations: 1,
    });
    await blocks('sol', 40);
    expect(await reader.read(txid)).toMatchObject({ confirmations: 32 });
  });

  it('reads a failed Solana transaction as failed, and an unknown signature as not found', async () => {
    const txid = await transfer({
      crypto_type: 'sol',
      to: addresses.sol,
      amount: '1',
      failed: true,
    });
    await blocks('sol', 1);
    expect(await readers().sol.read(txid)).toMatchObject({ found: true, failed: true });
    expect(await readers().sol.read(newTxid('solana'))).toEqual({ found: false });
  });

  it('reports an endpoint that answers 5xx or too late as an outside failure, for a later retry', async () => {
    const { btc, eth, sol } = readers();
    sandbox.faults.add({ status: 503, times: 3 });
    expect((await outsideFailureOf(btc.read('a'.repeat(64)))).failure).toBe('status');
    expect((await outsideFailureOf(eth.read(`0x${'a'.repeat(64)}`))).failure).toBe('status');
    expect((await outsideFailureOf(sol.read(newTxid('solana')))).failure).toBe('status');
    sandbox.faults.add({ delayMs: 1500, times: 1 });
    const slow = new EsploraChainReader({ url: `${running.url}/bitcoin`, timeoutMs: 150 });
    expect((await outsideFailureOf(slow.read('a'.repeat(64)))).failure).toBe('timeout');
  });

  it('refuses transfers it cannot make, saying why', async () => {
    expect(
      (await post('/transfers', { crypto_type: 'btc', to: addresses.btc, amount: '0.000000001' }))
        .status,
    ).toBe(400);
    expect(
      (
        await post('/transfers', {
          crypto_type: 'eth',
          to: addresses.eth,
          amount: '1',
          token_contract: addresses.eth,
        })
      ).body.error.field,
    ).toBe('token_contract');
    // The portal's address with one letter's case changed: its EIP-55 checksum fails.
    const mistyped = await post('/transfers', {
      crypto_type: 'usdc',
      to: addresses.usdc.replace('A', 'a'),
      amount: '1',
    });
    expect(mistyped).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', field: 'to' } },
    });
    expect((await post('/blocks', { crypto_type: 'btc', count: 0 })).status).toBe(400);
  });
});
