import {
  DomainError,
  ValidationError,
  accountRuleMessages,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from '@ghost/events';

/** The account rules, each refused with its code, its field and the rule broken as its reason. */
export const acceptUsername = (raw: string): string => {
  const username = raw.trim();
  const rule = usernameProblem(username);
  if (rule) throw new ValidationError('username', accountRuleMessages[rule], rule);
  return username;
};

export const acceptPassword = (password: string, field = 'password'): string => {
  const rule = passwordProblem(password);
  if (rule) {
    throw new DomainError('INVALID_PASSWORD_FORMAT', accountRuleMessages[rule], {
      field,
      reason: rule,
    });
  }
  return password;
};

/** E-mail is optional: absent, null or blank means none. */
export const acceptEmail = (raw: string | null | undefined): string | null => {
  const email = raw?.trim() ?? '';
  if (email === '') return null;
  const rule = emailProblem(email);
  if (rule) {
    throw new DomainError('INVALID_EMAIL_FORMAT', accountRuleMessages[rule], {
      field: 'email',
      reason: rule,
    });
  }
  return email;
};
