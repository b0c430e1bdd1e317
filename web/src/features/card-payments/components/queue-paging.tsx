import { useTranslation } from 'react-i18next';
import type { Pagination } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import styles from './card-payments-page.module.css';

interface QueuePagingProps {
  pagination: Pagination;
  onPage: (page: number) => void;
}

/** Previous / Next with 'Page X of Y (Z total)'. */
export const QueuePaging = ({ pagination, onPage }: QueuePagingProps) => {
  const { t, i18n } = useTranslation('cardPayments');
  const number = new Intl.NumberFormat(i18n.language);
  const { page, pages, total } = pagination;
  return (
    <nav className={styles.paging} aria-label={t('paging.label')}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        <span aria-hidden="true">←</span> {t('paging.previous')}
      </Button>
      <p className={styles.pageStatus} aria-live="polite">
        {t('paging.status', {
          page: number.format(page),
          pages: number.format(Math.max(pages, 1)),
          total: number.format(total),
        })}
      </p>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('paging.next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
};
