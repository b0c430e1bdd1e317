import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (2020-12) that zod writes for the contract's request schemas. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** `{ not: {} }`: no value fits (zod writes it for a field that must be absent). */
const isNever = (schema: JsonSchema) =>
  schema.not !== undefined && Object.keys(schema.not).length === 0;

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const fits = (value: number) =>
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum);
  return (
    integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.oneof(
          fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
          // Amounts as people type them: whole numbers and cents.
          fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100),
        )
  ).filter(fits);
};

const objectOf = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([, property]) => !isNever(property),
  );
  const required = new Set(schema.required ?? []);
  return fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, arbitraryOf(property)])),
    { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
  );
};

/** Values that fit a JSON Schema as zod writes it (refinements and transforms left aside). */
export const arbitraryOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0]);
  const type = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'any';
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'number':
      return numberOf(schema, false);
    case 'integer':
      return numberOf(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 25),
      });
    case 'object':
      return objectOf(schema);
    default:
      // Unrepresentable in JSON Schema (a transform, a custom check): any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Values that fit a zod schema's input, as far as its JSON Schema tells. */
export const arbitraryFromSchema = (schema: z.ZodType): fc.Arbitrary<unknown> =>
  arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

/** Leaves a valid value nearly whole: one field gone, retyped, unknown, huge or hostile. */
export const mutationOf = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => {
  const hostile = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(
      -1,
      0,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      ' ',
      '\u0000',
      '${jndi:ldap://x}',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '١٢٣',
      '🙂'.repeat(500),
      'x'.repeat(100_000),
      [],
      {},
      { $gt: '' },
      true,
      null,
    ),
  );
  return fc
    .tuple(valid, fc.nat(), hostile, fc.constantFrom('drop', 'retype', 'add', 'replace'))
    .map(([value, pick, odd, how]) => {
      if (
        how === 'replace' ||
        value === null ||
        typeof value !== 'object' ||
        Array.isArray(value)
      ) {
        return odd;
      }
      const entries = Object.entries(value as Record<string, unknown>);
      const at = pick % Math.max(entries.length, 1);
      if (how === 'add' || entries.length === 0) {
        return Object.fromEntries([...entries, [`unknown_${pick % 7}`, odd]]);
      }
      return Object.fromEntries(
        how === 'drop'
          ? entries.filter((_, index) => index !== at)
          : entries.map(([key, field], index) => [key, index === at ? odd : field]),
      );
    });
};
