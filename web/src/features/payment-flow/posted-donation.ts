import useSWR from 'swr';
import type { CryptoType } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';

/*
 * What the browser's code needs of a form posted without scripts: no schema (the payment page
 * loads no zod on its first load); the server reads the posted fields in donation-form-values.ts.
 */

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

/** The QR code the server drew for the page, if it did. */
export const useDrawnQr = (): DrawnQr | undefined =>
  useSWR<DrawnQr>(drawnQrKey, null, { revalidateOnMount: false }).data;

/** The posted form the page was answered with, if it was (never while the page runs alone). */
export const usePostedDonation = (): PostedDonation | undefined =>
  useSWR<PostedDonation>(postedDonationKey, null, { revalidateOnMount: false }).data;
