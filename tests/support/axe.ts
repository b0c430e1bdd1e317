import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.1 A and AA, and axe's best practices. */
const options: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  // Only the violations are read: axe then skips describing every passed check.
  resultTypes: ['violations'],
};

/** How long a screen may take to show its heading: its code and texts load lazily. */
const headingTimeout = 10_000;

type WithAxe = Window & { axe?: typeof axe };

/**
 * axe-core, evaluated in the page once per document (over the DevTools protocol, which the
 * portal's CSP does not govern), then run there for each scan. @axe-core/playwright evaluated
 * its half-megabyte source again for every scan and prepared each frame: about half a second a
 * scan, where the portal has no frame and a spec scans one document several times.
 */
const axeIn = async (page: Page): Promise<void> => {
  if (await page.evaluate(() => (window as WithAxe).axe !== undefined)) return;
  await page.evaluate(axe.source);
};

/**
 * Scans the page with axe-core and fails on any violation, naming the rule, the elements and the
 * state the page was in. A screen whose code or texts are still on their way shows a loading
 * state without a level-one heading, so the scan waits for the heading first (a screen that
 * never shows one still fails, on axe's own rule).
 */
export const expectAccessible = async (page: Page, state: string): Promise<void> => {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: headingTimeout })
    .catch(() => undefined);
  await axeIn(page);
  const { violations } = await page.evaluate(
    (runOptions): Promise<AxeResults> => (window as WithAxe).axe!.run(document, runOptions),
    options,
  );
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe violations in "${state}"`).toEqual([]);
};
