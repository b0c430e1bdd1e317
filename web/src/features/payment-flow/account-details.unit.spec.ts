import { describe, expect, it } from 'vitest';
import {
  accountProblems,
  optionalEmailProblem,
  prefilledAccount,
  standardEmailCheck,
} from './account-details';

/** Stands in for the browser's check in these specs: something, an @, a dotted domain. */
const isEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

describe('the account details', () => {
  it('require a username and an e-mail address', () => {
    expect(accountProblems({ username: ' ', email: '' }, isEmail)).toEqual({
      username: 'required',
      email: 'required',
    });
  });

  it('refuse an e-mail address that is not well formed', () => {
    expect(accountProblems({ username: 'player_one', email: 'player@' }, isEmail)).toEqual({
      email: 'invalid',
    });
  });

  it('accept a username and a well-formed e-mail address, spaces around it ignored', () => {
    expect(
      accountProblems({ username: 'player_one', email: ' player@example.com ' }, isEmail),
    ).toEqual({});
  });

  it('are prefilled from the query string', () => {
    const query = new URLSearchParams('username=%20player_one%20&email=player%40example.com');
    expect(prefilledAccount(query)).toEqual({
      username: 'player_one',
      email: 'player@example.com',
    });
    expect(prefilledAccount(new URLSearchParams())).toEqual({ username: '', email: '' });
  });

  it("leave a donation's e-mail optional, but check it when given", () => {
    expect(optionalEmailProblem('', isEmail)).toBeUndefined();
    expect(optionalEmailProblem('donor@example.com', isEmail)).toBeUndefined();
    expect(optionalEmailProblem('donor@', isEmail)).toBe('invalid');
  });

  it('are checked on the server by the HTML standard’s rule for an e-mail input', () => {
    for (const email of ['player@example.com', 'a.b+c@mail-1.example.org', 'me@localhost']) {
      expect(standardEmailCheck(email), email).toBe(true);
    }
    for (const email of ['player@', '@example.com', 'a b@example.com', 'me@-example.com']) {
      expect(standardEmailCheck(email), email).toBe(false);
    }
  });
});
