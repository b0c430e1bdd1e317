import { base58 } from '@scure/base';
import { createHash } from 'node:crypto';
import type { ChainLedger } from './chain-ledger.js';
import { JsonRpcFault } from './evm-json-rpc.js';

/** Solana mainnet-beta's genesis hash, as the real cluster answers getGenesisHash. */
const mainnetGenesisHash = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const systemProgram = '11111111111111111111111111111111';
/** Blocks after which the sandbox calls a block finalized, as the cluster's 31+ confirmations. */
const finalizedDepth = 32;

const blockhash = (slot: number): string =>
  base58.encode(createHash('sha256').update(`solana:${slot}`).digest());

/**
 * The subset of Solana's JSON-RPC API the Solana chain reader uses: `getGenesisHash`, `getSlot`,
 * `getSignatureStatuses` (a waiting transfer is `processed` with 0 confirmations, then
 * `confirmed` with the blocks since, `finalized` after 32) and `getTransaction` (jsonParsed:
 * the system program's `transfer` instruction; null until the transfer is in a block).
 */
export const solanaJsonRpc =
  (ledger: ChainLedger) =>
  (method: string, params: unknown[]): unknown => {
    const chain = ledger.chain('solana');
    const context = { slot: chain.height, apiVersion: '2.1.0' };
    switch (method) {
      case 'getGenesisHash':
        return mainnetGenesisHash;
      case 'getSlot':
        return chain.height;
      case 'getSignatureStatuses': {
        const signatures = Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
        return {
          context,
          value: signatures.map((sig) => {
            const transfer = typeof sig === 'string' ? ledger.find('solana', sig) : null;
            if (!transfer) return null;
            const err = transfer.failed ? { InstructionError: [0, { Custom: 1 }] } : null;
            if (transfer.height === null) {
              return {
                slot: chain.height + 1,
                confirmations: 0,
                err,
                confirmationStatus: 'processed',
                status: err ? { Err: err } : { Ok: null },
              };
            }
            const depth = ledger.confirmations(transfer);
            const finalized = depth >= finalizedDepth;
            return {
              slot: transfer.height,
              confirmations: finalized ? null : depth - 1,
              err,
              confirmationStatus: finalized ? 'finalized' : 'confirmed',
              status: err ? { Err: err } : { Ok: null },
            };
          }),
        };
      }
      case 'getTransaction': {
        const transfer = typeof params[0] === 'string' ? ledger.find('solana', params[0]) : null;
        if (transfer?.height == null) return null;
        const err = transfer.failed ? { InstructionError: [0, { Custom: 1 }] } : null;
        return {
          slot: transfer.height,
          blockTime: Math.floor(ledger.blockTime('solana', transfer.height).getTime() / 1000),
          version: 0,
          meta: {
            err,
            status: err ? { Err: err } : { Ok: null },
            fee: 5000,
            preBalances: [],
            postBalances: [],
            innerInstructions: [],
            logMessages: [],
            computeUnitsConsumed: 150,
          },
          transaction: {
            signatures: [transfer.txid],
            message: {
              accountKeys: [
                { pubkey: transfer.from, signer: true, writable: true, source: 'transaction' },
                { pubkey: transfer.to, signer: false, writable: true, source: 'transaction' },
                { pubkey: systemProgram, signer: false, writable: false, source: 'transaction' },
              ],
              recentBlockhash: blockhash(transfer.height - 1),
              instructions: [
                {
                  program: 'system',
                  programId: systemProgram,
                  parsed: {
                    type: 'transfer',
                    info: {
                      source: transfer.from,
                      destination: transfer.to,
                      lamports: Number(transfer.units),
                    },
                  },
                  stackHeight: null,
                },
              ],
            },
          },
        };
      }
      default:
        throw new JsonRpcFault(-32601, 'Method not found');
    }
  };
