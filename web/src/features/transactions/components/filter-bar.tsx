import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxSearchLength,
  transactionStatuses,
  transactionTypes,
  type TransactionStatus,
  type TransactionType,
} from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { Checkbox, SelectField, TextField } from '@/components/ui/field';
import {
  hasActiveFilter,
  methodFilterValues,
  noFilters,
  type ListFilters,
  type MethodFilter,
} from '../list-params';
import styles from './filter-bar.module.css';

/** How long typing must pause before the search is sent. */
export const searchDebounceMs = 300;

interface FilterBarProps {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

const chosen = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * Search, the three filters and "Needs a look" (the crypto payments whose chain check needs
 * staff). The search is sent once typing pauses for 300 ms, and the server searches and filters;
 * a filter applies at once.
 */
export const FilterBar = ({ filters, onChange }: FilterBarProps) => {
  const { t } = useTranslation('transactions');
  const { t: common } = useTranslation();
  const [text, setText] = useState(filters.search);
  // The search last sent: a different one in the address came from elsewhere (a cleared filter,
  // back and forward) and replaces what the field shows.
  const sent = useRef(filters.search);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onChangeRef.current({ search: text });
    }, searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text]);

  return (
    <form
      role="search"
      className={styles.bar}
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        // Enter sends the search at once, without waiting for the pause.
        event.preventDefault();
        if (text !== sent.current) {
          sent.current = text;
          onChange({ search: text });
        }
      }}
    >
      <div className={styles.search}>
        <TextField
          label={t('filters.search')}
          type="search"
          value={text}
          maxLength={maxSearchLength}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
      <SelectField
        label={t('filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => {
          onChange({ status: chosen<TransactionStatus>(transactionStatuses, event.target.value) });
        }}
      >
        <option value="">{t('filters.allStatus')}</option>
        {transactionStatuses.map((status) => (
          <option key={status} value={status}>
            {common(`statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.type')}
        value={filters.type ?? ''}
        onChange={(event) => {
          onChange({ type: chosen<TransactionType>(transactionTypes, event.target.value) });
        }}
      >
        <option value="">{t('filters.allTypes')}</option>
        {transactionTypes.map((type) => (
          <option key={type} value={type}>
            {common(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.method')}
        value={filters.method ?? ''}
        onChange={(event) => {
          onChange({ method: chosen<MethodFilter>(methodFilterValues, event.target.value) });
        }}
      >
        <option value="">{t('filters.allMethods')}</option>
        {methodFilterValues.map((method) => (
          <option key={method} value={method}>
            {t(`filters.methods.${method}`)}
          </option>
        ))}
      </SelectField>
      <div className={styles.toggle}>
        <Checkbox
          label={t('filters.needsLook')}
          checked={filters.chain === 'needs_look'}
          onChange={(event) => {
            onChange({ chain: event.target.checked ? 'needs_look' : null });
          }}
        />
      </div>
      {hasActiveFilter(filters) && (
        <div className={styles.clear}>
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              sent.current = '';
              onChange(noFilters);
            }}
          >
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </form>
  );
};
