import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useAllPrices } from '../api/get-all-prices';
import { buildPriceTables, type TableMethod } from '../price-tables';
import { PriceTable } from './price-table';
import styles from './price-list.module.css';

/**
 * What went wrong, under 'Failed to load pricing data':
 the server's own message
 * when it sent one without a code, else the text of the error's code.
 */
const useFailureDetail = () => {
  const errorText = useErrorText();
  return (error: ApiError) =>
    error.code === 'HTTP_ERROR' && error.message !== '' ? error.message : errorText(error);
};

const tableId = (method: TableMethod) => `prices-${method}`;

/** The live price list (GET /pricing/all) in its states: loading, failed, empty, the tables. */
export const PriceList = () => {
  const { t } = useTranslation('pricing');
  const failureDetail = useFailureDetail();
  const { data, error, isValidating, mutate } = useAllPrices();

  if (data === undefined && error) {
    return (
      <Alert tone="danger" title={t('states.failed')}>
        <p>{failureDetail(error.error)}</p>
        <Button
          variant="secondary"
          size="small"
          busy={isValidating}
          onClick={() => {
            void mutate();
          }}
        >
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }
  if (data === undefined) {
    return (
      <div className={styles.loading}>
        <LoadingState text={t('states.loading')} />
      </div>
    );
  }

  const tables = buildPriceTables(data);
  if (tables.length === 0) {
    return <EmptyState title={t('states.empty')}>{t('states.emptyHint')}</EmptyState>;
  }
  return (
    <div className={styles.tables}>
      <nav aria-label={t('tables.navLabel')}>
        <ul className={styles.jumps}>
          {tables.map(({ method }) => (
            <li key={method}>
              <a href={`#${tableId(method)}`} className={styles.jump}>
                {t(`tables.${method}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tables.map((table) => (
        <PriceTable key={table.method} table={table} id={tableId(table.method)} />
      ))}
    </div>
  );
};
