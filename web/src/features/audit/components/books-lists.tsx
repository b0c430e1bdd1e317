import { useTranslation } from 'react-i18next';
import type { AdminTransaction, TransactionListAnswer } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/format/money';
import { useAsOfTransactions, type Moment } from '../api/as-of';
import { useTodayTransactions } from '../api/today';
import { useState } from 'react';
import styles from './audit.module.css';

const pageSize = 10;

const List = ({
  id,
  title,
  answer,
}: {
  id: string;
  title: string;
  answer: TransactionListAnswer | undefined;
}) => {
  const { t, i18n } = useTranslation('audit');
  const rows: readonly AdminTransaction[] = answer?.transactions ?? [];
  return (
    <section className={styles.bookList} aria-labelledby={id}>
      <h4 id={id} className={styles.subTitle}>
        {title}{' '}
        {answer && (
          <span className="muted">{t('books.list.total', { count: answer.pagination.total })}</span>
        )}
      </h4>
      {answer && rows.length === 0 ? (
        <p className="muted small-text">{t('books.list.empty')}</p>
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.bookTable}>
            <thead>
              <tr>
                <th scope="col">{t('books.list.payment')}</th>
                <th scope="col">{t('books.list.status')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('books.list.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.paymentCell}>
                    {row.payment_id}
                  </th>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={styles.numeric}>
                    {formatMoney(row.amount, row.currency, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

/** The transactions as they stood at the moment beside today's, the same page of each. */
export const BooksLists = ({ moment }: { moment: Moment }) => {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const then = useAsOfTransactions(moment, page, pageSize);
  const today = useTodayTransactions(page, pageSize);
  const pages = Math.max(then.data?.pagination.pages ?? 1, today.data?.pagination.pages ?? 1, 1);
  return (
    <section className={styles.compare} aria-labelledby="books-lists">
      <h3 id="books-lists" className={styles.sectionTitle}>
        {t('books.list.title')}
      </h3>
      <div className={styles.bookLists}>
        <List id="books-then" title={t('books.then')} answer={then.data} />
        <List id="books-today" title={t('books.today')} answer={today.data} />
      </div>
      <nav className={styles.pager} aria-label={t('books.list.pages')}>
        <Button
          variant="secondary"
          size="small"
          disabled={page <= 1}
          onClick={() => {
            setPage((current) => current - 1);
          }}
        >
          {t('books.list.previous')}
        </Button>
        <span className="muted small-text">{t('books.list.page', { page, pages })}</span>
        <Button
          variant="secondary"
          size="small"
          disabled={page >= pages}
          onClick={() => {
            setPage((current) => current + 1);
          }}
        >
          {t('books.list.next')}
        </Button>
      </nav>
    </section>
  );
};
