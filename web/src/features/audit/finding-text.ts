import type { ChainFinding } from '@ghost/events/contract';

/** The translation key of a finding's sentence and what fills it in (see audit.json, chain.findings). */
export interface FindingText {
  key:
    | 'alteredContent'
    | 'alteredLink'
    | 'alteredGlobal'
    | 'alteredUnreadable'
    | 'missingGap'
    | 'missingUnlinked'
    | 'reordered'
    | 'rewritten'
    | 'truncated'
    | 'forgedSignature'
    | 'forgedUnknownKey'
    | 'forgedWitness';
  values: Record<string, string | number>;
}

/** What a finding says, in any language: its sentence's key and values. */
export const findingText = (finding: ChainFinding): FindingText => {
  switch (finding.kind) {
    case 'altered': {
      const values = {
        stream: finding.streamId,
        revision: finding.revision,
        position: finding.position,
      };
      const keys = {
        content: 'alteredContent',
        link: 'alteredLink',
        global: 'alteredGlobal',
        unreadable: 'alteredUnreadable',
      } as const;
      return { key: keys[finding.reason], values };
    }
    case 'missing':
      return finding.reason === 'gap'
        ? {
            key: 'missingGap',
            values: {
              stream: finding.streamId,
              revision: finding.revision,
              position: finding.position,
              from: finding.fromRevision ?? 0,
              to: finding.toRevision ?? 0,
            },
          }
        : {
            key: 'missingUnlinked',
            values: {
              stream: finding.streamId,
              revision: finding.revision,
              position: finding.position,
            },
          };
    case 'reordered':
      return {
        key: 'reordered',
        values: {
          stream: finding.streamId,
          revision: finding.revision,
          position: finding.position,
        },
      };
    case 'rewritten':
      return {
        key: 'rewritten',
        values: {
          position: finding.position,
          from: finding.fromPosition,
          to: finding.toPosition,
          signedAt: finding.signedAt,
        },
      };
    case 'truncated':
      return {
        key: 'truncated',
        values: {
          expected: finding.expectedEvents,
          found: finding.foundEvents,
          signedAt: finding.signedAt,
        },
      };
    case 'forged':
      return finding.position === null
        ? { key: 'forgedWitness', values: {} }
        : {
            key: finding.reason === 'signature' ? 'forgedSignature' : 'forgedUnknownKey',
            values: { position: finding.position },
          };
  }
};
