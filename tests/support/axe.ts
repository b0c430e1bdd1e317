import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.1 A and AA, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** How long a screen may take to show its heading: its code and texts load lazily. */
const headingTimeout = 10_000;

/**
 * Scans the page with axe-core and fails on any violation, naming the rule, the elements and the
 * state the page was in. A screen whose code or texts are still on their way shows a loading
 * state without a level-one heading, so the scan waits for the heading first (a screen that
 * never shows one still fails, on axe's own rule). Legacy mode runs axe in the page and its
 * frames directly, without the blank page the default opens for every scan to merge the frames'
 * results: that page cost about 0.6 s a scan, and the portal's frames are all its own.
 */
export const expectAccessible = async (page: Page, state: string): Promise<void> => {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: headingTimeout })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
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
