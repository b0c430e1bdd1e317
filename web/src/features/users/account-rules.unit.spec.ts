import { describe, expect, it } from 'vitest';
import { accountRuleMessages, type ErrorCode } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { ruleKeys } from '@/lib/auth/account-rules';
import { editAccountProblems, newAccountProblems, serverFieldProblem } from './account-rules';

const valid = { username: 'new_admin-1', email: '', password: 'Aa1!aaaa' };
const taken = ['alice', 'Bob'];

describe('the Add Admin User form', () => {
  it('accepts a valid username, no e-mail and a strong password', () => {
    expect(newAccountProblems(valid, taken)).toEqual({});
  });

  it('names the first rule the username breaks', () => {
    const problem = (username: string) =>
      newAccountProblems({ ...valid, username }, taken).username;
    expect(problem('')).toEqual({ key: 'rules.usernameRequired' });
    expect(problem('   ')).toEqual({ key: 'rules.usernameRequired' });
    expect(problem('ab')).toEqual({ key: 'rules.usernameTooShort' });
    expect(problem('bad name!')).toEqual({ key: 'rules.usernamePattern' });
    expect(problem('x'.repeat(51))).toEqual({ key: 'rules.usernameTooLong' });
  });

  it('refuses a username already taken, ignoring case', () => {
    expect(newAccountProblems({ ...valid, username: 'ALICE' }, taken).username).toEqual({
      key: 'rules.usernameExists',
    });
    expect(newAccountProblems({ ...valid, username: 'bob' }, taken).username).toEqual({
      key: 'rules.usernameExists',
    });
  });

  it('checks the e-mail only when one is given', () => {
    expect(newAccountProblems({ ...valid, email: 'not-an-address' }, taken).email).toEqual({
      key: 'rules.emailFormat',
    });
    expect(newAccountProblems({ ...valid, email: 'a@b.co' }, taken).email).toBeUndefined();
  });

  it('names the first rule the password breaks', () => {
    const problem = (password: string) =>
      newAccountProblems({ ...valid, password }, taken).password;
    expect(problem('')).toEqual({ key: 'rules.passwordRequired' });
    expect(problem('Aa1!')).toEqual({ key: 'rules.passwordTooShort' });
    expect(problem('alllowercase1!')).toEqual({ key: 'rules.passwordClasses' });
    expect(problem('NoDigits!!')).toEqual({ key: 'rules.passwordClasses' });
    expect(problem('NoSpecial123')).toEqual({ key: 'rules.passwordClasses' });
  });

  it('has a key for every rule of the shared rules', () => {
    expect(Object.keys(ruleKeys).sort()).toEqual(Object.keys(accountRuleMessages).sort());
  });
});

describe('the Edit User form', () => {
  it('checks the e-mail format, and the password rules only when a password is typed', () => {
    expect(editAccountProblems({ email: '', password: '' })).toEqual({});
    expect(editAccountProblems({ email: 'nope', password: '' })).toEqual({
      email: { key: 'rules.emailFormat' },
    });
    expect(editAccountProblems({ email: 'me@example.com', password: 'short' })).toEqual({
      password: { key: 'rules.passwordTooShort' },
    });
  });
});

describe("the server's refusals", () => {
  const refusal = (
    code: ErrorCode,
    message: string,
    field?: string,
    reason?: string,
  ): ApiError => ({
    code,
    status: 400,
    message,
    ...(field && { field }),
    ...(reason && { reason }),
  });
  const fields = ['username', 'email', 'password'] as const;

  it('puts USERNAME_EXISTS, INVALID_PASSWORD_FORMAT and INVALID_EMAIL_FORMAT on their field', () => {
    expect(
      serverFieldProblem(refusal('USERNAME_EXISTS', 'Username already exists', 'username'), fields),
    ).toEqual({ field: 'username', problem: { key: 'rules.usernameExists' } });
    expect(
      serverFieldProblem(
        refusal(
          'INVALID_PASSWORD_FORMAT',
          'Mot de passe trop court',
          'password',
          'password_too_short',
        ),
        fields,
      ),
    ).toEqual({ field: 'password', problem: { key: 'rules.passwordTooShort' } });
    expect(serverFieldProblem(refusal('INVALID_EMAIL_FORMAT', ''), fields)).toEqual({
      field: 'email',
      problem: { key: 'rules.emailFormat' },
    });
  });

  it('puts a refused username on its field in the words of the rule its reason names, whatever the text', () => {
    expect(
      serverFieldProblem(
        refusal('VALIDATION_ERROR', 'any text at all', 'username', 'username_pattern'),
        fields,
      ),
    ).toEqual({ field: 'username', problem: { key: 'rules.usernamePattern' } });
  });

  it("shows the server's own text for a refusal on a field that names no rule", () => {
    expect(
      serverFieldProblem(
        refusal('VALIDATION_ERROR', accountRuleMessages.username_pattern, 'username'),
        fields,
      ),
    ).toEqual({
      field: 'username',
      problem: { text: accountRuleMessages.username_pattern },
    });
  });

  it('leaves anything else to the general banner', () => {
    expect(serverFieldProblem(refusal('FORBIDDEN', 'no'), fields)).toBeNull();
    expect(serverFieldProblem(refusal('VALIDATION_ERROR', 'bad', 'role'), fields)).toBeNull();
    expect(
      serverFieldProblem(refusal('USERNAME_EXISTS', 'Username already exists'), ['email']),
    ).toBeNull();
  });
});
