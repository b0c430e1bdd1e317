import {
  DomainError,
  ValidationError,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from '@ghost/events';

/** The account rules, each refused with the code the web expects. */
export const acceptUsername = (raw: string): string => {
  const username = raw.trim();
  const problem = usernameProblem(username);
  if (problem) throw new ValidationError('username', problem);
  return username;
};

export const acceptPassword = (password: string, field = 'password'): string => {
  const problem = passwordProblem(password);
  if (problem) throw new DomainError('INVALID_PASSWORD_FORMAT', problem, { field });
  return password;
};

/** E-mail is optional: absent, null or blank means none. */
export const acceptEmail = (raw: string | null | undefined): string | null => {
  const email = raw?.trim() ?? '';
  if (email === '') return null;
  const problem = emailProblem(email);
  if (problem) throw new DomainError('INVALID_EMAIL_FORMAT', problem, { field: 'email' });
  return email;
};
