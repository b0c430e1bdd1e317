/** One submission attempt: what was sent, and the keys that make its retries harmless. */
export interface Attempt<Ids> {
  /** The visitor's input as sent; another input is another attempt. */
  fingerprint: string;
  idempotencyKey: string;
  ids: Ids;
}

/**
 * The attempt a submission belongs to: the previous one when the visitor sends the same input
 * again (a retry after a lost answer is then recognised by the server and happens once), a new
 * one with fresh IDs when the input changed.
 */
export const attemptFor = <Ids>(
  previous: Attempt<Ids> | null,
  fingerprint: string,
  fresh: () => { idempotencyKey: string; ids: Ids },
): Attempt<Ids> => (previous?.fingerprint === fingerprint ? previous : { fingerprint, ...fresh() });
