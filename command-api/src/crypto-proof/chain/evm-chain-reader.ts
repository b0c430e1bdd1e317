import {
  BaseError,
  createPublicClient,
  decodeEventLog,
  erc20Abi,
  HttpRequestError,
  http,
  TimeoutError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  toEventSelector,
  type PublicClient,
} from 'viem';
import type { ChainNetwork } from '@ghost/events';
import { OutsideSystemError } from '../../integrations/outbound/outside-call.js';
import type { ChainObservation, ChainReader, ObservedTransfer } from '../../ports/chain-reader.js';

export type EvmNetwork = Extract<ChainNetwork, 'ethereum' | 'bnb-smart-chain' | 'base'>;

/**
 * keccak256("Transfer(address,address,uint256)"): the first topic of every ERC-20 Transfer log.
 * Checked before decoding: decoding a log "as" Transfer does not by itself refuse another event.
 */
const transferTopic = toEventSelector('Transfer(address,address,uint256)');

const systemNames: Record<EvmNetwork, string> = {
  ethereum: 'Ethereum JSON-RPC',
  'bnb-smart-chain': 'BNB Smart Chain JSON-RPC',
  base: 'Base JSON-RPC',
};

export interface EvmReaderConfig {
  network: EvmNetwork;
  /** The chain the endpoint must serve (1, 56, 8453): checked once, so a wrong URL reads nothing. */
  chainId: number;
  url: string;
  timeoutMs: number;
}

/** What viem threw, as the outside failure it is (the checker tries again later). */
const outsideFailure = (system: string, error: unknown): OutsideSystemError => {
  if (!(error instanceof BaseError)) {
    return new OutsideSystemError(
      system,
      'bad_answer',
      error instanceof Error ? error.message : String(error),
      null,
      null,
      { cause: error },
    );
  }
  if (error.walk((cause) => cause instanceof TimeoutError)) {
    return new OutsideSystemError(system, 'timeout', error.shortMessage, null, null, {
      cause: error,
    });
  }
  const http = error.walk((cause) => cause instanceof HttpRequestError);
  if (http instanceof HttpRequestError) {
    return http.status === undefined
      ? new OutsideSystemError(system, 'network', http.shortMessage, null, null, { cause: error })
      : new OutsideSystemError(
          system,
          'status',
          `answered HTTP ${http.status}`,
          http.status,
          null,
          { cause: error },
        );
  }
  return new OutsideSystemError(system, 'bad_answer', error.shortMessage, null, null, {
    cause: error,
  });
};

/**
 * Reads a transaction on an EVM chain over JSON-RPC, with viem: `eth_getTransactionByHash` (the
 * value it sends to `to`), `eth_getTransactionReceipt` (success or revert, and every ERC-20
 * `Transfer` log, decoded with the standard ERC-20 ABI and kept with the contract that emitted
 * it, so the token is checked against the quoted one), the block's timestamp and
 * `eth_blockNumber` for the confirmations (head − block + 1). One reader serves ETH and USDT on
 * Ethereum; one each BNB on BNB Smart Chain and USDC on Base.
 */
export class EvmChainReader implements ChainReader {
  readonly network: EvmNetwork;
  private readonly client: PublicClient;
  private readonly system: string;
  private chainChecked = false;

  constructor(private readonly config: EvmReaderConfig) {
    this.network = config.network;
    this.system = systemNames[config.network];
    this.client = createPublicClient({
      transport: http(config.url, { timeout: config.timeoutMs, retryCount: 0 }),
    });
  }

  private async checkChain(): Promise<void> {
    if (this.chainChecked) return;
    const served = await this.client.getChainId();
    if (served !== this.config.chainId) {
      throw new OutsideSystemError(
        this.system,
        'bad_answer',
        `the endpoint serves chain ${served}, not chain ${this.config.chainId}`,
      );
    }
    this.chainChecked = true;
  }

  async read(txid: string): Promise<ChainObservation> {
    const hash = (txid.startsWith('0x') ? txid : `0x${txid}`).toLowerCase() as `0x${string}`;
    if (!/^0x[0-9a-f]{64}$/.test(hash)) return { found: false };
    try {
      await this.checkChain();
      let transaction;
      try {
        transaction = await this.client.getTransaction({ hash });
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return { found: false };
        throw error;
      }
      const transfers: ObservedTransfer[] =
        transaction.to && transaction.value > 0n
          ? [{ to: transaction.to, amount: transaction.value, token: null }]
          : [];
      // viem types a mined transaction, but a node answers blockNumber null while one waits.
      const blockNumber = transaction.blockNumber as bigint | null;
      if (blockNumber === null) {
        return { found: true, failed: false, transfers, block: null, confirmations: 0 };
      }
      let receipt;
      try {
        receipt = await this.client.getTransactionReceipt({ hash });
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) {
          return { found: true, failed: false, transfers, block: null, confirmations: 0 };
        }
        throw error;
      }
      for (const log of receipt.logs) {
        if (log.topics[0]?.toLowerCase() !== transferTopic) continue;
        try {
          const event = decodeEventLog({
            abi: erc20Abi,
            eventName: 'Transfer',
            data: log.data,
            topics: log.topics,
          });
          transfers.push({ to: event.args.to, amount: event.args.value, token: log.address });
        } catch {
          // Not an ERC-20 Transfer (another event, or an ERC-721 one with its id indexed).
        }
      }
      const [block, head] = await Promise.all([
        this.client.getBlock({ blockNumber: receipt.blockNumber }),
        this.client.getBlockNumber({ cacheTime: 0 }),
      ]);
      return {
        found: true,
        failed: receipt.status === 'reverted',
        transfers,
        block: { number: receipt.blockNumber, time: new Date(Number(block.timestamp) * 1000) },
        confirmations: head >= receipt.blockNumber ? Number(head - receipt.blockNumber) + 1 : 0,
      };
    } catch (error) {
      if (error instanceof OutsideSystemError) throw error;
      throw outsideFailure(this.system, error);
    }
  }
}
