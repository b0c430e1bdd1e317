import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeading } from '@/components/ui/card';
import { appVersion } from '@/config/app-info';
import type { LiveMode } from '@/lib/live/use-live-updates';
import styles from './dashboard.module.css';

type Tone = 'ok' | 'warn' | 'off';

/**
 * The system status list. Rather than a fixed list that would read "operational" whatever happened,
 * these rows say only what this page knows: whether the API answered it, whether live updates reach
 * it, and the rules and version in force.
 */
export const SystemStatus = ({ apiUp, live }: { apiUp: boolean; live: LiveMode }) => {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const liveTone: Tone = live === 'live' ? 'ok' : live === 'off' ? 'off' : 'warn';
  const rows: { key: string; label: string; value: string; tone: Tone }[] = [
    {
      key: 'api',
      label: t('status.api'),
      value: apiUp ? t('status.apiUp') : t('status.apiDown'),
      tone: apiUp ? 'ok' : 'warn',
    },
    {
      key: 'live',
      label: t('status.live'),
      value: t(`status.liveModes.${live}`),
      tone: liveTone,
    },
    {
      key: 'twoFactor',
      label: t('status.twoFactor'),
      value: t('status.twoFactorValue'),
      tone: 'ok',
    },
    { key: 'session', label: t('status.session'), value: t('status.sessionValue'), tone: 'ok' },
    { key: 'version', label: t('status.version'), value: appVersion, tone: 'ok' },
  ];
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeading>
        <h2 id={id}>{t('status.title')}</h2>
      </CardHeading>
      <dl className={styles.status}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd data-tone={row.tone}>
              <span className={styles.statusDot} aria-hidden="true" />
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
};
