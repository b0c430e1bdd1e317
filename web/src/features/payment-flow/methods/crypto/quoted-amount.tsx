import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatCountdown } from '@/lib/format/countdown';
import { formatDateTime } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import type { ReceivedQuote } from '@/features/payment-flow/api/create-crypto-quote';
import { donationFormFields } from '@/features/payment-flow/posted-donation';
import { coinDetails } from './coins';
import { countdownAnnouncement, type QuoteState } from './quote-state';
import styles from './crypto-form.module.css';

export const expiredNoteId = 'crypto-quote-expired';

/**
 * The quoted amount: "Send exactly 0.00018751 BTC", the price in the payment's currency and the
 * rate beside it, and how long the rate stays locked (m:ss). The seconds are not read out: a
 * screen reader hears once that a minute is left and once that the rate ran out. Run out, the
 * amount is greyed and a button asks a new quote (a new amount).
 */
export const QuotedAmount = ({
  state,
  onRenew,
  renewing,
}: {
  state: Extract<QuoteState, { kind: 'quoted' | 'expired' }>;
  onRenew: () => void;
  renewing: boolean;
}) => {
  const { t, i18n } = useTranslation('payment');
  const { answer }: ReceivedQuote = state.quote;
  const symbol = coinDetails[answer.crypto_type].symbol;
  const expired = state.kind === 'expired';
  const announcement = countdownAnnouncement(state);
  // Until the page runs (without scripts, for good) no countdown moves: the rate's end is named,
  // in UTC as the server knows no reader's zone, and a new quote is asked by posting the form.
  const running = useHydrated();
  return (
    <div className={`${styles.quote} ${expired ? styles.quoteExpired : ''}`}>
      <p className={styles.due}>
        <span>{t('crypto.quote.sendExactly')}</span>
        <strong className={`${styles.dueAmount} ${styles.coinAmount}`}>
          {answer.crypto_amount}&nbsp;{symbol}
        </strong>
      </p>
      <p className={styles.quoteFacts}>
        <span>
          {t('crypto.quote.price', {
            price: formatMoney(answer.amount, answer.currency, i18n.language),
          })}
        </span>
        <span>
          {t('crypto.quote.rate', {
            symbol,
            rate: formatMoney(Number(answer.rate), answer.currency, i18n.language),
          })}
        </span>
      </p>
      {expired ? (
        <div className={styles.expiredNote}>
          <p id={expiredNoteId}>{t('crypto.quote.expired')}</p>
          <Button
            variant="primary"
            size="small"
            busy={renewing}
            onClick={onRenew}
            {...(!running && {
              type: 'submit',
              name: donationFormFields.intent,
              value: 'quote',
            })}
          >
            {t('crypto.quote.renew')}
          </Button>
        </div>
      ) : (
        <p className={styles.countdown}>
          {running
            ? t('crypto.quote.lockedFor', { time: formatCountdown(state.secondsLeft) })
            : t('crypto.quote.lockedUntil', {
                time: formatDateTime(answer.expires_at, i18n.language, 'UTC'),
              })}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announcement === null ? '' : t(`crypto.quote.announce.${announcement}`)}
      </p>
    </div>
  );
};
