import { useTranslation } from 'react-i18next';
import { paymentMethodSwitches } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeading } from '@/components/ui/card';
import { countedMethods, enabledCount, isMethodOn } from '../method-switches';
import type { SettingsDraft } from '../settings-draft';
import styles from './settings-page.module.css';

/**
 * Which methods payers are offered, at a glance: each method with its state,
 * and "N/3 enabled" over card, crypto and gift cards; the voucher is an extra, not counted.
 */
export const MethodStatusGrid = ({ draft }: { draft: SettingsDraft }) => {
  const { t } = useTranslation('settings');
  const counted: readonly string[] = countedMethods;
  return (
    <Card aria-labelledby="method-status-title">
      <CardHeading>
        <h2 id="method-status-title">{t('methods.status.title')}</h2>
        <p className={styles.enabledCount}>
          {t('methods.status.count', {
            enabled: enabledCount(draft),
            total: countedMethods.length,
          })}
        </p>
      </CardHeading>
      <ul className={styles.statusGrid}>
        {paymentMethodSwitches.map((method) => {
          const on = isMethodOn(draft, method);
          return (
            <li key={method} className={`${styles.statusTile} ${on ? styles.on : styles.off}`}>
              <span className={styles.statusName}>{t(`methods.${method}.title`)}</span>
              <Badge tone={on ? 'success' : 'neutral'}>
                {on ? t('methods.status.enabled') : t('methods.status.disabled')}
              </Badge>
              {!counted.includes(method) && (
                <span className={styles.statusNote}>{t('methods.status.notCounted')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
