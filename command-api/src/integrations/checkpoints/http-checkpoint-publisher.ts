import type {
  CheckpointPublisher,
  PublicationAnswer,
  PublishedCheckpoint,
} from '../../ports/checkpoint-publisher.js';
import { isRetryableStatus } from '../fulfilment/retryable-answer.js';
import { callOutside, isOutsideSystemError } from '../outbound/outside-call.js';

export interface HttpCheckpointPublisherConfig {
  url: string;
  /** Sent as a bearer token when set (AUDIT_PUBLISH_TOKEN). */
  token: string | null;
  timeoutMs: number;
}

/**
 * Publishes each checkpoint as a JSON POST to a URL the operator names (a transparency log, an
 * archive, another organisation's endpoint). A 2xx answer is published; no answer, 408, 429 or
 * 5xx is tried again later; any other status is the receiver's refusal, not tried again.
 */
export class HttpCheckpointPublisher implements CheckpointPublisher {
  readonly name = 'url';

  constructor(private readonly config: HttpCheckpointPublisherConfig) {}

  async publish(checkpoint: PublishedCheckpoint): Promise<PublicationAnswer> {
    try {
      const answer = await callOutside('checkpoint publication', this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ghost-payments-audit/1',
          ...(this.config.token && { authorization: `Bearer ${this.config.token}` }),
        },
        body: JSON.stringify(checkpoint),
        timeoutMs: this.config.timeoutMs,
        redirect: 'manual',
      });
      const delivered = answer.status >= 200 && answer.status <= 299;
      return {
        delivered,
        retryable: !delivered && isRetryableStatus(answer.status),
        error: delivered ? null : `HTTP ${answer.status}`,
      };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return { delivered: false, retryable: true, error: error.message };
    }
  }
}
