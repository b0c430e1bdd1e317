import { unstable_serialize } from 'swr';
import type {
  CryptoAddressesAnswer,
  EthAddressAnswer,
  PublicSettings,
} from '@ghost/events/contract';
import type { FirstAnswers } from '@/lib/first-answers';
import { answerDonationForm, type ApiPost } from './answer-donation-form';
import { cryptoQuoteKey } from './api/create-crypto-quote';
import {
  coinAddressesPath,
  ethAddressPath,
  offeredCoins,
  type CoinAddress,
} from './api/get-crypto-addresses';
import { settingsPath } from './api/get-payment-settings';
import { drawnQrKey, postedDonationKey } from './posted-donation';

const dataOf = (answers: FirstAnswers, path: string): unknown => {
  const answer = answers[path];
  return answer && 'data' in answer ? answer.data : undefined;
};

/** The coins the form offers, from the page's first answers, as `useCoinAddresses` reads them. */
const coinsOf = (answers: FirstAnswers): CoinAddress[] => {
  const list = dataOf(answers, coinAddressesPath) as CryptoAddressesAnswer | undefined;
  if (list) return offeredCoins(list);
  const eth =
    (dataOf(answers, ethAddressPath) as EthAddressAnswer | undefined)?.address.trim() ?? '';
  return eth === '' ? [] : [{ coin: 'eth', address: eth }];
};

/** A QR code as an SVG image (a data URL the page's policy allows), drawn on the server. */
const drawQr = async (value: string): Promise<string> => {
  const { toString } = await import('qrcode');
  const svg = await toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/** The QR code of `value` drawn on the server, as the first answer the form reads it from. */
const drawnQrAnswer = async (value: string | undefined): Promise<FirstAnswers> =>
  value === undefined ? {} : { [drawnQrKey]: { data: { value, image: await drawQr(value) } } };

/**
 * The donation page's answers beside its first reads, for a browser that may run no script: the
 * QR code of the first coin's address, which the form shows first.
 */
export const donationPageAnswers = (firstAnswers: FirstAnswers): Promise<FirstAnswers> =>
  drawnQrAnswer(coinsOf(firstAnswers)[0]?.address);

/**
 * A donation's crypto form posted without scripts, answered: where to go (the payment's tracking
 * page), or the answers the page is drawn again from, beside its first reads: the posted form with
 * its QR code, and the quote under the key the running form reads it by.
 */
export const donationFormAnswers = async (
  form: URLSearchParams,
  firstAnswers: FirstAnswers,
  context: { language: string; post: ApiPost; now: number },
): Promise<{ redirect: string } | { answers: FirstAnswers }> => {
  const coins = coinsOf(firstAnswers);
  const settings = dataOf(firstAnswers, settingsPath) as PublicSettings | undefined;
  const answer = await answerDonationForm(form, {
    ...context,
    coins,
    hashRuleOn: settings?.security_require_txid === 'true',
  });
  if ('redirect' in answer) return answer;
  const { posted, quote } = answer;
  const address = coins.find(({ coin }) => coin === posted.coin)?.address;
  const answers: FirstAnswers = {
    [postedDonationKey]: { data: posted },
    ...(await drawnQrAnswer(quote?.result.data?.answer.payment_uri ?? address)),
  };
  if (quote) {
    const key = cryptoQuoteKey({ crypto_type: quote.coin, amount: quote.amount, currency: 'USD' });
    answers[unstable_serialize(key)] = { data: quote.result };
  }
  return { answers };
};
