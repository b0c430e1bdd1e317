import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoTypes, fitsTxidShape, type CryptoType } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/loading-state';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatMoney } from '@/lib/format/money';
import { useCoinAddresses } from '@/features/payment-flow/api/get-crypto-addresses';
import { usePaymentSettings } from '@/features/payment-flow/api/get-payment-settings';
import { ChoiceTiles } from '@/features/payment-flow/components/choice-tiles';
import { SubmissionError } from '@/features/payment-flow/components/submission-error';
import type { Order } from '@/features/payment-flow/order';
import {
  donationFormFields as fields,
  donationFormId,
  usePostedDonation,
} from '@/features/payment-flow/posted-donation';
import { submissionErrorText } from '@/features/payment-flow/submission-errors';
import { usePaymentSubmission } from '@/features/payment-flow/use-payment-submission';
import {
  focusFirstInvalid,
  useTouchOnLeave,
  useTouched,
} from '@/features/payment-flow/use-touched';
import { coinDetails } from './coins';
import { PayToAddress } from './pay-to-address';
import { expiredNoteId } from './quoted-amount';
import { submittableQuote } from './quote-state';
import { useCoinQuote } from './use-coin-quote';
import styles from './crypto-form.module.css';

interface CryptoFormProps {
  order: Order;
  /** Checks what the step asked before the form (a donation's amount); false stops the submit. */
  checkOrder: () => boolean;
  onSubmitted: (paymentId: string) => void;
  /** A donation's amount or e-mail typed before the page ran, taken up by the running page. */
  onTypedBeforeRunning?: (typed: { amount: string; email: string }) => void;
}

/**
 * The crypto form: a coin among those with an address, where and how to send,
 * then the transaction hash and the confirmation that the exact amount was sent. Once the coin
 * and the amount are known the server quotes the exact amount in the coin, its rate locked for
 * 15 minutes; the submission carries that quote, and an expired one must be renewed first. When
 * no quote can be had the form says so and asks for the price in the payment's currency, checked
 * by staff, as before quotes. With the hash
 * rule on (`security_require_txid`), the hash must have its coin's shape, checked as the server
 * checks it; a refusal by the server (the rule switched on since the settings were read) turns the
 * check on too.
 */
export const CryptoForm = ({
  order,
  checkOrder,
  onSubmitted,
  onTypedBeforeRunning,
}: CryptoFormProps) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  const addresses = useCoinAddresses();
  const settings = usePaymentSettings();
  const running = useHydrated();
  // A donation's form posted without scripts is drawn again as it was posted.
  const postedForm = usePostedDonation();
  const posted = order.type === 'donation' ? postedForm : undefined;
  const coins = addresses.data;
  const [chosenCoin, setChosenCoin] = useState<CryptoType | null>(posted?.coin ?? null);
  const [txid, setTxid] = useState(posted?.txid ?? '');
  const [sent, setSent] = useState(posted?.sent ?? false);
  const form = useRef<HTMLFormElement>(null);
  const txidId = useId();
  const { touch, shown, submitAttempted } = useTouched<'txid' | 'sent'>(posted?.paying);
  const touchOnLeave = useTouchOnLeave(touch);
  const { submit, busy, error } = usePaymentSubmission(
    order,
    onSubmitted,
    posted?.refusal ? submissionErrorText(posted.refusal, 'crypto') : null,
  );

  // What was typed or ticked in the server's page before it ran is still in its fields (React
  // leaves them as they are when it takes the page over): the running form takes it up.
  const typedBefore = useRef({ onTypedBeforeRunning, txid, sent, chosenCoin });
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = new FormData(element);
    const before = typedBefore.current;
    const text = (name: string) => {
      const value = typed.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (text(fields.txid) !== before.txid) setTxid(text(fields.txid));
    if (typed.has(fields.sent) !== before.sent) setSent(typed.has(fields.sent));
    const coin = cryptoTypes.find((known) => known === text(fields.coin));
    if (coin && coin !== before.chosenCoin) setChosenCoin(coin);
    before.onTypedBeforeRunning?.({ amount: text(fields.amount), email: text(fields.email) });
  }, []);
  const current = coins?.find(({ coin }) => coin === chosenCoin) ?? coins?.[0] ?? null;
  const quote = useCoinQuote(order, current?.coin ?? null);

  if (addresses.isLoading) return <LoadingState text={t('crypto.loading')} />;
  if (addresses.error !== undefined || !coins || !current) {
    return (
      <Alert tone="warning" announce="status" title={t('crypto.noAddresses')}>
        <p>{t('crypto.contactSupport')}</p>
      </Alert>
    );
  }

  const coinName = t(`common:coins.${current.coin}`);
  // A donation's amount is typed above the form: until it is, the texts speak of it in words.
  const amount = order.amount > 0 ? formatMoney(order.amount, order.currency, i18n.language) : null;
  const hashRuleOn = settings.data?.security_require_txid === 'true' || error?.kind === 'txidShape';
  const txidProblem =
    txid.trim() === ''
      ? t('crypto.txidRequired')
      : hashRuleOn && !fitsTxidShape(current.coin, txid)
        ? t(`crypto.txidShape.${current.coin}`)
        : undefined;
  const sentProblem = sent ? undefined : t('crypto.sentRequired');
  const { state } = quote;
  // The amount to send is named only while its rate is locked; run out, the texts say to renew.
  const quoted = state.kind === 'quoted' ? state.quote.answer : null;
  const exact = quoted && {
    cryptoAmount: quoted.crypto_amount,
    symbol: coinDetails[quoted.crypto_type].symbol,
  };
  // Null while the submit must wait: a quote being asked, or one whose rate ran out.
  const carried = submittableQuote(state);

  return (
    <form
      ref={form}
      id={donationFormId}
      method="post"
      action={`/payment/${order.type}`}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitAttempted();
        const orderOk = checkOrder();
        if (txidProblem || sentProblem || !orderOk) {
          if (orderOk) focusFirstInvalid(form.current);
          return;
        }
        if (carried === null) return;
        const proof = { crypto_type: current.coin, txid, quote: carried.quote };
        void submit({ payment_method: 'crypto', ...proof }).then((refusal) => {
          if (refusal?.kind === 'txidShape') document.getElementById(txidId)?.focus();
        });
      }}
    >
      <ChoiceTiles
        legend={t('crypto.chooseCoin')}
        name={fields.coin}
        layout="symbols"
        value={current.coin}
        onChange={setChosenCoin}
        options={coins.map(({ coin }) => ({
          value: coin,
          label: coinDetails[coin].symbol,
          description: t(`common:coins.${coin}`),
        }))}
      />
      {/* Without scripts, the amount to send is asked by posting the form. */}
      {!running && order.type === 'donation' && (
        <Button type="submit" variant="secondary" name={fields.intent} value="quote">
          {t('crypto.quote.ask')}
        </Button>
      )}
      {(state.kind === 'quoted' || state.kind === 'expired') && (
        <input type="hidden" name={fields.quote} value={JSON.stringify(state.quote.answer)} />
      )}
      {posted && <input type="hidden" name={fields.paymentId} value={posted.paymentId} />}

      {state.kind === 'fallback' && (
        <Alert tone="info" announce="status">
          <p className={styles.fallbackText}>
            {t('crypto.quote.fallback', { coin: coinName, amount })}
          </p>
          <Button variant="secondary" size="small" busy={quote.renewing} onClick={quote.renew}>
            {t('crypto.quote.retry')}
          </Button>
        </Alert>
      )}
      <PayToAddress coin={current.coin} address={current.address} amount={amount} quote={quote} />

      <ol className={styles.instructions} aria-label={t('crypto.instructionsLabel')}>
        <li>
          {exact
            ? t('crypto.instructions.exactQuoted', exact)
            : state.kind === 'expired'
              ? t('crypto.instructions.exactRenew', { coin: coinName })
              : amount === null
                ? t('crypto.instructions.exactTyped', { coin: coinName })
                : t('crypto.instructions.exact', { amount, coin: coinName })}
        </li>
        <li>
          {t('crypto.instructions.network', { network: t(`crypto.networks.${current.coin}`) })}
        </li>
        <li>{t('crypto.instructions.confirmations')}</li>
      </ol>

      <div className={styles.proof}>
        <TextField
          id={txidId}
          name={fields.txid}
          label={t('crypto.txid')}
          hint={t('crypto.txidHint')}
          required
          autoComplete="off"
          spellCheck={false}
          className="mono"
          value={txid}
          onChange={(event) => {
            setTxid(event.target.value);
          }}
          onBlur={(event) => {
            touchOnLeave('txid', event);
          }}
          error={shown('txid') ? txidProblem : undefined}
        />
        <Checkbox
          label={
            exact
              ? t('crypto.sentConfirmQuoted', exact)
              : state.kind === 'expired'
                ? t('crypto.sentConfirmRenew', { coin: coinName })
                : amount === null
                  ? t('crypto.sentConfirmTyped', { coin: coinName })
                  : t('crypto.sentConfirm', { amount, coin: coinName })
          }
          required
          name={fields.sent}
          value="yes"
          checked={sent}
          onChange={(event) => {
            setSent(event.target.checked);
            touch('sent');
          }}
          error={shown('sent') ? sentProblem : undefined}
        />
      </div>

      <SubmissionError error={error} />
      <Button
        type="submit"
        name={fields.intent}
        value="pay"
        size="large"
        block
        busy={busy}
        disabled={carried === null}
        aria-describedby={state.kind === 'expired' ? expiredNoteId : undefined}
      >
        {busy ? t('form.submitting') : t('crypto.submit')}
      </Button>
    </form>
  );
};
