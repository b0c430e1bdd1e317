import { join } from 'node:path';
import {
  LogCheckpointSigned,
  streams,
  type EventStore,
  type Logger,
  type StoredEvent,
} from '@ghost/events';
import type { ReadStore } from '@ghost/projectors';
import { fileCheckpoint } from '../integrations/outbox/outbox-checkpoint.js';
import type { OutboxChannel } from '../integrations/outbox/outbox-channel.js';
import { readStoreLease } from '../integrations/outbox/outbox-lease.js';
import { systemTimer } from '../integrations/outbox/outbox-timer.js';
import { Outbox } from '../integrations/outbox/outbox.js';
import type { RetryPolicy } from '../integrations/outbox/retry-policy.js';
import type {
  CheckpointPublisher,
  PublicationAnswer,
  PublishedCheckpoint,
} from '../ports/checkpoint-publisher.js';

/**
 * A place that is down is tried again for about a day (30 s, doubling, at most an hour apart); a
 * later checkpoint covers everything an earlier one did, so none is urgent on its own.
 */
export const publicationRetry: RetryPolicy = {
  maxAttempts: 30,
  initialDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
};

/**
 * The outbox channel of one publisher: each LogCheckpointSigned of the log asks for its
 * publication, in the log's order (one group). Attempts are logged, not appended: an event about a
 * publication would itself call for a new checkpoint. The outbox's checkpoint file keeps where it
 * is, so a restart publishes what was not yet, and at worst one checkpoint again.
 */
export const publicationChannel = (
  publisher: CheckpointPublisher,
  log: Logger,
): OutboxChannel<PublishedCheckpoint, PublicationAnswer> => ({
  name: `checkpoint-publication-${publisher.name}`,
  requestIn: (event: StoredEvent) => {
    if (event.streamId !== streams.auditCheckpoints() || event.type !== LogCheckpointSigned.type) {
      return null;
    }
    const checkpoint = LogCheckpointSigned.schema.parse(event.data);
    return {
      key: `checkpoint-${checkpoint.eventCount}`,
      request: checkpoint,
      group: 'checkpoints',
    };
  },
  progressIn: () => null,
  deliver: (checkpoint) => publisher.publish(checkpoint),
  unanswered: (error) => ({ delivered: false, retryable: true, error: String(error) }),
  record: (attempt) => {
    const { eventCount } = attempt.request;
    if (attempt.answer.delivered) {
      log.info({ publisher: publisher.name, eventCount }, 'log checkpoint published');
    } else {
      log.warn(
        {
          publisher: publisher.name,
          eventCount,
          attempt: attempt.attempt,
          error: attempt.answer.error,
          nextAttemptAt: attempt.nextAttemptAt,
        },
        attempt.nextAttemptAt
          ? 'a log checkpoint could not be published; it will be tried again'
          : 'a log checkpoint could not be published, and will not be tried again',
      );
    }
    return Promise.resolve(null);
  },
});

export interface CheckpointPublication {
  /** Resolves once every checkpoint in the log so far is published or waiting for a retry. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Publishes the log's signed checkpoints to each place the operator named (AUDIT_PUBLISH_FILE,
 * AUDIT_PUBLISH_URL), one outbox each so a place that is down holds up no other. Nothing is
 * started when none is named.
 */
export const startCheckpointPublication = async (deps: {
  eventStore: EventStore;
  publishers: readonly CheckpointPublisher[];
  checkpointDir: string;
  clock: () => Date;
  log: Logger;
  lease?: { readStore: ReadStore; holder: string; ttlMs: number };
}): Promise<CheckpointPublication> => {
  const timer = systemTimer(deps.clock);
  const outboxes = deps.publishers.map((publisher) => {
    const channel = publicationChannel(publisher, deps.log);
    return new Outbox(deps.eventStore, channel, {
      policy: publicationRetry,
      timer,
      log: deps.log,
      concurrency: 1,
      checkpoint: fileCheckpoint(join(deps.checkpointDir, `${channel.name}.json`)),
      ...(deps.lease && {
        lease: readStoreLease({ ...deps.lease, outbox: channel.name, now: deps.clock }),
      }),
    });
  });
  const starts = await Promise.allSettled(outboxes.map((outbox) => outbox.start()));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(outboxes.map((outbox) => outbox.stop()));
    throw failed.reason;
  }
  return {
    settled: async () => {
      await Promise.all(outboxes.map((outbox) => outbox.settled()));
    },
    stop: async () => {
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
    },
  };
};
