import './config/zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { paymentIdToLookUp } from '@ghost/events/contract';
import { AppProvider } from '@/app/provider';
import { AppRoutes, renderedRouteAt, type RenderedRoute } from '@/app/router';
import type { ApiPost } from '@/features/payment-flow/answer-donation-form';
import {
  donationFormAnswers,
  donationPageAnswers,
} from '@/features/payment-flow/donation-form-answers';
import { paymentFirstReads } from '@/features/payment-flow/first-reads';
import { allPricesPath } from '@/features/pricing/api/get-all-prices';
import { trackPath } from '@/features/tracking/api/track-payment';
import { searchedIdParam } from '@/features/tracking/payment-id';
import { DocumentTitleSink } from '@/hooks/use-document-title';
import { PageStatusSink } from '@/hooks/use-page-status';
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

/** What a page's reads depend on: its address, and the language it is rendered in. */
interface PageAt {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: string;
}

/**
 * The API reads (SWR keys, the paths the pages' hooks ask) each page draws its first render from,
 * given the answers read so far: a page whose reads follow an earlier answer (the payment page's
 * prices follow the method switches) asks them once that answer is in.
 */
const firstReads: Record<RenderedRoute, (page: PageAt, answers: FirstAnswers) => string[]> = {
  '/': () => [],
  '/pricing': () => [allPricesPath],
  '/track': ({ search }) => trackingReads(search.get(searchedIdParam)),
  '/track/:paymentId': ({ params }) => trackingReads(params.paymentId),
  '/payment/:type': ({ params, language }, answers) =>
    paymentFirstReads(params.type, language, answers),
  '*': () => [],
};

/**
 * The API reads the server-rendered page at an address draws first, given the answers so far;
 * null: not rendered there.
 */
export const firstReadsAt = (
  url: URL,
  language: string,
): ((answers: FirstAnswers) => string[]) | null => {
  const rendered = renderedRouteAt(url.pathname);
  if (!rendered) return null;
  const page = { params: rendered.params, search: url.searchParams, language };
  return (answers) => firstReads[rendered.route](page, answers);
};

/** No page's reads wait on more than a few answers in turn: more would be a loop. */
const maxReadRounds = 4;

/**
 * The answers the page's first reads get from `read`: the reads it asks at once, then those that
 * followed their answers, until it asks nothing new.
 */
const readFirstAnswers = async (
  reads: (answers: FirstAnswers) => string[],
  read: (path: string) => Promise<Response>,
): Promise<FirstAnswers> => {
  const answers: FirstAnswers = {};
  for (let round = 0; round < maxReadRounds; round += 1) {
    const next = reads(answers).filter((path) => !Object.hasOwn(answers, path));
    if (next.length === 0) break;
    const answered = await Promise.all(
      next.map(async (path) => [path, await firstAnswerOf(await read(path))] as const),
    );
    for (const [path, answer] of answered) answers[path] = answer;
  }
  return answers;
};

/**
 * The HTML of the page at `url` (its path and query) in `language`, drawn from the answers `read`
 * gives for its first reads (an API path without /api, answered as the API answers it), and what
 * the browser needs to hydrate it (the element that carries it, for the page's body), and its
 * title and its HTTP status (404 for a page that says nothing is there). Null when the page is
 * not one the server renders.
 */
export const renderPage = async (
  url: string,
  language: string,
  read: (path: string) => Promise<Response>,
): Promise<RenderedPage | null> => {
  const address = new URL(url, 'http://portal');
  const reads = firstReadsAt(address, language);
  if (reads === null) return null;
  const answers = await readFirstAnswers(reads, read);
  // The donation's crypto form works without scripts: its QR code is drawn here.
  const drawn = address.pathname === '/payment/donation' ? await donationPageAnswers(answers) : {};
  return renderFrom(url, language, { ...answers, ...drawn });
};

interface RenderedPage {
  html: string;
  state: string;
  title: string | null;
  status: number;
}

/**
 * A form posted to the page at `url` without scripts, answered by the app's rules and calls: a
 * redirect, or the page drawn again from its first reads and what the form led to. Null: the page
 * takes no form (only the donation's crypto form is posted so far).
 */
export const answerForm = async (
  url: string,
  language: string,
  form: URLSearchParams,
  api: { read: (path: string) => Promise<Response>; write: ApiPost },
): Promise<{ redirect: string } | { page: RenderedPage } | null> => {
  const address = new URL(url, 'http://portal');
  const reads = firstReadsAt(address, language);
  if (reads === null || address.pathname !== '/payment/donation') return null;
  const first = await readFirstAnswers(reads, api.read);
  const answer = await donationFormAnswers(form, first, {
    language,
    post: api.write,
    now: Date.now(),
  });
  if ('redirect' in answer) return answer;
  return { page: await renderFrom(url, language, { ...first, ...answer.answers }) };
};

/** The page at `url` drawn from `answers`, with what the browser needs to hydrate it. */
const renderFrom = async (
  url: string,
  language: string,
  answers: FirstAnswers,
): Promise<RenderedPage> => {
  let title: string | null = null;
  let status = 200;
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
              <PageStatusSink
                value={(answered) => {
                  status = answered;
                }}
              >
                <AppRoutes />
              </PageStatusSink>
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
    status,
  };
};
