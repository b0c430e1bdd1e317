import { describe, expect, it } from 'vitest';
import { giftCardCodeProblem, normalizeGiftCardCode } from './gift-card-code';

describe('gift card code input', () => {
  it('keeps only letters and digits, upper-cased', () => {
    expect(normalizeGiftCardCode('ab12-cd34 ef56_gh78')).toBe('AB12CD34EF56GH78');
  });

  it('keeps at most 16 characters', () => {
    expect(normalizeGiftCardCode('A'.repeat(20))).toHaveLength(16);
  });
});

describe('gift card code rules', () => {
  it('asks for a code when none is entered', () => {
    expect(giftCardCodeProblem('')).toBe('required');
  });

  it('refuses a code that is not exactly 16 characters', () => {
    expect(giftCardCodeProblem('ABCD1234')).toBe('length');
  });

  it('refuses a gift card code containing O, I or Z', () => {
    for (const letter of ['O', 'I', 'Z']) {
      expect(giftCardCodeProblem(`ABCD1234EFGH567${letter}`)).toBe('letters');
    }
  });

  it('accepts 16 letters and digits without O, I or Z', () => {
    expect(giftCardCodeProblem('ABCD1234EFGH5678')).toBeNull();
  });
});
