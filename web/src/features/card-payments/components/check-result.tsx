import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useErrorText } from '@/lib/error-text';
import type { RowNote, VerifiedOutcome } from '../use-paygate-checks';
import styles from './check-result.module.css';

/** Closes a result; at its end, so a phone gives the text the whole width. */
const DismissButton = ({ paymentId, onDismiss }: { paymentId: string; onDismiss: () => void }) => {
  const { t } = useTranslation('cardPayments');
  return (
    <div className={styles.dismiss}>
      <Button
        variant="ghost"
        size="small"
        onClick={onDismiss}
        aria-label={t('result.dismissLabel', { paymentId })}
      >
        {t('result.dismiss')}
      </Button>
    </div>
  );
};

/**
 * The confirmation of a payment PayGate confirmed and the server verified:
 * amount, coin, TXID and the status it moved from and to. Its row has left the list, so it
 * takes the focus the row's button had.
 */
export const VerifiedResult = ({
  outcome,
  onDismiss,
  ref,
}: {
  outcome: VerifiedOutcome;
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}) => {
  const { t } = useTranslation(['cardPayments', 'common']);
  const none = t('result.none');
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t('result.verifiedTitle')}
      className={styles.focusTarget}
    >
      <Alert tone="success" announce="none" title={t('result.verifiedTitle')}>
        <p>{t('result.verifiedText', { paymentId: outcome.paymentId })}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('result.amount')}</dt>
            <dd className={styles.number}>{outcome.amount ?? none}</dd>
          </div>
          <div>
            <dt>{t('result.coin')}</dt>
            <dd>{outcome.coin?.toUpperCase() ?? none}</dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('result.txid')}</dt>
            <dd className={styles.txid}>{outcome.txid ?? none}</dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('result.status')}</dt>
            <dd className={styles.transition}>
              <span className={styles.badges} aria-hidden="true">
                <StatusBadge status={outcome.oldStatus} />→
                <StatusBadge status={outcome.newStatus} />
              </span>
              <span className="visually-hidden">
                {t('result.statusChange', {
                  from: t(`statuses.${outcome.oldStatus}`, { ns: 'common' }),
                  to: t(`statuses.${outcome.newStatus}`, { ns: 'common' }),
                })}
              </span>
            </dd>
          </div>
        </dl>
        <DismissButton paymentId={outcome.paymentId} onDismiss={onDismiss} />
      </Alert>
    </div>
  );
};

/** What a row that stays in the list was told by its check. */
export const RowNoteResult = ({ note, onDismiss }: { note: RowNote; onDismiss: () => void }) => {
  const { t } = useTranslation('cardPayments');
  const errorText = useErrorText();
  const dismiss = <DismissButton paymentId={note.paymentId} onDismiss={onDismiss} />;
  switch (note.kind) {
    case 'update-failed':
      return (
        <Alert tone="warning" announce="none" title={t('result.updateFailedTitle')}>
          <p>{t('result.updateFailedText', { paymentId: note.paymentId })}</p>
          {note.reason && <p>{t('result.reason', { reason: note.reason })}</p>}
          <p className={styles.causesTitle}>{t('result.causesTitle')}</p>
          <ul className={styles.causes}>
            <li>{t('result.causeIdMismatch')}</li>
            <li>{t('result.causeConstraint')}</li>
            <li>{t('result.causeConnection')}</li>
          </ul>
          <p>
            <strong>{t('result.contactSupport')}</strong>
          </p>
          {dismiss}
        </Alert>
      );
    case 'not-completed':
      return (
        <Alert tone="info" announce="none" title={t('result.notCompletedTitle')}>
          <p>
            {t('result.notCompletedText', {
              paymentId: note.paymentId,
              status: t(`result.providerStatus.${note.providerStatus}`),
            })}
          </p>
          {dismiss}
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="danger" announce="none">
          <p>{t('check.failed', { message: errorText(note.error) })}</p>
          {dismiss}
        </Alert>
      );
  }
};
