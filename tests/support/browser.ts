import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, driven by playwright-core (`npx playwright install` cannot download a browser
 * here). The flags keep it off the network it cannot reach and out of the sandbox root forbids.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
