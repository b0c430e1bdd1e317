import {
  coinSpecs,
  formatCoinUnits,
  type ChainCheckStatus,
  type ChainNetwork,
  type CryptoType,
} from '@ghost/events';
import type { ChainObservation, ObservedTransfer } from '../../ports/chain-reader.js';

/** What a payment's quote fixed: the transfer that pays it. */
export interface QuotedTransfer {
  coin: CryptoType;
  /** The portal's address the quote named. */
  address: string;
  /** The quoted amount in the chain's smallest units. */
  units: bigint;
  issuedAt: Date;
  expiresAt: Date;
}

export interface VerdictInput {
  quote: QuotedTransfer;
  observation: ChainObservation;
  requiredConfirmations: number;
  /** Until when a transaction not seen (or not confirmed) is waited for. */
  deadline: Date;
  now: Date;
  /** The other payments of the coin whose checks are open, with their quoted amounts. */
  otherOpenPayments: readonly { paymentId: string; units: bigint }[];
}

/** What the verdict rests on, to record as the payment's evidence. */
export interface ChainEvidence {
  /** The portal's address when something reached it; else every recipient the transaction paid. */
  recipients: string[];
  /** What reached the portal's address in the quoted coin, in smallest units; null if nothing. */
  units: string | null;
  /** The same in the coin's units ("0.00018751"). */
  amount: string | null;
  /** The token contract that moved it (ERC-20), null for the chain's own coin or nothing. */
  token: string | null;
  block: string | null;
  blockTime: string | null;
  confirmations: number;
  failed: boolean;
}

export interface ChainVerdict {
  status: ChainCheckStatus;
  /** Final: the checker stops (enough confirmations, or the deadline passed). */
  settled: boolean;
  /** For `contested`: the payment whose quote the transfer fits. */
  contestedBy: string | null;
  evidence: ChainEvidence;
}

/**
 * How far a block's time may be from the quote's window and still count. A Bitcoin block comes
 * every 10 minutes on average (an hour is not rare with a low fee), and its timestamp may be an
 * hour or two off the real time; the other chains' block times are seconds apart and exact.
 * `late` means: the transfer's block time is after `expires_at` + `afterExpiryMs`, or before
 * `issued_at` − `beforeIssueMs` (a transfer older than its quote cannot have paid it).
 */
export const blockTimeGrace: Record<
  ChainNetwork,
  { afterExpiryMs: number; beforeIssueMs: number }
> = {
  bitcoin: { afterExpiryMs: 60 * 60_000, beforeIssueMs: 2 * 60 * 60_000 },
  ethereum: { afterExpiryMs: 10 * 60_000, beforeIssueMs: 5 * 60_000 },
  'bnb-smart-chain': { afterExpiryMs: 10 * 60_000, beforeIssueMs: 5 * 60_000 },
  base: { afterExpiryMs: 10 * 60_000, beforeIssueMs: 5 * 60_000 },
  solana: { afterExpiryMs: 10 * 60_000, beforeIssueMs: 5 * 60_000 },
};

/** Bitcoin's bech32 and EVM hex addresses compare without case; Solana's base58 exactly. */
export const sameAddress = (network: ChainNetwork, a: string, b: string): boolean =>
  network === 'solana' ? a === b : a.toLowerCase() === b.toLowerCase();

const sameToken = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : a.toLowerCase() === b.toLowerCase();

/** What a transaction moved to the quote's address: in any coin, in the quoted coin, and its sum. */
const transfersToQuote = (
  quote: QuotedTransfer,
  observation: Extract<ChainObservation, { found: true }>,
) => {
  const spec = coinSpecs[quote.coin];
  const expectedToken = spec.token?.contract ?? null;
  const toPortal = observation.transfers.filter((transfer) =>
    sameAddress(spec.network, transfer.to, quote.address),
  );
  const ofCoin = toPortal.filter((transfer) => sameToken(transfer.token, expectedToken));
  const units = ofCoin.reduce((sum, transfer) => sum + transfer.amount, 0n);
  return { toPortal, ofCoin, units };
};

/**
 * Whether what the chain shows of a transaction, in a block or not yet, moves the quoted amount
 * of the quoted coin to the quote's address. A waiting transaction's verdict is `confirming`
 * whatever it shows; this is what proves it carries this quote rather than another.
 */
export const showsQuotedTransfer = (
  quote: QuotedTransfer,
  observation: ChainObservation,
): boolean =>
  observation.found &&
  !observation.failed &&
  transfersToQuote(quote, observation).units === quote.units;

/**
 * The chain check's verdict on a payment's transaction (pure): it looks in order at
 * 1. the transaction: not seen yet → `pending`; seen but not in a block yet → `confirming` with 0
 *    confirmations, whatever it shows so far (both until the deadline, then `not_found`); failed
 *    on chain → `not_found` (nothing moved);
 * 2. the recipient: nothing to the quote's address → `wrong_recipient`; something, but not the
 *    quoted coin (another token, or the chain's coin instead of the token) → `wrong_token`;
 * 3. the amount (all transfers of the coin to the address, added up): the quoted amount → on to
 *    4; another open payment's quoted amount → `contested`; less → `underpaid`; more → `overpaid`;
 * 4. the time: a block outside the quote's window (see blockTimeGrace) → `late`; else `matched`
 *    once it has the required confirmations, `confirming` before.
 * A verdict is settled (final) with the required confirmations, or at the deadline; before that
 * a mismatch is reported as seen and the checker reads again.
 */
export const chainVerdict = (input: VerdictInput): ChainVerdict => {
  const { quote, observation, requiredConfirmations, now } = input;
  const spec = coinSpecs[quote.coin];
  const pastDeadline = now.getTime() >= input.deadline.getTime();

  if (!observation.found) {
    return {
      status: pastDeadline ? 'not_found' : 'pending',
      settled: pastDeadline,
      contestedBy: null,
      evidence: {
        recipients: [],
        units: null,
        amount: null,
        token: null,
        block: null,
        blockTime: null,
        confirmations: 0,
        failed: false,
      },
    };
  }

  const { toPortal, ofCoin, units } = transfersToQuote(quote, observation);
  const shown: ObservedTransfer | undefined = ofCoin[0] ?? toPortal[0];
  const evidence: ChainEvidence = {
    recipients:
      toPortal.length > 0
        ? [quote.address]
        : [...new Set(observation.transfers.map((transfer) => transfer.to))],
    units: ofCoin.length > 0 ? units.toString() : null,
    amount: ofCoin.length > 0 ? formatCoinUnits(units, spec.decimals) : null,
    token: shown?.token ?? null,
    block: observation.block?.number.toString() ?? null,
    blockTime: observation.block?.time.toISOString() ?? null,
    confirmations: observation.confirmations,
    failed: observation.failed,
  };
  const confirmed = observation.confirmations >= requiredConfirmations;
  const settled = confirmed || pastDeadline;
  const verdict = (status: ChainCheckStatus, contestedBy: string | null = null): ChainVerdict => ({
    status,
    settled,
    contestedBy,
    evidence,
  });

  // Not in a block yet, nothing is judged: what a node shows of a waiting transaction is partial
  // (a Solana one only processed lists no transfer; an ERC-20 call has no Transfer log before its
  // receipt) and it may still be dropped or replaced. It is seen, confirming with 0
  // confirmations; still waiting at the deadline, it was not confirmed in time: `not_found`.
  if (observation.block === null) {
    return pastDeadline ? verdict('not_found') : verdict('confirming');
  }
  if (observation.failed) return { ...verdict('not_found'), settled: true };
  if (toPortal.length === 0) return verdict('wrong_recipient');
  if (ofCoin.length === 0) return verdict('wrong_token');
  if (units !== quote.units) {
    const owner = input.otherOpenPayments.find((payment) => payment.units === units);
    if (owner) return verdict('contested', owner.paymentId);
    return verdict(units < quote.units ? 'underpaid' : 'overpaid');
  }
  const grace = blockTimeGrace[spec.network];
  const time = observation.block.time.getTime();
  if (
    time > quote.expiresAt.getTime() + grace.afterExpiryMs ||
    time < quote.issuedAt.getTime() - grace.beforeIssueMs
  ) {
    return verdict('late');
  }
  return verdict(confirmed ? 'matched' : 'confirming');
};
