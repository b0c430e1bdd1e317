import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { transactionDecider } from './transaction-decider.js';
import type { ChainSighting, RecordChainCheck } from './transaction-commands.js';
import { btcQuote, cryptoDonation, submitted } from './testing/transaction-examples.js';

const spec = deciderSpec(transactionDecider);
const quoted = { ...cryptoDonation, cryptoQuote: btcQuote } as const;
const seen: ChainSighting = {
  txid: quoted.txid,
  status: 'confirming',
  settled: false,
  contestedBy: null,
  recipient: quoted.cryptoQuote.address,
  amount: '0.00012345',
  token: null,
  block: '870001',
  blockTime: '2026-11-22T10:05:00.000Z',
  confirmations: 1,
};
const check = (change: Partial<ChainSighting> = {}, autoProcess = false): RecordChainCheck => ({
  kind: 'RecordChainCheck',
  seen: { ...seen, ...change },
  requiredConfirmations: 2,
  autoProcess,
});
/** What the events record of `seen`, without the verdict. */
const sighting = {
  txid: seen.txid,
  recipient: seen.recipient,
  amount: seen.amount,
  token: seen.token,
  block: seen.block,
  blockTime: seen.blockTime,
  confirmations: seen.confirmations,
  requiredConfirmations: 2,
};
const observed = { ...sighting, status: 'confirming' } as const;

describe('recording the chain check of a quoted crypto payment', () => {
  it('records what is seen the first time, and nothing when a reading shows the same again', () => {
    spec
      .given([submitted(quoted)])
      .when(check())
      .then([{ type: 'ChainTransferObserved', data: observed }]);
    spec
      .given([submitted(quoted), { type: 'ChainTransferObserved', data: observed }])
      .when(check())
      .then([]);
  });

  it('records nothing while the transaction is not seen', () => {
    spec
      .given([submitted(quoted)])
      .when(check({ status: 'pending', confirmations: 0, block: null, amount: null }))
      .then([]);
  });

  it('with automatic processing on, verifies a matched payment by the system, naming the evidence', () => {
    const events = transactionDecider.decide(
      check({ status: 'matched', settled: true, confirmations: 2 }, true),
      [submitted(quoted)].reduce(transactionDecider.evolve, transactionDecider.initialState()),
    );
    expect(events.map((event) => event.type)).toEqual(['ChainCheckConcluded', 'PaymentVerified']);
    expect(events[1]?.data).toMatchObject({ by: 'system' });
    expect(JSON.stringify(events[1]?.data)).toContain('2 of 2 confirmations');
  });

  it('concludes any other verdict for staff, and a deadline passed while confirming as not_found', () => {
    spec
      .given([submitted(quoted)])
      .when(check({ status: 'underpaid', settled: true, confirmations: 2 }, true))
      .then([
        {
          type: 'ChainCheckConcluded',
          data: { ...sighting, confirmations: 2, verdict: 'underpaid', contestedBy: null },
        },
      ]);
    spec
      .given([submitted(quoted)])
      .when(check({ settled: true }))
      .then([
        {
          type: 'ChainCheckConcluded',
          data: { ...sighting, verdict: 'not_found', contestedBy: null },
        },
      ]);
  });

  it('refuses to record on a payment staff already verified', () => {
    spec
      .given([submitted(quoted), { type: 'PaymentVerified', data: { by: 'admin', notes: null } }])
      .when(check({ status: 'matched', settled: true, confirmations: 2 }, true))
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });
});

describe('contesting the first claim on a hash the rightful payer claimed', () => {
  const rightful = 'GHOST-1732291299999-RIGHTFULPAYER0001';
  const contest = (autoProcess = false) =>
    check(
      { status: 'contested', settled: true, contestedBy: rightful, confirmations: 2 },
      autoProcess,
    );
  const contestedConclusion = {
    type: 'ChainCheckConcluded',
    data: { ...sighting, confirmations: 2, verdict: 'contested', contestedBy: rightful },
  } as const;

  it('concludes a stranger’s payment without a quote contested by the rightful payment, once', () => {
    spec
      .given([submitted(cryptoDonation)])
      .when(contest())
      .then([contestedConclusion]);
    spec
      .given([submitted(cryptoDonation), contestedConclusion])
      .when(contest())
      .then([]);
  });

  it('never verifies a contested payment, even with automatic processing on', () => {
    spec
      .given([submitted(quoted)])
      .when(contest(true))
      .then([contestedConclusion]);
  });

  it('contests a quoted stranger’s payment even after its own check concluded another verdict', () => {
    const overpaid = {
      type: 'ChainCheckConcluded',
      data: { ...sighting, confirmations: 2, verdict: 'overpaid', contestedBy: null },
    } as const;
    spec
      .given([submitted(quoted), overpaid])
      .when(contest())
      .then([contestedConclusion]);
    spec
      .given([submitted(quoted), overpaid, contestedConclusion])
      .when(contest())
      .then([]);
  });

  it('refuses to contest a payment staff already verified', () => {
    spec
      .given([
        submitted(cryptoDonation),
        { type: 'PaymentVerified', data: { by: 'admin', notes: null } },
      ])
      .when(contest())
      .thenRefuses('PAYMENT_ALREADY_VERIFIED');
  });

  it('refuses any other reading on a payment without a quote', () => {
    spec
      .given([submitted(cryptoDonation)])
      .when(check({ status: 'matched', settled: true, confirmations: 2 }, true))
      .thenRefuses('WRONG_PAYMENT_METHOD');
  });
});
