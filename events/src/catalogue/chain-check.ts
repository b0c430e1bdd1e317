/*
 * What the chain check concluded about a crypto payment's transaction: the verdict names shared
 * by the server, the admin screens and the tracking page (browser-safe).
 */

/**
 * - `pending`: the transaction is not seen on the network yet;
 * - `confirming`: a transfer that fits the quote is seen, with fewer confirmations than needed, or
 *   the transaction is seen but not in a block yet (0 confirmations: not judged before a block);
 * - `matched`: the quoted amount reached the portal's address in the right coin, in time, with
 *   the confirmations needed;
 * - `underpaid` / `overpaid`: the right coin reached the address, but less / more than quoted;
 * - `wrong_recipient`: nothing in the transaction went to the portal's address;
 * - `wrong_token`: something reached the address, but not the quoted coin (another token, or the
 *   chain's own coin instead of the token);
 * - `not_found`: the transaction was not seen by the deadline, or it failed on chain;
 * - `late`: the transfer's block is outside the quote's window (after its expiry and grace, or
 *   before the quote was issued);
 * - `contested`: the transfer carries the exact amount of another open payment's quote, so it is
 *   that payment's, not this one's.
 */
export const chainCheckStatuses = [
  'pending',
  'confirming',
  'matched',
  'underpaid',
  'overpaid',
  'wrong_recipient',
  'wrong_token',
  'not_found',
  'late',
  'contested',
] as const;
export type ChainCheckStatus = (typeof chainCheckStatuses)[number];

/** The verdicts that may still change as the chain moves on (the checker keeps reading). */
export const progressingChainCheckStatuses: readonly ChainCheckStatus[] = ['pending', 'confirming'];

/**
 * The verdicts that need a member of staff ("Needs a look" on Payment Validation): the transfer
 * does not fit the quote (amount, recipient, coin, time), none was found, or it is another
 * payment's. `matched` is settled evidence, `pending` and `confirming` are still being read.
 */
export const chainCheckStatusesNeedingLook = [
  'underpaid',
  'overpaid',
  'wrong_recipient',
  'wrong_token',
  'not_found',
  'late',
  'contested',
] as const satisfies readonly ChainCheckStatus[];

/** The admin list's chain filter (`chain_check=needs_look`): the verdicts above. */
export const chainCheckFilters = ['needs_look'] as const;
export type ChainCheckFilter = (typeof chainCheckFilters)[number];
