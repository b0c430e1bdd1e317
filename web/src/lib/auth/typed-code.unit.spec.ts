import { describe, expect, it } from 'vitest';
import { codeProblem, typedCode } from './typed-code';

describe('a two-factor code as typed', () => {
  it('keeps digits only, trimmed to 6', () => {
    expect(typedCode('12a3 45')).toBe('12345');
    expect(typedCode('123 456 789')).toBe('123456');
    expect(typedCode('abc')).toBe('');
  });

  it('is refused empty, then unless it is exactly 6 digits', () => {
    expect(codeProblem('')).toBe('required');
    expect(codeProblem('12345')).toBe('format');
    expect(codeProblem('123456')).toBeNull();
  });
});
