import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardPayerRegions,
  randomText,
  type CardPayerRegion,
  type CardProviderId,
} from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { createCardWallet } from '@/features/payment-flow/api/create-card-wallet';
import { ChoiceTiles } from '@/features/payment-flow/components/choice-tiles';
import { SubmissionError } from '@/features/payment-flow/components/submission-error';
import type { Order } from '@/features/payment-flow/order';
import { attemptFor, type Attempt } from '@/features/payment-flow/submission-attempt';
import { cardWalletBody } from '@/features/payment-flow/submission-body';
import {
  submissionErrorText,
  type SubmissionErrorText,
} from '@/features/payment-flow/submission-errors';
import { focusFirstInvalid } from '@/features/payment-flow/use-touched';
import { CardStarted, type OpenedWallet } from './card-started';
import { FeeEstimate } from './fee-estimate';
import { ProviderChoice } from './provider-choice';
import { likelyPayerRegion, providerProblem } from './provider-availability';
import styles from './card-form.module.css';

interface CardFormProps {
  order: Order;
  onSubmitted: (paymentId: string) => void;
}

/**
 * Opens a blank tab while the click still counts as the visitor's (so no popup blocker stops
 * it), to be sent to the processor's page once the server has made the wallet.
 */
const openWaitingTab = (title: string, text: string): Window | null => {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = title;
    tab.document.body.textContent = text;
  }
  return tab;
};

/**
 * The card form: say where you pay from (Stripe takes the
 * United States only), choose a processor, see the estimated fees, open its payment page in a
 * new tab; then 'payment completed' or 'go back'.
 */
export const CardForm = ({ order, onSubmitted }: CardFormProps) => {
  const { t } = useTranslation('payment');
  const [payerRegion, setPayerRegion] = useState<CardPayerRegion>(() =>
    likelyPayerRegion(navigator.language),
  );
  const [provider, setProvider] = useState<CardProviderId | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SubmissionErrorText | null>(null);
  const [wallet, setWallet] = useState<OpenedWallet | null>(null);
  const attempt = useRef<Attempt<null> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const returned = useRef(false);

  const problem = providerProblem(provider, order.amount, payerRegion);

  // After 'go back', the visitor lands on the provider they had chosen.
  useEffect(() => {
    if (!wallet && returned.current && provider) {
      form.current
        ?.querySelector<HTMLInputElement>(`input[type="radio"][value="${provider}"]`)
        ?.focus();
      returned.current = false;
    }
  }, [wallet, provider]);

  if (wallet) {
    return (
      <CardStarted
        wallet={wallet}
        onCompleted={() => {
          onSubmitted(wallet.paymentId);
        }}
        onBack={() => {
          returned.current = true;
          setWallet(null);
        }}
      />
    );
  }

  const open = async (chosen: CardProviderId) => {
    const tab = openWaitingTab(t('card.waitingTab.title'), t('card.waitingTab.text'));
    const current = attemptFor(attempt.current, JSON.stringify({ order, chosen }), () => ({
      idempotencyKey: randomText(32),
      ids: null,
    }));
    attempt.current = current;
    setBusy(true);
    setError(null);
    const answer = await createCardWallet(cardWalletBody(order, chosen), current.idempotencyKey);
    setBusy(false);
    if (answer.error) {
      tab?.close();
      setError(submissionErrorText(answer.error, 'card'));
      return;
    }
    const { paymentId, paymentUrl } = answer.data;
    if (tab) {
      tab.opener = null;
      tab.location.replace(paymentUrl);
    }
    setWallet({ paymentId, paymentUrl, provider: chosen, tabOpened: tab !== null });
  };

  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setShowProblem(true);
        if (problem || !provider) {
          focusFirstInvalid(form.current);
          return;
        }
        void open(provider);
      }}
    >
      <ChoiceTiles
        legend={t('card.payerRegion')}
        hint={t('card.payerRegionHint')}
        layout="chips"
        value={payerRegion}
        onChange={(region) => {
          setPayerRegion(region);
          // A processor chosen that does not take payers from there says so at once.
          setShowProblem(
            provider !== null && providerProblem(provider, order.amount, region) !== null,
          );
        }}
        options={cardPayerRegions.map((region) => ({
          value: region,
          label: t(`card.payerRegions.${region}`),
        }))}
      />
      <ProviderChoice
        amount={order.amount}
        payerRegion={payerRegion}
        value={provider}
        onChange={(chosen) => {
          setProvider(chosen);
          setShowProblem(providerProblem(chosen, order.amount, payerRegion) !== null);
        }}
        problem={showProblem ? problem : null}
      />
      {provider && !problem && <FeeEstimate provider={provider} amount={order.amount} />}
      <p className={styles.newTab}>{t('card.newTabNote')}</p>
      <SubmissionError error={error} />
      <Button type="submit" size="large" block busy={busy}>
        {busy ? t('card.opening') : t('card.open')}
      </Button>
    </form>
  );
};
