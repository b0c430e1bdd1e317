import { describe, expect, it } from 'vitest';
import { likelyRegion } from './gift-card-region';

describe('the gift-card region offered first', () => {
  it('is Japan for a Japanese visitor', () => {
    expect(likelyRegion('ja')).toBe('japan');
    expect(likelyRegion('en-JP')).toBe('japan');
  });

  it('is the United States for a US locale', () => {
    expect(likelyRegion('en-US')).toBe('us');
    expect(likelyRegion('es-US')).toBe('us');
  });

  it('is Europe for the other visitors', () => {
    expect(likelyRegion('de-DE')).toBe('europe');
    expect(likelyRegion('fr')).toBe('europe');
    expect(likelyRegion('en-GB')).toBe('europe');
  });
});
