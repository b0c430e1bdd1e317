import type { Page } from 'playwright-core';
import { auditKeyFromSeed, rawPublicKey } from '@ghost/events';
import { request } from '../../support/http.js';
import type { Demo } from '../demo.js';
import type { Scenario } from '../scenario.js';

/** An audit answer for the super admin of the demo (who may read the audit too). */
const audit = async <T>(demo: Demo, path: string): Promise<T> => {
  const answer = await request(
    demo.portal.url,
    'GET',
    `/api${path}`,
    undefined,
    demo.superAdmin.admin.headers,
  );
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.body as T;
};

/** Waits for the view's main content (the live stream keeps the network busy). */
const shown = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ timeout: 30_000 });

const firstVerification = async (demo: Demo) => {
  const page = await audit<{ events: { position: number }[] }>(
    demo,
    '/audit/events?type=PaymentVerified&limit=20',
  );
  const oldest = page.events.at(-1);
  if (!oldest) throw new Error('the demo verified no payment');
  return oldest.position;
};

const verify = async (page: Page) => {
  await page.getByRole('main').getByRole('button').first().click();
  await shown(page, 'main [role="status"] ul, main [role="status"] dl');
};

export const scenarios: Scenario[] = [
  {
    name: 'audit-events',
    path: '/admin/audit',
    signedIn: 'super_admin',
    prepare: (page) => shown(page, 'main table, main ul[aria-label]'),
  },
  {
    name: 'audit-events-filtered',
    path: '/admin/audit?view=events&actor=bob',
    signedIn: 'super_admin',
    prepare: (page) => shown(page, 'main table, main ul[aria-label]'),
  },
  {
    name: 'audit-event-open',
    path: '/admin/audit?view=events&type=PaymentVerified',
    signedIn: 'super_admin',
    prepare: async (page) => {
      await shown(page, 'main table, main ul[aria-label]');
      await page.locator('main button[aria-expanded]').first().click();
      await shown(page, 'main h3');
    },
  },
  {
    name: 'audit-timeline',
    path: (demo) => `/admin/audit?view=timeline&payment=${demo.payments.subscriptionCompleted}`,
    signedIn: 'super_admin',
    prepare: async (page) => {
      await shown(page, 'main ol button');
      await page.locator('main ol button').nth(1).click();
    },
  },
  {
    name: 'audit-books',
    path: '/admin/audit?view=books',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      const position = (await firstVerification(demo)) - 1;
      await page.goto(`${demo.portal.url}/admin/audit?view=books&position=${position}`);
      await shown(page, 'main table');
    },
  },
  {
    name: 'audit-chain-ok',
    path: '/admin/audit?view=chain',
    signedIn: 'super_admin',
    prepare: async (page) => {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('audit_witness') || key === 'audit_pinned_key') {
            localStorage.removeItem(key);
          }
        }
      });
      await shown(page, 'main pre');
      await verify(page);
    },
  },
  {
    name: 'audit-chain-failed',
    path: '/admin/audit?view=chain',
    signedIn: 'super_admin',
    prepare: async (page, demo) => {
      // A witness this key never signed, as a log restored from elsewhere would meet.
      const { keyId } = await audit<{ keyId: string }>(demo, '/audit/public-key');
      await page.evaluate((id) => {
        localStorage.setItem(
          'audit_witness',
          JSON.stringify({
            eventCount: 12,
            globalHash: 'f'.repeat(64),
            signedAt: '2026-11-20T09:30:00.000Z',
            keyId: id,
            signature: 'bm90IGEgc2lnbmF0dXJl',
          }),
        );
      }, keyId);
      await page.reload();
      await shown(page, 'main pre');
      await verify(page);
    },
  },
  {
    // Another key pinned in the browser than the one the portal reports: the alarm, and no pass.
    name: 'audit-chain-key-changed',
    path: '/admin/audit?view=chain',
    signedIn: 'super_admin',
    prepare: async (page) => {
      await shown(page, 'main pre');
      // By structure, not by label: the scenario runs in every language.
      await page
        .locator('main form textarea')
        .fill(rawPublicKey(auditKeyFromSeed(Buffer.alloc(32, 7)).publicKey).toString('base64'));
      await page.locator('main form button[type="submit"]').click();
      await page.getByRole('alert').waitFor();
      await verify(page);
    },
  },
];
