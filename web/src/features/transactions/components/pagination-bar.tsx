import { useTranslation } from 'react-i18next';
import type { Pagination } from '@ghost/events/contract';
import { SelectField } from '@/components/ui/field';
import { pageSizes, type PageSize } from '../list-params';
import { pageWindow, shownRange } from '../pagination';
import styles from './pagination-bar.module.css';

interface PaginationBarProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  formatNumber: (value: number) => string;
}

/**
 * 'Showing X to Y of Z transactions', the page size, and first, previous, up to five numbered
 * pages around the current one, next and last.
 */
export const PaginationBar = ({
  pagination,
  onPage,
  onPageSize,
  formatNumber,
}: PaginationBarProps) => {
  const { t } = useTranslation('transactions');
  const { page, limit, total, pages } = pagination;
  const { from, to } = shownRange(page, limit, total);
  const go = (target: number, label: string, text: string, disabled: boolean) => (
    <button
      type="button"
      className={styles.step}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => {
        onPage(target);
      }}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className={styles.bar}>
      <p className={styles.showing} role="status">
        {t('paging.showing', {
          count: total,
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
        })}
      </p>
      <div className={styles.size}>
        <SelectField
          label={t('paging.pageSize')}
          value={String(limit)}
          onChange={(event) => {
            const size = pageSizes.find((value) => String(value) === event.target.value);
            if (size) onPageSize(size);
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('paging.perPage', { size })}
            </option>
          ))}
        </SelectField>
      </div>
      {pages > 1 && (
        <nav className={styles.pages} aria-label={t('paging.label')}>
          {go(1, t('paging.first'), '«', page <= 1)}
          {go(page - 1, t('paging.previous'), '‹', page <= 1)}
          {pageWindow(page, pages).map((number) => (
            <button
              key={number}
              type="button"
              className={number === page ? `${styles.step} ${styles.current}` : styles.step}
              aria-label={t('paging.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                onPage(number);
              }}
            >
              {formatNumber(number)}
            </button>
          ))}
          {go(page + 1, t('paging.next'), '›', page >= pages)}
          {go(pages, t('paging.last'), '»', page >= pages)}
        </nav>
      )}
    </div>
  );
};
