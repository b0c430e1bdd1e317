import { DomainError } from '@ghost/events';
import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { reservationDecider } from './reservation.js';

const spec = deciderSpec(reservationDecider);
const reserve = (by: string) => ({
  kind: 'Reserve' as const,
  key: 'k',
  purpose: 'crypto proof' as const,
  by,
  refusal: () => new DomainError('DUPLICATE_TXID'),
});
const reserved = (by: string) => ({
  type: 'KeyReserved' as const,
  data: { key: 'k', purpose: 'crypto proof', by },
});
const released = (by: string) => ({
  type: 'KeyReleased' as const,
  data: { key: 'k', by, reason: 'failed' },
});

describe('reserving a unique key', () => {
  it('reserves a free key for its first claimant', () => {
    spec
      .given([])
      .when(reserve('A'))
      .then([reserved('A')]);
  });

  it('refuses a key held by someone else with the refusal the command declared', () => {
    spec
      .given([reserved('A')])
      .when(reserve('B'))
      .thenRefuses('DUPLICATE_TXID');
  });

  it('changes nothing when the holder reserves again (a retried request)', () => {
    spec
      .given([reserved('A')])
      .when(reserve('A'))
      .then([]);
  });

  it('reserves a released key again', () => {
    spec
      .given([reserved('A'), released('A')])
      .when(reserve('B'))
      .then([reserved('B')]);
  });

  it('releases only for the holder', () => {
    spec
      .given([reserved('A')])
      .when({ kind: 'Release', key: 'k', by: 'A', reason: 'failed' })
      .then([released('A')]);
    spec
      .given([reserved('A')])
      .when({ kind: 'Release', key: 'k', by: 'B', reason: 'failed' })
      .then([]);
  });
});
