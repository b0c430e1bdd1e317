import { z } from 'zod';
import { chainCheckStatuses } from './chain-check.js';
import { chainNetworks } from './coins.js';
import { defineEvent } from './define-event.js';
import { paymentCurrencies } from './payment-constants.js';

/** A coin amount in the coin's own units, as a decimal string ("0.00018751"). */
const coinAmount = z.string().regex(/^\d{1,30}(\.\d{1,18})?$/);
/** An amount in a chain's smallest units (satoshi, wei, lamport, a token's base unit). */
const chainUnits = z.string().regex(/^\d{1,40}$/);
const confirmations = z.int().nonnegative();
const requiredConfirmations = z.int().min(1).max(3);
/** Addresses, contracts, block numbers and hashes as the chain spells them. */
const chainText = z.string().min(1).max(256);

/**
 * The quote a crypto payment was submitted with, as the portal signed it (POST /api/crypto/quotes):
 * `cryptoAmount` of the coin on `network` to `address` pays the payment's amount, at `rate`
 * (the price of one coin in `currency`), from `issuedAt` until `expiresAt`. `units` is the same
 * amount in the chain's smallest units: what the chain check compares with. Recorded on
 * PaymentSubmitted (added later: absent from older submissions and from those without a quote,
 * which get no chain check).
 */
export const submittedCryptoQuoteSchema = z.strictObject({
  quoteId: z.string().min(1).max(64),
  cryptoAmount: coinAmount,
  units: chainUnits,
  rate: coinAmount,
  currency: z.enum(paymentCurrencies),
  address: chainText,
  network: z.enum(chainNetworks),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type SubmittedCryptoQuote = z.infer<typeof submittedCryptoQuoteSchema>;

/** What a chain check saw of the payment's transaction, whichever verdict it leads to. */
const seenOnChain = {
  txid: chainText,
  /** The portal's address when something reached it; else the first address the transaction paid. */
  recipient: chainText.nullable(),
  /** What reached the portal's address in the quoted coin, in the coin's units; null if nothing. */
  amount: coinAmount.nullable(),
  /** The ERC-20 contract that moved it; null for the chain's own coin. */
  token: chainText.nullable(),
  /** The block's number; null while the transaction waits to be included. */
  block: chainText.nullable(),
  blockTime: z.iso.datetime().nullable(),
  confirmations,
  requiredConfirmations,
};

/**
 * The chain check saw the payment's transaction change (first seen, one more confirmation, a
 * transfer that changed): recorded only when what is seen changes, never once per reading.
 * `status` is the verdict as things stand (`confirming` for a fitting transfer that lacks
 * confirmations, or the mismatch seen so far); it becomes final with ChainCheckConcluded.
 */
export const ChainTransferObserved = defineEvent(
  'ChainTransferObserved',
  1,
  z.strictObject({ ...seenOnChain, status: z.enum(chainCheckStatuses) }),
);

/**
 * The chain check is over: the verdict (see chainCheckStatuses), on what was seen last. A
 * `matched` payment is verified by the system with automatic processing on; every other verdict
 * waits for staff. `contestedBy` names the payment whose quote the transfer fits instead; a
 * `contested` conclusion is also recorded on a payment without a quote, or after its own
 * verdict, when that payment claimed the hash after it as the transfer's rightful one
 * (PaymentSubmitted `contests`).
 */
export const ChainCheckConcluded = defineEvent(
  'ChainCheckConcluded',
  1,
  z.strictObject({
    ...seenOnChain,
    verdict: z.enum(chainCheckStatuses).exclude(['pending', 'confirming']),
    contestedBy: z.string().max(64).nullable(),
  }),
);

export const chainCheckEvents = [ChainTransferObserved, ChainCheckConcluded] as const;
