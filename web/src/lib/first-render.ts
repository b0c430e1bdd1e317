import type { FirstAnswers } from './first-answers';

/** What the browser needs to hydrate a page as the server drew it. */
export interface FirstRender {
  /** The language the server rendered the page in. */
  language: string;
  /** The API answers it drew the page from, by SWR key. */
  answers: FirstAnswers;
}

/** The element that carries it: JSON, which the browser never runs (nothing inline runs here). */
const elementId = 'first-render';

/**
 * The element as the server writes it into the page. `<` is escaped so no text of the answers
 * can close the element or open a comment.
 */
export const firstRenderElement = (state: FirstRender): string =>
  `<script type="application/json" id="${elementId}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** What the server sent with the page; null when it sent none (a page rendered in the browser). */
export const readFirstRender = (): FirstRender | null => {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as FirstRender) : null;
};
