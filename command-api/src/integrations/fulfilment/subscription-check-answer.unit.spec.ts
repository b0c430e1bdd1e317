import { describe, expect, it } from 'vitest';
import { subscriptionCheckAnswer } from './subscription-check-answer.js';

describe("the admin's subscription check answer", () => {
  it('says webhook_sent with the response when the fulfilment service accepted it', () => {
    expect(
      subscriptionCheckAnswer(
        { delivered: true, status: 200, body: '{"received":true}', error: null, retryable: false },
        true,
      ),
    ).toEqual({
      status: 'webhook_sent',
      message: 'The fulfilment service accepted the subscription update (HTTP 200).',
      webhookResponse: { status: 200, body: '{"received":true}' },
      error: null,
      updated: true,
    });
  });

  it('says webhook_failed with the error, and that it will be retried when it will', () => {
    const answer = subscriptionCheckAnswer(
      { delivered: false, status: 503, body: 'down', error: 'HTTP 503', retryable: true },
      false,
    );
    expect(answer).toMatchObject({
      status: 'webhook_failed',
      webhookResponse: { status: 503, body: 'down' },
      error: 'HTTP 503',
      updated: false,
    });
    expect(answer.message).toContain('tried again automatically');
  });

  it('has no response to show when nothing answered', () => {
    const answer = subscriptionCheckAnswer(
      {
        delivered: false,
        status: null,
        body: null,
        error: 'fulfilment webhook: no answer within 5000 ms',
        retryable: true,
      },
      false,
    );
    expect(answer.webhookResponse).toBeNull();
    expect(answer.error).toBe('fulfilment webhook: no answer within 5000 ms');
  });
});
