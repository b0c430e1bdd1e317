import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../store/event-store.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { ChainVerifier, type Witness } from './chain-verifier.js';
import { auditKeyFromSeed, newAuditKeySeed } from './signing-key.js';

const key = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
const stranger = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));

const verify = (events: readonly RecordedEvent[], witness: Witness | null = null) => {
  const verifier = new ChainVerifier(key.publicKey, witness);
  for (const event of events) verifier.add(event);
  return verifier.finish(new Date('2026-11-22T12:00:00Z'), 0);
};

/** A log of reservations, a payment stream of three events, and a checkpoint every so often. */
const busyLog = (links = true) => {
  const log = new RecordedLog({ links });
  log.reservations(5);
  log.checkpoint(key);
  for (const type of ['KeyReserved', 'KeyReleased', 'KeyReserved']) {
    log.append('payment-1', type, { key: 'p', purpose: 'test', by: 'x', reason: 'r' });
  }
  log.reservations(3);
  log.checkpoint(key);
  log.reservations(2);
  return log;
};

const edited = (event: RecordedEvent, change: Partial<RecordedEvent>): RecordedEvent => ({
  ...event,
  ...change,
});

describe('the chain verifier', () => {
  it('finds nothing in an intact log, and says how much of it is signed', () => {
    const log = busyLog();
    const report = verify(log.events);
    expect(report.ok).toBe(true);
    expect(report.eventsChecked).toBe(log.events.length);
    expect(report.checkpoints.checked).toBe(2);
    expect(report.checkpoints.last?.eventCount).toBe(log.events.length - 3);
    expect(report.unanchoredEvents).toBe(3);
    expect(report.globalLinksStored).toBe(true);
  });

  it('reports a changed event by its stream, revision and position', () => {
    const log = busyLog();
    const events = log.events.map((event) =>
      event.streamId === 'payment-1' && event.revision === 1
        ? edited(event, { data: event.data.replace('"r"', '"R"') })
        : event,
    );
    const report = verify(events);
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'altered',
        reason: 'content',
        streamId: 'payment-1',
        revision: 1,
        position: log.events.find((e) => e.streamId === 'payment-1' && e.revision === 1)?.position,
      }),
    ]);
  });

  it('accepts texts that are not canonical but hold the same content (a log written before)', () => {
    const log = busyLog();
    const events = log.events.map((event) =>
      edited(event, { data: JSON.stringify(JSON.parse(event.data), null, 1) }),
    );
    expect(verify(events).ok).toBe(true);
  });

  it('reports text that is no longer JSON as unreadable', () => {
    const log = busyLog();
    const events = log.events.map((event, index) =>
      index === 2 ? edited(event, { data: '{"key":' }) : event,
    );
    expect(verify(events).findings).toEqual([
      expect.objectContaining({ kind: 'altered', reason: 'unreadable', position: 3 }),
    ]);
  });

  it('reports a gap in a stream with the revisions it lacks', () => {
    const log = busyLog(false);
    const events = log.events.filter((e) => !(e.streamId === 'payment-1' && e.revision === 1));
    const gap = verify(events).findings.find((finding) => finding.kind === 'missing');
    expect(gap).toEqual(
      expect.objectContaining({
        reason: 'gap',
        streamId: 'payment-1',
        revision: 2,
        fromRevision: 1,
        toRevision: 1,
      }),
    );
  });

  it('reports a stream link that does not follow: the event before it was replaced', () => {
    const log = busyLog();
    const events = log.events.map((event) =>
      event.streamId === 'payment-1' && event.revision === 2
        ? edited(event, { prevHash: 'a'.repeat(64) })
        : event,
    );
    expect(verify(events).findings).toContainEqual(
      expect.objectContaining({
        kind: 'altered',
        reason: 'link',
        streamId: 'payment-1',
        revision: 2,
      }),
    );
  });

  it('reports events deleted where no stream shows it, by the log-wide chain', () => {
    const log = busyLog();
    const events = log.events.filter((_, index) => index !== 3);
    const report = verify(events);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'missing', reason: 'unlinked', position: 5 }),
    );
  });

  it('reports events that changed places as reordered, not missing', () => {
    const log = busyLog();
    const events = [...log.events];
    const [a, b] = [events[1], events[2]];
    if (!a || !b) throw new Error('short log');
    events[1] = b;
    events[2] = a;
    const report = verify(events);
    expect(report.byKind.missing).toBe(0);
    expect(report.byKind.reordered).toBeGreaterThanOrEqual(2);
  });

  it('checks a log without stored links (EventStoreDB) by its checkpoints: a deletion breaks them', () => {
    const log = busyLog(false);
    expect(verify(log.events).ok).toBe(true);
    const report = verify(log.events.filter((_, index) => index !== 1));
    expect(report.globalLinksStored).toBe(false);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'rewritten', fromPosition: 1 }),
    );
  });

  it('counts the events written before the log-wide chain, and checks the chain after them', () => {
    const log = busyLog();
    const events = log.events.map((event, index) =>
      index < 4 ? edited(event, { globalPrevHash: null, globalHash: null }) : event,
    );
    const report = verify(events);
    expect(report.ok).toBe(true);
    expect(report.legacyEvents).toBe(4);
  });

  it('reports a checkpoint signed by another key as forged', () => {
    const log = busyLog();
    log.checkpoint(stranger);
    expect(verify(log.events).findings).toContainEqual(
      expect.objectContaining({
        kind: 'forged',
        reason: 'unknown_key',
        position: log.events.length,
      }),
    );
  });

  it('holds the log to the checkpoint verified before: intact, rewritten or cut short', () => {
    const log = busyLog();
    const checkpoint = log.events.filter((e) => e.type === 'LogCheckpointSigned').at(-1);
    if (!checkpoint) throw new Error('no checkpoint');
    const witness = RecordedLog.witnessOf(checkpoint);
    expect(verify(log.events, witness).witness?.status).toBe('held');
    const cut = verify(log.events.slice(0, 4), witness);
    expect(cut.witness?.status).toBe('truncated');
    expect(cut.findings).toContainEqual(
      expect.objectContaining({
        kind: 'truncated',
        expectedEvents: witness.eventCount,
        foundEvents: 4,
      }),
    );
    const forged = verify(log.events, { ...witness, globalHash: 'b'.repeat(64) });
    expect(forged.witness?.status).toBe('forged');
  });
});
