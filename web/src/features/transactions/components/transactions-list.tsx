import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionListAnswer } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { ApiRequestError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import type { PageSize } from '../list-params';
import { PaginationBar } from './pagination-bar';
import { TransactionCards } from './transaction-cards';
import { TransactionsTable, type RowsProps } from './transactions-table';
import { useListLayout } from './use-list-layout';
import styles from './transactions-list.module.css';

/** The list's heading, which takes focus when the row an action came from has gone. */
export const listHeadingId = 'transactions-heading';

interface TransactionsListProps extends Omit<RowsProps, 'transactions'> {
  list: {
    data: TransactionListAnswer | undefined;
    error: ApiRequestError | undefined;
    isValidating: boolean;
    retry: () => void;
  };
  filtered: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/**
 * 'Transactions (N total)' and its rows: a table or cards by the room it has, the
 * pages, the empty states, and 'Failed to load transactions' with a retry. While a new answer
 * loads, the last rows stay, marked as updating.
 */
export const TransactionsList = ({
  list,
  filtered,
  onPage,
  onPageSize,
  ...rows
}: TransactionsListProps) => {
  const { t } = useTranslation('transactions');
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const section = useRef<HTMLElement>(null);
  const layout = useListLayout(section);
  const { data, error } = list;
  const total = data?.pagination.total ?? 0;
  const rowsProps = { ...rows, transactions: data?.transactions ?? [], labelledBy: listHeadingId };

  return (
    <section className={styles.list} ref={section} aria-labelledby={listHeadingId}>
      <div className={styles.head}>
        <h2 id={listHeadingId} tabIndex={-1} className={styles.title}>
          {data ? t('list.heading', { total: rows.labels.number(total) }) : t('list.title')}
        </h2>
        <span role="status" className={styles.updating}>
          {data && list.isValidating ? t('list.updating') : ''}
        </span>
      </div>

      {error && (
        <div className={styles.banner}>
          <Alert
            tone={data ? 'warning' : 'danger'}
            announce="alert"
            title={data ? undefined : t('list.loadFailed')}
            action={
              <Button variant="secondary" size="small" onClick={list.retry}>
                {common('actions.retry')}
              </Button>
            }
          >
            <p>{data ? t('list.loadFailedStale') : errorText(error.error)}</p>
          </Alert>
        </div>
      )}

      {!data && !error && <LoadingState />}

      {data?.transactions.length === 0 && (
        <EmptyState title={t('list.empty.title')}>
          {filtered ? t('list.empty.filtered') : t('list.empty.none')}
        </EmptyState>
      )}

      {data &&
        data.transactions.length > 0 &&
        (layout === 'cards' ? (
          <TransactionCards {...rowsProps} />
        ) : (
          <TransactionsTable {...rowsProps} medium={layout === 'medium'} />
        ))}

      {data && total > 0 && (
        <PaginationBar
          pagination={data.pagination}
          onPage={onPage}
          onPageSize={onPageSize}
          formatNumber={rows.labels.number}
        />
      )}
    </section>
  );
};
