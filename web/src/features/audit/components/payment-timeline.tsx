import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/loading-state';
import { useErrorText } from '@/lib/error-text';
import { usePaymentTimeline } from '../api/payment-timeline';
import styles from './audit.module.css';
import { PaymentState } from './payment-state';
import { TimelineList } from './timeline-list';

/**
 * A payment's timeline (issue 14): every event of the payment from its submission to its end,
 * with who, what, when and why; choosing one shows the payment as it stood right after it.
 */
export const PaymentTimelineView = () => {
  const { t } = useTranslation('audit');
  const errorText = useErrorText();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment')?.trim().toUpperCase() ?? null;
  const chosen = /^\d+$/.test(params.get('event') ?? '') ? Number(params.get('event')) : null;
  const [typed, setTyped] = useState(paymentId ?? '');
  useEffect(() => {
    setTyped(paymentId ?? '');
  }, [paymentId]);
  const { data, error, isLoading } = usePaymentTimeline(paymentId === '' ? null : paymentId);
  const entries = data?.entries ?? [];
  const selected =
    entries.find((entry) => entry.event.position === chosen) ?? entries.at(-1) ?? null;

  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    const id = typed.trim();
    if (id === '') return;
    setParams({ view: 'timeline', payment: id.toUpperCase() });
  };
  const choose = (position: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('event', String(position));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.view}>
      <h2 id={headingId} className={styles.viewTitle}>
        {t('timeline.title')}
      </h2>
      <Card compact>
        <form className={styles.searchRow} onSubmit={open}>
          <TextField
            label={t('timeline.search')}
            hint={t('timeline.searchHint')}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" disabled={typed.trim() === ''}>
            {t('timeline.open')}
          </Button>
        </form>
      </Card>
      {!paymentId ? (
        <Card>
          <EmptyState title={t('timeline.emptyTitle')}>{t('timeline.empty')}</EmptyState>
        </Card>
      ) : error ? (
        <Alert tone="danger" title={t('timeline.loadError')}>
          {errorText(error.error)}
        </Alert>
      ) : isLoading || !data ? (
        <LoadingState text={t('timeline.loading')} />
      ) : (
        <div className={styles.timelineLayout}>
          <TimelineList
            paymentId={data.paymentId}
            entries={entries}
            selected={selected?.event.position ?? null}
            onChoose={choose}
          />
          {selected && <PaymentState entry={selected} />}
        </div>
      )}
    </section>
  );
};
