import type { SignedCheckpoint } from '@ghost/events';

/**
 * A signed checkpoint of the log as it is published outside the portal: what it signs, its
 * signature, and (unsigned, for people and tools) the position of the last event it covers.
 */
export type PublishedCheckpoint = SignedCheckpoint & { signature: string; position: number };

/** What one publication came to: done, or not, and whether trying again could help. */
export interface PublicationAnswer {
  delivered: boolean;
  retryable: boolean;
  error: string | null;
}

/**
 * Where the log's signed checkpoints are published, outside the portal and out of reach of
 * whoever can write its data folder (a file on another volume, a URL of another system): a log
 * rewritten and signed again must then also rewrite what was published, which it cannot. Real
 * adapters: a file (`AUDIT_PUBLISH_FILE`) and an HTTP endpoint (`AUDIT_PUBLISH_URL`); the
 * checkpoint receiver sandbox stands in for the second. Never throws for an outside failure.
 */
export interface CheckpointPublisher {
  /** Names the publication in logs and in its outbox: `file` or `url`. */
  readonly name: string;
  publish(checkpoint: PublishedCheckpoint): Promise<PublicationAnswer>;
}
