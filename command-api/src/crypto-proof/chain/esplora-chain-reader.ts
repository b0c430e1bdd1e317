import { z } from 'zod';
import {
  callOutside,
  excerpt,
  OutsideSystemError,
  readJsonAnswer,
} from '../../integrations/outbound/outside-call.js';
import type { ChainObservation, ChainReader } from '../../ports/chain-reader.js';

const system = 'Bitcoin Esplora API';

/**
 * `GET /tx/:txid`, in Esplora's transaction format (the fields used): each output's
 * `scriptpubkey_address` (absent for an OP_RETURN) and `value` in satoshis, and `status` with
 * `confirmed`, `block_height` and `block_time` (Unix seconds) once in a block.
 */
const esploraTransaction = z.object({
  txid: z.string(),
  vout: z.array(
    z.object({
      scriptpubkey_address: z.string().optional(),
      value: z.number().int().nonnegative(),
    }),
  ),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().nonnegative().nullish(),
    block_time: z.number().int().nonnegative().nullish(),
  }),
});

export interface EsploraConfig {
  /** The API's base, e.g. https://mempool.space/api or https://blockstream.info/api. */
  url: string;
  timeoutMs: number;
}

/**
 * Reads a Bitcoin transaction from an Esplora REST API (what mempool.space and Blockstream
 * serve, and what anyone can host): `GET /tx/:txid`, and `GET /blocks/tip/height` for the
 * confirmations (tip − block height + 1). Esplora answers 404 for a transaction it does not know
 * (and 400 for a txid that is not one): both are "not found".
 */
export class EsploraChainReader implements ChainReader {
  readonly network = 'bitcoin' as const;

  constructor(private readonly config: EsploraConfig) {}

  private get(path: string) {
    return callOutside(system, `${this.config.url}${path}`, { timeoutMs: this.config.timeoutMs });
  }

  async read(txid: string): Promise<ChainObservation> {
    if (!/^[0-9a-fA-F]{64}$/.test(txid)) return { found: false };
    const answer = await this.get(`/tx/${txid.toLowerCase()}`);
    if (answer.status === 404 || answer.status === 400) return { found: false };
    const parsed = esploraTransaction.safeParse(readJsonAnswer(system, answer));
    if (!parsed.success) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        'a transaction of another shape',
        answer.status,
        excerpt(answer.text),
      );
    }
    const tx = parsed.data;
    const transfers = tx.vout.flatMap((output) =>
      output.scriptpubkey_address === undefined
        ? []
        : [{ to: output.scriptpubkey_address, amount: BigInt(output.value), token: null }],
    );
    const height = tx.status.confirmed ? tx.status.block_height : null;
    const blockTime = tx.status.block_time;
    // A block whose time the answer leaves out is read again, never judged as of 1970.
    if (height === null || height === undefined || blockTime === null || blockTime === undefined) {
      return { found: true, failed: false, transfers, block: null, confirmations: 0 };
    }
    const tipAnswer = await this.get('/blocks/tip/height');
    const tip = Number(tipAnswer.text.trim());
    if (tipAnswer.status !== 200 || !Number.isSafeInteger(tip) || tip < height) {
      throw new OutsideSystemError(
        system,
        tipAnswer.status === 200 ? 'bad_answer' : 'status',
        `tip height: ${excerpt(tipAnswer.text, 80)}`,
        tipAnswer.status,
      );
    }
    return {
      found: true,
      failed: false,
      transfers,
      block: { number: BigInt(height), time: new Date(blockTime * 1000) },
      confirmations: tip - height + 1,
    };
  }
}
