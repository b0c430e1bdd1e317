import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/ui/stat-tiles';
import type { UserCounts } from '../user-list';

/** Total, active, admins, super admins and with 2FA, over every account. */
export const UserSummary = ({ counts }: { counts: UserCounts | null }) => {
  const { t, i18n } = useTranslation('users');
  const number = new Intl.NumberFormat(i18n.language);
  const figure = (value: number | undefined) => (value === undefined ? '—' : number.format(value));
  return (
    <StatTiles
      tiles={[
        { label: t('summary.total'), value: figure(counts?.total) },
        {
          label: t('summary.active'),
          value: figure(counts?.active),
          hint: t('summary.activeHint'),
        },
        { label: t('summary.admins'), value: figure(counts?.admins) },
        { label: t('summary.superAdmins'), value: figure(counts?.superAdmins) },
        { label: t('summary.twoFactor'), value: figure(counts?.twoFactor) },
      ]}
    />
  );
};
