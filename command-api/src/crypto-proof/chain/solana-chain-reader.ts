import {
  createSolanaRpc,
  isSolanaError,
  signature as toSignature,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type Signature,
} from '@solana/kit';
import { z } from 'zod';
import { OutsideSystemError } from '../../integrations/outbound/outside-call.js';
import type { ChainObservation, ChainReader, ObservedTransfer } from '../../ports/chain-reader.js';

const system = 'Solana JSON-RPC';

/** Solana mainnet-beta's genesis hash: the endpoint must serve it (not devnet or testnet). */
export const solanaMainnetGenesisHash = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

const integer = z.union([z.bigint(), z.number().int()]).transform((value) => BigInt(value));

/** A jsonParsed instruction: a system-program transfer is `{program: "system", parsed: {type: "transfer", info}}`. */
const parsedInstruction = z.object({
  program: z.string().optional(),
  parsed: z
    .union([
      z.object({
        type: z.string(),
        info: z
          .object({ destination: z.string().optional(), lamports: integer.optional() })
          .loose(),
      }),
      z.string(),
    ])
    .optional(),
});

const transactionAnswer = z.object({
  slot: integer,
  blockTime: integer.nullable(),
  meta: z
    .object({
      err: z.unknown().nullable(),
      innerInstructions: z.array(z.object({ instructions: z.array(parsedInstruction) })).nullish(),
    })
    .nullable(),
  transaction: z.object({ message: z.object({ instructions: z.array(parsedInstruction) }) }),
});

const statusAnswer = z.object({
  value: z.array(
    z
      .object({
        confirmations: integer.nullable(),
        confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable(),
        err: z.unknown().nullable(),
      })
      .nullable(),
  ),
});

export interface SolanaReaderConfig {
  url: string;
  timeoutMs: number;
}

/** A finalized block has at least 31 confirmations; the node reports null, not a count. */
const finalizedConfirmations = 32;

/** What @solana/kit (or fetch under it) threw, as an outside failure. */
const outsideFailure = (error: unknown): OutsideSystemError => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new OutsideSystemError(system, 'timeout', 'no answer in time', null, null, {
      cause: error,
    });
  }
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    const status = error.context.statusCode;
    return new OutsideSystemError(system, 'status', `answered HTTP ${status}`, status, null, {
      cause: error,
    });
  }
  if (error instanceof TypeError) {
    const cause = error.cause instanceof Error ? error.cause.message : error.message;
    return new OutsideSystemError(system, 'network', cause, null, null, { cause: error });
  }
  return new OutsideSystemError(
    system,
    'bad_answer',
    error instanceof Error ? error.message : String(error),
    null,
    null,
    { cause: error },
  );
};

/**
 * Reads a Solana transaction over JSON-RPC with @solana/kit: `getTransaction` (jsonParsed,
 * `maxSupportedTransactionVersion: 0`, at the `confirmed` commitment), whose system-program
 * `transfer` instructions (top level and inner) give the recipients and lamports, and
 * `getSignatureStatuses` for how far it is confirmed: `processed` 0, `confirmed` 1 (or the
 * count the node gives), `finalized` 32. The endpoint's genesis hash is checked once.
 */
export class SolanaChainReader implements ChainReader {
  readonly network = 'solana' as const;
  private readonly rpc;
  private clusterChecked = false;

  constructor(private readonly config: SolanaReaderConfig) {
    this.rpc = createSolanaRpc(config.url);
  }

  private signal(): AbortSignal {
    return AbortSignal.timeout(this.config.timeoutMs);
  }

  private async checkCluster(): Promise<void> {
    if (this.clusterChecked) return;
    const genesis = await this.rpc.getGenesisHash().send({ abortSignal: this.signal() });
    if (genesis !== solanaMainnetGenesisHash) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `the endpoint serves another cluster (genesis ${genesis})`,
      );
    }
    this.clusterChecked = true;
  }

  /** A slot's time in Unix seconds (getBlockTime), null where the node cannot tell. */
  private async blockTimeOf(slot: bigint): Promise<bigint | null> {
    const time: unknown = await this.rpc.getBlockTime(slot).send({ abortSignal: this.signal() });
    return integer.nullable().parse(time);
  }

  async read(txid: string): Promise<ChainObservation> {
    let sig: Signature;
    try {
      sig = toSignature(txid);
    } catch {
      return { found: false };
    }
    try {
      await this.checkCluster();
      const statuses = statusAnswer.parse(
        await this.rpc
          .getSignatureStatuses([sig], { searchTransactionHistory: true })
          .send({ abortSignal: this.signal() }),
      );
      const status = statuses.value[0] ?? null;
      if (!status) return { found: false };
      const raw: unknown = await this.rpc
        .getTransaction(sig, {
          encoding: 'jsonParsed',
          maxSupportedTransactionVersion: 0,
          commitment: 'confirmed',
        })
        .send({ abortSignal: this.signal() });
      if (raw === null) {
        // Seen but only processed: not in a confirmed block yet.
        return {
          found: true,
          failed: status.err !== null,
          transfers: [],
          block: null,
          confirmations: 0,
        };
      }
      const tx = transactionAnswer.parse(raw);
      const instructions = [
        ...tx.transaction.message.instructions,
        ...(tx.meta?.innerInstructions ?? []).flatMap((inner) => inner.instructions),
      ];
      const transfers: ObservedTransfer[] = instructions.flatMap((instruction) => {
        const parsed = instruction.parsed;
        if (instruction.program !== 'system' || typeof parsed !== 'object') return [];
        const { destination, lamports } = parsed.info;
        return (parsed.type === 'transfer' || parsed.type === 'transferWithSeed') &&
          destination !== undefined &&
          lamports !== undefined
          ? [{ to: destination, amount: lamports, token: null }]
          : [];
      });
      const confirmations =
        status.confirmationStatus === 'finalized'
          ? finalizedConfirmations
          : status.confirmationStatus === 'confirmed'
            ? Math.max(1, Number(status.confirmations ?? 1n))
            : 0;
      const failed = tx.meta?.err !== null && tx.meta?.err !== undefined;
      // getTransaction may leave the block's time out ("null if not available"): the slot's time
      // is asked for; still unknown, the transaction is read again, never judged as of 1970.
      const blockTime = tx.blockTime ?? (await this.blockTimeOf(tx.slot));
      if (blockTime === null)
        return { found: true, failed, transfers, block: null, confirmations: 0 };
      return {
        found: true,
        failed,
        transfers,
        block: { number: tx.slot, time: new Date(Number(blockTime) * 1000) },
        confirmations,
      };
    } catch (error) {
      if (error instanceof OutsideSystemError) throw error;
      throw outsideFailure(error);
    }
  }
}
