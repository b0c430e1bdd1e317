import { createContext, useContext } from 'react';

/**
 * Where a render on the server puts the HTTP status of the page it drew: a page that says
 * nothing is here is answered 404, so a crawler, a link checker or a cache takes it as missing.
 * None in the browser, where the status was answered long before.
 */
export const PageStatusSink = createContext<((status: number) => void) | null>(null);

/** Marks the page drawn as one that is not there: its server answer is 404 Not Found. */
export const useNotFoundStatus = (): void => {
  useContext(PageStatusSink)?.(404);
};
