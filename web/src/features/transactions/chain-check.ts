import {
  chainCheckStatuses,
  chainCheckStatusesNeedingLook,
  type ChainCheckStatus,
  type ChainCheckView,
} from '@ghost/events/contract';

/**
 * How staff see a quoted crypto payment's chain check on Payment Validation and in its details:
 *
 * - `attention` (Needs a look, the filter of the same name): a verdict that needs staff, the
 *   transfer not fitting its quote (`underpaid`, `overpaid`, `late`), none found (`not_found`),
 *   or not the portal's to take (`wrong_recipient`, `wrong_token`, `contested`);
 * - `settled`: `matched`, positive evidence. With automatic processing on the system has already
 *   verified such a payment; with it off the badge tells staff they may verify it without opening
 *   a block explorer;
 * - `progress`: `pending` or `confirming`, still being read; shown so that staff wait for the
 *   chain rather than verify by hand.
 *
 * A payment without a quote has no chain check (null) and no badge: staff check it by hand.
 */
export type ChainCheckKind = 'attention' | 'settled' | 'progress';

/** The badge's colour: red where the coins are not the portal's to take, amber to look at. */
export type ChainCheckTone = 'danger' | 'warning' | 'success' | 'neutral';

export interface ChainCheckLook {
  kind: ChainCheckKind;
  tone: ChainCheckTone;
}

const tones: Record<ChainCheckStatus, ChainCheckTone> = {
  pending: 'neutral',
  confirming: 'neutral',
  matched: 'success',
  underpaid: 'warning',
  overpaid: 'warning',
  late: 'warning',
  not_found: 'warning',
  wrong_recipient: 'danger',
  wrong_token: 'danger',
  contested: 'danger',
};

export const needsLook = (status: ChainCheckStatus): boolean =>
  (chainCheckStatusesNeedingLook as readonly ChainCheckStatus[]).includes(status);

export const chainCheckLook = (status: ChainCheckStatus): ChainCheckLook => ({
  kind: needsLook(status) ? 'attention' : status === 'matched' ? 'settled' : 'progress',
  tone: tones[status],
});

/** A status the portal knows (a newer server may send one this page does not). */
export const isKnownChainStatus = (status: string): status is ChainCheckStatus =>
  (chainCheckStatuses as readonly string[]).includes(status);

/** Confirmations as shown: never more than needed ("3 of 3", not "7 of 3"). */
export const shownConfirmations = (
  check: Pick<ChainCheckView, 'confirmations' | 'required_confirmations'>,
) => Math.min(check.confirmations, check.required_confirmations);
