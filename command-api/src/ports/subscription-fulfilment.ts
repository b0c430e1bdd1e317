/** What the fulfilment service is told when a PRO subscription must be granted or extended. */
export interface FulfilmentRequest {
  /** De-duplication key for the receiver: the same request always carries the same id. */
  eventId: string;
  paymentId: string;
  username: string;
  email: string;
  subscriptionDuration: string;
}

export interface FulfilmentAnswer {
  delivered: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
  /** Worth trying again later (network error, 408, 429, 5xx). */
  retryable: boolean;
}

/** The subscription fulfilment webhook, signed, behind a port: real endpoint or local receiver. */
export interface SubscriptionFulfilment {
  deliver(request: FulfilmentRequest): Promise<FulfilmentAnswer>;
}
