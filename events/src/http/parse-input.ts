import type { z } from 'zod';
import { ValidationError } from '../errors/domain-error.js';

const describePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Validates input with a zod schema; the first problem becomes a VALIDATION_ERROR naming its
 * field, so the caller knows what to fix.
 */
export const parseInput = <Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  where = 'body',
): z.infer<Schema> => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw new ValidationError(where, 'The request is not valid');
  if (issue.code === 'unrecognized_keys') {
    const field = describePath([...issue.path, ...issue.keys.slice(0, 1)]);
    throw new ValidationError(field, `Unknown field: ${issue.keys.join(', ')}`);
  }
  const field = describePath(issue.path) || where;
  // 'Missing required fields', the payment flow's message; the reason is what a screen reads to say it in its language.
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    throw new ValidationError(field, `Missing required fields: ${field}`, 'missing_field');
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    throw new ValidationError(field, `The ${where} must be a JSON object`);
  }
  throw new ValidationError(field, `${field}: ${issue.message}`);
};
