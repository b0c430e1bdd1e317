import type { Page } from 'playwright-core';
import type { Demo } from './demo.js';

/** One screen in one state, captured at every width, colour scheme and language asked for. */
export interface Scenario {
  /** The file name stem: `payment-crypto-form` → payment-crypto-form--de-dark-360.png. */
  name: string;
  /** Where the page is opened. */
  path: string | ((demo: Demo) => string);
  /** A session put in the browser's storage before the page loads. */
  signedIn?: 'super_admin' | 'admin';
  /** Brings the loaded page to the state to capture (fill a form, open a dialog...). */
  prepare?: (page: Page, demo: Demo) => Promise<void>;
  /** A request is held unanswered on purpose (a loading state): the network is not awaited. */
  holdsARequest?: boolean;
  /** False: taken with scripts off, as the server rendered the page (the public pages). */
  javaScript?: boolean;
  /** Only the viewport instead of the whole page (e.g. to show what is above the fold). */
  viewportOnly?: boolean;
}
