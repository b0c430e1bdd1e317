import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { startTestPortal } from '../support/test-portal.js';

/** The gateway serves the web app for every path outside /api, so client-side routes load. */
const site = mkdtempSync(join(tmpdir(), 'ghost-site-'));
const suite = browserSuite({
  start: () => {
    // The script is a file of the site, not inline: the Content-Security-Policy runs no inline
    // script.
    writeFileSync(
      join(site, 'index.html'),
      '<!doctype html><title>Ghost</title><div id="root"></div><script src="/shell.js"></script>',
    );
    writeFileSync(
      join(site, 'shell.js'),
      'document.getElementById("root").textContent = "route " + location.pathname;',
    );
    return startTestPortal({ staticDir: site });
  },
});

afterAll(() => {
  rmSync(site, { recursive: true, force: true });
});

describe('the gateway in a browser', () => {
  it('loads the app shell on a deep link, and runs it', async () => {
    const page = await suite.browser.newPage();
    const answer = await page.goto(
      `${suite.portal.url}/track/GHOST-1732291234567-AB12CD34EF56GH78IJ`,
    );
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    expect(await page.textContent('#root')).toBe(
      'route /track/GHOST-1732291234567-AB12CD34EF56GH78IJ',
    );
    await page.close();
  });
});
