import { describe, expect, it } from 'vitest';
import { flat } from './flat-string.js';

describe('a flat template string', () => {
  it('reads exactly as the template literal it stands for', () => {
    const amount = 11.99;
    const method = 'crypto';
    expect(flat`Submitted ${amount} EUR by ${method} (BTC)`).toBe(
      `Submitted ${amount} EUR by ${method} (BTC)`,
    );
  });

  it('keeps empty pieces, and values at either end', () => {
    expect(flat`${'a'}${''}${0}`).toBe('a0');
    expect(flat``).toBe('');
    expect(flat`only text`).toBe('only text');
  });
});
