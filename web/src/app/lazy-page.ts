import { lazy, type ComponentType } from 'react';
import type { Namespace } from '@/i18n/namespaces';
import { i18next } from '@/i18n/setup';

/**
 * A page loaded when first visited, its texts and (when given) its first data asked for at the
 * same moment as its code. On a slow phone each is a round trip; one after the other (the code,
 * then the texts it asks for, then its data) they held the page's first paint back by a second.
 */
export const lazyPage = (
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly Namespace[],
  data?: () => unknown,
) =>
  lazy(async () => {
    // A failed answer is the page's to show (SWR hands the same promise to its hook), not an
    // unhandled rejection here.
    Promise.resolve(data?.()).catch(() => undefined);
    const [page] = await Promise.all([load(), i18next.loadNamespaces([...texts])]);
    return page;
  });
