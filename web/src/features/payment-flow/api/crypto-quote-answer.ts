/*
 * The quote's answer schema, imported by createCryptoQuote only once a quote has arrived: it is
 * the payment page's one use of zod, which would otherwise weigh 22 KB (gzip) on the page's first
 * load, before a coin is even chosen.
 */
export { cryptoQuoteAnswerSchema } from '@ghost/events/contract';
