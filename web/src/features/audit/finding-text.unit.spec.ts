import { describe, expect, it } from 'vitest';
import { findingText } from './finding-text';

const where = { position: 42, streamId: 'transaction-GHOST-1', revision: 3 };

describe('what a finding of the chain says', () => {
  it('names the altered event by stream, revision and position, by why it does not hold', () => {
    expect(findingText({ kind: 'altered', reason: 'content', ...where, message: '' })).toEqual({
      key: 'alteredContent',
      values: { stream: 'transaction-GHOST-1', revision: 3, position: 42 },
    });
    expect(findingText({ kind: 'altered', reason: 'global', ...where, message: '' }).key).toBe(
      'alteredGlobal',
    );
  });

  it('names the revisions missing from a stream, and an event missing from the log', () => {
    expect(
      findingText({
        kind: 'missing',
        reason: 'gap',
        ...where,
        fromRevision: 1,
        toRevision: 2,
        message: '',
      }),
    ).toEqual({
      key: 'missingGap',
      values: { stream: 'transaction-GHOST-1', revision: 3, position: 42, from: 1, to: 2 },
    });
    expect(
      findingText({
        kind: 'missing',
        reason: 'unlinked',
        ...where,
        fromRevision: null,
        toRevision: null,
        message: '',
      }).key,
    ).toBe('missingUnlinked');
  });

  it('says where a rewrite lies, how short a truncated log is, and which signature is forged', () => {
    const signedAt = '2026-11-22T10:00:00.000Z';
    expect(
      findingText({
        kind: 'rewritten',
        position: 90,
        fromPosition: 40,
        toPosition: 88,
        signedAt,
        message: '',
      }),
    ).toEqual({ key: 'rewritten', values: { position: 90, from: 40, to: 88, signedAt } });
    expect(
      findingText({
        kind: 'truncated',
        expectedEvents: 100,
        foundEvents: 60,
        signedAt,
        message: '',
      }),
    ).toEqual({ key: 'truncated', values: { expected: 100, found: 60, signedAt } });
    expect(
      findingText({ kind: 'forged', reason: 'unknown_key', position: 7, message: '' }).key,
    ).toBe('forgedUnknownKey');
    expect(
      findingText({ kind: 'forged', reason: 'signature', position: null, message: '' }).key,
    ).toBe('forgedWitness');
  });
});
