import { randomUUID } from 'node:crypto';
import { LogCheckpointSigned } from '../catalogue/audit-events.js';
import type { RecordedEvent } from '../store/event-store.js';
import { canonicalJson, genesisHash, globalHashOf, hashCanonical } from '../store/hash-chain.js';
import { signCheckpoint } from '../audit/checkpoint-signature.js';
import type { AuditSigningKey } from '../audit/signing-key.js';

/**
 * A log built in memory as the SQLite store writes one (canonical texts, both chains), for the
 * verifier's unit specs: events appended to streams, checkpoints signed with a key, and the
 * links left out where a store does not keep them.
 */
export class RecordedLog {
  readonly events: RecordedEvent[] = [];
  private global = genesisHash;
  private readonly heads = new Map<string, { revision: number; hash: string }>();

  constructor(private readonly options: { links?: boolean } = {}) {}

  append(streamId: string, type: string, data: unknown): RecordedEvent {
    const head = this.heads.get(streamId);
    const revision = head ? head.revision + 1 : 0;
    const prevHash = head?.hash ?? genesisHash;
    const dataText = canonicalJson(data, type);
    const metadataText = canonicalJson(
      {
        eventId: randomUUID(),
        occurredAt: new Date(Date.UTC(2026, 10, 22, 10, 0, this.events.length)).toISOString(),
        actor: { kind: 'system', id: 'test' },
        correlationId: 'test',
        causationId: 'test',
        schemaVersion: 1,
      },
      type,
    );
    const hash = hashCanonical(prevHash, type, dataText, metadataText);
    const globalPrevHash = this.global;
    this.global = globalHashOf(this.global, { streamId, revision, hash });
    const links = this.options.links ?? true;
    const event: RecordedEvent = {
      streamId,
      revision,
      position: this.events.length + 1,
      type,
      data: dataText,
      metadata: metadataText,
      prevHash,
      hash,
      globalPrevHash: links ? globalPrevHash : null,
      globalHash: links ? this.global : null,
    };
    this.events.push(event);
    this.heads.set(streamId, { revision, hash });
    return event;
  }

  /** Some reservations, each on a stream of its own or appended to `streamId`. */
  reservations(count: number, streamId?: string): void {
    for (let n = 0; n < count; n += 1) {
      this.append(streamId ?? `key-${this.events.length}`, 'KeyReserved', {
        key: `k${n}`,
        purpose: 'test',
        by: 'test',
      });
    }
  }

  /** A checkpoint of everything so far, signed with the key, appended like the checkpointer's. */
  checkpoint(key: AuditSigningKey): RecordedEvent {
    const signed = signCheckpoint(key.privateKey, key.publicKey, {
      eventCount: this.events.length,
      globalHash: this.global,
      signedAt: new Date(Date.UTC(2026, 10, 22, 11)).toISOString(),
    });
    return this.append('audit-checkpoints', LogCheckpointSigned.type, {
      ...signed,
      position: this.events.length,
    });
  }

  /** The checkpoint of a checkpoint event, as an auditor keeps it (the witness). */
  static witnessOf(event: RecordedEvent) {
    const { eventCount, globalHash, signedAt, keyId, signature } = JSON.parse(event.data) as {
      eventCount: number;
      globalHash: string;
      signedAt: string;
      keyId: string;
      signature: string;
    };
    return { eventCount, globalHash, signedAt, keyId, signature };
  }
}
