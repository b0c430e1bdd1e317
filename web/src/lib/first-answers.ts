import { useState } from 'react';
import type { Middleware, State } from 'swr';
import { ApiRequestError, errorOf, readBody, type ApiError } from './api-client';

/** An API read the server made for a page's first render: its data, or its refusal. */
export type FirstAnswer = { data: unknown } | { error: ApiError };

/** The first answers of a page by their SWR key (the API path the page's hook reads). */
export type FirstAnswers = Record<string, FirstAnswer>;

/** What the page's hook would make of an answer: its data, or the API client's error object. */
export const firstAnswerOf = async (response: Response): Promise<FirstAnswer> => {
  const body = await readBody(response);
  return response.ok ? { data: body } : { error: errorOf(response, body) };
};

/**
 * An SWR cache holding the first answers as finished reads: the server renders the page from it
 * and the browser hydrates from the same answers, so both draw the same page; SWR then refreshes
 * them as it does any cached answer (on focus, on a live change), but not on mounting. A cache rather than SWR's `fallback`: it holds a refusal too
 * (a tracked payment not found), and fallback data still counts as loading (a spinner beside it).
 */
export const swrCacheOf = (answers: FirstAnswers): Map<string, State> =>
  new Map(
    Object.entries(answers).map(([key, answer]) => [
      key,
      {
        ...('data' in answer
          ? { data: answer.data }
          : { error: new ApiRequestError(answer.error) }),
        isLoading: false,
        isValidating: false,
      },
    ]),
  );

/**
 * SWR middleware: the first hook to read one of the server's first answers (`keys`) does not read
 * it again as it mounts, the server having read it for this very page load; it is refreshed from
 * then on as any answer is. Any other hook, and the same page opened again in the app, reads as
 * usual.
 */
export const firstAnswersReadOnce = (keys: Iterable<string>): Middleware => {
  const unread = new Set(keys);
  return (useSWRNext) =>
    function useFirstAnswerOnce(key, fetcher, config) {
      const [first] = useState(() => typeof key === 'string' && unread.delete(key));
      return useSWRNext(key, fetcher, first ? { ...config, revalidateOnMount: false } : config);
    };
};
