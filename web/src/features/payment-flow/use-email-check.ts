import { useHydrated } from '@/hooks/use-hydrated';
import { browserEmailCheck, standardEmailCheck, type EmailCheck } from './account-details';

/**
 * The e-mail check of the page as it runs: the browser's own; the HTML standard's rule while the
 * page is drawn on the server (no browser there to ask) and until it runs, so the first render in
 * the browser says what the server's did.
 */
export const useEmailCheck = (): EmailCheck =>
  useHydrated() ? browserEmailCheck : standardEmailCheck;
