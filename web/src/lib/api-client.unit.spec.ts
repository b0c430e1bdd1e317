import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteWrittenPosition, request } from './api-client';

/** A JSON answer from the query service, saying whether its read models had caught up. */
const answer = (body: unknown, caughtUp?: boolean) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      ...(caughtUp !== undefined && { 'x-caught-up': String(caughtUp) }),
    },
  });

const serve = (...answers: Response[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const next of answers) fetch.mockResolvedValueOnce(next);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const sentPosition = (fetch: ReturnType<typeof serve>, call: number) =>
  (fetch.mock.calls[call]?.[1]?.headers as Record<string, string>)['X-Log-Position'];

describe('reading what this page wrote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the last write’s position with every read', async () => {
    noteWrittenPosition(41);
    const fetch = serve(answer({ items: [] }, true));
    await expect(request('/settings/pricing/all')).resolves.toMatchObject({ data: { items: [] } });
    expect(sentPosition(fetch, 0)).toBe('41');
  });

  it('reads again while the read models have not reached the last write, and answers the fresh list', async () => {
    noteWrittenPosition(42);
    const fetch = serve(answer({ items: [] }, false), answer({ items: ['4_months'] }, true));
    await expect(request('/settings/pricing/all')).resolves.toMatchObject({
      data: { items: ['4_months'] },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentPosition(fetch, 1)).toBe('42');
  });

  it('gives up after two more reads, answering the last one rather than an error', async () => {
    noteWrittenPosition(43);
    const fetch = serve(
      answer({ n: 1 }, false),
      answer({ n: 2 }, false),
      answer({ n: 3 }, false),
      answer({ n: 4 }, true),
    );
    await expect(request('/settings/pricing/all')).resolves.toMatchObject({ data: { n: 3 } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not send a write twice, and notes the position it answers', async () => {
    const fetch = serve(
      new Response(JSON.stringify({ item: {} }), {
        status: 201,
        headers: { 'content-type': 'application/json', 'x-log-position': '57' },
      }),
      answer({ items: [] }, true),
    );
    await request('/pricing', { method: 'POST', body: {} });
    await request('/settings/pricing/all');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentPosition(fetch, 1)).toBe('57');
  });
});
