import { redactedSecretMark } from '@ghost/events/contract';

/** What a node of an event's data is, for the tree that shows it. */
export type JsonNode =
  | { kind: 'redacted' }
  | { kind: 'object'; entries: [string, unknown][] }
  | { kind: 'array'; items: unknown[] }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' };

export const nodeOf = (value: unknown): JsonNode => {
  if (value === null || value === undefined) return { kind: 'null' };
  if (Array.isArray(value)) return { kind: 'array', items: value };
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]?.[0] === redactedSecretMark) return { kind: 'redacted' };
    return { kind: 'object', entries };
  }
  if (typeof value === 'string') return { kind: 'string', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return { kind: 'string', value: typeof value === 'bigint' ? value.toString() : '' };
};

/** How many entries a branch holds, for its summary line. */
export const sizeOf = (node: JsonNode): number =>
  node.kind === 'object' ? node.entries.length : node.kind === 'array' ? node.items.length : 0;

/** Branches this deep or shallower start open; deeper ones start folded. */
export const openDepth = 1;
