import type { ChainNetwork } from '@ghost/events';

/** Something a transaction moved to an address. */
export interface ObservedTransfer {
  /** The recipient, as the chain spells it. */
  to: string;
  /** In the smallest units of what moved (satoshi, wei, lamport, a token's base unit). */
  amount: bigint;
  /** The ERC-20 contract whose `Transfer` log this is; null for the chain's own coin. */
  token: string | null;
}

/** The block a transaction is in. */
export interface ObservedBlock {
  number: bigint;
  time: Date;
}

/**
 * What the chain shows of a transaction, without judging it: every transfer it made (each output
 * of a Bitcoin transaction, an EVM transaction's value and the ERC-20 `Transfer` logs of its
 * receipt, the system-program transfers of a Solana transaction), its block, and how many blocks
 * confirm it (the transaction's own block counts as one; 0 while it waits to be included).
 */
export type ChainObservation =
  | { found: false }
  | {
      found: true;
      /** Reverted (EVM) or failed (Solana): what it lists was attempted, and nothing moved. */
      failed: boolean;
      transfers: ObservedTransfer[];
      /** null while the transaction waits to be included, or while its block's time is unknown. */
      block: ObservedBlock | null;
      confirmations: number;
    };

/**
 * Reads a transaction on one network: Esplora REST for Bitcoin, JSON-RPC for Ethereum, BNB
 * Smart Chain and Base, Solana JSON-RPC. Real adapters and the local chain sandbox sit behind
 * it. An endpoint that cannot be asked, answers nonsense or serves another chain makes `read`
 * throw an OutsideSystemError (the checker asks again later); an unknown transaction is
 * `{found: false}`.
 */
export interface ChainReader {
  readonly network: ChainNetwork;
  read(txid: string): Promise<ChainObservation>;
}
