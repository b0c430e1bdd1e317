import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAdminPage, sessionStorageOf } from '../support/admin-pages.js';
import { stepUp, strongPassword, type SignedInAdmin } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openPage, scrollsSideways, type OpenPage } from '../support/pages.js';
import { expectFocusWithin, expectFocused } from '../support/focus.js';

/**
 * The Users screen in Chromium against the real portal: accounts are
 * made through the API, and every change the screen makes is read back from the API.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');
const admin = suite.admin('admin');
// The super admin's changes to others' accounts need a raised session; the step-up dialog
// itself is tested in step-up.e2e.spec.ts.
beforeEach(async () => {
  await stepUp(suite.portal, superAdmin);
});

interface Account {
  id: string;
  username: string;
  email: string | null;
  role: 'admin' | 'super_admin';
  last_login: string | null;
  created_at: string;
  twofa_enabled: boolean;
}

const accounts = async (): Promise<Account[]> =>
  (await request(suite.portal.url, 'GET', '/api/users', undefined, superAdmin.headers)).body;

const accountNamed = async (username: string) =>
  (await accounts()).find((account) => account.username === username);

let made = 0;
/** An account opened through POST /api/users: never signed in, no two-factor. */
const createAccount = async (
  role: Account['role'] = 'admin',
  email: string | null = null,
): Promise<string> => {
  made += 1;
  const username = `member-${made}-${Math.random().toString(36).slice(2, 7)}`;
  const answer = await request(
    suite.portal.url,
    'POST',
    '/api/users',
    { username, email, password: strongPassword(), role },
    superAdmin.headers,
  );
  if (answer.status !== 201) throw new Error(`POST /api/users: ${JSON.stringify(answer.body)}`);
  return username;
};

/** The Users page, signed in as `who`, once its list shows. */
const openUsersPage = async (
  who: SignedInAdmin = superAdmin,
  options: { width?: number; before?: (page: Page) => Promise<void> } = {},
): Promise<OpenPage> => {
  const opened = await openAdminPage(suite, who, '/admin/users', {
    width: options.width ?? 1280,
    ...(options.before && { before: options.before }),
  });
  await opened.page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  if (!options.width || options.width >= 1000) await opened.page.getByRole('table').waitFor();
  return opened;
};

const rowOf = (page: Page, username: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}\\b`) }) });

/** The usernames of the rows, top to bottom. */
const shownNames = async (page: Page) =>
  (await page.getByRole('table').getByRole('rowheader').allInnerTexts()).map((text) =>
    text.split('\n')[0]!.trim(),
  );

const activeWindowMs = 4 * 3_600_000;
const isActive = (account: Account) =>
  account.last_login !== null && Date.now() - Date.parse(account.last_login) <= activeWindowMs;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('the users list', () => {
  it('counts all users, the active ones, admins, super admins and those with 2FA', async () => {
    await createAccount('admin', 'counted@example.com');
    await createAccount('super_admin');
    const all = await accounts();
    const { page, problems, close } = await openUsersPage();
    const tiles = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('main dl')[0]!.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      ),
    );
    expect(tiles).toEqual({
      'Total users': String(all.length),
      Active: String(all.filter(isActive).length),
      Admins: String(all.filter((account) => account.role === 'admin').length),
      'Super admins': String(all.filter((account) => account.role === 'super_admin').length),
      'With 2FA': String(all.filter((account) => account.twofa_enabled).length),
    });
    await expectAccessible(page, 'users list');
    expect(problems).toEqual([]);
    await close();
  });

  it('marks the own row You, and shows security, status and relative times with full dates', async () => {
    const newcomer = await createAccount();
    const { page, close } = await openUsersPage();
    const own = rowOf(page, superAdmin.username);
    expect(await own.getByRole('rowheader').innerText()).toMatch(/\bYou\b/);
    const ownCells = await own.getByRole('cell').allInnerTexts();
    expect(ownCells.slice(0, 5)).toEqual(['Super Admin', '2FA', 'Active', 'Just now', 'Just now']);

    const other = rowOf(page, newcomer);
    expect(await other.getByRole('rowheader').innerText()).not.toMatch(/\bYou\b/);
    const cells = await other.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 5)).toEqual(['Admin', 'No 2FA', 'Inactive', 'Just now', 'Never']);
    const created = (await accountNamed(newcomer))!.created_at;
    await expect(other.locator('time').first().getAttribute('datetime')).resolves.toBe(created);
    await expect(other.locator('time').first().getAttribute('title')).resolves.toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(created),
      ),
    );
    await close();
  });

  it('filters by username or e-mail 300 ms after the last key, on the loaded list', async () => {
    const target = await createAccount('admin', 'zeta.searched@example.org');
    let reads = 0;
    const { page, close } = await openUsersPage(superAdmin, {
      before: async (page) => {
        await page.clock.install();
        page.on('request', (sent) => {
          if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/users') reads += 1;
        });
      },
    });
    const before = await shownNames(page);
    const readsBefore = reads;
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('ZETA.SEARCHED');
    await page.clock.runFor(299);
    await expect(shownNames(page)).resolves.toEqual(before);
    await page.clock.runFor(2);
    await expect.poll(() => shownNames(page)).toEqual([target]);
    expect(reads).toBe(readsBefore);

    await page.getByRole('searchbox', { name: 'Search' }).fill(target.slice(0, 10).toUpperCase());
    await page.clock.runFor(301);
    await expect.poll(() => shownNames(page)).toContain(target);
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-user-anywhere');
    await page.clock.runFor(301);
    await page.getByText('No users match your search or filters.').waitFor();
    await page.clock.resume();
    await expectAccessible(page, 'users search without matches');
    await close();
  });

  it('filters by role and by status, where Active means a last login within 4 hours', async () => {
    await createAccount('super_admin');
    await createAccount('admin');
    const all = await accounts();
    const { page, close } = await openUsersPage();
    const role = page.getByRole('combobox', { name: 'Role' });
    const status = page.getByRole('combobox', { name: 'Status' });
    const expectShown = async (chosen: Account[]) => {
      await expect
        .poll(async () => (await shownNames(page)).sort())
        .toEqual(chosen.map((account) => account.username).sort());
    };
    await role.selectOption('super_admin');
    await expectShown(all.filter((account) => account.role === 'super_admin'));
    await role.selectOption('admin');
    await expectShown(all.filter((account) => account.role === 'admin'));
    await role.selectOption('all');
    await status.selectOption('active');
    await expectShown(all.filter(isActive));
    await status.selectOption('inactive');
    await expectShown(all.filter((account) => !isActive(account)));
    await role.selectOption('admin');
    await expectShown(all.filter((account) => !isActive(account) && account.role === 'admin'));
    await page.getByRole('search').getByRole('button', { name: 'Clear filters' }).click();
    await expectShown(all.slice(0, 20));
    await close();
  });

  it('sorts on username, role, created and last login: a click turns the direction, a new column starts ascending', async () => {
    await createAccount();
    const all = await accounts();
    const { page, problems, close } = await openUsersPage();
    const header = (name: string) => page.getByRole('columnheader', { name });
    const sortBy = (name: string) => header(name).getByRole('button').click();
    const byName = [...all].sort((a, b) =>
      a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }),
    );

    await expect(header('Created').getAttribute('aria-sort')).resolves.toBe('ascending');
    await sortBy('Username');
    await expect(header('Username').getAttribute('aria-sort')).resolves.toBe('ascending');
    await expect(header('Created').getAttribute('aria-sort')).resolves.toBeNull();
    await expect(shownNames(page)).resolves.toEqual(
      byName.map((account) => account.username).slice(0, 20),
    );
    await sortBy('Username');
    await expect(header('Username').getAttribute('aria-sort')).resolves.toBe('descending');
    await expect(shownNames(page)).resolves.toEqual(
      [...byName]
        .reverse()
        .map((account) => account.username)
        .slice(0, 20),
    );

    await sortBy('Role');
    await expect(header('Role').getAttribute('aria-sort')).resolves.toBe('ascending');
    await expect(header('Username').getAttribute('aria-sort')).resolves.toBeNull();
    const roles = await page.getByRole('table').getByRole('row').allInnerTexts();
    const firstSuper = roles.findIndex((text) => text.includes('Super Admin'));
    expect(roles.slice(firstSuper).every((text) => text.includes('Super Admin'))).toBe(true);

    await sortBy('Last login');
    await expect(header('Last login').getAttribute('aria-sort')).resolves.toBe('ascending');
    await sortBy('Last login');
    await expect(header('Last login').getAttribute('aria-sort')).resolves.toBe('descending');
    const signedIn = all
      .filter((account) => account.last_login !== null)
      .sort((a, b) => Date.parse(b.last_login!) - Date.parse(a.last_login!));
    await expect(shownNames(page)).resolves.toEqual(
      expect.arrayContaining(signedIn.map((account) => account.username)),
    );
    expect((await shownNames(page)).slice(0, signedIn.length)).toEqual(
      signedIn.map((account) => account.username),
    );
    await expectAccessible(page, 'users sorted by last login');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('adding an admin user', () => {
  it('names every broken rule beside its field, and creating needs a username and a password', async () => {
    const taken = await createAccount();
    const { page, problems, close } = await openUsersPage();
    await page.getByRole('button', { name: 'Add Admin User' }).click();
    const add = dialog(page, 'Add Admin User');
    await add.waitFor();
    const username = add.getByRole('textbox', { name: 'Username' });
    const email = add.getByRole('textbox', { name: 'E-mail' });
    const password = add.getByLabel('Password');
    const create = add.getByRole('button', { name: 'Create user' });
    const errorOf = async (field: typeof username) => {
      const ids = (await field.getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(
        ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      return (await field.getAttribute('aria-invalid')) === 'true' ? texts.at(-1) : undefined;
    };

    await expect(create.isDisabled()).resolves.toBe(true);
    await username.fill('x');
    await username.fill('');
    await username.blur();
    await expect(errorOf(username)).resolves.toBe('Username is required');
    await password.fill('x');
    await password.fill('');
    await password.blur();
    await expect(errorOf(password)).resolves.toBe('Password is required');

    await username.fill('ab');
    await password.fill('short');
    await expect(create.isEnabled()).resolves.toBe(true);
    await create.click();
    await expect(errorOf(username)).resolves.toBe('Username must be at least 3 characters');
    await expect(errorOf(password)).resolves.toBe('Password must be at least 8 characters');
    // The first field in error takes the focus.
    await expectFocused(username);
    await expectAccessible(page, 'add user dialog with errors');

    await username.fill('has space!');
    await expect(errorOf(username)).resolves.toBe(
      'Username can only contain letters, numbers, hyphens and underscores',
    );
    await username.fill(taken.toUpperCase());
    await expect(errorOf(username)).resolves.toBe('Username already exists');
    await email.fill('not-an-address');
    await expect(errorOf(email)).resolves.toBe('Invalid email format');
    await password.fill('alllowercase1!');
    await expect(errorOf(password)).resolves.toBe(
      'Password must contain uppercase, lowercase, number and special character',
    );
    await email.fill('');
    await expect(errorOf(email)).resolves.toBeUndefined();
    await username.fill('');
    await expect(create.isDisabled()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("puts the server's USERNAME_EXISTS on the username field when another admin took the name meanwhile", async () => {
    const name = `late-${Date.now().toString(36)}`;
    const { page, close } = await openUsersPage(superAdmin, {
      // The list this page holds does not have the name yet (it was taken after it loaded).
      before: async (page) => {
        await page.route('**/api/users', async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          const answer = await route.fetch();
          const list = (await answer.json()) as Account[];
          return route.fulfill({
            response: answer,
            json: list.filter((account) => account.username !== name),
          });
        });
      },
    });
    await page.getByRole('button', { name: 'Add Admin User' }).click();
    const add = dialog(page, 'Add Admin User');
    await add.getByRole('textbox', { name: 'Username' }).fill(name);
    await add.getByLabel('Password').fill('Another-pass-1');
    await request(
      suite.portal.url,
      'POST',
      '/api/users',
      { username: name, password: strongPassword(), role: 'admin' },
      superAdmin.headers,
    );
    const refused = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/users'),
    );
    await add.getByRole('button', { name: 'Create user' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    expect((await answer.json()).error.code).toBe('USERNAME_EXISTS');
    const username = add.getByRole('textbox', { name: 'Username' });
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    await expect(add.getByText('Username already exists').count()).resolves.toBe(1);
    await expect(add.getByRole('alert').count()).resolves.toBe(0);
    await close();
  });

  it('creates the admin user with the chosen role; the list shows it and the focus comes back', async () => {
    const name = `created-${Date.now().toString(36)}`;
    const { page, problems, close } = await openUsersPage();
    const opener = page.getByRole('button', { name: 'Add Admin User' });
    await opener.click();
    const add = dialog(page, 'Add Admin User');
    await add.getByRole('textbox', { name: 'Username' }).fill(name);
    await add.getByRole('textbox', { name: 'E-mail' }).fill(`${name}@example.com`);
    await add.getByLabel('Password').fill('Created-pass-9');
    await add.getByRole('combobox', { name: 'Role' }).selectOption('super_admin');
    await add.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`${name} was added.`).waitFor();
    await rowOf(page, name).waitFor();
    await expect(add.isVisible()).resolves.toBe(false);
    await expectFocused(opener);
    expect(await accountNamed(name)).toMatchObject({
      email: `${name}@example.com`,
      role: 'super_admin',
      twofa_enabled: false,
      last_login: null,
    });
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the focus in the dialog and gives it back on Escape', async () => {
    const { page, close } = await openUsersPage();
    const opener = page.getByRole('button', { name: 'Add Admin User' });
    await opener.click();
    const add = dialog(page, 'Add Admin User');
    await expectFocused(add.getByRole('textbox', { name: 'Username' }));
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      await expectFocusWithin(add);
    }
    await page.keyboard.press('Escape');
    await expect(add.isVisible()).resolves.toBe(false);
    await expectFocused(opener);
    await close();
  });
});

describe('editing and deleting users', () => {
  it('lets an admin edit only their own e-mail, never the role or (here) the password, and add or delete nobody', async () => {
    const { page, problems, close } = await openUsersPage(admin);
    await expect(page.getByRole('button', { name: 'Add Admin User' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Edit/ }).count()).resolves.toBe(1);

    await rowOf(page, admin.username)
      .getByRole('button', { name: `Edit ${admin.username}` })
      .click();
    const edit = dialog(page, 'Edit User');
    await edit.waitFor();
    const username = edit.getByRole('textbox', { name: 'Username' });
    await expect(username.inputValue()).resolves.toBe(admin.username);
    await expect(username.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(edit.getByText('The username cannot be changed.').count()).resolves.toBe(1);
    await expect(edit.getByRole('combobox', { name: 'Role' }).count()).resolves.toBe(0);
    await expect(edit.getByText('You cannot change your own role.').count()).resolves.toBe(1);

    // One's own password changes only with the current one, through Change password.
    await expect(edit.getByLabel('New password').count()).resolves.toBe(0);
    await edit
      .getByText(
        'To change your own password, use Change password under your name in the sidebar: it asks for your current one.',
      )
      .waitFor();
    await edit.getByRole('textbox', { name: 'E-mail' }).fill('not-valid');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Invalid email format').waitFor();
    await expectAccessible(page, 'edit own account with errors');

    await edit.getByRole('textbox', { name: 'E-mail' }).fill('bob.new@example.com');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`The changes to ${admin.username} were saved.`).waitFor();
    await rowOf(page, admin.username).getByText('bob.new@example.com').waitFor();
    expect(await accountNamed(admin.username)).toMatchObject({
      email: 'bob.new@example.com',
      role: 'admin',
    });
    expect(problems).toEqual([]);
    await close();
  });

  it("lets a super admin change another user's role, but not their own", async () => {
    const member = await createAccount();
    const { page, close } = await openUsersPage();
    await rowOf(page, superAdmin.username).getByRole('button', { name: /^Edit/ }).click();
    const edit = dialog(page, 'Edit User');
    await expect(edit.getByRole('combobox', { name: 'Role' }).count()).resolves.toBe(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await rowOf(page, member)
      .getByRole('button', { name: `Edit ${member}` })
      .click();
    await edit.getByRole('combobox', { name: 'Role' }).selectOption('super_admin');
    await expectAccessible(page, "edit another user's role");
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`The changes to ${member} were saved.`).waitFor();
    await expect
      .poll(() => rowOf(page, member).getByRole('cell').first().innerText())
      .toBe('Super Admin');
    expect((await accountNamed(member))?.role).toBe('super_admin');
    await close();
  });

  it('deletes an admin after the confirmation, and offers no delete for oneself or another super admin', async () => {
    const member = await createAccount();
    const peer = await createAccount('super_admin');
    const { page, problems, close } = await openUsersPage();
    await expect(
      rowOf(page, superAdmin.username)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).resolves.toBe(0);
    await expect(
      rowOf(page, peer)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).resolves.toBe(0);

    const remove = rowOf(page, member).getByRole('button', { name: `Delete ${member}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirm.getByText(`Delete the account ${member}?`).waitFor();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm.isVisible()).resolves.toBe(false);
    await expectFocused(remove);
    expect(await accountNamed(member)).toBeDefined();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await page.getByText(`${member} was deleted.`).waitFor();
    await rowOf(page, member).waitFor({ state: 'detached' });
    // Its row and button are gone: the news of the deletion has the focus.
    await expectFocused(page.getByRole('status').filter({ hasText: `${member} was deleted.` }));
    expect(await accountNamed(member)).toBeUndefined();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('loading the users', () => {
  it("says 'Failed to load users' with the server's reason, or 'Invalid users data format'", async () => {
    const failing = await openPage(suite.browser, {
      storage: await sessionStorageOf(suite.portal, superAdmin),
    });
    await failing.page.route('**/api/users', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable.',
          },
        },
      }),
    );
    await failing.page.goto(`${suite.portal.url}/admin/users`);
    const failed = failing.page.getByRole('alert').filter({ hasText: 'Failed to load users' });
    await failed.waitFor();
    expect(await failed.innerText()).toContain('The service is temporarily unavailable.');
    await expectAccessible(failing.page, 'users load failure');
    await failing.close();

    const garbled = await openPage(suite.browser, {
      storage: await sessionStorageOf(suite.portal, superAdmin),
    });
    await garbled.page.route('**/api/users', (route) => route.fulfill({ json: { users: 'nope' } }));
    await garbled.page.goto(`${suite.portal.url}/admin/users`);
    await garbled.page
      .getByRole('alert')
      .filter({ hasText: 'Invalid users data format' })
      .waitFor();
    await garbled.close();
  });

  it('shows the first 20 rows of the matches', async () => {
    for (let count = (await accounts()).length; count <= 21; count += 1) await createAccount();
    const total = (await accounts()).length;
    const { page, close } = await openUsersPage();
    await expect(page.getByRole('table').getByRole('rowheader').count()).resolves.toBe(20);
    await expect(page.getByText(`Showing 20 of ${total} users`).count()).resolves.toBe(1);
    await expect(
      page.getByText('Only the first 20 are shown: search or filter to find the others.').count(),
    ).resolves.toBe(1);
    await close();
  });

  it('shows cards with a sort menu on a phone, without sideways scrolling', async () => {
    const { page, problems, close } = await openUsersPage(superAdmin, { width: 360 });
    const own = page.getByRole('listitem').filter({ hasText: superAdmin.username });
    await own.getByText('You', { exact: true }).waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Username, descending' });
    const names = (await page.getByRole('main').getByRole('listitem').allInnerTexts()).map((text) =>
      text.split('\n')[0]!.trim(),
    );
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'users on a phone');
    await page.getByRole('button', { name: 'Add Admin User' }).click();
    await dialog(page, 'Add Admin User').getByRole('button', { name: 'Create user' }).waitFor();
    await expect(scrollsSideways(page)).resolves.toBe(false);
    await expectAccessible(page, 'add user dialog on a phone');
    expect(problems).toEqual([]);
    await close();
  });
});
