import { useTranslation } from 'react-i18next';
import type { ChainCheckView, CryptoType } from '@ghost/events/contract';
import { isKnownChainStatus, shownConfirmations } from '../chain-check';
import { ChainCheckMark } from './chain-check-mark';
import { DetailField, DetailSection } from './detail-parts';
import styles from './detail-fields.module.css';

/**
 * What the chain check of a quoted crypto payment found: the verdict in words (and what it
 * means), "2 of 3 confirmations", and the amount that reached the portal's address in the coin.
 */
export const ChainCheckSection = ({
  check,
  coin,
}: {
  check: ChainCheckView;
  coin: CryptoType | null;
}) => {
  const { t } = useTranslation('transactions');
  const known = isKnownChainStatus(check.status);
  return (
    <DetailSection title={t('chainCheck.title')}>
      <DetailField label={t('chainCheck.verdict')}>
        {known ? (
          <span className={styles.stack}>
            <ChainCheckMark check={check} />
            <span>{t(`chainCheck.meanings.${check.status}`)}</span>
          </span>
        ) : (
          t('chainCheck.unknown')
        )}
      </DetailField>
      <DetailField label={t('chainCheck.confirmations')}>
        {t('chainCheck.confirmationsCount', {
          seen: shownConfirmations(check),
          count: check.required_confirmations,
        })}
      </DetailField>
      <DetailField label={t('chainCheck.observedAmount')}>
        {check.observed_amount === null ? (
          <span className="muted">{t('chainCheck.nothingReceived')}</span>
        ) : (
          <span className={styles.mono}>
            {check.observed_amount} {coin?.toUpperCase()}
          </span>
        )}
      </DetailField>
    </DetailSection>
  );
};
