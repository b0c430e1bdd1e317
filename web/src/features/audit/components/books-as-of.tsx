import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useErrorText } from '@/lib/error-text';
import { formatMoment } from '../moment-format';
import { useAsOfStats, type Moment } from '../api/as-of';
import { useTodayStats } from '../api/today';
import styles from './audit.module.css';
import { BooksLists } from './books-lists';
import { MomentPicker } from './moment-picker';
import { StatsCompare } from './stats-compare';

const momentOf = (params: URLSearchParams): Moment | null => {
  const position = params.get('position') ?? '';
  if (/^\d+$/.test(position)) return { position: Number(position) };
  const at = params.get('at');
  return at && !Number.isNaN(Date.parse(at)) ? { at } : null;
};

/**
 * The books as of a moment (issue 14): pick a date-time or an event, and see the stats and the
 * transactions as they stood then (the log replayed up to there), beside today's.
 */
export const BooksAsOf = () => {
  const { t, i18n } = useTranslation('audit');
  const errorText = useErrorText();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const moment = momentOf(params);
  const then = useAsOfStats(moment);
  const today = useTodayStats();
  const asOf = then.data?.asOf;

  return (
    <section aria-labelledby={headingId} className={styles.view}>
      <h2 id={headingId} className={styles.viewTitle}>
        {t('books.title')}
      </h2>
      <Card compact>
        <MomentPicker
          moment={moment}
          onPick={(picked) => {
            setParams(
              'at' in picked
                ? { view: 'books', at: picked.at }
                : { view: 'books', position: String(picked.position) },
            );
          }}
        />
      </Card>
      {!moment ? (
        <Card>
          <EmptyState title={t('books.emptyTitle')}>{t('books.empty')}</EmptyState>
        </Card>
      ) : then.error ? (
        <Alert tone="danger" title={t('books.loadError')}>
          {errorText(then.error.error)}
        </Alert>
      ) : !then.data ? (
        <LoadingState text={t('books.building')} />
      ) : (
        <>
          <p className={styles.asOf} role="status">
            {asOf?.position === null || !asOf
              ? t('books.beforeLog')
              : t('books.asOf', {
                  count: asOf.events,
                  time: formatMoment(asOf.at ?? '', i18n.language),
                  position: asOf.position,
                })}
          </p>
          <StatsCompare
            then={then.data}
            today={
              today.summary.data && today.period.data
                ? { summary: today.summary.data, period: today.period.data }
                : null
            }
          />
          <BooksLists moment={moment} />
        </>
      )}
    </section>
  );
};
