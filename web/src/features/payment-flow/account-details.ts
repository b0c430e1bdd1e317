/** The account a subscription is for, prefilled from ?username=&email=. */
export interface AccountDetails {
  username: string;
  email: string;
}

export interface AccountProblems {
  username?: 'required';
  email?: 'required' | 'invalid';
}

/** Tells a well-formed e-mail address; the browser's own check by default. */
export type EmailCheck = (email: string) => boolean;

/**
 * The browser's e-mail check (an input of type email), the one the form's field uses: no
 * validation library shipped to the payment page for it. The server checks again.
 */
export const browserEmailCheck: EmailCheck = (email) => {
  const input = document.createElement('input');
  input.type = 'email';
  input.value = email;
  return !input.validity.typeMismatch;
};

/**
 * The HTML standard's valid e-mail address, the rule an input of type email applies, for where
 * there is no browser to ask (the server). The browser's check also takes a domain name written
 * in another script, which this refuses.
 */
const standardEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const standardEmailCheck: EmailCheck = (email) => standardEmail.test(email);

/** Username and e-mail are required, the e-mail well formed. */
export const accountProblems = (
  account: AccountDetails,
  isEmail: EmailCheck = browserEmailCheck,
): AccountProblems => {
  const problems: AccountProblems = {};
  if (account.username.trim() === '') problems.username = 'required';
  const email = account.email.trim();
  if (email === '') problems.email = 'required';
  else if (!isEmail(email)) problems.email = 'invalid';
  return problems;
};

/** An e-mail that may be left out (a donation's): only its form is checked. */
export const optionalEmailProblem = (
  email: string,
  isEmail: EmailCheck = browserEmailCheck,
): 'invalid' | undefined => (email.trim() === '' || isEmail(email.trim()) ? undefined : 'invalid');

/** The details from the page's query string, trimmed, at most their lengths. */
export const prefilledAccount = (query: URLSearchParams): AccountDetails => ({
  username: (query.get('username') ?? '').trim().slice(0, 64),
  email: (query.get('email') ?? '').trim().slice(0, 254),
});
