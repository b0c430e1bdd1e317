import './config/zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { paymentIdToLookUp } from '@ghost/events/contract';
import { AppProvider } from '@/app/provider';
import { AppRoutes, renderedRouteAt, type RenderedRoute } from '@/app/router';
import { allPricesPath } from '@/features/pricing/api/get-all-prices';
import { trackPath } from '@/features/tracking/api/track-payment';
import { searchedIdParam } from '@/features/tracking/payment-id';
import { DocumentTitleSink } from '@/hooks/use-document-title';
import { serverI18n } from '@/i18n/server-instance';
import { firstAnswerOf, swrCacheOf, type FirstAnswers } from '@/lib/first-answers';
import { firstRenderElement } from '@/lib/first-render';

/*
 * The server's entry (built apart with `vite build --ssr`, imported by the gateway): the public
 * pages rendered from the same components as in the browser, in the visitor's language, with the
 * API answers they draw first.
 */

/** The payment a tracking page looks up, as its hook asks for it (none for an invalid ID). */
const trackingReads = (requested: string | null | undefined) => {
  const lookedUp = requested ? paymentIdToLookUp(requested) : null;
  return lookedUp === null ? [] : [trackPath(lookedUp)];
};

/** The API reads (SWR keys, the paths the pages' hooks ask) each page draws its first render from. */
const firstReads: Record<
  RenderedRoute,
  (params: Record<string, string | undefined>, search: URLSearchParams) => string[]
> = {
  '/': () => [],
  '/pricing': () => [allPricesPath],
  '/track': (_params, search) => trackingReads(search.get(searchedIdParam)),
  '/track/:paymentId': ({ paymentId }) => trackingReads(paymentId),
};

/** The API reads the server-rendered page at an address draws first; null: not rendered there. */
export const firstReadsAt = (url: URL): string[] | null => {
  const rendered = renderedRouteAt(url.pathname);
  return rendered ? firstReads[rendered.route](rendered.params, url.searchParams) : null;
};

/**
 * The HTML of the page at `url` (its path and query) in `language`, drawn from the answers `read`
 * gives for its first reads (an API path without /api, answered as the API answers it), and what
 * the browser needs to hydrate it (the element that carries it, for the page's body), and its
 * title. Null when the page is not one the server renders.
 */
export const renderPage = async (
  url: string,
  language: string,
  read: (path: string) => Promise<Response>,
): Promise<{ html: string; state: string; title: string | null } | null> => {
  const reads = firstReadsAt(new URL(url, 'http://portal'));
  if (reads === null) return null;
  const answers: FirstAnswers = Object.fromEntries(
    await Promise.all(
      reads.map(async (path) => [path, await firstAnswerOf(await read(path))] as const),
    ),
  );
  let title: string | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={serverI18n(language)}>
        <AppProvider cache={swrCacheOf(answers)}>
          <StaticRouter location={url}>
            <DocumentTitleSink
              value={(named) => {
                title = named;
              }}
            >
              <AppRoutes />
            </DocumentTitleSink>
          </StaticRouter>
        </AppProvider>
      </I18nextProvider>
    </StrictMode>,
    // Every part of the page in place, in order: a large part is otherwise sent after the rest
    // and moved into place by an inline script, which the page's policy does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    state: firstRenderElement({ language, answers }),
    title,
  };
};
