import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { reportViolations } from '../support/csp-violations.js';
import { request } from '../support/http.js';
import { openPage, watchNetwork } from '../support/pages.js';
import { cryptoSubscription } from '../support/payment-requests.js';

const suite = browserSuite();
const admin = suite.admin('super_admin');
let paymentId: string;

beforeAll(async () => {
  const submitted = await request(
    suite.portal.url,
    'POST',
    '/api/transactions',
    cryptoSubscription(),
  );
  paymentId = String(submitted.body.paymentId);
});

/**
 * Loads pages of the real built app one after the other in one tab (the client-side routes, the
 * live updates, the admin screens), each time until the network is quiet.
 */
const visit = async (paths: string[], storage?: Record<string, string>) => {
  const { page, problems, close } = await openPage(suite.browser, storage ? { storage } : {});
  const violations = await reportViolations(page);
  const network = watchNetwork(page);
  const policies: (string | undefined)[] = [];
  for (const path of paths) {
    const answer = await page.goto(`${suite.portal.url}${path}`);
    policies.push(answer?.headers()['content-security-policy']);
    await page.locator('#root > *').first().waitFor({ timeout: 15_000 });
    await network.settled();
  }
  const found = { violations: await violations(), problems, policies };
  await close();
  return found;
};

describe('the web app under its Content-Security-Policy', () => {
  it('runs the public pages with no violation: home, pricing, both checkouts, tracking', async () => {
    const { violations, problems, policies } = await visit([
      '/',
      '/pricing',
      '/payment/ghost-eshop-pro',
      '/payment/donation',
      '/track',
      `/track/${paymentId}`,
    ]);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    for (const policy of policies) expect(policy).toContain("script-src 'self'");
  });

  it('shows a crypto address with its QR code (a data: image) with no violation', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    const violations = await reportViolations(page);
    await page.goto(`${suite.portal.url}/payment/donation`);
    for (const coin of ['BTC', 'ETH']) {
      await page.getByRole('radio', { name: new RegExp(`^${coin}`) }).check();
      const qr = page.locator('img[src^="data:image/"]').first();
      await qr.waitFor({ state: 'visible', timeout: 15_000 });
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('runs the admin panel with no violation, signed in', async () => {
    const session = {
      admin_token: admin.token,
      admin_token_expires_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    };
    const { violations, problems } = await visit(
      [
        '/admin',
        '/admin/dashboard',
        '/admin/transactions',
        `/admin/transactions?search=${paymentId}`,
        '/admin/card-payments',
        '/admin/users',
        '/admin/settings',
        '/admin/audit',
      ],
      session,
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('cannot be framed by another page', async () => {
    const { page, problems, close } = await openPage(suite.browser);
    // A page of another origin (about:blank's is opaque) framing the admin panel.
    await page.setContent(`<iframe src="${suite.portal.url}/admin"></iframe>`);
    await page.waitForLoadState('load');
    // The browser refuses the frame and says why: then nothing of the panel is in it.
    await expect.poll(() => problems.join('\n')).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((candidate) => candidate.url().startsWith(suite.portal.url));
    expect(frame ? await frame.locator('#root > *').count() : 0).toBe(0);
    await close();
  });
});
