import { useTranslation } from 'react-i18next';
import type { TrackingChainCheck } from '@ghost/events/contract';
import { Card } from '@/components/ui/card';
import { chainProgressOf, type ChainLine } from '../chain-progress';
import { Pictogram } from './tracking-icons';
import styles from './chain-progress.module.css';

/** One mark per confirmation needed, filled as they come (the words say the same). */
const Meter = ({ line }: { line: Extract<ChainLine, { kind: 'seen' }> }) => (
  <span className={styles.meter} aria-hidden="true">
    {Array.from({ length: line.required }, (_, index) => (
      <span key={index} className={index < line.seen ? styles.filled : styles.empty} />
    ))}
  </span>
);

/**
 * A quoted crypto payment's transfer as the network sees it, for the payer: waiting for it to
 * appear, "Seen on the network: 1 of 3 confirmations", then the verdict in words. The words are a
 * polite live region: a new confirmation or a verdict is read out as the page updates itself.
 */
export const ChainProgressPanel = ({ check }: { check: TrackingChainCheck }) => {
  const { t } = useTranslation('tracking');
  const progress = chainProgressOf(check);
  const { line, verdict } = progress;
  return (
    <Card className={`${styles.panel} ${styles[progress.tone]}`} aria-labelledby="chain-progress">
      <h2 id="chain-progress" className={styles.title}>
        {t('chain.title')}
      </h2>
      <div className={styles.body} role="status" aria-live="polite">
        {line.kind === 'waiting' && (
          <p className={styles.line}>
            <span className={styles.pulse} aria-hidden="true" />
            <span>{t('chain.waiting')}</span>
          </p>
        )}
        {line.kind === 'seen' && (
          <p className={styles.line}>
            <Meter line={line} />
            <span>{t('chain.seen', { seen: line.seen, count: line.required })}</span>
          </p>
        )}
        {verdict !== null && (
          <p className={styles.verdict}>
            <span className={styles.verdictIcon}>
              <Pictogram name={verdict === 'matched' ? 'check' : 'alert'} />
            </span>
            <span>{t(`chain.verdicts.${verdict}`)}</span>
          </p>
        )}
      </div>
    </Card>
  );
};
