import { useTranslation } from 'react-i18next';
import type { AdminTransactionDetail } from '@ghost/events/contract';
import { formatDateTime } from '@/lib/format/dates';
import {
  actorOf,
  chronological,
  isKnownAction,
  readableAction,
  type HistoryActor,
} from '../history';
import styles from './history-timeline.module.css';

const tones: Record<string, string | undefined> = {
  payment_verified: 'success',
  subscription_updated: 'success',
  subscription_webhook_delivered: 'success',
  voucher_accepted: 'success',
  voucher_redeemed: 'success',
  card_payment_confirmed: 'success',
  payment_failed: 'danger',
  voucher_rejected: 'danger',
  card_callback_rejected: 'danger',
  subscription_webhook_failed: 'warning',
  notification_failed: 'warning',
  voucher_check_deferred: 'warning',
  status_overridden: 'warning',
  gift_card_codes_revealed: 'warning',
};

/**
 * The payment's whole history, oldest first and newest last, as a vertical timeline: when, what,
 * who (the admin by name; else the payer, the payment provider or the system) and the details,
 * reasons and notes the server recorded.
 */
export const HistoryTimeline = ({ detail }: { detail: AdminTransactionDetail }) => {
  const { t, i18n } = useTranslation('transactions');
  const actorName = (actor: HistoryActor) =>
    actor.kind === 'admin' ? actor.username : t(`history.actors.${actor.kind}`);
  const lines = chronological(detail.logs);
  if (lines.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <ol className={styles.timeline}>
      {lines.map((line) => {
        const actor = actorOf(line, detail.payment_method);
        const tone = tones[line.action];
        return (
          <li key={line.id} className={[styles.item, tone ? styles[tone] : ''].join(' ')}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.head}>
              <strong className={styles.action}>
                {isKnownAction(line.action)
                  ? t(`history.actions.${line.action}`)
                  : readableAction(line.action)}
              </strong>
              <span className={actor.kind === 'admin' ? styles.admin : styles.actor}>
                {t('history.by', { actor: actorName(actor) })}
              </span>
            </div>
            <time className={styles.time} dateTime={line.created_at}>
              {formatDateTime(line.created_at, i18n.language)}
            </time>
            {line.details && <p className={styles.details}>{line.details}</p>}
          </li>
        );
      })}
    </ol>
  );
};
