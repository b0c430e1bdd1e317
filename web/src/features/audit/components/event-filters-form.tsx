import { useEffect, useState, type SyntheticEvent } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTranslation } from 'react-i18next';
import { auditActorKinds } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { activeFilterCount, noFilters, type EventFilters } from '../event-filters';
import styles from './audit.module.css';

interface EventFiltersFormProps {
  filters: EventFilters;
  /** The event types the log holds, for the type filter. */
  types: readonly string[];
  onApply: (filters: EventFilters) => void;
}

/**
 * The event stream's filters: stream (or its start), type, actor (username or id) and its kind,
 * correlation id, and the time range. Applied together, kept in the address.
 */
export const EventFiltersForm = ({ filters, types, onApply }: EventFiltersFormProps) => {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    setDraft(filters);
  }, [filters]);
  const set = (key: keyof EventFilters) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const active = activeFilterCount(filters);
  // Folded on phones until asked for (or when filters are applied), so the events come first.
  const wide = useMediaQuery('(min-width: 48rem)');
  const [open, setOpen] = useState(wide || active > 0);
  return (
    <details
      className={styles.filtersToggle}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary>
        {t('events.filters.title')}
        {active > 0 && (
          <span className="muted small-text">{t('events.filters.active', { count: active })}</span>
        )}
      </summary>
      <form className={styles.filters} onSubmit={submit} aria-label={t('events.filters.title')}>
        <div className={styles.filterGrid}>
          <TextField
            label={t('events.filters.actor')}
            hint={t('events.filters.actorHint')}
            value={draft.actor}
            onChange={(event) => {
              set('actor')(event.target.value);
            }}
            autoComplete="off"
          />
          <SelectField
            label={t('events.filters.actorKind')}
            value={draft.actorKind}
            onChange={(event) => {
              set('actorKind')(event.target.value);
            }}
          >
            <option value="">{t('events.filters.anyKind')}</option>
            {auditActorKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`actors.${kind}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('events.filters.type')}
            value={draft.type}
            onChange={(event) => {
              set('type')(event.target.value);
            }}
          >
            <option value="">{t('events.filters.anyType')}</option>
            {[...new Set([...types, ...(draft.type ? [draft.type] : [])])].map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('events.filters.stream')}
            hint={t('events.filters.streamHint')}
            value={draft.stream}
            onChange={(event) => {
              set('stream')(event.target.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={t('events.filters.correlation')}
            value={draft.correlation}
            onChange={(event) => {
              set('correlation')(event.target.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            type="datetime-local"
            step={1}
            label={t('events.filters.from')}
            value={draft.from}
            onChange={(event) => {
              set('from')(event.target.value);
            }}
          />
          <TextField
            type="datetime-local"
            step={1}
            label={t('events.filters.until')}
            value={draft.until}
            onChange={(event) => {
              set('until')(event.target.value);
            }}
          />
        </div>
        <div className={styles.filterActions}>
          <Button type="submit">{t('events.filters.apply')}</Button>
          <Button
            variant="ghost"
            disabled={active === 0}
            onClick={() => {
              onApply(noFilters);
            }}
          >
            {t('events.filters.clear')}
          </Button>
        </div>
      </form>
    </details>
  );
};
