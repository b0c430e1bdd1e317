import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';
import { coinSpecs, parseCoinUnits, type ChainNetwork, type CryptoType } from '@ghost/events';

/** A transfer made on the sandbox chain. */
export interface SandboxTransfer {
  txid: string;
  coin: CryptoType;
  network: ChainNetwork;
  from: string;
  to: string;
  /** In the smallest units of what moved. */
  units: bigint;
  /** The ERC-20 contract that moved it (the coin's own, or another to try a wrong token). */
  token: string | null;
  /** Failed on chain (a reverted EVM call, a failed Solana transaction). */
  failed: boolean;
  /** null while it waits for the next block. */
  height: number | null;
  /** Order within its block. */
  index: number;
}

interface NetworkChain {
  height: number;
  /** Block time (ms) by height. */
  blockTimes: Map<number, number>;
  waiting: SandboxTransfer[];
}

/** Realistic starting heights, so block numbers look like the real chains'. */
const startHeights: Record<ChainNetwork, number> = {
  bitcoin: 870_000,
  ethereum: 21_000_000,
  'bnb-smart-chain': 45_000_000,
  base: 23_000_000,
  solana: 300_000_000,
};

/** A transaction id in the network's real shape: 64 hex, 0x + 64 hex, or a base58 signature. */
export const newTxid = (network: ChainNetwork): string => {
  switch (network) {
    case 'bitcoin':
      return randomBytes(32).toString('hex');
    case 'solana': {
      // 64 bytes in base58 are 86 to 88 characters; a signature as wallets show it has 87 or 88.
      for (;;) {
        const text = base58.encode(randomBytes(64));
        if (text.length >= 87) return text;
      }
    }
    case 'ethereum':
    case 'bnb-smart-chain':
    case 'base':
      return `0x${randomBytes(32).toString('hex')}`;
    default: {
      const unknown: never = network;
      throw new Error(`No txid shape for ${String(unknown)}`);
    }
  }
};

/**
 * The sandbox chain's state: per network its blocks and the transfers made, in memory. A
 * transfer waits (0 confirmations) until blocks are added; the first block added takes every
 * waiting transfer, and each later one adds a confirmation.
 */
export class ChainLedger {
  private readonly chains = new Map<ChainNetwork, NetworkChain>();
  private readonly transfers = new Map<string, SandboxTransfer>();

  constructor(private readonly clock: () => Date) {}

  chain(network: ChainNetwork): NetworkChain {
    let chain = this.chains.get(network);
    if (!chain) {
      const height = startHeights[network];
      chain = { height, blockTimes: new Map([[height, this.clock().getTime()]]), waiting: [] };
      this.chains.set(network, chain);
    }
    return chain;
  }

  /** Records a transfer of `amount` (coin units, a decimal string); null if the amount is not one. */
  transfer(input: {
    coin: CryptoType;
    to: string;
    amount: string;
    token?: string | null;
    failed?: boolean;
  }): SandboxTransfer | null {
    const spec = coinSpecs[input.coin];
    const units = parseCoinUnits(input.amount, spec.decimals);
    if (units === null) return null;
    const chain = this.chain(spec.network);
    const transfer: SandboxTransfer = {
      txid: newTxid(spec.network),
      coin: input.coin,
      network: spec.network,
      from: newSender(spec.network),
      to: input.to,
      units,
      token: input.token === undefined ? (spec.token?.contract ?? null) : input.token,
      failed: input.failed ?? false,
      height: null,
      index: chain.waiting.length,
    };
    chain.waiting.push(transfer);
    this.transfers.set(transfer.txid.toLowerCase(), transfer);
    if (spec.network === 'solana') this.transfers.set(transfer.txid, transfer);
    return transfer;
  }

  /** Adds `count` blocks to a network; the first takes the waiting transfers. */
  addBlocks(network: ChainNetwork, count: number): number {
    const chain = this.chain(network);
    for (let i = 0; i < count; i += 1) {
      chain.height += 1;
      chain.blockTimes.set(chain.height, this.clock().getTime());
      for (const transfer of chain.waiting) transfer.height = chain.height;
      chain.waiting = [];
    }
    return chain.height;
  }

  find(network: ChainNetwork, txid: string): SandboxTransfer | null {
    const transfer = this.transfers.get(network === 'solana' ? txid : txid.toLowerCase()) ?? null;
    return transfer?.network === network ? transfer : null;
  }

  blockTime(network: ChainNetwork, height: number): Date {
    return new Date(this.chain(network).blockTimes.get(height) ?? this.clock().getTime());
  }

  /** Blocks confirming a transfer: its own and those after it; 0 while it waits. */
  confirmations(transfer: SandboxTransfer): number {
    return transfer.height === null ? 0 : this.chain(transfer.network).height - transfer.height + 1;
  }

  all(): SandboxTransfer[] {
    return [...new Set(this.transfers.values())];
  }
}

/** A plausible sender for the network (the sandbox never checks balances). */
const newSender = (network: ChainNetwork): string => {
  switch (network) {
    case 'bitcoin':
      return 'bc1qsandboxpayer';
    case 'solana':
      return base58.encode(randomBytes(32));
    case 'ethereum':
    case 'bnb-smart-chain':
    case 'base':
      return `0x${randomBytes(20).toString('hex')}`;
    default: {
      const unknown: never = network;
      throw new Error(`No sender for ${String(unknown)}`);
    }
  }
};
