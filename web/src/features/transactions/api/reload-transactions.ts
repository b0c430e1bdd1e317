import { mutate } from 'swr';

/**
 * Reads every transactions answer on screen again (the list, the summary, an open detail). After
 * an action the API client sends the action's log position, so each answer holds the action.
 */
export const reloadTransactions = (): Promise<unknown> =>
  mutate((key) => typeof key === 'string' && key.startsWith('/transactions'));
