import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags } from './chromium-flags.js';

/**
 * Debian's Chromium, driven by playwright-core (`npx playwright install` cannot download a browser
 * here), with the flags of chromium-flags.ts.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
