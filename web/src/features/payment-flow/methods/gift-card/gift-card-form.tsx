import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftCardRegion } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { formatMoney } from '@/lib/format/money';
import { SubmissionError } from '@/features/payment-flow/components/submission-error';
import type { Order } from '@/features/payment-flow/order';
import { usePaymentSubmission } from '@/features/payment-flow/use-payment-submission';
import { focusFirstInvalid, useTouched } from '@/features/payment-flow/use-touched';
import { GiftCardRow } from './gift-card-row';
import {
  giftCardProblems,
  giftCardTotals,
  isBelowPrice,
  type GiftCardEntry,
} from './gift-card-list';
import styles from './gift-card-form.module.css';

/** Up to 20 cards per payment, as the server takes. */
const maxCards = 20;

interface GiftCardFormProps {
  order: Order;
  region: GiftCardRegion;
  onChangeRegion: () => void;
  onSubmitted: (paymentId: string) => void;
}

/**
 * The gift-card form: the region's cards, each a code and its value; add and
 * remove cards; total cards and total value; the confirmation; then the submission.
 */
export const GiftCardForm = ({ order, region, onChangeRegion, onSubmitted }: GiftCardFormProps) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  // The order's: the region's currency, as the summary shows it and the submission sends it.
  const currency = order.currency;
  const nextKey = useRef(1);
  const [cards, setCards] = useState<GiftCardEntry[]>([{ key: 0, code: '', value: '' }]);
  const [confirmed, setConfirmed] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { touch, shown, submitAttempted, submitted } = useTouched<'confirmed'>();
  const { submit, busy, error } = usePaymentSubmission(order, onSubmitted);
  const form = useRef<HTMLFormElement>(null);

  // After a card is added or removed, the code of the card it concerns takes the focus.
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    if (focusCard.current === null) return;
    document.getElementById(`gift-card-code-${focusCard.current}`)?.focus();
    focusCard.current = null;
  }, [cards]);

  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const problems = giftCardProblems(cards, currency);
  const totals = giftCardTotals(cards, currency);
  const belowPrice = isBelowPrice(cards, currency, order.amount);
  const confirmProblem = confirmed ? undefined : t('giftCard.confirmRequired');
  const fieldShown = (key: number, field: 'code' | 'value') =>
    submitted || touched.has(`${key}.${field}`);

  const update = (key: number, change: Partial<GiftCardEntry>) => {
    setCards((list) => list.map((card) => (card.key === key ? { ...card, ...change } : card)));
  };

  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitAttempted();
        const invalid = problems.some((problem) => problem.code ?? problem.value);
        if (invalid || belowPrice || confirmProblem) {
          focusFirstInvalid(form.current);
          return;
        }
        void submit({
          payment_method: 'nintendo-eshop',
          region,
          giftCardCodes: cards.map((card) => card.code),
        });
      }}
    >
      <div className={styles.region}>
        <p className={styles.regionText}>
          <span className="muted">{t('giftCard.region')}</span>{' '}
          <strong>
            {t(`common:regions.${region}`)} ({currency})
          </strong>
        </p>
        <Button variant="ghost" size="small" onClick={onChangeRegion}>
          {t('giftCard.changeRegion')}
        </Button>
      </div>
      <p className="muted">{t('giftCard.intro', { price: money(order.amount) })}</p>

      <ol className={styles.cards} aria-label={t('giftCard.listLabel')}>
        {cards.map((card, index) => (
          <GiftCardRow
            key={card.key}
            index={index}
            card={card}
            currency={currency}
            problems={problems[index] ?? {}}
            showCode={fieldShown(card.key, 'code')}
            showValue={fieldShown(card.key, 'value')}
            onChange={(change) => {
              update(card.key, change);
            }}
            onBlur={(field) => {
              setTouched((set) => new Set([...set, `${card.key}.${field}`]));
            }}
            onRemove={
              cards.length > 1
                ? () => {
                    const neighbour = cards[index === 0 ? 1 : index - 1];
                    focusCard.current = neighbour?.key ?? null;
                    setCards((list) => list.filter((other) => other.key !== card.key));
                  }
                : undefined
            }
          />
        ))}
      </ol>
      {cards.length < maxCards && (
        <Button
          variant="secondary"
          className={styles.add}
          onClick={() => {
            const key = nextKey.current++;
            focusCard.current = key;
            setCards((list) => [...list, { key, code: '', value: '' }]);
          }}
        >
          {t('giftCard.add')}
        </Button>
      )}

      <dl className={styles.totals} aria-live="polite">
        <div>
          <dt>{t('giftCard.totalCards')}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>{t('giftCard.totalValue')}</dt>
          <dd>{money(totals.value)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.price')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
      </dl>
      {belowPrice && submitted && (
        <p className={styles.short} role="alert">
          {t('giftCard.belowPrice', { price: money(order.amount) })}
        </p>
      )}

      <Checkbox
        label={t('giftCard.confirm')}
        required
        checked={confirmed}
        onChange={(event) => {
          setConfirmed(event.target.checked);
          touch('confirmed');
        }}
        error={shown('confirmed') ? confirmProblem : undefined}
      />
      <SubmissionError error={error} />
      <Button type="submit" size="large" block busy={busy}>
        {busy ? t('form.submitting') : t('giftCard.submit')}
      </Button>
    </form>
  );
};
