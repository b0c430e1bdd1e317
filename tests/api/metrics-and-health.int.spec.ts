import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cryptoSubscription } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const token = 'a-metrics-token-for-the-scraper';
let portal: TestPortal;
let offPort: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ metrics: { token } });
  offPort = await startTestPortal({ metrics: { port: 0 } });
});
afterAll(async () => {
  await portal.destroy();
  await offPort.destroy();
});

const scrape = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(url, { headers });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    text: await answer.text(),
  };
};

/** The value of one sample of the exposition, by its name and labels as written. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the metrics', () => {
  it('are served on the public port to the bearer of METRICS_TOKEN only', async () => {
    expect((await scrape(`${portal.url}/metrics`)).status).toBe(401);
    const wrong = await scrape(`${portal.url}/metrics`, {
      authorization: 'Bearer not-the-metrics-token-at-all',
    });
    expect(wrong.status).toBe(401);
    const right = await scrape(`${portal.url}/metrics`, { authorization: `Bearer ${token}` });
    expect(right.status).toBe(200);
    expect(right.type).toContain('text/plain');
  });

  it('count requests per route, events per type, projection lag, outbox work, sign-in failures and lockouts', async () => {
    const admin = await signedInAdmin(portal, 'admin');
    const submitted = await request(portal.url, 'POST', '/api/transactions', cryptoSubscription());
    const paymentId = submitted.body.paymentId as string;
    await request(
      portal.url,
      'POST',
      `/api/transactions/${paymentId}/verify-payment`,
      {},
      admin.headers,
    );
    for (let i = 0; i < 5; i += 1) {
      await request(portal.url, 'POST', '/api/auth/login', {
        username: 'metrics-target',
        password: 'Wrong-password-1',
      });
    }
    await portal.outboxes.settled();

    const { text } = await scrape(`${portal.url}/metrics`, { authorization: `Bearer ${token}` });
    expect(
      sample(
        text,
        'ghost_http_request_duration_seconds_count{service="command-api",method="POST",route="/api/transactions",status="201"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'ghost_http_request_duration_seconds_bucket{le="+Inf",service="command-api",method="POST",route="/api/transactions",status="201"}',
      ),
    ).toBe(1);
    expect(sample(text, 'ghost_events_appended_total{type="PaymentSubmitted"}')).toBe(1);
    expect(sample(text, 'ghost_events_appended_total{type="SubscriptionWebhookDelivered"}')).toBe(
      1,
    );
    const head = await portal.eventStore.headPosition();
    expect(sample(text, 'ghost_projection_position{projector="read-models"}')).toBe(head);
    expect(sample(text, 'ghost_projection_lag_events{projector="read-models"}')).toBe(0);
    expect(
      sample(
        text,
        'ghost_outbox_delivery_attempts_total{outbox="subscription-fulfilment",outcome="delivered"}',
      ),
    ).toBe(1);
    expect(sample(text, 'ghost_outbox_pending_deliveries{outbox="subscription-fulfilment"}')).toBe(
      0,
    );
    expect(sample(text, 'ghost_outbox_failing_deliveries{outbox="payment-emails"}')).toBe(0);
    expect(sample(text, 'ghost_sign_in_failures_total{reason="unknown_user"}')).toBe(5);
    expect(sample(text, 'ghost_sign_in_lockouts_total{scope="username"}')).toBe(1);
  });

  it('are served on a port of their own with METRICS_PORT, and not on the public one', async () => {
    expect(offPort.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const own = await scrape(offPort.metricsUrl!);
    expect(own.status).toBe(200);
    expect(own.text).toContain('ghost_http_request_duration_seconds');
    const publicPort = await scrape(`${offPort.url}/metrics`);
    expect(publicPort.text).not.toContain('ghost_');
  });
});

describe('the health answers', () => {
  it('say live and ready once the portal has started', async () => {
    const live = await request(portal.url, 'GET', '/api/health/live');
    expect(live).toMatchObject({ status: 200, body: { status: 'live' } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await request(portal.url, 'GET', '/api/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
