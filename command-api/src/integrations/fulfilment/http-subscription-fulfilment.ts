import type {
  FulfilmentAnswer,
  FulfilmentRequest,
  SubscriptionFulfilment,
} from '../../ports/subscription-fulfilment.js';
import { callOutside, excerpt, isOutsideSystemError } from '../outbound/outside-call.js';
import { isRetryableStatus } from './retryable-answer.js';
import { signWebhook, webhookHeaders } from './webhook-signature.js';

export interface FulfilmentWebhookConfig {
  url: string;
  /** Shared with the receiver, which checks the signature with it. */
  secret: Buffer;
  timeoutMs: number;
}

/** The JSON the receiver gets: what to grant, and the event id to de-duplicate on. */
export const fulfilmentPayload = (request: FulfilmentRequest) => ({
  type: 'subscription.update_requested',
  eventId: request.eventId,
  paymentId: request.paymentId,
  username: request.username,
  email: request.email,
  subscriptionDuration: request.subscriptionDuration,
});

/**
 * The fulfilment webhook: a signed JSON POST to the configured URL. It never throws for an
 * outside failure; every outcome, including no answer at all, comes back as a FulfilmentAnswer
 * saying whether trying again could help.
 */
export class HttpSubscriptionFulfilment implements SubscriptionFulfilment {
  constructor(
    private readonly config: FulfilmentWebhookConfig,
    private readonly clock: () => Date,
  ) {}

  async deliver(request: FulfilmentRequest): Promise<FulfilmentAnswer> {
    const body = JSON.stringify(fulfilmentPayload(request));
    const timestamp = Math.floor(this.clock().getTime() / 1000);
    try {
      const answer = await callOutside('fulfilment webhook', this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ghost-payments-fulfilment/1',
          [webhookHeaders.eventId]: request.eventId,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: signWebhook(this.config.secret, timestamp, body),
        },
        body,
        timeoutMs: this.config.timeoutMs,
        // A redirect is an answer to record, not an invitation to post the request elsewhere.
        redirect: 'manual',
      });
      const delivered = answer.status >= 200 && answer.status <= 299;
      return {
        delivered,
        status: answer.status,
        body: excerpt(answer.text),
        error: delivered ? null : `HTTP ${answer.status}`,
        retryable: !delivered && isRetryableStatus(answer.status),
      };
    } catch (error) {
      if (!isOutsideSystemError(error)) throw error;
      return { delivered: false, status: null, body: null, error: error.message, retryable: true };
    }
  }
}
