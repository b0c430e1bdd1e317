import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Feedback } from './use-transaction-actions';
import styles from './action-feedback.module.css';

/**
 * What the last action came to: done, cancelled, refused (the catalogue's message, e.g. "This
 * payment has already been verified and cannot be modified."), or the subscription check's
 * answer with the fulfilment service's response or error.
 */
export const ActionFeedback = ({
  feedback,
  onDismiss,
}: {
  feedback: Feedback;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation('transactions');
  const dismiss = (
    <Button variant="ghost" size="small" onClick={onDismiss}>
      {t('feedback.dismiss')}
    </Button>
  );
  switch (feedback.kind) {
    case 'done':
      return (
        <Alert tone="success" announce="status" action={dismiss}>
          <p className={styles.wrap}>{feedback.text}</p>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert tone="info" announce="status" action={dismiss}>
          <p>{feedback.text}</p>
        </Alert>
      );
    case 'error':
      return (
        <Alert tone="danger" title={feedback.title} action={dismiss}>
          <p className={styles.wrap}>{feedback.text}</p>
        </Alert>
      );
    case 'check': {
      const { answer } = feedback;
      const sent = answer.status === 'webhook_sent';
      return (
        <Alert
          tone={sent ? 'success' : 'warning'}
          announce={sent ? 'status' : 'alert'}
          title={sent ? t('feedback.webhookSent') : t('feedback.webhookFailed')}
          action={dismiss}
        >
          <p className={styles.wrap}>{answer.message}</p>
          {answer.webhookResponse ? (
            <p>{t('feedback.response', { status: answer.webhookResponse.status })}</p>
          ) : (
            <p>{t('feedback.noResponse')}</p>
          )}
          {answer.webhookResponse?.body && (
            <>
              <p className="visually-hidden">{t('feedback.responseBody')}</p>
              {/* Focusable, as it may scroll: a keyboard can then scroll it too. */}
              <pre className={styles.body} tabIndex={0}>
                {answer.webhookResponse.body}
              </pre>
            </>
          )}
          {answer.error && (
            <p className={styles.wrap}>{t('feedback.error', { error: answer.error })}</p>
          )}
          <p>{answer.updated ? t('feedback.completed') : t('feedback.stillAwaiting')}</p>
        </Alert>
      );
    }
    default: {
      const unknown: never = feedback;
      return unknown;
    }
  }
};
