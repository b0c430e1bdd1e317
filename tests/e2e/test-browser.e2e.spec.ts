import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('the Chromium the browser specs drive', () => {
  it('runs no page of its own beside the tested ones (no omnibox popup repainting on each load)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<title>tested</title><h1>tested</h1>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => [target.type, target.title])).toEqual([['page', 'tested']]);
    await context.close();
  });
});
