import { z } from 'zod';
import * as contract from '../index.js';

export type JsonSchema = Record<string, unknown>;

/** Which side of a schema the document shows: what a client sends, or what it gets back. */
export type Side = 'input' | 'output';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The contract's schemas by their export names: `submissionRequestSchema` is `SubmissionRequest`. */
const contractNames = new Map<unknown, string>(
  Object.entries(contract).flatMap(([name, value]) =>
    value instanceof z.ZodType && name.endsWith('Schema')
      ? [[value, pascal(name.slice(0, -'Schema'.length))] as const]
      : [],
  ),
);

/** A JSON Schema of zod's, without what only stands at a root ($schema, $id). */
const embeddable = ({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema => schema;

/**
 * A schema inline, as JSON Schema 2020-12 (OpenAPI 3.1's dialect): a request's side for input
 * (before defaults and transforms), the answer's for output.
 */
export const inlineSchema = (schema: z.ZodType, side: Side): JsonSchema =>
  embeddable(z.toJSONSchema(schema, { io: side }));

/**
 * The document's `components.schemas`: each request body and answer once, under the contract's
 * name for it, converted by zod (`z.toJSONSchema`) on its side.
 */
export class SchemaComponents {
  private readonly registries = {
    input: z.registry<{ id: string }>(),
    output: z.registry<{ id: string }>(),
  };
  private readonly named = new Map<string, { schema: z.ZodType; side: Side }>();

  /** A reference to the schema's component; `fallbackName` names one the contract does not. */
  ref(schema: z.ZodType, side: Side, fallbackName: string): { $ref: string } {
    const name = contractNames.get(schema) ?? fallbackName;
    const taken = this.named.get(name);
    if (taken && (taken.schema !== schema || taken.side !== side)) {
      throw new Error(`Two schemas of the OpenAPI document are named ${name}`);
    }
    if (!taken) {
      this.named.set(name, { schema, side });
      this.registries[side].add(schema, { id: name });
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** Every component, converted. */
  schemas(): Record<string, JsonSchema> {
    const converted = (side: Side) =>
      Object.entries(
        z.toJSONSchema(this.registries[side], {
          io: side,
          uri: (id) => `#/components/schemas/${id}`,
        }).schemas,
      ).map(([name, schema]) => [name, embeddable(schema as JsonSchema)] as const);
    return Object.fromEntries(
      [...converted('input'), ...converted('output')].sort(([a], [b]) => a.localeCompare(b)),
    );
  }
}
