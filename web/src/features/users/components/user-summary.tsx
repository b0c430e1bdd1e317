import { useTranslation } from 'react-i18next';
import type { UserCounts } from '../user-list';
import styles from './users-page.module.css';

/** Total, active, admins, super admins and with 2FA, over every account (admin spec §2). */
export const UserSummary = ({ counts }: { counts: UserCounts | null }) => {
  const { t, i18n } = useTranslation('users');
  const number = new Intl.NumberFormat(i18n.language);
  const tiles = [
    { label: t('summary.total'), value: counts?.total },
    { label: t('summary.active'), value: counts?.active, hint: t('summary.activeHint') },
    { label: t('summary.admins'), value: counts?.admins },
    { label: t('summary.superAdmins'), value: counts?.superAdmins },
    { label: t('summary.twoFactor'), value: counts?.twoFactor },
  ];
  return (
    <dl className={styles.summary}>
      {tiles.map(({ label, value, hint }) => (
        <div key={label} className={styles.tile}>
          <dt>{label}</dt>
          <dd className={styles.tileValue}>{value === undefined ? '—' : number.format(value)}</dd>
          {hint && <dd className={styles.tileHint}>{hint}</dd>}
        </div>
      ))}
    </dl>
  );
};
