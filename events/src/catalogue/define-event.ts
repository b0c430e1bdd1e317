import type { z } from 'zod';

/**
 * Brings the data of one schema version to the next. Upcasters are pure and total: every event
 * ever written at their version must come out valid at the next one.
 */
export type Upcaster = (data: unknown) => unknown;

/**
 * One event type of the catalogue: its past-tense name, the version of its data schema, and the
 * schema itself. Data written under an older version is brought up to date when it is read by
 * the upcasters, one version at a time: `upcasters[1]` turns version 1 into 2, `upcasters[2]`
 * 2 into 3, and so on; events stay in the log as they were written (their hashes cover that).
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  readonly upcasters?: Readonly<Record<number, Upcaster>>;
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(
  type: Type,
  version: number,
  schema: Schema,
  upcasters?: Readonly<Record<number, Upcaster>>,
): EventDefinition<Type, Schema> => {
  for (let from = 1; upcasters && from < version; from += 1) {
    if (!upcasters[from])
      throw new Error(`${type}: no upcaster from version ${from} to ${from + 1}`);
  }
  return { type, version, schema, ...(upcasters ? { upcasters } : {}) };
};

/** `{ type, data }` for one definition: the shape deciders emit and projections read. */
export type EventOf<D> =
  D extends EventDefinition<infer Type, infer Schema>
    ? { type: Type; data: z.infer<Schema> }
    : never;

/** The type names of some definitions: what a projection of an aggregate's events can handle. */
export const typesOf = (definitions: readonly { readonly type: string }[]): string[] =>
  definitions.map(({ type }) => type);
