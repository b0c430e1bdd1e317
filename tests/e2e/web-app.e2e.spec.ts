import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/** The gateway serves the web app for every path outside /api, so client-side routes load. */
let portal: TestPortal;
let browser: Browser;
const site = mkdtempSync(join(tmpdir(), 'ghost-site-'));

beforeAll(async () => {
  // The script is a file of the site, not inline: the Content-Security-Policy runs no inline script.
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><title>Ghost</title><div id="root"></div><script src="/shell.js"></script>',
  );
  writeFileSync(
    join(site, 'shell.js'),
    'document.getElementById("root").textContent = "route " + location.pathname;',
  );
  portal = await startTestPortal({ staticDir: site });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await portal.destroy();
  rmSync(site, { recursive: true, force: true });
});

describe('the gateway in a browser', () => {
  it('loads the app shell on a deep link, and runs it', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(`${portal.url}/track/GHOST-1732291234567-AB12CD34EF56GH78IJ`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    expect(await page.textContent('#root')).toBe(
      'route /track/GHOST-1732291234567-AB12CD34EF56GH78IJ',
    );
    await page.close();
  });
});
