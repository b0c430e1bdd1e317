import { createElement, lazy, useState, type ComponentType } from 'react';
import type { Namespace } from '@/i18n/namespaces';
import { i18next } from '@/i18n/setup';

/**
 * A page loaded when first visited, its texts and (when given) its first data asked for at the
 * same moment as its code. On a slow phone each is a round trip; one after the other (the code,
 * then the texts it asks for, then its data) they held the page's first paint back by a second.
 * `load` brings the code and texts alone (for a page the server rendered, whose data are in it):
 * once they are here the page renders at once, without suspending, which lets the browser
 * hydrate the server's HTML in one go (a page that suspended there would be hydrated later, and
 * a language chosen meanwhile would no longer match the server's text).
 */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly Namespace[],
  data?: () => unknown,
) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const loadPage = () => {
    // The server renders with every text in memory and its own answers: nothing to fetch there.
    loading ??= (
      import.meta.env.SSR
        ? load()
        : Promise.all([load(), i18next.loadNamespaces([...texts])]).then(([page]) => page)
    ).then((page) => {
      loaded = page.default;
      return page;
    });
    return loading;
  };
  const Lazy = lazy(() => {
    // A failed answer is the page's to show (SWR hands the same promise to its hook), not an
    // unhandled rejection here.
    if (!import.meta.env.SSR) Promise.resolve(data?.()).catch(() => undefined);
    return loadPage();
  });
  const Page = () => {
    // Chosen once per visit of the page: a later switch would mount it afresh, its state lost.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return Object.assign(Page, { load: loadPage });
};
