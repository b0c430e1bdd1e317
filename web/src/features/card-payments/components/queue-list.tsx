import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cardProviders, type AdminTransaction } from '@ghost/events/contract';
import { CardFields, CardList, ListCard } from '@/components/ui/card-list';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusBadge } from '@/components/ui/status-badge';
import { useWiderThan } from '@/hooks/use-wider-than';
import { useNow } from '@/hooks/use-now';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { formatMoney } from '@/lib/format/money';
import type { ManualAction } from '../manual-actions';
import type { RowNote } from '../use-paygate-checks';
import { RowNoteResult } from './check-result';
import { QueueRowActions } from './queue-row-actions';
import styles from './queue-list.module.css';

/** Below this width (CSS pixels of the list itself) the rows are cards. */
const tableMinWidth = 880;

interface QueueListProps {
  payments: readonly AdminTransaction[];
  /** Names the list (the id of its heading). */
  labelledBy: string;
  running: ReadonlySet<string>;
  notes: ReadonlyMap<string, RowNote>;
  onCheck: (payment: AdminTransaction) => void;
  /** Opens an action by hand (verify, mark failed, set the status) on a payment. */
  onManual: (action: ManualAction, payment: AdminTransaction) => void;
  onDismissNote: (paymentId: string) => void;
}

const useRowTexts = () => {
  const { t, i18n } = useTranslation(['cardPayments', 'common']);
  return {
    t,
    kind: (payment: AdminTransaction) =>
      [
        t(`types.${payment.type}`, { ns: 'common' }),
        payment.subscription_duration
          ? t(`durations.${payment.subscription_duration}`, { ns: 'common' })
          : payment.type === 'ghost-eshop-pro'
            ? t('table.noDuration')
            : null,
      ]
        .filter(Boolean)
        .join(' · '),
    amount: (payment: AdminTransaction) =>
      formatMoney(payment.amount, payment.currency, i18n.language),
    provider: (payment: AdminTransaction) =>
      payment.payment_provider ? cardProviders[payment.payment_provider].label : '—',
  };
};

const Customer = ({ payment }: { payment: AdminTransaction }) => {
  const { t } = useTranslation('cardPayments');
  return (
    <div className={styles.customer}>
      <span className={payment.user_username ? styles.name : 'muted'}>
        {payment.user_username ?? t('table.noName')}
      </span>
      <span className={`${styles.email} muted`}>{payment.user_email ?? t('table.noEmail')}</span>
    </div>
  );
};

/**
 * The awaiting card payments: a table with Payment, Customer, Amount, Provider,
 * Created, Status and Actions where there is room, cards otherwise. A check's note for a row that
 * stays sits right under that row.
 */
export const QueueList = ({
  payments,
  labelledBy,
  running,
  notes,
  onCheck,
  onManual,
  onDismissNote,
}: QueueListProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const wide = useWiderThan(frame, tableMinWidth);
  const now = useNow(30_000);
  const { t, kind, amount, provider } = useRowTexts();
  // Auditors read the queue: no Check PayGate, no action by hand.
  const canCheck = !permissions.readOnly(useSignedInAdmin().user.role);

  const note = (payment: AdminTransaction) => {
    const shown = notes.get(payment.payment_id);
    return shown ? (
      <RowNoteResult
        note={shown}
        onDismiss={() => {
          onDismissNote(payment.payment_id);
        }}
      />
    ) : null;
  };

  return (
    <div ref={frame}>
      {wide ? (
        <table className={styles.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('table.payment')}</th>
              <th scope="col">{t('table.customer')}</th>
              <th scope="col" className={styles.numeric}>
                {t('table.amount')}
              </th>
              <th scope="col">{t('table.provider')}</th>
              <th scope="col">{t('table.created')}</th>
              <th scope="col">{t('table.status')}</th>
              {canCheck && <th scope="col">{t('table.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => {
              const shown = note(payment);
              return (
                <Fragment key={payment.payment_id}>
                  <tr className={shown ? styles.noted : undefined}>
                    <th scope="row" className={styles.paymentCell}>
                      <span className={styles.paymentId}>{payment.payment_id}</span>
                      <span className={`${styles.kind} muted`}>{kind(payment)}</span>
                    </th>
                    <td>
                      <Customer payment={payment} />
                    </td>
                    <td className={`${styles.numeric} ${styles.amount}`}>{amount(payment)}</td>
                    <td>{provider(payment)}</td>
                    <td className={styles.created}>
                      <RelativeTime iso={payment.created_at} now={now} />
                    </td>
                    <td className={styles.status}>
                      <StatusBadge status="pending_payment_verification" />
                    </td>
                    {canCheck && (
                      <td>
                        <QueueRowActions
                          payment={payment}
                          running={running.has(payment.payment_id)}
                          onCheck={onCheck}
                          onManual={onManual}
                        />
                      </td>
                    )}
                  </tr>
                  {shown && (
                    <tr className={styles.noteRow}>
                      <td colSpan={canCheck ? 7 : 6}>{shown}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      ) : (
        <CardList labelledBy={labelledBy}>
          {payments.map((payment) => (
            <ListCard key={payment.payment_id} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.paymentId}>{payment.payment_id}</span>
                <StatusBadge status="pending_payment_verification" />
              </div>
              <p className={`${styles.kind} muted`}>{kind(payment)}</p>
              <CardFields
                fields={[
                  { label: t('table.customer'), value: <Customer payment={payment} /> },
                  { label: t('table.amount'), value: amount(payment), className: styles.amount },
                  { label: t('table.provider'), value: provider(payment) },
                  {
                    label: t('table.created'),
                    value: <RelativeTime iso={payment.created_at} now={now} />,
                  },
                ]}
              />
              {canCheck && (
                <QueueRowActions
                  payment={payment}
                  running={running.has(payment.payment_id)}
                  onCheck={onCheck}
                  onManual={onManual}
                />
              )}
              {note(payment)}
            </ListCard>
          ))}
        </CardList>
      )}
    </div>
  );
};
