import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainObservation } from '../../ports/chain-reader.js';
import { chainVerdict, type QuotedTransfer } from '../verdicts/chain-verdict.js';
import {
  jsonRpcAnswer,
  serveRecordedAnswers,
  type RecordedAnswersServer,
} from '../testing/recorded-answers-server.js';
import { EsploraChainReader } from './esplora-chain-reader.js';
import { EvmChainReader } from './evm-chain-reader.js';
import { SolanaChainReader, solanaMainnetGenesisHash } from './solana-chain-reader.js';

/*
 * Each reader decodes answers in the exact shape its API documents: Esplora's transaction format
 * (API.md), the Ethereum JSON-RPC transaction, receipt and block objects, and Solana's
 * getTransaction (jsonParsed) and getSignatureStatuses results, field for field. The Bitcoin
 * outputs and block are those of a mainnet answer (block 875,602), the contracts and the
 * Transfer/Approval topics are mainnet's; hashes and the other values are illustrative. The
 * servers below play them back, so the real adapters (and viem, @solana/kit) run end to end.
 */

const btcTxid = '8e8f4f0f3e4b0a9e3d6bf1ff2d4f2b1b8a0c9d7e6f5a4b3c2d1e0f9a8b7c6d5e';
const esploraTx = {
  txid: btcTxid,
  version: 2,
  locktime: 0,
  vin: [],
  vout: [
    {
      scriptpubkey: '0014292fce548b228cd3df6334dd525fac62e7eb5f7a',
      scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 292fce548b228cd3df6334dd525fac62e7eb5f7a',
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: 'bc1q9yhuu4yty2xd8hmrxnw4yhavvtn7khm62uw38p',
      value: 57000,
    },
    {
      scriptpubkey: '6a0b68656c6c6f20776f726c64',
      scriptpubkey_asm: 'OP_RETURN OP_PUSHBYTES_11 68656c6c6f20776f726c64',
      scriptpubkey_type: 'op_return',
      value: 0,
    },
    {
      scriptpubkey: '0020e5c7c00d174631d2d1e365d6347b016fb87b6a0c08902d8e443989cb771fa7ec',
      scriptpubkey_asm:
        'OP_0 OP_PUSHBYTES_32 e5c7c00d174631d2d1e365d6347b016fb87b6a0c08902d8e443989cb771fa7ec',
      scriptpubkey_type: 'v0_p2wsh',
      scriptpubkey_address: 'bc1quhruqrghgcca950rvhtrg7cpd7u8k6svpzgzmrjy8xyukacl5lkq0r8l2d',
      value: 17343523,
    },
  ],
  size: 5514,
  weight: 22056,
  fee: 44000,
  status: {
    confirmed: true,
    block_height: 875602,
    block_hash: '000000000000000000016c0639b6c1a34d6659c231aa2de5849ab3377ed75020',
    block_time: 1734704791,
  },
};

const usdtTxHash = '0x4f1a8a1a0a6d8e0f3b6c2d5e4f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a';
const portal = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';
const payer = '0x6221a9c005f6e47eb398fd867784cacfdcfff4e7';
const pad = (address: string) => `0x000000000000000000000000${address.slice(2)}`;
const usdtTransaction = {
  blockHash: '0xa957d47df264a31badc3ae823e10ac1d444b098d9b73d204c40426e57f47e8c3',
  blockNumber: '0xeff35f',
  from: payer,
  gas: '0x186a0',
  gasPrice: '0x5a9c688d4',
  hash: usdtTxHash,
  // transfer(portal, 12000042)
  input: `0xa9059cbb${pad(portal).slice(2)}0000000000000000000000000000000000000000000000000000000000b71b2a`,
  nonce: '0x2a',
  to: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  transactionIndex: '0x41',
  value: '0x0',
  type: '0x0',
  chainId: '0x1',
  v: '0x25',
  r: '0x1b5e176d927f8e9ab405058b2d2457392da3e20f328b16ddabcebc33eaac5fea',
  s: '0x4ba69724e8f69de52f0125ad8b3c5c2cef33019bac3249e2c0a2192766d1721c',
};
const usdtReceipt = {
  blockHash: usdtTransaction.blockHash,
  blockNumber: '0xeff35f',
  contractAddress: null,
  cumulativeGasUsed: '0xa12515',
  effectiveGasPrice: '0x5a9c688d4',
  from: payer,
  gasUsed: '0xb4c8',
  logs: [
    {
      // An Approval of WETH in the same transaction: not a Transfer, skipped.
      address: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      topics: [
        '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
        pad(payer),
        pad('0x7a250d5630b4cf539739df2c5dacb4c659f2488d'),
      ],
      data: '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
      blockNumber: '0xeff35f',
      transactionHash: usdtTxHash,
      transactionIndex: '0x41',
      blockHash: usdtTransaction.blockHash,
      logIndex: '0x8f',
      removed: false,
    },
    {
      address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      topics: [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        pad(payer),
        pad(portal),
      ],
      data: '0x0000000000000000000000000000000000000000000000000000000000b71b2a',
      blockNumber: '0xeff35f',
      transactionHash: usdtTxHash,
      transactionIndex: '0x41',
      blockHash: usdtTransaction.blockHash,
      logIndex: '0x90',
      removed: false,
    },
  ],
  logsBloom: `0x${'0'.repeat(512)}`,
  status: '0x1',
  to: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  transactionHash: usdtTxHash,
  transactionIndex: '0x41',
  type: '0x0',
};
const block = {
  number: '0xeff35f',
  hash: usdtTransaction.blockHash,
  parentHash: '0x7c1d6b6f1a3c4a2e5b8d9f0e1c2b3a4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
  timestamp: '0x63a3c2c3',
  gasLimit: '0x1c9c380',
  gasUsed: '0x1c9c2ad',
  baseFeePerGas: '0x3b9aca00',
  miner: '0x388c818ca8b9251b393131c08a736a67ccb19297',
  transactions: [],
  uncles: [],
};

const solSignature =
  '5UfDuX7WXY18keiz9mZ6zKkY8JyNuLDFz2QycQcr7skRkgVaNmo6tgFbsePRrX5C6crvycJ2A3txSdH5FUbAePcA';
const solPortal = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const solPayer = '9we6kjtbcZ2vy3GSLLsZTEhbAqXPTRvEyoxa8wxSqKp5';
const systemTransfer = (destination: string, lamports: number) => ({
  program: 'system',
  programId: '11111111111111111111111111111111',
  parsed: { type: 'transfer', info: { source: solPayer, destination, lamports } },
  stackHeight: null,
});
const solTransaction = {
  slot: 312_456_789,
  blockTime: 1_734_704_791,
  version: 0,
  meta: {
    err: null,
    status: { Ok: null },
    fee: 5000,
    preBalances: [1_000_000_000, 0, 1],
    postBalances: [918_760_433, 81_234_567, 1],
    innerInstructions: [
      {
        index: 1,
        instructions: [systemTransfer('Fh4zVqh9Ld3gzaXX1ZeC7v2aq9a5Pwr3YL8tq5dLrNnW', 1000)],
      },
    ],
    logMessages: [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
    ],
    computeUnitsConsumed: 150,
  },
  transaction: {
    signatures: [solSignature],
    message: {
      accountKeys: [
        { pubkey: solPayer, signer: true, writable: true, source: 'transaction' },
        { pubkey: solPortal, signer: false, writable: true, source: 'transaction' },
      ],
      recentBlockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
      instructions: [
        {
          programId: 'ComputeBudget111111111111111111111111111111',
          accounts: [],
          data: '3DdGGhkhJbjm',
          stackHeight: null,
        },
        systemTransfer(solPortal, 81_234_567),
        {
          program: 'spl-memo',
          programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
          parsed: 'GHOST-1732442400000-ab12cd',
          stackHeight: null,
        },
      ],
    },
  },
};

/*
 * The same transactions while they wait to be included, as each API documents it: Esplora's
 * `status: {confirmed: false}` (a mempool transaction: outputs, no block); an Ethereum
 * transaction object with `blockHash`, `blockNumber` and `transactionIndex` null and no receipt
 * (`eth_getTransactionReceipt` answers null "when no receipt was found"); a Solana signature
 * whose status is `processed` with 0 confirmations, which `getTransaction` at the `confirmed`
 * commitment answers with null ("if transaction is not found or not confirmed").
 */
const btcWaitingTxid = 'a'.repeat(64);
const esploraWaitingTx = {
  ...esploraTx,
  txid: btcWaitingTxid,
  status: { confirmed: false },
};
const usdtWaitingHash = `0x${'c'.repeat(64)}`;
const usdtWaitingTransaction = {
  ...usdtTransaction,
  hash: usdtWaitingHash,
  blockHash: null,
  blockNumber: null,
  transactionIndex: null,
};
const solWaitingSignature =
  '2id3YC2jK9G5Wo2phDx4gJVAew8DcY5NAojnVuao8rkxwPYPe8cSwE5GzhEgJA2y8fVjDEo6iR6ykBvDxrTQrtpb';
const solProcessedStatus = {
  slot: 312_456_801,
  confirmations: 0,
  err: null,
  confirmationStatus: 'processed',
  status: { Ok: null },
};

let server: RecordedAnswersServer;
let headHeight = 0xeff35f + 2;

beforeAll(async () => {
  const evm = jsonRpcAnswer((method, params) => {
    switch (method) {
      case 'eth_chainId':
        return '0x1';
      case 'eth_blockNumber':
        return `0x${headHeight.toString(16)}`;
      case 'eth_getTransactionByHash':
        if (params[0] === usdtWaitingHash) return usdtWaitingTransaction;
        return params[0] === usdtTxHash ? usdtTransaction : null;
      case 'eth_getTransactionReceipt':
        return params[0] === usdtTxHash ? usdtReceipt : null;
      case 'eth_getBlockByNumber':
        return block;
      default:
        return null;
    }
  });
  const solana = jsonRpcAnswer((method, params) => {
    switch (method) {
      case 'getGenesisHash':
        return solanaMainnetGenesisHash;
      case 'getSignatureStatuses':
        return {
          context: { slot: 312_456_800, apiVersion: '2.1.0' },
          value: [
            (params[0] as string[])[0] === solWaitingSignature
              ? solProcessedStatus
              : (params[0] as string[])[0] === solSignature
                ? {
                    slot: 312_456_789,
                    confirmations: 10,
                    err: null,
                    confirmationStatus: 'confirmed',
                    status: { Ok: null },
                  }
                : null,
          ],
        };
      case 'getTransaction':
        return params[0] === solSignature ? solTransaction : null;
      default:
        return null;
    }
  });
  server = await serveRecordedAnswers((request) => {
    if (request.path === `/esplora/tx/${btcTxid}`) return { body: esploraTx };
    if (request.path === `/esplora/tx/${btcWaitingTxid}`) return { body: esploraWaitingTx };
    if (request.path.startsWith('/esplora/tx/'))
      return { status: 404, body: 'Transaction not found' };
    if (request.path === '/esplora/blocks/tip/height') return { body: '875603' };
    if (request.path === '/evm') return evm(request);
    if (request.path === '/solana') return solana(request);
    return { status: 404, body: 'not found' };
  });
});
afterAll(async () => {
  await server.close();
});

describe('the chain readers on the answers their APIs document', () => {
  it('decodes an Esplora transaction: every output with an address, its block and confirmations', async () => {
    const reader = new EsploraChainReader({ url: `${server.url}/esplora`, timeoutMs: 2000 });
    expect(await reader.read(btcTxid)).toEqual({
      found: true,
      failed: false,
      transfers: [
        { to: 'bc1q9yhuu4yty2xd8hmrxnw4yhavvtn7khm62uw38p', amount: 57_000n, token: null },
        {
          to: 'bc1quhruqrghgcca950rvhtrg7cpd7u8k6svpzgzmrjy8xyukacl5lkq0r8l2d',
          amount: 17_343_523n,
          token: null,
        },
      ],
      block: { number: 875_602n, time: new Date(1_734_704_791_000) },
      confirmations: 2,
    });
    expect(await reader.read('0'.repeat(64))).toEqual({ found: false });
    expect(await reader.read('not a txid')).toEqual({ found: false });
  });

  it('decodes a USDT transfer: the Transfer log of Tether’s contract, not the Approval beside it', async () => {
    const reader = new EvmChainReader({
      network: 'ethereum',
      chainId: 1,
      url: `${server.url}/evm`,
      timeoutMs: 2000,
    });
    headHeight = 0xeff35f + 2;
    expect(await reader.read(usdtTxHash)).toEqual({
      found: true,
      failed: false,
      transfers: [
        {
          to: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c',
          amount: 12_000_042n,
          token: '0xdac17f958d2ee523a2206206994597c13d831ec7',
        },
      ],
      block: { number: 0xeff35fn, time: new Date(0x63a3c2c3 * 1000) },
      confirmations: 3,
    });
    expect(await reader.read(`0x${'0'.repeat(64)}`)).toEqual({ found: false });
  });

  it('decodes a Solana transfer: the system program’s transfers, top level and inner, not the memo', async () => {
    const reader = new SolanaChainReader({ url: `${server.url}/solana`, timeoutMs: 2000 });
    expect(await reader.read(solSignature)).toEqual({
      found: true,
      failed: false,
      transfers: [
        { to: solPortal, amount: 81_234_567n, token: null },
        { to: 'Fh4zVqh9Ld3gzaXX1ZeC7v2aq9a5Pwr3YL8tq5dLrNnW', amount: 1000n, token: null },
      ],
      block: { number: 312_456_789n, time: new Date(1_734_704_791_000) },
      confirmations: 10,
    });
  });
});

describe('a transaction the chain shows but has not put in a block yet', () => {
  const waiting = { found: true, failed: false, block: null, confirmations: 0 } as const;
  /** The checker's verdict on a reading, for a quote of `coin` to `address` issued a minute ago. */
  const judged = (coin: QuotedTransfer['coin'], address: string, observation: ChainObservation) => {
    const now = new Date();
    return chainVerdict({
      quote: {
        coin,
        address,
        units: 12_000_042n,
        issuedAt: new Date(now.getTime() - 60_000),
        expiresAt: new Date(now.getTime() + 14 * 60_000),
      },
      observation,
      requiredConfirmations: 3,
      deadline: new Date(now.getTime() + 24 * 3_600_000),
      now,
      otherOpenPayments: [],
    });
  };

  it('reads a Solana signature only processed as seen with no transfer yet, and judges it confirming', async () => {
    const reader = new SolanaChainReader({ url: `${server.url}/solana`, timeoutMs: 2000 });
    const observation = await reader.read(solWaitingSignature);
    expect(observation).toEqual({ ...waiting, transfers: [] });
    expect(judged('sol', solPortal, observation)).toMatchObject({
      status: 'confirming',
      settled: false,
      evidence: { confirmations: 0, block: null },
    });
  });

  it('reads an Ethereum transaction without its block or receipt as seen, and judges a USDT call confirming', async () => {
    const reader = new EvmChainReader({
      network: 'ethereum',
      chainId: 1,
      url: `${server.url}/evm`,
      timeoutMs: 2000,
    });
    // A token call moves no ether and has no Transfer log before its receipt: nothing listed yet.
    const observation = await reader.read(usdtWaitingHash);
    expect(observation).toEqual({ ...waiting, transfers: [] });
    expect(judged('usdt', portal, observation).status).toBe('confirming');
  });

  it('reads an unconfirmed Esplora transaction with its outputs and no block, and judges it confirming', async () => {
    const reader = new EsploraChainReader({ url: `${server.url}/esplora`, timeoutMs: 2000 });
    const observation = await reader.read(btcWaitingTxid);
    expect(observation).toMatchObject({ ...waiting, transfers: [{ amount: 57_000n }, {}] });
    // Its outputs pay others than the quote's address: still not judged before a block.
    expect(judged('btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', observation)).toMatchObject({
      status: 'confirming',
      settled: false,
    });
  });
});
