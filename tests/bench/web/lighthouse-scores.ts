import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags } from '../../support/chromium-flags.js';

export interface LighthouseScores {
  path: string;
  /** Of the run Lighthouse's own median-run rule picks (closest to the median FCP and TTI). */
  performance: number;
  /** Every run's performance score, lowest first: how far a single run may stray. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time, in ms, as Lighthouse estimated them. */
  lcp: number;
  tbt: number;
  /** The accessibility and best-practice audits the page failed, to say why a score is short. */
  failed: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One Lighthouse run with its default (mobile) settings, driving Debian's Chromium: a Moto G
 * class phone, simulated slow 4G and a 4× slower CPU. A page that needs a signed-in admin gets
 * the session in its storage first, and Lighthouse is told to keep it.
 */
const lighthouseRun = async (url: string, storage: Record<string, string>): Promise<Result> => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  try {
    const keepStorage = Object.keys(storage).length > 0;
    if (keepStorage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
};

/**
 * A run whose trace Lighthouse could not read (NO_NAVSTART and kin, a fault of the recording
 * that says nothing of the page) is run again, at most twice.
 */
const readableRun = async (url: string, storage: Record<string, string>): Promise<Result> => {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseRun(url, storage);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`Lighthouse ${lhr.runtimeError.code} on ${url}; running it again`);
  }
};

/**
 * Lighthouse's scores for a page, as its authors advise reading a page whose figures vary from
 * run to run: several runs (`runs`, BENCH_LIGHTHOUSE_RUNS, 5 unless told), and the run their
 * median-run rule picks.
 */
export const lighthouseScores = async (
  base: string,
  path: string,
  storage: Record<string, string> = {},
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
): Promise<LighthouseScores> => {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1)
    results.push(await readableRun(`${base}${path}`, storage));
  // Typed against Lighthouse's global LH namespace, which its package does not export.
  const median: Result = computeMedianRun(results);
  const { categories, audits } = median;
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
    performanceRuns: results
      .map((result) => score(result.categories.performance?.score))
      .sort((a, b) => a - b),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    failed,
  };
};
