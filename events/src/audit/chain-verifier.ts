import type { KeyObject } from 'node:crypto';
import { LogCheckpointSigned } from '../catalogue/audit-events.js';
import {
  chainFindingKinds,
  chainFindingsListed,
  type ChainFinding,
  type ChainFindingKind,
  type ChainReport,
  type SignedCheckpoint,
} from '../catalogue/chain-report.js';
import type { EventMetadata } from '../catalogue/metadata.js';
import type { RecordedEvent } from '../store/event-store.js';
import { genesisHash, globalHashOf, hashCanonical, hashEvent } from '../store/hash-chain.js';
import { checkpointSignedBy } from './checkpoint-signature.js';
import { keyIdOf } from './signing-key.js';

/** A checkpoint as it travels outside the log: what an auditor keeps of one they verified. */
export type Witness = SignedCheckpoint & { signature: string };

/**
 * How many of the last events' log-wide hashes are kept: a checkpoint is written soon after the
 * events it signs, so it is checked in the same pass; one further back waits for a second pass.
 */
const window = 65_536;

interface StreamHead {
  revision: number;
  hash: string;
}

interface Anchor {
  count: number;
  position: number;
}

interface PendingCheckpoint extends Witness {
  position: number;
}

const where = (event: RecordedEvent) => ({
  position: event.position,
  streamId: event.streamId,
  revision: event.revision,
});

/**
 * Walks the log in order and checks everything an auditor holding only the public key can: each
 * event's content against its hash and its link to its stream's previous event; the log-wide
 * chain, as stored (where the store keeps it) and as recomputed from the streams' hashes; every
 * signed checkpoint against the recomputed chain; and a checkpoint verified before (the witness)
 * against the log as it is now. Pure: the caller reads the log and hands it the events in order.
 */
export class ChainVerifier {
  private readonly keyId: string;
  private readonly streams = new Map<string, StreamHead>();
  private count = 0;
  /** The recomputed log-wide hash after the events so far. */
  private global = genesisHash;
  /** Recomputed hashes, stored hashes and positions of the last events, by count. */
  private readonly recomputed: string[] = new Array<string>(window);
  private readonly stored: (string | null)[] = new Array<string | null>(window);
  private readonly positions: number[] = new Array<number>(window);
  private previousStored: string | null = null;
  private linksSeen = false;
  private legacy = 0;
  /** Breaks of the stored chain whose missing predecessor may still turn up later (moved). */
  private readonly unresolved = new Map<string, Extract<ChainFinding, { kind: 'missing' }>>();
  private readonly findings: ChainFinding[] = [];
  private readonly byKind = Object.fromEntries(
    chainFindingKinds.map((kind) => [kind, 0]),
  ) as Record<ChainFindingKind, number>;
  private checked = 0;
  private failedCheckpoints = 0;
  private lastGood: Anchor = { count: 0, position: 0 };
  private lastCheckpoint: PendingCheckpoint | null = null;
  private readonly deferred: PendingCheckpoint[] = [];
  private witnessStatus: NonNullable<ChainReport['witness']>['status'] | null = null;
  private head: number | null = null;
  private firstPosition = 0;

  constructor(
    private readonly publicKey: KeyObject,
    private readonly witness: Witness | null = null,
  ) {
    this.keyId = keyIdOf(publicKey);
    if (witness && (witness.keyId !== this.keyId || !checkpointSignedBy(publicKey, witness))) {
      this.witnessStatus = 'forged';
      this.report({
        kind: 'forged',
        reason: witness.keyId === this.keyId ? 'signature' : 'unknown_key',
        position: null,
        message: 'The checkpoint verified before is not signed by this public key',
      });
    }
  }

  /** The next event of the log, in log order. */
  add(event: RecordedEvent): void {
    this.count += 1;
    this.head = event.position;
    if (this.count === 1) this.firstPosition = event.position;
    this.checkStream(event);
    const previous = this.global;
    this.global = globalHashOf(previous, event);
    this.checkStoredLinks(event, previous);
    const slot = this.count % window;
    this.recomputed[slot] = this.global;
    this.stored[slot] = event.globalHash;
    this.positions[slot] = event.position;
    if (this.witness && this.witnessStatus === null && this.count === this.witness.eventCount) {
      this.witnessStatus = this.global === this.witness.globalHash ? 'held' : 'rewritten';
      if (this.witnessStatus === 'rewritten') {
        this.report({
          kind: 'rewritten',
          position: event.position,
          fromPosition: this.firstPosition,
          toPosition: event.position,
          signedAt: this.witness.signedAt,
          message: `The log's first ${this.count} events are not those of the checkpoint verified before (signed ${this.witness.signedAt})`,
        });
      }
    }
    if (event.type === LogCheckpointSigned.type) this.checkCheckpoint(event);
  }

  /** Counts of checkpoints too far back for this pass: their hashes come from a second one. */
  get lateCounts(): number[] {
    return this.deferred.map((checkpoint) => checkpoint.eventCount);
  }

  /** The recomputed hashes at the late counts, from a second pass over the log. */
  settleLate(hashes: ReadonlyMap<number, string>): void {
    for (const checkpoint of this.deferred.splice(0)) {
      this.compare(checkpoint, hashes.get(checkpoint.eventCount), null);
    }
  }

  finish(verifiedAt: Date, durationMs: number): ChainReport {
    for (const finding of this.unresolved.values()) this.list(finding);
    this.unresolved.clear();
    if (this.witness && this.witnessStatus === null) {
      this.witnessStatus = 'truncated';
      this.report({
        kind: 'truncated',
        expectedEvents: this.witness.eventCount,
        foundEvents: this.count,
        signedAt: this.witness.signedAt,
        message: `The log holds ${this.count} events, but the checkpoint verified before (signed ${this.witness.signedAt}) signed ${this.witness.eventCount}`,
      });
    }
    const findingsTotal = Object.values(this.byKind).reduce((sum, n) => sum + n, 0);
    return {
      ok: findingsTotal === 0,
      verifiedAt: verifiedAt.toISOString(),
      durationMs: Math.round(durationMs),
      keyId: this.keyId,
      eventsChecked: this.count,
      streamsChecked: this.streams.size,
      head: this.head,
      legacyEvents: this.legacy,
      globalLinksStored: this.linksSeen,
      checkpoints: { checked: this.checked, last: this.lastCheckpoint },
      unanchoredEvents: this.count - (this.lastCheckpoint?.eventCount ?? 0),
      witness:
        this.witness && this.witnessStatus
          ? {
              eventCount: this.witness.eventCount,
              globalHash: this.witness.globalHash,
              signedAt: this.witness.signedAt,
              keyId: this.witness.keyId,
              status: this.witnessStatus,
            }
          : null,
      findingsTotal,
      byKind: { ...this.byKind },
      findings: [...this.findings],
    };
  }

  /** The event's place in its stream, its link to the event before it there, and its content. */
  private checkStream(event: RecordedEvent): void {
    const head = this.streams.get(event.streamId);
    const expected = head ? head.revision + 1 : 0;
    if (event.revision < expected) {
      this.report({
        kind: 'reordered',
        ...where(event),
        message: `${event.streamId} revision ${event.revision} comes after revision ${expected - 1}`,
      });
      this.checkContent(event);
      return;
    }
    if (event.revision > expected) {
      this.report({
        kind: 'missing',
        reason: 'gap',
        ...where(event),
        fromRevision: expected,
        toRevision: event.revision - 1,
        message: `${event.streamId} lacks revision${event.revision - 1 > expected ? `s ${expected} to ${event.revision - 1}` : ` ${expected}`} before revision ${event.revision}`,
      });
    } else if (event.prevHash !== (head?.hash ?? genesisHash)) {
      this.report({
        kind: 'altered',
        reason: 'link',
        ...where(event),
        message: `${event.streamId} revision ${event.revision} is not linked to the event before it in its stream (that one was changed or replaced)`,
      });
    }
    this.checkContent(event);
    this.streams.set(event.streamId, { revision: event.revision, hash: event.hash });
  }

  /**
   * The hash over the stored texts (canonical, as this release writes them), else over the parsed
   * content made canonical (texts written before, or by EventStoreDB's client).
   */
  private checkContent(event: RecordedEvent): void {
    // Texts this release wrote (they carry the log-wide links) are canonical: hashed as they are.
    const canonical = event.globalHash !== null;
    if (
      canonical &&
      hashCanonical(event.prevHash, event.type, event.data, event.metadata) === event.hash
    ) {
      return;
    }
    let content;
    try {
      content = {
        type: event.type,
        data: JSON.parse(event.data) as unknown,
        metadata: JSON.parse(event.metadata) as EventMetadata,
      };
    } catch {
      this.report({
        kind: 'altered',
        reason: 'unreadable',
        ...where(event),
        message: `${event.streamId} revision ${event.revision} cannot be read`,
      });
      return;
    }
    if (hashEvent(event.prevHash, content) !== event.hash) {
      this.report({
        kind: 'altered',
        reason: 'content',
        ...where(event),
        message: `${event.streamId} revision ${event.revision} does not match its hash: its content was changed`,
      });
    }
  }

  /**
   * The log-wide links as stored: each names the event before it in the whole log, and its own
   * hash must follow from that and its stream hash. A link naming an event that is not right
   * before it means events were removed (the one named never turns up), or moved (it does).
   */
  private checkStoredLinks(event: RecordedEvent, recomputedPrevious: string): void {
    const { globalPrevHash, globalHash } = event;
    if (globalPrevHash === null || globalHash === null) {
      if (this.linksSeen) {
        this.report({
          kind: 'altered',
          reason: 'global',
          ...where(event),
          message: `${event.streamId} revision ${event.revision} lost its log-wide links`,
        });
      } else this.legacy += 1;
      this.previousStored = null;
      return;
    }
    this.linksSeen = true;
    const pending = this.unresolved.get(globalHash);
    if (pending) {
      // The event the break pointed at is here after all: it was moved, not removed.
      this.unresolved.delete(globalHash);
      this.byKind.missing -= 1;
      this.report({
        kind: 'reordered',
        position: pending.position,
        streamId: pending.streamId,
        revision: pending.revision,
        message: pending.message.replace('removed or moved', 'moved'),
      });
    }
    const expected = this.previousStored ?? recomputedPrevious;
    if (globalPrevHash !== expected) {
      if (this.stored.includes(globalPrevHash)) {
        this.report({
          kind: 'reordered',
          ...where(event),
          message: `${event.streamId} revision ${event.revision} was moved: the event it follows in the log's chain is further back`,
        });
      } else {
        // Missing unless the event it names turns up later (then it was moved).
        this.byKind.missing += 1;
        this.unresolved.set(globalPrevHash, {
          kind: 'missing',
          reason: 'unlinked',
          ...where(event),
          fromRevision: null,
          toRevision: null,
          message: `The event before ${event.streamId} revision ${event.revision} in the log's chain is not there: it was removed or moved`,
        });
      }
    }
    // Where the stored link is the recomputed one, so is the hash that follows from it.
    const followed =
      globalPrevHash === recomputedPrevious ? this.global : globalHashOf(globalPrevHash, event);
    if (followed !== globalHash) {
      this.report({
        kind: 'altered',
        reason: 'global',
        ...where(event),
        message: `${event.streamId} revision ${event.revision} does not match its log-wide hash: its hash, stream or revision was changed`,
      });
    }
    this.previousStored = globalHash;
  }

  private checkCheckpoint(event: RecordedEvent): void {
    const parsed = LogCheckpointSigned.schema.safeParse(
      (() => {
        try {
          return JSON.parse(event.data) as unknown;
        } catch {
          return null;
        }
      })(),
    );
    if (!parsed.success) return; // its content check has reported it already
    const checkpoint = { ...parsed.data, position: event.position };
    this.checked += 1;
    if (checkpoint.keyId !== this.keyId || !checkpointSignedBy(this.publicKey, checkpoint)) {
      this.report({
        kind: 'forged',
        reason: checkpoint.keyId === this.keyId ? 'signature' : 'unknown_key',
        position: event.position,
        message: `The checkpoint at position ${event.position} is not signed by this public key`,
      });
      return;
    }
    if (checkpoint.eventCount >= this.count) {
      // Signed for more events than come before it: some of those it signed are gone.
      this.compare(checkpoint, undefined, null);
      return;
    }
    if (this.count - checkpoint.eventCount >= window) {
      this.deferred.push(checkpoint);
      return;
    }
    const slot = checkpoint.eventCount % window;
    this.compare(checkpoint, this.recomputed[slot], this.positions[slot] ?? null);
  }

  /**
   * A checkpoint against the chain recomputed at its count. The first one that does not match
   * says where the log was rewritten: since the last one that did. The ones after it cannot
   * match either; they are counted, not listed.
   */
  private compare(
    checkpoint: PendingCheckpoint,
    recomputed: string | undefined,
    anchoredPosition: number | null,
  ): void {
    if (recomputed === checkpoint.globalHash) {
      const { eventCount, globalHash, signedAt, keyId, signature, position } = checkpoint;
      if (eventCount > (this.lastCheckpoint?.eventCount ?? 0)) {
        this.lastCheckpoint = { eventCount, globalHash, signedAt, keyId, signature, position };
      }
      if (this.failedCheckpoints === 0) {
        this.lastGood = {
          count: checkpoint.eventCount,
          position: anchoredPosition ?? checkpoint.position,
        };
      }
      return;
    }
    this.failedCheckpoints += 1;
    if (this.failedCheckpoints > 1) {
      this.byKind.rewritten += 1;
      return;
    }
    const after = this.lastGood.count + 1;
    const afterLastGood = this.count - after < window ? this.positions[after % window] : undefined;
    this.report({
      kind: 'rewritten',
      position: checkpoint.position,
      fromPosition: afterLastGood ?? this.firstPosition,
      toPosition: anchoredPosition ?? checkpoint.position,
      signedAt: checkpoint.signedAt,
      message: `The log's first ${checkpoint.eventCount} events are not those the checkpoint at position ${checkpoint.position} signed on ${checkpoint.signedAt}: events after the checkpoint that last matched were changed, removed, added or moved, and their hashes recomputed`,
    });
  }

  private report(finding: ChainFinding): void {
    this.byKind[finding.kind] += 1;
    this.list(finding);
  }

  private list(finding: ChainFinding): void {
    if (this.findings.length < chainFindingsListed) this.findings.push(finding);
  }
}
