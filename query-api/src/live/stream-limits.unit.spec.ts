import { DomainError } from '@ghost/events';
import { describe, expect, it } from 'vitest';
import { StreamLimits } from './stream-limits.js';

const refusal = (admit: () => unknown) => {
  try {
    admit();
  } catch (error) {
    if (error instanceof DomainError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'admitted';
};

describe('the limits of open streams', () => {
  it('refuses an address its stream beyond its share with 429 TOO_MANY_STREAMS', () => {
    const limits = new StreamLimits(10, 2);
    limits.admit('10.0.0.1');
    limits.admit('10.0.0.1');
    expect(refusal(() => limits.admit('10.0.0.1'))).toBe('429 TOO_MANY_STREAMS');
    expect(refusal(() => limits.admit('10.0.0.2'))).toBe('admitted');
  });

  it('refuses anyone with 503 SERVICE_UNAVAILABLE once the service holds its most', () => {
    const limits = new StreamLimits(2, 5);
    limits.admit('10.0.0.1');
    limits.admit('10.0.0.2');
    expect(refusal(() => limits.admit('10.0.0.3'))).toBe('503 SERVICE_UNAVAILABLE');
  });

  it('gives the place back when a stream closes, once however often it is released', () => {
    const limits = new StreamLimits(10, 1);
    const release = limits.admit('10.0.0.1');
    release();
    release();
    expect(limits.open).toBe(0);
    limits.admit('10.0.0.1');
    expect(refusal(() => limits.admit('10.0.0.1'))).toBe('429 TOO_MANY_STREAMS');
  });
});
