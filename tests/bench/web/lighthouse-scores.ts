import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time, in ms, as Lighthouse estimated them. */
  lcp: number;
  tbt: number;
  /** The accessibility and best-practice audits the page failed, to say why a score is short. */
  failed: string[];
}

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse with its default (mobile) settings, driving Debian's Chromium: a Moto G class
 * phone, simulated slow 4G and a 4× slower CPU. A page that needs a signed-in admin gets the
 * session in its storage first, and Lighthouse is told to keep it.
 */
export const lighthouseScores = async (
  base: string,
  path: string,
  storage: Record<string, string> = {},
): Promise<LighthouseScores> => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  try {
    const keepStorage = Object.keys(storage).length > 0;
    if (keepStorage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const checked = [categories.accessibility, categories['best-practices']].flatMap(
      (category) => category?.auditRefs.map((ref) => ref.id) ?? [],
    );
    const failed = checked.filter((id) => {
      const audit = audits[id];
      return audit?.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1;
    });
    return {
      path,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      failed,
    };
  } finally {
    chrome.kill();
  }
};
