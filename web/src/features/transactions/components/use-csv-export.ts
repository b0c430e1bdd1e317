import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { exportLimit, fetchExportRows } from '../api/list-transactions';
import { exportFileName, transactionsCsv } from '../csv-export';
import type { ListFilters } from '../list-params';

export type ExportOutcome =
  { kind: 'done'; count: number; total: number } | { kind: 'error'; text: string };

/** Hands a text to the browser as a file download. */
const download = (text: string, name: string) => {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names, notes).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
};

/**
 * The CSV export: page 1 of up to 10,000 rows with the list's filters,
 * written by papaparse and downloaded as a file; 'Failed to export data' when it cannot be.
 */
export const useCsvExport = (filters: ListFilters) => {
  const { t } = useTranslation('transactions');
  const errorText = useErrorText();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);

  const run = useCallback(async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const answer = await fetchExportRows(filters);
      if (answer.error) {
        setOutcome({ kind: 'error', text: errorText(answer.error) });
        return;
      }
      const { transactions, pagination } = answer.data;
      download(await transactionsCsv(transactions), exportFileName(new Date()));
      setOutcome({ kind: 'done', count: transactions.length, total: pagination.total });
    } catch {
      // The CSV library could not be loaded (a new deployment, a lost connection).
      setOutcome({ kind: 'error', text: t('errors.export') });
    } finally {
      setRunning(false);
    }
  }, [filters, errorText, t]);

  const dismiss = useCallback(() => {
    setOutcome(null);
  }, []);

  return { running, outcome, run, dismiss, limit: exportLimit };
};
