import {
  chainCheckStatuses,
  type ChainCheckStatus,
  type TrackingChainCheck,
} from '@ghost/events/contract';

/**
 * What the payer reads of their crypto payment's chain check on the tracking page:
 *
 * - the line: "Waiting for the transaction to appear on the network" while nothing is seen
 *   (`pending`), else "Seen on the network: 1 of 3 confirmations" (never more than needed);
 *   none when the transaction was never found (`not_found`);
 * - the verdict in words, once there is one: `matched` (the transfer was confirmed), a transfer
 *   that does not fit (`underpaid`, `overpaid`, `wrong_recipient`, `wrong_token`, `late`: our team
 *   will check it), `not_found`, or `contested` (the transfer fits another payment);
 * - the tone: `working` while the chain is read, `done` when matched, `attention` otherwise.
 *
 * A status this page does not know (a newer server) is shown as waiting for the team.
 */
export type ChainLine =
  { kind: 'waiting' } | { kind: 'seen'; seen: number; required: number } | { kind: 'none' };

export type ChainVerdict = Exclude<ChainCheckStatus, 'pending' | 'confirming'> | 'unknown';

export type ChainTone = 'working' | 'done' | 'attention';

export interface ChainProgress {
  line: ChainLine;
  verdict: ChainVerdict | null;
  tone: ChainTone;
}

const isKnown = (status: string): status is ChainCheckStatus =>
  (chainCheckStatuses as readonly string[]).includes(status);

export const chainProgressOf = (check: TrackingChainCheck): ChainProgress => {
  const status: string = check.status;
  const seen: ChainLine = {
    kind: 'seen',
    seen: Math.min(check.confirmations, check.required_confirmations),
    required: check.required_confirmations,
  };
  if (!isKnown(status)) return { line: { kind: 'none' }, verdict: 'unknown', tone: 'attention' };
  switch (status) {
    case 'pending':
      return { line: { kind: 'waiting' }, verdict: null, tone: 'working' };
    case 'confirming':
      return { line: seen, verdict: null, tone: 'working' };
    case 'matched':
      return { line: seen, verdict: status, tone: 'done' };
    case 'not_found':
      return { line: { kind: 'none' }, verdict: status, tone: 'attention' };
    case 'underpaid':
    case 'overpaid':
    case 'wrong_recipient':
    case 'wrong_token':
    case 'late':
    case 'contested':
      return { line: seen, verdict: status, tone: 'attention' };
    default: {
      const never: never = status;
      return never;
    }
  }
};
