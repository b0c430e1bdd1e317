import type {
  FulfilmentAnswer,
  FulfilmentRequest,
  SubscriptionFulfilment,
} from '../ports/subscription-fulfilment.js';

const delivered: FulfilmentAnswer = {
  delivered: true,
  status: 200,
  body: '{"received":true}',
  error: null,
  retryable: false,
};

/** A fulfilment receiver in memory: keeps every request and answers delivered unless told. */
export class InProcessSubscriptionFulfilment implements SubscriptionFulfilment {
  readonly received: FulfilmentRequest[] = [];
  private answer: FulfilmentAnswer = delivered;

  deliver(request: FulfilmentRequest): Promise<FulfilmentAnswer> {
    this.received.push(request);
    return Promise.resolve(this.answer);
  }

  /** What the receiver answers from now on; none restores "delivered". */
  answerWith(answer?: FulfilmentAnswer): void {
    this.answer = answer ?? delivered;
  }
}
