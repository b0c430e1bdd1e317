import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { reportViolations } from '../support/csp-violations.js';
import { request } from '../support/http.js';
import { operationsOf } from '../support/openapi-document.js';
import { openPage } from '../support/pages.js';
import { startTestPortal } from '../support/test-portal.js';

const suite = browserSuite({ start: startTestPortal });

/** /api/docs in a fresh tab, recording CSP violations and page errors, shown once loaded. */
const openDocs = async () => {
  const opened = await openPage(suite.browser);
  const violations = await reportViolations(opened.page);
  const answer = await opened.page.goto(`${suite.portal.url}/api/docs`);
  await opened.page.locator('.opblock').first().waitFor({ timeout: 15_000 });
  return { ...opened, violations, policy: answer?.headers()['content-security-policy'] };
};

describe('the API page at /api/docs, under the portal’s Content-Security-Policy', () => {
  it('shows every operation of the document, by area, with no violation', async () => {
    const document = (await request(suite.portal.url, 'GET', '/api/openapi.json')).body;
    const { page, problems, violations, policy, close } = await openDocs();
    expect(policy).toContain("script-src 'self'");
    expect(await page.locator('.opblock').count()).toBe(operationsOf(document).length);
    for (const { name } of document.tags as { name: string }[]) {
      await expect.poll(() => page.locator(`.opblock-tag[data-tag="${name}"]`).count()).toBe(1);
    }
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens an operation with its body's schema and its error codes", async () => {
    const { page, problems, violations, close } = await openDocs();
    const submit = page.locator('#operations-Payments-submitPayment');
    await submit.locator('.opblock-summary').click();
    await expect
      .poll(() => submit.locator('.opblock-body').textContent(), { timeout: 10_000 })
      .toMatch(/DUPLICATE_TXID[\s\S]*This crypto transaction has already been registered/);
    expect(await submit.locator('.opblock-body').textContent()).toContain('Idempotency-Key');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('tries a call from the page: GET /api/pricing/all answers 200 on the same origin', async () => {
    const { page, problems, violations, close } = await openDocs();
    const prices = page.locator('#operations-Settings_and_pricing-priceList');
    await prices.locator('.opblock-summary').click();
    await prices.getByRole('button', { name: 'Try it out' }).click();
    await prices.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(
        () => prices.locator('.live-responses-table tbody .response-col_status').textContent(),
        {
          timeout: 10_000,
        },
      )
      .toContain('200');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
