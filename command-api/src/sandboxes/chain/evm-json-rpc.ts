import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  toHex,
  type Hex,
} from 'viem';
import type { ChainNetwork } from '@ghost/events';
import type { ChainLedger, SandboxTransfer } from './chain-ledger.js';

const zeroHash = `0x${'0'.repeat(64)}` as const;
const emptyBloom = `0x${'0'.repeat(512)}` as const;

const blockHash = (network: ChainNetwork, height: number): Hex =>
  keccak256(toHex(`${network}:${height}`));

/** A JSON-RPC error answer (method unknown, bad params). */
export class JsonRpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const transactionObject = (transfer: SandboxTransfer, chainId: number) => {
  const inBlock = transfer.height !== null;
  const isToken = transfer.token !== null;
  return {
    hash: transfer.txid,
    blockHash: inBlock ? blockHash(transfer.network, transfer.height ?? 0) : null,
    blockNumber: inBlock ? toHex(transfer.height ?? 0) : null,
    transactionIndex: inBlock ? toHex(transfer.index) : null,
    from: transfer.from,
    // An ERC-20 payment is a call of the token's transfer(to, value); the chain's coin goes to `to`.
    to: isToken ? transfer.token : transfer.to,
    value: isToken ? '0x0' : toHex(transfer.units),
    input: isToken
      ? encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [transfer.to as Hex, transfer.units],
        })
      : '0x',
    gas: toHex(isToken ? 65_000 : 21_000),
    gasPrice: toHex(1_000_000_000),
    nonce: toHex(transfer.index),
    type: '0x0',
    chainId: toHex(chainId),
    v: toHex(chainId * 2 + 35),
    r: keccak256(toHex(`r:${transfer.txid}`)),
    s: keccak256(toHex(`s:${transfer.txid}`)),
  };
};

const receiptObject = (transfer: SandboxTransfer) => {
  const height = transfer.height ?? 0;
  const hash = blockHash(transfer.network, height);
  const logs =
    transfer.token === null || transfer.failed
      ? []
      : [
          {
            address: transfer.token,
            topics: encodeEventTopics({
              abi: erc20Abi,
              eventName: 'Transfer',
              args: { from: transfer.from as Hex, to: transfer.to as Hex },
            }),
            data: encodeAbiParameters([{ type: 'uint256' }], [transfer.units]),
            blockNumber: toHex(height),
            blockHash: hash,
            transactionHash: transfer.txid,
            transactionIndex: toHex(transfer.index),
            logIndex: '0x0',
            removed: false,
          },
        ];
  return {
    transactionHash: transfer.txid,
    transactionIndex: toHex(transfer.index),
    blockHash: hash,
    blockNumber: toHex(height),
    from: transfer.from,
    to: transfer.token ?? transfer.to,
    cumulativeGasUsed: toHex(21_000),
    gasUsed: toHex(21_000),
    effectiveGasPrice: toHex(1_000_000_000),
    contractAddress: null,
    logs,
    logsBloom: emptyBloom,
    status: transfer.failed ? '0x0' : '0x1',
    type: '0x0',
  };
};

const blockObject = (ledger: ChainLedger, network: ChainNetwork, height: number) => ({
  number: toHex(height),
  hash: blockHash(network, height),
  parentHash: blockHash(network, height - 1),
  timestamp: toHex(Math.floor(ledger.blockTime(network, height).getTime() / 1000)),
  nonce: '0x0000000000000000',
  sha3Uncles: zeroHash,
  logsBloom: emptyBloom,
  transactionsRoot: zeroHash,
  stateRoot: zeroHash,
  receiptsRoot: zeroHash,
  miner: `0x${'0'.repeat(40)}`,
  difficulty: '0x0',
  extraData: '0x',
  size: toHex(1000),
  gasLimit: toHex(30_000_000),
  gasUsed: toHex(21_000),
  baseFeePerGas: toHex(1_000_000_000),
  transactions: [],
  uncles: [],
});

/**
 * The subset of the Ethereum JSON-RPC API the EVM chain reader uses, for one EVM network of the
 * sandbox: `eth_chainId`, `eth_blockNumber`, `eth_getTransactionByHash` (null when unknown),
 * `eth_getTransactionReceipt` (null while waiting; ERC-20 `Transfer` logs ABI-encoded) and
 * `eth_getBlockByNumber`.
 */
export const evmJsonRpc =
  (ledger: ChainLedger, network: ChainNetwork, chainId: number) =>
  (method: string, params: unknown[]): unknown => {
    const txid = typeof params[0] === 'string' ? params[0] : '';
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId);
      case 'eth_blockNumber':
        return toHex(ledger.chain(network).height);
      case 'eth_getTransactionByHash': {
        const transfer = ledger.find(network, txid);
        return transfer ? transactionObject(transfer, chainId) : null;
      }
      case 'eth_getTransactionReceipt': {
        const transfer = ledger.find(network, txid);
        return transfer && transfer.height !== null ? receiptObject(transfer) : null;
      }
      case 'eth_getBlockByNumber': {
        const tip = ledger.chain(network).height;
        const height = txid === 'latest' ? tip : Number.parseInt(txid, 16);
        return Number.isSafeInteger(height) && height <= tip
          ? blockObject(ledger, network, height)
          : null;
      }
      default:
        throw new JsonRpcFault(-32601, `the method ${method} does not exist/is not available`);
    }
  };
