import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Download } from 'playwright-core';

/** The columns of the Payment Validation export, in their words and order. */
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
];

/**
 * A downloaded CSV file read on its own (papaparse, not the app's code): whether it starts with
 * the byte-order mark spreadsheets need, its rows (header first, empty lines left out) and what
 * the parser found wrong.
 */
export const readCsvDownload = async (download: Download) => {
  const text = await readFile(await download.path(), 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return { byteOrderMark: text.startsWith('\uFEFF'), rows: parsed.data, errors: parsed.errors };
};
