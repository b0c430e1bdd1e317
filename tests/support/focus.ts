import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Where the keyboard focus is, asked the way a browser spec waits on anything the user sees:
 * focus moves after a re-render (a dialog opening, a row leaving, a field in error), which a busy
 * machine delays, so every check polls until it holds or ten seconds pass.
 */
const FOCUS_WAIT = { timeout: 10_000 };

/** Waits until this element has the focus. */
export const expectFocused = (target: Locator): Promise<void> =>
  expect
    .poll(() => target.evaluate((element) => element === document.activeElement), FOCUS_WAIT)
    .toBe(true);

/** Waits until the focus is on this element or inside it (a dialog, a row, a details panel). */
export const expectFocusWithin = (box: Locator): Promise<void> =>
  expect
    .poll(() => box.evaluate((element) => element.contains(document.activeElement)), FOCUS_WAIT)
    .toBe(true);

/** What `read` says of the focused element (null when nothing has the focus). */
const readFocused = async <T>(page: Page, read: (focused: Element | null) => T): Promise<T> => {
  const focused = await page.evaluateHandle(() => document.activeElement);
  try {
    return await focused.evaluate(read);
  } finally {
    await focused.dispose();
  }
};

/**
 * Waits until `read` says `expected` of the focused element: for an element no role and name
 * reach, such as a status note whose name is its changing text (the card payments' outcome).
 */
export const expectFocusedWhere = <T>(
  page: Page,
  read: (focused: Element | null) => T,
  expected: T,
): Promise<void> => expect.poll(() => readFocused(page, read), FOCUS_WAIT).toEqual(expected);
