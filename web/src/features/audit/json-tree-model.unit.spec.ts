import { describe, expect, it } from 'vitest';
import { nodeOf, sizeOf } from './json-tree-model';

describe('the tree of an event data', () => {
  it('tells branches, leaves and a redacted sealed secret apart', () => {
    expect(nodeOf({ $redacted: 'sealed secret' })).toEqual({ kind: 'redacted' });
    expect(nodeOf({ a: 1, b: [true] })).toEqual({
      kind: 'object',
      entries: [
        ['a', 1],
        ['b', [true]],
      ],
    });
    expect(nodeOf(['x'])).toEqual({ kind: 'array', items: ['x'] });
    expect(nodeOf('text')).toEqual({ kind: 'string', value: 'text' });
    expect(nodeOf(12.5)).toEqual({ kind: 'number', value: 12.5 });
    expect(nodeOf(false)).toEqual({ kind: 'boolean', value: false });
    expect(nodeOf(null)).toEqual({ kind: 'null' });
  });

  it('counts what a branch holds for its summary', () => {
    expect(sizeOf(nodeOf({ a: 1, b: 2, c: 3 }))).toBe(3);
    expect(sizeOf(nodeOf([1, 2]))).toBe(2);
    expect(sizeOf(nodeOf('leaf'))).toBe(0);
  });
});
