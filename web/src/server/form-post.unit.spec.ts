import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './form-post.js';

const post = (headers: Record<string, string>) => ({
  headers: { host: 'pay.example', ...headers },
});

describe('a form post from the portal’s own pages', () => {
  it('is one its browser says was sent from the same origin, whatever the origin it names', () => {
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-origin', origin: 'null' }))).toBe(true);
  });

  it('is not one sent from another site, a sibling site or the address bar', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(
        isSameOriginPost(post({ 'sec-fetch-site': site, origin: 'https://pay.example' })),
      ).toBe(false);
    }
  });

  it('is, from a browser that does not say where it was sent from, one naming this very host', () => {
    expect(isSameOriginPost(post({ origin: 'https://pay.example' }))).toBe(true);
    expect(isSameOriginPost(post({ origin: 'https://elsewhere.example' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null' }))).toBe(false);
    expect(isSameOriginPost(post({}))).toBe(false);
  });
});
