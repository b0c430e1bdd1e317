import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { useErrorText } from '@/lib/error-text';
import { useAuditEvents } from '../api/events';
import { activeFilterCount, eventsQuery, filterParams, filtersOf } from '../event-filters';
import styles from './audit.module.css';
import { EventFiltersForm } from './event-filters-form';
import { EventList } from './event-list';

const pageSize = 20;

/**
 * The event stream (issue 14): the log newest first, filtered, a page at a time; it follows the
 * log live (the first page re-reads as events arrive, unless paused); each row opens to its data
 * and metadata.
 */
export const EventStream = () => {
  const { t, i18n } = useTranslation('audit');
  const errorText = useErrorText();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const before = /^\d+$/.test(params.get('before') ?? '') ? Number(params.get('before')) : null;
  const { data, error, isLoading, mutate } = useAuditEvents(eventsQuery(filters, pageSize, before));
  const [paused, setPaused] = useState(false);
  const [fresh, setFresh] = useState(false);
  /** The pages gone through towards older events, to come back by. */
  const [newerPages, setNewerPages] = useState<(number | null)[]>([]);
  const following = !paused && before === null;
  const live = useLiveUpdates(liveAdminPath(['events']), () => {
    if (following) void mutate();
    else setFresh(true);
  });

  const go = (next: number | null, history: (number | null)[]) => {
    setNewerPages(history);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete('before');
      else updated.set('before', String(next));
      return updated;
    });
  };
  const showNewest = () => {
    setFresh(false);
    setPaused(false);
    go(null, []);
    void mutate();
  };
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const shownFrom = data && data.events.length > 0 ? data.events.at(-1)?.position : null;
  const shownTo = data && data.events.length > 0 ? data.events[0]?.position : null;

  return (
    <section aria-labelledby={headingId} className={styles.view}>
      <div className={styles.viewHead}>
        <h2 id={headingId} className={styles.viewTitle}>
          {t('events.title')}
        </h2>
        <div className={styles.liveControls}>
          {following ? (
            <LiveIndicator mode={live} />
          ) : (
            <span className={styles.paused}>{t('events.live.paused')}</span>
          )}
          <Button
            variant="secondary"
            size="small"
            aria-pressed={paused}
            onClick={() => {
              if (paused) showNewest();
              else setPaused(true);
            }}
          >
            {paused ? t('events.live.resume') : t('events.live.pause')}
          </Button>
        </div>
      </div>

      <Card compact>
        <EventFiltersForm
          filters={filters}
          types={data?.types ?? []}
          onApply={(applied) => {
            setNewerPages([]);
            setParams((current) => {
              const kept = new URLSearchParams({ view: current.get('view') ?? 'events' });
              for (const [key, value] of Object.entries(filterParams(applied)))
                kept.set(key, value);
              return kept;
            });
          }}
        />
      </Card>

      {fresh && (
        <Alert
          tone="info"
          announce="status"
          action={
            <Button size="small" variant="secondary" onClick={showNewest}>
              {t('events.live.show')}
            </Button>
          }
        >
          {t('events.live.fresh')}
        </Alert>
      )}

      {error && !data ? (
        <Alert tone="danger" title={t('events.loadError')}>
          {errorText(error.error)}
        </Alert>
      ) : isLoading && !data ? (
        <LoadingState text={t('events.loading')} />
      ) : data?.events.length === 0 ? (
        <Card>
          <EmptyState title={t('events.empty')}>
            {activeFilterCount(filters) > 0 ? t('events.emptyFiltered') : t('events.emptyLog')}
          </EmptyState>
        </Card>
      ) : data ? (
        <>
          <p className={styles.count} role="status">
            {t('events.showing', {
              count: data.total,
              total: number(data.total),
              from: number(shownFrom ?? 0),
              to: number(shownTo ?? 0),
            })}
          </p>
          <EventList events={data.events} busy={isLoading} />
          <nav className={styles.pager} aria-label={t('events.pages')}>
            <Button
              variant="secondary"
              size="small"
              disabled={before === null}
              onClick={() => {
                const history = [...newerPages];
                const previous = history.pop() ?? null;
                go(previous, history);
              }}
            >
              {t('events.newer')}
            </Button>
            <Button variant="ghost" size="small" disabled={before === null} onClick={showNewest}>
              {t('events.newest')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={data.nextBefore === null}
              onClick={() => {
                go(data.nextBefore, [...newerPages, before]);
              }}
            >
              {t('events.older')}
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
};
