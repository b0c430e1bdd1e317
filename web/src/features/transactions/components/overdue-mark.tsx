import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icons';
import { isOverdue } from '../overdue';
import styles from './overdue-mark.module.css';

interface OverdueMarkProps {
  payment: Pick<AdminTransaction, 'status' | 'created_at'>;
  /** The maximum pending hours; null while the setting is not known (nothing is marked). */
  limitHours: number | null;
  now: Date;
  /** Says how long beside the badge (the detail view has the room). */
  spelledOut?: boolean;
}

/**
 * "Overdue" on a payment that has awaited verification longer than the maximum pending hours:
 * a red badge with a clock, its meaning in words for screen readers (not colour alone), and in
 * full beside it where there is room. Nothing for any other payment.
 */
export const OverdueMark = ({ payment, limitHours, now, spelledOut = false }: OverdueMarkProps) => {
  const { t } = useTranslation('transactions');
  if (limitHours === null || !isOverdue(payment, limitHours, now)) return null;
  if (spelledOut) {
    return (
      <span className={styles.spelledOut}>
        <Badge tone="danger">
          <Icon name="clock" size="1em" />
          {t('overdue.badge')}
        </Badge>
        <span className={styles.waited}>{t('overdue.waited', { count: limitHours })}</span>
      </span>
    );
  }
  return (
    <Badge tone="danger">
      <Icon name="clock" size="1em" />
      <span aria-hidden="true">{t('overdue.badge')}</span>
      <span className="visually-hidden">{t('overdue.description', { count: limitHours })}</span>
    </Badge>
  );
};
