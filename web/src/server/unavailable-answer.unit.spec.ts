import { describe, expect, it } from 'vitest';
import { unavailableAnswer } from './unavailable-answer.js';

describe('the answer when the service behind the gateway cannot answer', () => {
  it("gives a payment's tracking the tracking page's own refusal", () => {
    for (const url of [
      '/api/transactions/track/GHOST-1-ABC',
      '/api/transactions/track/ghost-1-abc/',
      '/API/Transactions/Track/GHOST-1-ABC?refresh=1',
    ]) {
      expect(unavailableAnswer(url).code, url).toBe('TRACKING_FAILED');
    }
    expect(unavailableAnswer('/api/transactions/track/GHOST-1').status).toBe(503);
  });

  it('says the service is unavailable for every other request', () => {
    for (const url of [
      '/api/transactions',
      '/api/transactions/track',
      '/api/transactions/track/A/B',
      '/api/health',
      undefined,
    ]) {
      expect(unavailableAnswer(url).code, String(url)).toBe('SERVICE_UNAVAILABLE');
    }
  });
});
