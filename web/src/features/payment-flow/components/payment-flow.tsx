import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GiftCardRegion, SubscriptionDuration, TransactionType } from '@ghost/events/contract';
import { LoadingState } from '@/components/ui/loading-state';
import { useHydrated } from '@/hooks/use-hydrated';
import { isPortalLanguage } from '@/i18n/languages';
import { usePlanPrices } from '../api/get-plan-prices';
import { usePaymentSettings } from '../api/get-payment-settings';
import { accountProblems, prefilledAccount, type AccountDetails } from '../account-details';
import { completedPayment, type CompletedPayment } from '../completed-payment';
import { processingWaitMs, reachableStep, stepsOf, type FlowStep } from '../flow-steps';
import { likelyRegion } from '../gift-card-region';
import { useEmailCheck } from '../use-email-check';
import type { Order } from '../order';
import { defaultMethod, enabledMethods, operatorTexts, type FlowMethod } from '../payment-methods';
import { usePostedDonation } from '../posted-donation';
import { ConfirmationStep } from '../steps/confirmation-step';
import { InformationStep } from '../steps/information-step';
import { PaymentStep } from '../steps/payment-step';
import type { DonationDraft } from './donation-details';
import { OrderSummary } from './order-summary';
import { PaymentsUnavailable } from './payments-unavailable';
import { StepIndicator } from './step-indicator';
import styles from './payment-flow.module.css';

interface HistoryState {
  step?: FlowStep;
}

/**
 * The payment flow: Information, Payment and Confirmation for a
 * subscription, Payment and Confirmation for a donation. Each step is an entry of the browser's
 * history, so Back returns to the previous step with everything typed still there.
 */
export const PaymentFlow = ({ type }: { type: TransactionType }) => {
  const { t, i18n } = useTranslation('payment');
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = usePaymentSettings();
  const running = useHydrated();
  const isEmail = useEmailCheck();
  const posted = usePostedDonation();

  const [account, setAccount] = useState<AccountDetails>(() => prefilledAccount(query));
  const [chosenMethod, setChosenMethod] = useState<FlowMethod | null>(null);
  const [chosenRegion, setRegion] = useState<GiftCardRegion | null>(null);
  // The likely region follows the browser's locale, which the server does not know: the page is
  // drawn in the region its language suggests (the server read that region's prices) until it runs.
  const region = chosenRegion ?? likelyRegion(running ? navigator.language : i18n.language);
  const [duration, setDuration] = useState<SubscriptionDuration | null>(null);
  // A form posted without scripts is drawn again as posted, its problems shown.
  const [donation, setDonation] = useState<DonationDraft>(() =>
    posted
      ? { amount: posted.amount, email: posted.email, checked: { amount: true, email: true } }
      : {
          amount: '',
          email: prefilledAccount(query).email,
          checked: { amount: false, email: false },
        },
  );
  const [processing, setProcessing] = useState(false);
  const [completed, setCompleted] = useState<CompletedPayment | null>(null);
  const [paymentShown, setPaymentShown] = useState(false);
  const headings = {
    information: useRef<HTMLHeadingElement>(null),
    payment: useRef<HTMLHeadingElement>(null),
    confirmation: useRef<HTMLHeadingElement>(null),
  };

  // Settings that fail to load leave every method on offer, card chosen; once read, a read again
  // that fails keeps them (the methods must not change under the visitor's choice).
  const publicSettings = settings.data;
  const methods = enabledMethods(type, publicSettings);
  const method =
    chosenMethod && methods.includes(chosenMethod)
      ? chosenMethod
      : defaultMethod(type, publicSettings);
  const prices = usePlanPrices(type === 'ghost-eshop-pro' ? method : null, region);
  const price = prices.data?.items.find((item) => item.duration === duration) ?? null;

  const language = isPortalLanguage(i18n.language) ? i18n.language : 'en';
  const order = useMemo<Order | null>(() => {
    if (!method) return null;
    if (type === 'donation') {
      const amount = Number(donation.amount);
      return {
        type,
        method,
        duration: null,
        region: null,
        amount: Number.isFinite(amount) && amount > 0 ? amount : 0,
        currency: 'USD',
        username: '',
        email: donation.email,
        language,
      };
    }
    if (!price) return null;
    return {
      type,
      method,
      duration: price.duration,
      region: method === 'nintendo-eshop' ? region : null,
      amount: price.price,
      // The price's own currency: a gift card's is its region's (Europe EUR, United States USD,
      // Japan JPY), and the built-in list that stands in for prices that failed to load is in
      // dollars, offered for United States gift cards only.
      currency: price.currency,
      username: account.username,
      email: account.email,
      language,
    };
  }, [type, method, donation, price, region, account, language]);

  const informationComplete =
    order !== null && Object.keys(accountProblems(account, isEmail)).length === 0;
  const steps = stepsOf(type);
  const requested = (location.state as HistoryState | null)?.step;
  const step = reachableStep(type, requested, {
    informationComplete,
    completed: completed !== null,
  });

  // A new step starts at the top, its heading focused so a screen reader reads where it is.
  const shownStep = useRef(step);
  const stepHeading = headings[step];
  useEffect(() => {
    if (step === 'payment') setPaymentShown(true);
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    stepHeading.current?.focus({ preventScroll: true });
  }, [step, stepHeading]);

  const goTo = useCallback(
    (next: FlowStep, replace = false) => {
      void navigate(`${location.pathname}${location.search}`, {
        state: { step: next } satisfies HistoryState,
        replace,
      });
    },
    [navigate, location.pathname, location.search],
  );

  // After the submission: the 2-second processing wait, then the confirmation.
  const waiting = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(waiting.current);
    },
    [],
  );
  const onSubmitted = useCallback(
    (paymentId: string) => {
      setProcessing(true);
      window.scrollTo(0, 0);
      waiting.current = window.setTimeout(() => {
        setCompleted(completedPayment(paymentId));
        setProcessing(false);
        goTo('confirmation', true);
      }, processingWaitMs);
    },
    [goTo],
  );

  // The title and its line show at once; only what depends on the method switches waits for them.
  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{t(`title.${type}`)}</h1>
      <p className={styles.subtitle}>{t(`subtitle.${type}`)}</p>
    </header>
  );
  if (settings.isLoading) {
    return (
      <div className={`container ${styles.flow}`}>
        {header}
        <LoadingState />
      </div>
    );
  }
  if (!method) {
    // Donations are crypto only: with crypto off and a subscription method on, only they stop.
    const subscriptionOpen = enabledMethods('ghost-eshop-pro', publicSettings).length > 0;
    return (
      <PaymentsUnavailable
        reason={type === 'donation' && subscriptionOpen ? 'cryptoDonations' : 'allMethods'}
      />
    );
  }

  const summary = {
    type,
    duration: type === 'donation' ? null : duration,
    method,
    methodName: operatorTexts(method, publicSettings).name,
    region: method === 'nintendo-eshop' ? region : null,
    amount: order && order.amount > 0 ? order.amount : (price?.price ?? null),
    currency: order?.currency ?? price?.currency ?? 'USD',
  };

  return (
    <div className={`container ${styles.flow}`}>
      {header}
      <StepIndicator steps={steps} current={step} />
      <div className={styles.layout}>
        <div className={styles.summary}>
          <OrderSummary order={summary} />
        </div>
        {/* Until the page runs, its controls are disabled, but for a donation in crypto: its form
            is posted to the server without scripts (and what was typed before the page ran is
            taken up by the running form). Nothing else can be paid without scripts yet. */}
        <fieldset
          role="none"
          disabled={!running && !(type === 'donation' && method === 'crypto')}
          className={styles.main}
        >
          {type === 'ghost-eshop-pro' && (
            <div hidden={step !== 'information'}>
              <InformationStep
                headingRef={headings.information}
                account={account}
                onAccountChange={setAccount}
                methods={methods}
                settings={publicSettings}
                method={method}
                onMethodChange={(next) => {
                  // Changing the method clears the selected tier.
                  if (next !== method) setDuration(null);
                  setChosenMethod(next);
                }}
                region={region}
                onRegionChange={setRegion}
                prices={{
                  data: prices.data,
                  isLoading: prices.isLoading,
                  retry: () => {
                    void prices.mutate();
                  },
                }}
                duration={duration}
                onDurationChange={setDuration}
                onContinue={() => {
                  goTo('payment');
                }}
              />
            </div>
          )}
          {/* Kept once shown, so going back to Information and on loses nothing typed. */}
          {order && (step === 'payment' || (paymentShown && step === 'information')) && (
            <div hidden={step !== 'payment'}>
              <PaymentStep
                headingRef={headings.payment}
                order={order}
                region={region}
                onBack={
                  type === 'ghost-eshop-pro'
                    ? () => {
                        void navigate(-1);
                      }
                    : undefined
                }
                donation={donation}
                onDonationChange={setDonation}
                processing={processing}
                onSubmitted={onSubmitted}
              />
            </div>
          )}
          {step === 'confirmation' && order && completed && (
            <ConfirmationStep
              order={order}
              completed={completed}
              headingRef={headings.confirmation}
            />
          )}
        </fieldset>
      </div>
    </div>
  );
};
