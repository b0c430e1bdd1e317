import useSWR from 'swr';
import {
  cryptoQuoteAnswerSchema,
  cryptoTypes,
  paymentIdFault,
  type CryptoQuoteAnswer,
  type CryptoType,
} from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';

/**
 * A donation's crypto form as posted without scripts: the page the server answers is drawn from
 * it (the values kept, the quote, the refusal) and the browser hydrates from the same, carried
 * with the page's first answers under `postedDonationKey`.
 */
export interface PostedDonation {
  amount: string;
  email: string;
  coin: CryptoType | null;
  txid: string;
  sent: boolean;
  /** The visitor asked to pay, not only for the amount to send: every field shows its problem. */
  paying: boolean;
  /** The payment ID this form's submission carries, drawn when the form was first answered. */
  paymentId: string;
  /** The submission's refusal as the command service answered it. */
  refusal: ApiError | null;
}

/** A QR code drawn on the server: its text, and the image (a data URL). */
export interface DrawnQr {
  value: string;
  image: string;
}

/** The SWR key of the QR code the server drew for the page's crypto form (none: not drawn). */
export const drawnQrKey = 'payment-flow/drawn-qr';

/** The SWR key the posted form travels under with the page's first answers. */
export const postedDonationKey = 'payment-flow/posted-donation';

/** The crypto form's id: the donation's amount and e-mail, above it, are posted with it. */
export const donationFormId = 'crypto-payment-form';

/** The names of the form's fields, shared by the form and what reads it. */
export const donationFormFields = {
  amount: 'amount',
  email: 'email',
  coin: 'coin',
  txid: 'txid',
  sent: 'sent',
  quote: 'quote',
  paymentId: 'payment_id',
  intent: 'intent',
} as const;

/** What the visitor's submit button asked: the amount to send, or to pay. */
export type DonationIntent = 'quote' | 'pay';

/** The form's values as posted, each read as the running form would hold it. */
export interface DonationFormValues {
  amount: string;
  email: string;
  coin: CryptoType | null;
  txid: string;
  sent: boolean;
  intent: DonationIntent;
  /** The quote the page showed, as the server answered it; null when none or not readable. */
  quote: CryptoQuoteAnswer | null;
  /** The payment ID the page carried; null when none or not a valid new one. */
  paymentId: string | null;
}

const field = (form: URLSearchParams, name: string, max: number): string =>
  (form.get(name) ?? '').slice(0, max);

const quoteOf = (text: string): CryptoQuoteAnswer | null => {
  try {
    const parsed = cryptoQuoteAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Reads the posted form: lengths capped as the fields cap them, the coin one of the contract's,
 * the quote by the contract's schema, the payment ID by its rule; anything else is as if absent.
 */
export const donationFormValues = (form: URLSearchParams): DonationFormValues => {
  const coin = field(form, donationFormFields.coin, 10);
  const paymentId = field(form, donationFormFields.paymentId, 100);
  return {
    amount: field(form, donationFormFields.amount, 32),
    email: field(form, donationFormFields.email, 254),
    coin: cryptoTypes.find((known) => known === coin) ?? null,
    txid: field(form, donationFormFields.txid, 200),
    sent: form.has(donationFormFields.sent),
    intent: form.get(donationFormFields.intent) === 'pay' ? 'pay' : 'quote',
    quote: quoteOf(field(form, donationFormFields.quote, 4000)),
    paymentId: paymentIdFault(paymentId) === null ? paymentId : null,
  };
};

/** The QR code the server drew for the page, if it did. */
export const useDrawnQr = (): DrawnQr | undefined =>
  useSWR<DrawnQr>(drawnQrKey, null, { revalidateOnMount: false }).data;

/** The posted form the page was answered with, if it was (never while the page runs alone). */
export const usePostedDonation = (): PostedDonation | undefined =>
  useSWR<PostedDonation>(postedDonationKey, null, { revalidateOnMount: false }).data;
