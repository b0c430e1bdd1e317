import type { Page } from 'playwright-core';
import { stepUp } from '../../support/admins.js';
import { request } from '../../support/http.js';
import type { Demo } from '../demo.js';
import { oncePerRun, showList } from '../prepare.js';
import type { Scenario } from '../scenario.js';

/** A few more accounts than the demo's two (a new super admin needs a raised session). */
const fillUsers = oncePerRun(async (demo) => {
  await stepUp(demo.portal, demo.superAdmin.admin);
  const accounts = [
    { username: 'carol_ops', email: 'carol@example.com', role: 'admin' },
    { username: 'dmitri', email: null, role: 'admin' },
    { username: 'erika-support', email: 'erika@example.de', role: 'super_admin' },
  ];
  for (const account of accounts) {
    const answer = await request(
      demo.portal.url,
      'POST',
      '/api/users',
      { ...account, password: 'Demo-pass-2026!' },
      demo.superAdmin.admin.headers,
    );
    if (answer.status !== 201) throw new Error(`POST /api/users: ${JSON.stringify(answer.body)}`);
  }
});

/** The list with every account. */
const filledList = async (page: Page, demo: Demo) => {
  await fillUsers(demo);
  await showList(page);
};

/** The row (table) or card (narrow screens) of an account. */
const entryOf = (page: Page, username: string) =>
  page
    .getByRole('row')
    .filter({ hasText: username })
    .or(page.getByRole('listitem').filter({ hasText: username }));

const submitDialog = (page: Page) => page.locator('dialog[open] button[type="submit"]').click();

export const scenarios: Scenario[] = [
  { name: 'users-list', path: '/admin/users', signedIn: 'super_admin', prepare: filledList },
  {
    name: 'users-as-admin',
    path: '/admin/users',
    signedIn: 'admin',
    prepare: filledList,
  },
  {
    name: 'users-add-errors',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await page.getByRole('main').getByRole('button').first().click();
      await page.locator('#add-user-username').fill('ab');
      await page.locator('#add-user-email').fill('not-an-address');
      await page.locator('#add-user-password').fill('short');
      await submitDialog(page);
    },
  },
  {
    name: 'users-add-taken',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await page.getByRole('main').getByRole('button').first().click();
      await page.locator('#add-user-username').fill('Carol_Ops');
      await page.locator('#add-user-password').fill('alllowercase1!');
      await submitDialog(page);
    },
  },
  {
    name: 'users-edit-own-as-admin',
    path: '/admin/users',
    signedIn: 'admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await entryOf(page, 'bob').getByRole('button').first().click();
      await page.locator('#edit-user-email').fill('bob@');
      await submitDialog(page);
    },
  },
  {
    name: 'users-edit-super-admin',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await entryOf(page, 'erika-support').getByRole('button').first().click();
    },
  },
  {
    name: 'users-edit-other',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await entryOf(page, 'dmitri').getByRole('button').first().click();
    },
  },
  {
    name: 'users-delete',
    path: '/admin/users',
    signedIn: 'super_admin',
    viewportOnly: true,
    prepare: async (page, demo) => {
      await filledList(page, demo);
      await entryOf(page, 'dmitri').getByRole('button').nth(1).click();
    },
  },
];
