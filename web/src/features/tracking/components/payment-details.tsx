import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoTypes, giftCardRegionNames } from '@ghost/events/contract';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatMoney } from '@/lib/format/money';
import type { TrackedPayment } from '../tracking-progress';
import styles from './payment-details.module.css';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The method in words: the coin of a crypto payment, the region of a gift card. */
const useMethodText = () => {
  const { t } = useTranslation(['tracking', 'common']);
  return (payment: TrackedPayment): string => {
    const method = t(`common:methods.${payment.paymentMethod}`);
    if (payment.paymentMethod === 'crypto' && isOneOf(cryptoTypes, payment.crypto_type)) {
      return t('details.methodWith', { method, detail: t(`common:coins.${payment.crypto_type}`) });
    }
    if (
      payment.paymentMethod === 'nintendo-eshop' &&
      isOneOf(giftCardRegionNames, payment.region)
    ) {
      return t('details.methodWith', { method, detail: t(`common:regions.${payment.region}`) });
    }
    return method;
  };
};

const Row = ({
  term,
  wide = false,
  children,
}: {
  term: string;
  /** The value under its term, across the card (a long ID and its copy button). */
  wide?: boolean;
  children: ReactNode;
}) => (
  <div className={`${styles.row} ${wide ? styles.wide : ''}`}>
    <dt className={styles.term}>{term}</dt>
    <dd className={styles.value}>{children}</dd>
  </div>
);

/** The result card's facts: ID with copy, type, amount, method, duration, times. */
export const PaymentDetails = ({ payment }: { payment: TrackedPayment }) => {
  const { t, i18n } = useTranslation(['tracking', 'common']);
  const dateTime = useDateTimeFormat();
  // Copying needs the running page: until then (or without scripts) the button is shown disabled.
  const running = useHydrated();
  const methodText = useMethodText();
  const language = i18n.language;
  return (
    <Card className={styles.card} aria-labelledby="payment-details">
      <h2 id="payment-details" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.list}>
        <Row term={t('details.paymentId')} wide>
          <span className={styles.id}>
            <code>{payment.paymentId}</code>
            <CopyButton
              value={payment.paymentId}
              what={t('details.paymentIdWhat')}
              compact
              disabled={!running}
            />
          </span>
        </Row>
        <Row term={t('details.type')}>{t(`common:types.${payment.type}`)}</Row>
        <Row term={t('details.amount')}>
          <span className={styles.amount}>
            {formatMoney(payment.amount, payment.currency, language)}
          </span>
        </Row>
        <Row term={t('details.method')}>{methodText(payment)}</Row>
        {payment.subscriptionDuration !== null && (
          <Row term={t('details.duration')}>
            {t(`common:durations.${payment.subscriptionDuration}`)}
          </Row>
        )}
        <Row term={t('details.created')}>{dateTime(payment.createdAt)}</Row>
        <Row term={t('details.updated')}>{dateTime(payment.updatedAt)}</Row>
      </dl>
    </Card>
  );
};
