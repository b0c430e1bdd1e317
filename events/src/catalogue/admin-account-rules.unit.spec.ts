import { describe, expect, it } from 'vitest';
import {
  accountRuleMessages,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from './admin-account-rules.js';

describe('the admin account rules', () => {
  it('refuses usernames that are empty, short or hold other characters than letters, digits, - and _', () => {
    expect(usernameProblem('')).toBe('username_required');
    expect(usernameProblem('ab')).toBe('username_too_short');
    expect(usernameProblem('ab c')).toBe('username_pattern');
    expect(usernameProblem('a'.repeat(51))).toBe('username_too_long');
    expect(usernameProblem('Alice_the-2nd')).toBeNull();
  });

  it('wants passwords of 8 characters or more with upper case, lower case, a digit and a special character', () => {
    expect(passwordProblem('')).toBe('password_required');
    expect(passwordProblem('Aa1!')).toBe('password_too_short');
    expect(passwordProblem(`Aa1!${'a'.repeat(125)}`)).toBe('password_too_long');
    for (const weak of ['alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11']) {
      expect(passwordProblem(weak)).toBe('password_classes');
    }
    expect(passwordProblem('Good_pass1')).toBeNull();
    expect(passwordProblem('Gööd+Pass9')).toBeNull();
  });

  it('accepts e-mail addresses that look like one', () => {
    expect(emailProblem('alice@example.com')).toBeNull();
    for (const bad of ['alice', 'alice@', 'alice@example', 'a b@example.com']) {
      expect(emailProblem(bad)).toBe('email_format');
    }
  });

  it('says each rule in the English of the admin screens', () => {
    expect(accountRuleMessages).toEqual({
      username_required: 'Username is required',
      username_too_short: 'Username must be at least 3 characters',
      username_too_long: 'Username must be at most 50 characters',
      username_pattern: 'Username can only contain letters, numbers, hyphens and underscores',
      password_required: 'Password is required',
      password_too_short: 'Password must be at least 8 characters',
      password_too_long: 'Password must be at most 128 characters',
      password_classes: 'Password must contain uppercase, lowercase, number and special character',
      email_format: 'Invalid email format',
    });
  });
});
