import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
} from '../../sandboxes/fulfilment-receiver/fulfilment-receiver-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import type { FulfilmentRequest } from '../../ports/subscription-fulfilment.js';
import { HttpSubscriptionFulfilment } from './http-subscription-fulfilment.js';

const secret = Buffer.from('the fulfilment webhook secret 32');
const now = new Date('2025-03-01T10:00:00Z');
const receiver = createFulfilmentReceiverSandbox({ secret, clock: () => now });
let running: RunningSandbox;
let sequence = 0;

const webhook = (overrides: { secret?: Buffer; timeoutMs?: number; url?: string } = {}) =>
  new HttpSubscriptionFulfilment(
    {
      url: overrides.url ?? `${running.url}${fulfilmentReceiverPath}`,
      secret: overrides.secret ?? secret,
      timeoutMs: overrides.timeoutMs ?? 2000,
    },
    () => now,
  );

const newRequest = (): FulfilmentRequest => ({
  eventId: `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
  paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJKL',
  username: 'player1',
  email: 'player1@example.com',
  subscriptionDuration: '3_months',
});

const lastReceived = () => receiver.received.at(-1);

beforeAll(async () => {
  running = await listenSandbox(receiver.app);
});
afterAll(async () => {
  await running.close();
});
afterEach(() => {
  receiver.faults.clear();
});

describe('the fulfilment webhook against the local receiver', () => {
  it('posts the signed request with its event id, and reports it delivered', async () => {
    const request = newRequest();
    const answer = await webhook().deliver(request);
    expect(answer).toMatchObject({ delivered: true, status: 200, error: null, retryable: false });
    expect(JSON.parse(answer.body!)).toEqual({
      received: true,
      eventId: request.eventId,
      duplicate: false,
    });
    const got = lastReceived();
    expect(got?.eventId).toBe(request.eventId);
    expect(got?.signature).toEqual({ valid: true });
    expect(JSON.parse(got!.body)).toEqual({ type: 'subscription.update_requested', ...request });
  });

  it('lets the receiver apply a re-sent event id once', async () => {
    const request = newRequest();
    await webhook().deliver(request);
    const again = await webhook().deliver(request);
    expect(again.delivered).toBe(true);
    expect(lastReceived()?.duplicate).toBe(true);
    expect(receiver.received.filter((r) => r.eventId === request.eventId)).toHaveLength(2);
  });

  it('records a bad signature as a refusal that is not worth retrying', async () => {
    const answer = await webhook({
      secret: Buffer.from('not the secret the receiver knows'),
    }).deliver(newRequest());
    expect(answer).toMatchObject({
      delivered: false,
      status: 401,
      error: 'HTTP 401',
      retryable: false,
    });
    expect(answer.body).toContain('signature mismatch');
    expect(lastReceived()?.signature).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('records a timeout as retryable, with no status', async () => {
    receiver.faults.add({ delayMs: 1500, times: 1 });
    const answer = await webhook({ timeoutMs: 200 }).deliver(newRequest());
    expect(answer).toMatchObject({ delivered: false, status: null, body: null, retryable: true });
    expect(answer.error).toContain('no answer within 200 ms');
  });

  it.each([500, 502, 503, 408, 429])(
    'records HTTP %d as retryable, with the body',
    async (status) => {
      receiver.faults.add({ status, body: `failure ${status}`, times: 1 });
      const answer = await webhook().deliver(newRequest());
      expect(answer).toEqual({
        delivered: false,
        status,
        body: `failure ${status}`,
        error: `HTTP ${status}`,
        retryable: true,
      });
      expect(lastReceived()?.answered).toBe(status);
    },
  );

  it.each([400, 404, 409, 410, 302])(
    'records HTTP %d as final, not worth retrying',
    async (status) => {
      receiver.faults.add({ status, times: 1 });
      const answer = await webhook().deliver(newRequest());
      expect(answer).toMatchObject({ delivered: false, status, retryable: false });
    },
  );

  it('lets a tester make the receiver fail over HTTP, and list what it received', async () => {
    const control = (method: string, body?: object) =>
      fetch(`${running.url}/__sandbox/faults`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    expect((await control('POST', { status: 500, times: 1 })).status).toBe(204);
    expect((await webhook().deliver(newRequest())).status).toBe(500);
    expect((await control('POST', { status: 503 })).status).toBe(204);
    expect((await webhook().deliver(newRequest())).status).toBe(503);
    expect((await webhook().deliver(newRequest())).status).toBe(503);
    expect((await control('DELETE')).status).toBe(204);
    const request = newRequest();
    expect((await webhook().deliver(request)).status).toBe(200);
    expect((await control('POST', { status: 99 })).status).toBe(400);

    const listed = (await (await fetch(`${running.url}/__sandbox/received`)).json()) as {
      eventId: string;
      answered: number;
    }[];
    expect(listed.at(-1)).toMatchObject({ eventId: request.eventId, answered: 200 });
    expect(listed.slice(-4).map((entry) => entry.answered)).toEqual([500, 503, 503, 200]);
  });

  it('records a refused connection as retryable', async () => {
    const gone = await listenSandbox(createFulfilmentReceiverSandbox({ secret }).app);
    await gone.close();
    const answer = await webhook({ url: `${gone.url}${fulfilmentReceiverPath}` }).deliver(
      newRequest(),
    );
    expect(answer).toMatchObject({ delivered: false, status: null, retryable: true });
    expect(answer.error).toContain('ECONNREFUSED');
  });
});
