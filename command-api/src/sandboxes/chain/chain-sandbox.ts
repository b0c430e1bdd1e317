import Router from '@koa/router';
import Koa from 'koa';
import { isAddress } from 'viem';
import { z } from 'zod';
import { coinSpecs, cryptoTypes, type ChainNetwork } from '@ghost/events';
import { errorMiddleware, jsonBody, parseInput } from '@ghost/events/http';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';
import { ChainLedger, type SandboxTransfer } from './chain-ledger.js';
import { evmJsonRpc, JsonRpcFault } from './evm-json-rpc.js';
import { solanaJsonRpc } from './solana-json-rpc.js';

const transferRequest = z.strictObject({
  crypto_type: z.enum(cryptoTypes),
  to: z.string().trim().min(1).max(128),
  /** In the coin's units, a decimal string: "0.00018751". */
  amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'must be a decimal amount in the coin'),
  /** For USDT and USDC: another token contract, to try a wrong token. */
  token_contract: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits')
    .optional(),
  /** Make the transaction fail on chain (a reverted call, a failed Solana transaction). */
  failed: z.boolean().optional(),
});

const blocksRequest = z.strictObject({
  crypto_type: z.enum(cryptoTypes),
  count: z.int().min(1).max(1000),
});

/** Where each network's wire protocol is served: `{url}/{network}`. */
export const chainSandboxPath = (network: ChainNetwork): string => `/${network}`;

export interface ChainSandbox {
  app: Koa;
  ledger: ChainLedger;
  faults: FaultPlan;
}

const esploraTransaction = (ledger: ChainLedger, transfer: SandboxTransfer) => ({
  txid: transfer.txid,
  version: 2,
  locktime: 0,
  size: 222,
  weight: 561,
  fee: 1410,
  vin: [
    {
      txid: '0'.repeat(64),
      vout: 0,
      is_coinbase: false,
      scriptsig: '',
      scriptsig_asm: '',
      witness: [],
      sequence: 4294967293,
      prevout: {
        scriptpubkey_address: transfer.from,
        scriptpubkey_type: 'v0_p2wpkh',
        value: Number(transfer.units) + 1410,
      },
    },
  ],
  vout: [
    {
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: transfer.to,
      value: Number(transfer.units),
    },
  ],
  status:
    transfer.height === null
      ? { confirmed: false }
      : {
          confirmed: true,
          block_height: transfer.height,
          block_hash: transfer.txid.split('').reverse().join(''),
          block_time: Math.floor(ledger.blockTime('bitcoin', transfer.height).getTime() / 1000),
        },
});

/**
 * A local chain for the six coins, for tests, newcomers and outside testers:
 * - `POST /transfers {crypto_type, to, amount}` records a transfer (amount in the coin's units)
 *   and answers `{txid}` in the coin's real shape (64 hex for Bitcoin, 0x + 64 hex on the EVM
 *   chains, a base58 signature of 87-88 characters on Solana); it waits for the next block;
 * - `POST /blocks {crypto_type, count}` adds blocks to the coin's network: the first takes the
 *   waiting transfers, each one after adds a confirmation;
 * - the same wire protocols as the real chains, so the real readers run against it unchanged:
 *   an Esplora REST subset at `/bitcoin` (`GET /tx/:txid`, `GET /blocks/tip/height`), Ethereum
 *   JSON-RPC at `/ethereum` (chain 1), `/bnb-smart-chain` (56) and `/base` (8453), Solana
 *   JSON-RPC at `/solana`;
 * - `GET /__sandbox/transfers` lists the transfers; `/__sandbox/faults` makes the chain
 *   protocols fail or hang.
 */
export const createChainSandbox = (options: { clock?: () => Date } = {}): ChainSandbox => {
  const ledger = new ChainLedger(options.clock ?? (() => new Date()));
  const faults = new FaultPlan();
  const router = new Router();

  router.post('/transfers', (ctx) => {
    const request = parseInput(transferRequest, ctx.request.body);
    const spec = coinSpecs[request.crypto_type];
    const refuse = (field: string, message: string) => {
      ctx.status = 400;
      ctx.body = { error: { code: 'VALIDATION_ERROR', message, field } };
    };
    if (request.token_contract && !spec.token) {
      refuse('token_contract', `${spec.symbol} is not a token: no token_contract`);
      return;
    }
    // A wallet sends to no EVM address whose EIP-55 checksum fails, and its logs cannot hold one.
    if (spec.network !== 'bitcoin' && spec.network !== 'solana' && !isAddress(request.to)) {
      refuse('to', 'must be a 0x address of 40 hex digits, its mixed case a valid EIP-55 checksum');
      return;
    }
    const transfer = ledger.transfer({
      coin: request.crypto_type,
      to: request.to,
      amount: request.amount,
      token: request.token_contract,
      failed: request.failed,
    });
    if (!transfer) {
      refuse('amount', `${spec.symbol} has ${spec.decimals} decimals at most`);
      return;
    }
    ctx.status = 201;
    ctx.body = { txid: transfer.txid };
  });

  router.post('/blocks', (ctx) => {
    const request = parseInput(blocksRequest, ctx.request.body);
    const network = coinSpecs[request.crypto_type].network;
    ctx.body = { network, height: ledger.addBlocks(network, request.count) };
  });

  router.get('/bitcoin/tx/:txid', (ctx) => {
    const transfer = ledger.find('bitcoin', ctx.params.txid ?? '');
    ctx.type = 'text';
    if (!transfer) {
      ctx.status = 404;
      ctx.body = 'Transaction not found';
      return;
    }
    ctx.body = esploraTransaction(ledger, transfer);
  });

  router.get('/bitcoin/blocks/tip/height', (ctx) => {
    ctx.type = 'text';
    ctx.body = String(ledger.chain('bitcoin').height);
  });

  const rpcs: [ChainNetwork, (method: string, params: unknown[]) => unknown][] = [
    ['ethereum', evmJsonRpc(ledger, 'ethereum', 1)],
    ['bnb-smart-chain', evmJsonRpc(ledger, 'bnb-smart-chain', 56)],
    ['base', evmJsonRpc(ledger, 'base', 8453)],
    ['solana', solanaJsonRpc(ledger)],
  ];
  for (const [network, handle] of rpcs) {
    router.post(chainSandboxPath(network), (ctx) => {
      const answer = (call: unknown) => {
        const {
          id = null,
          method = '',
          params = [],
        } = (call ?? {}) as { id?: unknown; method?: string; params?: unknown[] };
        try {
          return {
            jsonrpc: '2.0',
            id,
            result: handle(method, Array.isArray(params) ? params : []),
          };
        } catch (error) {
          if (!(error instanceof JsonRpcFault)) throw error;
          return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } };
        }
      };
      const body: unknown = ctx.request.body;
      ctx.body = Array.isArray(body) ? body.map(answer) : answer(body);
    });
  }

  router.get('/__sandbox/transfers', (ctx) => {
    ctx.body = ledger.all().map((transfer) => ({
      ...transfer,
      units: transfer.units.toString(),
      confirmations: ledger.confirmations(transfer),
    }));
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(jsonBody());
  app.use(
    actOutFaults(
      faults,
      (path) => !path.startsWith('/__sandbox/') && path !== '/transfers' && path !== '/blocks',
    ),
  );
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, ledger, faults };
};
