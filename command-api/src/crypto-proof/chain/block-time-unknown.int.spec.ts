import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRpcAnswer,
  serveRecordedAnswers,
  type RecordedAnswersServer,
} from '../testing/recorded-answers-server.js';
import { EsploraChainReader } from './esplora-chain-reader.js';
import { SolanaChainReader, solanaMainnetGenesisHash } from './solana-chain-reader.js';

/*
 * A block's time is what tells a transfer made inside its quote's window from an older one. Both
 * APIs may leave it out: Solana's getTransaction documents `blockTime` as "null if not
 * available" (getBlockTime then answers for the slot, or null itself), and an Esplora answer
 * without `block_time` is read here the same way. A reader never turns a missing time into
 * 1 January 1970, which would call the transfer late.
 */

const portal = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const payer = '9we6kjtbcZ2vy3GSLLsZTEhbAqXPTRvEyoxa8wxSqKp5';
/** Its slot's time is known to getBlockTime. */
const timedLater =
  '5UfDuX7WXY18keiz9mZ6zKkY8JyNuLDFz2QycQcr7skRkgVaNmo6tgFbsePRrX5C6crvycJ2A3txSdH5FUbAePcA';
/** Its slot's time is known to no one yet. */
const untimed =
  '2id3YC2jK9G5Wo2phDx4gJVAew8DcY5NAojnVuao8rkxwPYPe8cSwE5GzhEgJA2y8fVjDEo6iR6ykBvDxrTQrtpb';
const knownSlot = 312_456_789;
const unknownSlot = 312_456_790;

const solanaTransaction = (signature: string, slot: number) => ({
  slot,
  blockTime: null,
  version: 0,
  meta: { err: null, status: { Ok: null }, fee: 5000, innerInstructions: [] },
  transaction: {
    signatures: [signature],
    message: {
      instructions: [
        {
          program: 'system',
          programId: '11111111111111111111111111111111',
          parsed: {
            type: 'transfer',
            info: { source: payer, destination: portal, lamports: 81_234_567 },
          },
          stackHeight: null,
        },
      ],
    },
  },
});

const btcTxid = 'b'.repeat(64);

let server: RecordedAnswersServer;

beforeAll(async () => {
  const solana = jsonRpcAnswer((method, params) => {
    switch (method) {
      case 'getGenesisHash':
        return solanaMainnetGenesisHash;
      case 'getSignatureStatuses':
        return {
          context: { slot: 312_456_800, apiVersion: '2.1.0' },
          value: [
            { slot: knownSlot, confirmations: 10, err: null, confirmationStatus: 'confirmed' },
          ],
        };
      case 'getTransaction':
        return params[0] === timedLater
          ? solanaTransaction(timedLater, knownSlot)
          : solanaTransaction(untimed, unknownSlot);
      case 'getBlockTime':
        return params[0] === knownSlot ? 1_734_704_791 : null;
      default:
        return null;
    }
  });
  server = await serveRecordedAnswers((request) => {
    if (request.path === '/solana') return solana(request);
    if (request.path === `/esplora/tx/${btcTxid}`) {
      return {
        body: {
          txid: btcTxid,
          vout: [
            {
              scriptpubkey_address: 'bc1q9yhuu4yty2xd8hmrxnw4yhavvtn7khm62uw38p',
              scriptpubkey_type: 'v0_p2wpkh',
              value: 57000,
            },
          ],
          status: { confirmed: true, block_height: 875602 },
        },
      };
    }
    if (request.path === '/esplora/blocks/tip/height') return { body: '875603' };
    return { status: 404, body: 'not found' };
  });
});
afterAll(async () => {
  await server.close();
});

describe('a block whose time the chain’s answer leaves out', () => {
  it('takes a Solana transaction’s time from getBlockTime when getTransaction has none', async () => {
    const reader = new SolanaChainReader({ url: `${server.url}/solana`, timeoutMs: 2000 });
    expect(await reader.read(timedLater)).toMatchObject({
      found: true,
      transfers: [{ to: portal, amount: 81_234_567n, token: null }],
      block: { number: BigInt(knownSlot), time: new Date(1_734_704_791_000) },
      confirmations: 10,
    });
  });

  it('reads a Solana transaction whose slot has no time yet as not in a block, to be read again', async () => {
    const reader = new SolanaChainReader({ url: `${server.url}/solana`, timeoutMs: 2000 });
    expect(await reader.read(untimed)).toEqual({
      found: true,
      failed: false,
      transfers: [{ to: portal, amount: 81_234_567n, token: null }],
      block: null,
      confirmations: 0,
    });
  });

  it('reads an Esplora transaction confirmed without a block time as not in a block, to be read again', async () => {
    const reader = new EsploraChainReader({ url: `${server.url}/esplora`, timeoutMs: 2000 });
    expect(await reader.read(btcTxid)).toMatchObject({
      found: true,
      block: null,
      confirmations: 0,
    });
  });
});
