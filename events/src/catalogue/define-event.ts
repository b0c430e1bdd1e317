import type { z } from 'zod';

/**
 * One event type of the catalogue: its past-tense name, the version of its data schema, and the
 * schema itself. An older stored version is brought up to date by `upcast` when it is read.
 */
export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  readonly upcast?: (data: unknown, fromVersion: number) => unknown;
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(
  type: Type,
  version: number,
  schema: Schema,
  upcast?: (data: unknown, fromVersion: number) => unknown,
): EventDefinition<Type, Schema> => ({ type, version, schema, ...(upcast ? { upcast } : {}) });

/** `{ type, data }` for one definition: the shape deciders emit and projections read. */
export type EventOf<D> =
  D extends EventDefinition<infer Type, infer Schema>
    ? { type: Type; data: z.infer<Schema> }
    : never;

/** The type names of some definitions: what a projection of an aggregate's events can handle. */
export const typesOf = (definitions: readonly { readonly type: string }[]): string[] =>
  definitions.map(({ type }) => type);
