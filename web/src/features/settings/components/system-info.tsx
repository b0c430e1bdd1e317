import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeading } from '@/components/ui/card';
import { appVersion } from '@/config/app-info';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { useServerHealth } from '../api/get-health';
import styles from './settings-page.module.css';

/** The version the settings panel shows, apart from the app's own. */
export const settingsPanelVersion = 'v2.0.0';

const knownEnvironments = ['production', 'development'] as const;

/**
 * System Information: the settings panel's and the app's versions, the
 * environment the app was built for, the server's health (GET /health) and when the settings
 * were loaded.
 */
export const SystemInfo = ({ loadedAt }: { loadedAt: Date | null }) => {
  const { t } = useTranslation('settings');
  const health = useServerHealth();
  const relative = useRelativeTime();
  const mode = import.meta.env.MODE;
  const environment = knownEnvironments.find((name) => name === mode);

  const server = () => {
    const state = health.data?.state;
    if (state === 'ok') return <Badge tone="success">{t('system.health.ok')}</Badge>;
    if (state === 'degraded') return <Badge tone="warning">{t('system.health.degraded')}</Badge>;
    if (state === 'unreachable') {
      return <Badge tone="danger">{t('system.health.unreachable')}</Badge>;
    }
    return <Badge tone="neutral">{t('system.health.checking')}</Badge>;
  };

  const lag = health.data?.state === 'ok' ? health.data.lag : null;
  return (
    <Card aria-labelledby="system-info-title">
      <CardHeading>
        <h2 id="system-info-title">{t('system.title')}</h2>
      </CardHeading>
      <dl className={styles.systemGrid}>
        <div>
          <dt>{t('system.panelVersion')}</dt>
          <dd className={styles.systemValue}>{settingsPanelVersion}</dd>
        </div>
        <div>
          <dt>{t('system.appVersion')}</dt>
          <dd className={styles.systemValue}>{appVersion}</dd>
        </div>
        <div>
          <dt>{t('system.environment')}</dt>
          <dd className={styles.systemValue}>
            {environment ? t(`system.environments.${environment}`) : mode}
          </dd>
        </div>
        <div>
          <dt>{t('system.server')}</dt>
          <dd>
            {server()}
            {lag !== null && (
              <span className={styles.systemDetail}>
                {lag === 0 ? t('system.upToDate') : t('system.behind', { count: lag })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('system.loaded')}</dt>
          <dd className={styles.systemValue}>{loadedAt ? relative(loadedAt) : '—'}</dd>
        </div>
      </dl>
    </Card>
  );
};
