import type { AdminTransaction } from '@ghost/events/contract';

/**
 * The export's columns. The file is data for spreadsheets and scripts, so its
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

/** How a line a spreadsheet would run as a formula starts (OWASP, CSV injection). */
const formulaLead = /^[=+\-@\t\r]/;

/**
 * A text made safe for a spreadsheet: each of its lines that starts like a formula (=, +, -, @,
 * a tab or a carriage return) gets a ' first. Every line, not only the first: a note or a name
 * may hold line breaks, and a spreadsheet that splits the cell on them would run the next line.
 */
export const escapeFormulae = (text: string): string =>
  text
    // Each line with its own line ending (\r\n, \n or a lone \r).
    .split(/(?<=\r\n|\n|\r(?!\n))/)
    .map((line) => (formulaLead.test(line) ? `'${line}` : line))
    .join('');

/**
 * The CSV text of the transactions, written by papaparse (loaded only when an export runs), every
 * text escaped against formulae (`escapeFormulae`). Gift-card codes are not among the columns,
 * and the list gives them masked anyway: the file carries no code.
 */
export const transactionsCsv = async (
  transactions: readonly AdminTransaction[],
): Promise<string> => {
  const { default: Papa } = await import('papaparse');
  const rows = transactions.map((transaction) =>
    exportRow(transaction).map((cell) => (typeof cell === 'string' ? escapeFormulae(cell) : cell)),
  );
  return Papa.unparse({ fields: [...exportColumns], data: rows }, { newline: '\r\n' });
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
