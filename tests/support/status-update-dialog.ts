import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectFocused } from './focus.js';

/**
 * A super admin's status update dialog, once open: checks that focus starts on the status to
 * choose and that it offers exactly `choices` (after its 'Choose a status' prompt), and gives the
 * dialog and that choice back.
 */
export const statusUpdateDialog = async (
  page: Page,
  choices: readonly string[],
): Promise<{ dialog: Locator; status: Locator }> => {
  const dialog = page.getByRole('alertdialog', { name: 'Update the payment status' });
  await dialog.waitFor();
  const status = dialog.getByRole('combobox', { name: 'New status' });
  await expectFocused(status);
  await expect(status.locator('option').allTextContents()).resolves.toEqual([
    'Choose a status',
    ...choices,
  ]);
  return { dialog, status };
};
