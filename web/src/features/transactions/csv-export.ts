import type { AdminTransaction } from '@ghost/events/contract';

/**
 * The export's columns (admin spec §5). The file is data for spreadsheets and scripts, so its
 * header and values are the same whatever the admin's language: the API's own values (statuses,
 * types, methods, ISO times), booleans as true/false.
 */
export const exportColumns = [
  'Payment ID',
  'User',
  'Email',
  'Type',
  'Method',
  'Crypto Type',
  'Region',
  'Amount',
  'Currency',
  'Status',
  'Verified',
  'Subscription Updated',
  'Created At',
  'Duration',
  'Notes',
] as const;

export type ExportRow = (string | number | boolean)[];

export const exportRow = (transaction: AdminTransaction): ExportRow => [
  transaction.payment_id,
  transaction.user_username ?? '',
  transaction.user_email ?? '',
  transaction.type,
  transaction.payment_method,
  transaction.crypto_type ?? '',
  transaction.region ?? '',
  transaction.amount,
  transaction.currency,
  transaction.status,
  transaction.payment_verified,
  transaction.subscription_updated,
  transaction.created_at,
  transaction.subscription_duration ?? '',
  transaction.notes ?? '',
];

/**
 * The CSV text of the transactions, written by papaparse (loaded only when an export runs).
 * Texts the payer typed that a spreadsheet would run as a formula (=, +, -, @ first) are
 * escaped.
 */
export const transactionsCsv = async (
  transactions: readonly AdminTransaction[],
): Promise<string> => {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    { fields: [...exportColumns], data: transactions.map(exportRow) },
    { escapeFormulae: true, newline: '\r\n' },
  );
};

/** transactions-2026-05-04.csv, by the admin's calendar day. */
export const exportFileName = (now: Date): string => {
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `transactions-${day}.csv`;
};
