import { describe, expect, it } from 'vitest';
import { emailProblem, passwordProblem, usernameProblem } from './admin-account-rules.js';

describe('the admin account rules', () => {
  it('refuses usernames that are empty, short or hold other characters than letters, digits, - and _', () => {
    expect(usernameProblem('')).toBe('Username is required');
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters');
    expect(usernameProblem('ab c')).toBe(
      'Username can only contain letters, numbers, hyphens and underscores',
    );
    expect(usernameProblem('a'.repeat(51))).toBe('Username must be at most 50 characters');
    expect(usernameProblem('Alice_the-2nd')).toBeNull();
  });

  it('wants passwords of 8 characters or more with upper case, lower case, a digit and a special character', () => {
    expect(passwordProblem('')).toBe('Password is required');
    expect(passwordProblem('Aa1!')).toBe('Password must be at least 8 characters');
    for (const weak of ['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11']) {
      expect(passwordProblem(weak)).toBe(
        'Password must contain uppercase, lowercase, number and special character',
      );
    }
    expect(passwordProblem('Good_pass1')).toBeNull();
    expect(passwordProblem('Gööd+Pass9')).toBeNull();
  });

  it('accepts e-mail addresses that look like one', () => {
    expect(emailProblem('alice@example.com')).toBeNull();
    for (const bad of ['alice', 'alice@', 'alice@example', 'a b@example.com']) {
      expect(emailProblem(bad)).toBe('Invalid email format');
    }
  });
});
