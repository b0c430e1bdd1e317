import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A page as strict as the portal's: no script but its own origin's. */
const strictPage = (body: string) =>
  `data:text/html,<html lang="en"><meta http-equiv="Content-Security-Policy" content="script-src 'self'">` +
  `<title>tested</title><main><h1>tested</h1>${body}</main>`;

/** What a failed scan says: its message and the violations it lists. */
const failureOf = (scan: Promise<void>): Promise<string> =>
  scan.then(
    () => 'passed',
    (error: unknown) => {
      const { message, actual } = error as { message: string; actual?: unknown };
      return `${message} ${JSON.stringify(actual)}`;
    },
  );

describe('the Chromium the browser specs drive', () => {
  it('runs no page of its own beside the tested ones (no omnibox popup repainting on each load)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(strictPage(''));
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => [target.type, target.title])).toEqual([['page', 'tested']]);
    await context.close();
  });
});

describe('the accessibility scan', () => {
  it('passes a clean page and fails one with an unnamed image, naming the rule and the state, on every scan of the document', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(strictPage('<p>Nothing wrong here.</p>'));
    await expectAccessible(page, 'clean');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.append(image);
    });
    expect(await failureOf(expectAccessible(page, 'with an image'))).toMatch(
      /axe violations in "with an image".*image-alt/s,
    );
    await page.goto(strictPage('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    expect(await failureOf(expectAccessible(page, 'after a load'))).toMatch(/image-alt/);
    await context.close();
  });
});
