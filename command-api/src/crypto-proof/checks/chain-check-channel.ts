import {
  coinSpecs,
  shownToChainUnits,
  type ChainCheckStatus,
  type ChainNetwork,
  type CryptoType,
  type EventStore,
  type Logger,
  type StoredEvent,
  type SubmittedCryptoQuote,
  type TransactionEvent,
} from '@ghost/events';
import type { DeliveryOutcome, OutboxChannel } from '../../integrations/outbox/outbox-channel.js';
import type { RetryPolicy } from '../../integrations/outbox/retry-policy.js';
import { paymentIdOf, recordOnPayment, workerContext } from '../../payments/outboxes/recording.js';
import type { ChainSighting } from '../../payments/transaction-commands.js';
import type { ChainReader } from '../../ports/chain-reader.js';
import type { CommandContext } from '../../handling/command-context.js';
import { settingsFold } from '../../settings/settings-fold.js';
import type { AmountAllocator } from '../quotes/amount-allocator.js';
import { shownUnitsOf } from '../submission/quoted-crypto-submission.js';
import { chainVerdict, type ChainVerdict } from '../verdicts/chain-verdict.js';

export const chainCheckOutboxName = 'chain-check';

/** A quoted crypto payment whose transaction is to be read until its verdict is final. */
export interface ChainCheckRequest {
  paymentId: string;
  coin: CryptoType;
  txid: string;
  quote: SubmittedCryptoQuote;
  submittedAt: Date;
  /** The payment that named the hash first, whose claim this one contests (see TxidClaim). */
  contests: string | null;
}

/** One reading: the verdict on what the chain showed, or null when it could not be read. */
export interface ChainCheckAnswer extends DeliveryOutcome {
  verdict: ChainVerdict | null;
}

export interface ChainCheckDeps {
  eventStore: EventStore;
  readers: Record<ChainNetwork, ChainReader>;
  /** Holds each open quoted payment's amount; its other payments are what a transfer may fit. */
  allocator: AmountAllocator;
  /** How often a transaction is read, and how long after submission it is waited for. */
  checks: { intervalMs: number; deadlineMs: number };
  clock: () => Date;
  log: Logger;
}

/**
 * Reads at a steady interval (no backoff: a chain is read, not retried), for as long as the
 * verdict is open; the deadline, not a number of attempts, ends a check.
 */
export const chainCheckPolicy = (intervalMs: number): RetryPolicy => ({
  maxAttempts: Number.MAX_SAFE_INTEGER,
  initialDelayMs: intervalMs,
  maxDelayMs: intervalMs,
});

/**
 * What shows that a transfer is the quoted payment's: it carries its quoted amount to its
 * address in its coin (in time or not). Only then is the first claim on its hash contested.
 */
const transferIsTheirs: ReadonlySet<ChainCheckStatus> = new Set(['confirming', 'matched', 'late']);

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

const sightingOf = (txid: string, verdict: ChainVerdict): ChainSighting => ({
  txid,
  status: verdict.status,
  settled: verdict.settled,
  contestedBy: verdict.contestedBy,
  recipient: verdict.evidence.recipients[0] ?? null,
  amount: verdict.evidence.amount,
  token: verdict.evidence.token,
  block: verdict.evidence.block,
  blockTime: verdict.evidence.blockTime,
  confirmations: verdict.evidence.confirmations,
});

/**
 * The chain check as an outbox channel, driven by the log so it survives a restart: a crypto
 * payment submitted with a quote asks for a check; the checker reads its transaction with the
 * network's chain reader every `intervalMs` and judges it with `chainVerdict` against the quote
 * and the other open quoted payments of the coin. It records through the payment's decider:
 * an observation only when what is seen changes, the verdict once final (the coin's required
 * confirmations, or the deadline: not seen or not confirmed `deadlineMs` after submission is
 * `not_found`). With `security_auto_process` on, a `matched` payment is verified by the system.
 * A concluded, verified or failed payment needs no more reading.
 *
 * A payment that claimed a hash another payment had named first (see TxidClaim) contests that
 * first claim: once its reading shows the transfer carrying its quoted amount, the first claim
 * is concluded `contested` by it (quoted or not, so never verified by the system), before its
 * own verdict is recorded.
 *
 * Reading the log also keeps the allocator right across restarts: every open quoted payment's
 * amount is held again from its PaymentSubmitted, and released when its check is over, so no
 * quote hands it out twice.
 */
export const chainCheckChannel = (
  deps: ChainCheckDeps,
): OutboxChannel<ChainCheckRequest, ChainCheckAnswer> => {
  const open = new Map<string, ChainCheckRequest>();

  const autoProcessOn = async (): Promise<boolean> => {
    const settings = settingsFold(deps.eventStore, ['security_auto_process']);
    await settings.readUpTo('head');
    return settings.values.security_auto_process === 'true';
  };

  /** The first claims already concluded `contested` (by this run: a restart records it again, as nothing). */
  const contested = new Set<string>();

  /**
   * Concludes the first claim on a hash `contested` by the payment whose quoted amount its
   * transfer carries, with what the chain shows: quoted or not, it is never verified by the system.
   */
  const contest = async (
    firstClaim: string,
    rightful: string,
    seen: ChainSighting,
    requiredConfirmations: number,
    context: CommandContext,
  ): Promise<void> => {
    if (contested.has(firstClaim)) return;
    await recordOnPayment(
      deps,
      firstClaim,
      {
        kind: 'RecordChainCheck',
        seen: { ...seen, status: 'contested', settled: true, contestedBy: rightful },
        requiredConfirmations,
        autoProcess: false,
      },
      context,
    );
    contested.add(firstClaim);
  };

  const settle = (paymentId: string): void => {
    const request = open.get(paymentId);
    if (!request) return;
    open.delete(paymentId);
    deps.allocator.release(request.coin, shownUnitsOf(request.coin, request.quote), paymentId);
  };

  return {
    name: chainCheckOutboxName,

    requestIn: (event: StoredEvent) => {
      const paymentId = paymentIdOf(event);
      if (!paymentId || event.type !== 'PaymentSubmitted') return null;
      const data = event.data as Of<'PaymentSubmitted'>;
      if (data.method !== 'crypto' || !data.cryptoType || !data.cryptoQuote) return null;
      const request: ChainCheckRequest = {
        paymentId,
        coin: data.cryptoType,
        txid: data.txid,
        quote: data.cryptoQuote,
        submittedAt: new Date(event.metadata.occurredAt),
        contests: data.contests ?? null,
      };
      open.set(paymentId, request);
      deps.allocator.holdForPayment(
        request.coin,
        shownUnitsOf(request.coin, request.quote),
        paymentId,
      );
      return { key: paymentId, request };
    },

    progressIn: (event: StoredEvent) => {
      const paymentId = paymentIdOf(event);
      if (!paymentId) return null;
      switch (event.type) {
        case 'ChainCheckConcluded':
        case 'PaymentVerified':
        case 'PaymentFailed':
        case 'StatusOverridden':
          settle(paymentId);
          return { key: paymentId, attempt: null, nextAttemptAt: null };
        default:
          return null;
      }
    },

    deliver: async (request) => {
      const spec = coinSpecs[request.coin];
      const observation = await deps.readers[spec.network].read(request.txid);
      const others = deps.allocator
        .heldPayments(request.coin)
        .filter((held) => held.paymentId !== request.paymentId)
        .map((held) => ({
          paymentId: held.paymentId,
          units: shownToChainUnits(request.coin, held.amount),
        }));
      const verdict = chainVerdict({
        quote: {
          coin: request.coin,
          address: request.quote.address,
          units: BigInt(request.quote.units),
          issuedAt: new Date(request.quote.issuedAt),
          expiresAt: new Date(request.quote.expiresAt),
        },
        observation,
        requiredConfirmations: spec.requiredConfirmations,
        deadline: new Date(request.submittedAt.getTime() + deps.checks.deadlineMs),
        now: deps.clock(),
        otherOpenPayments: others,
      });
      return { verdict, delivered: verdict.settled, retryable: !verdict.settled, error: null };
    },

    unanswered: (error) => ({
      verdict: null,
      delivered: false,
      retryable: true,
      error: error instanceof Error ? error.message : String(error),
    }),

    record: async (attempt) => {
      const { verdict } = attempt.answer;
      // The chain could not be read: nothing is known, nothing is recorded; it is read again.
      if (!verdict) return null;
      const { request } = attempt;
      const seen = sightingOf(request.txid, verdict);
      const requiredConfirmations = coinSpecs[request.coin].requiredConfirmations;
      const context = workerContext(chainCheckOutboxName, attempt);
      if (request.contests && transferIsTheirs.has(verdict.status)) {
        await contest(request.contests, request.paymentId, seen, requiredConfirmations, context);
      }
      return recordOnPayment(
        deps,
        request.paymentId,
        {
          kind: 'RecordChainCheck',
          seen,
          requiredConfirmations,
          autoProcess: seen.settled && seen.status === 'matched' ? await autoProcessOn() : false,
        },
        context,
      );
    },
  };
};
