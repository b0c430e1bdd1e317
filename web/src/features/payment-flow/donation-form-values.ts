import {
  cryptoQuoteAnswerSchema,
  cryptoTypes,
  paymentIdFault,
  type CryptoQuoteAnswer,
  type CryptoType,
} from '@ghost/events/contract';
import { donationFormFields, type DonationIntent } from './posted-donation';

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
