import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { openList, rowOf, submit, uniqueName } from './payment-validation-support.js';

/**
 * The live list: another admin's action and a new payment reach an
 * open Payment Validation page without a reload, keeping its filters, scroll and open dialog.
 */
const suite = browserSuite();
const first = suite.admin('admin');
const second = suite.admin('super_admin');

describe('the live list', () => {
  it("shows another admin's verification and a new payment without a reload, keeping the filters, scroll and open details", async () => {
    const username = uniqueName('live');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push(await submit(suite.portal, cryptoDonation({ userUsername: username })));
    }
    const [opened, verified] = [ids[0]!, ids[1]!];
    const watcher = await openList(suite, first, `?search=${username}`, { height: 700 });
    const { page } = watcher;
    await page.getByText('Live updates on').waitFor();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      window.scrollTo(0, 250);
    });
    await rowOf(page, opened).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await details.getByRole('heading', { name: 'History' }).waitFor();
    const scrolled = await page.evaluate(() => window.scrollY);

    // Another admin, in another browser, verifies a payment of the list.
    const other = await openList(suite, second, `?search=${username}`);
    await rowOf(other.page, verified).getByRole('button', { name: 'Verify Payment' }).click();
    await other.page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Verify Payment' })
      .click();
    await other.page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await other.close();

    await expect.poll(() => rowOf(page, verified).innerText()).toContain('Completed');
    const fresh = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    await rowOf(page, fresh).waitFor();
    await page.getByRole('heading', { name: 'Transactions (7 total)' }).waitFor();

    await expect(
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('search')).toBe(username);
    expect(new URL(page.url()).searchParams.get('payment')).toBe(opened);
    await expect(details.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    await expectAccessible(page, 'payment validation, live update under open details');
    expect(watcher.problems).toEqual([]);
    await watcher.close();
  });

  it('shows a status another admin changed in the open details', async () => {
    const username = uniqueName('live_detail');
    const id = await submit(suite.portal, cryptoDonation({ userUsername: username }));
    const { page, close } = await openList(suite, first, `?search=${username}&payment=${id}`);
    const details = page.getByRole('dialog', { name: 'Payment details' });
    await details.getByText('Awaiting Payment').first().waitFor();
    await page.getByText('Live updates on').waitFor();
    const other = await openList(suite, second, `?search=${username}`);
    await rowOf(other.page, id).getByRole('button', { name: 'Mark as Failed' }).click();
    await other.page.getByRole('textbox', { name: 'Reason' }).fill('Duplicate of another payment');
    await other.page.keyboard.press('Enter');
    await other.page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await other.close();
    await details.getByText('Duplicate of another payment').first().waitFor();
    const last = (await details.getByRole('listitem').allInnerTexts()).at(-1) ?? '';
    expect(last).toContain(`by ${second.username}`);
    await close();
  });
});
