import type { RefusalReason } from '../errors/refusal-reasons.js';

/**
 * The rules for admin accounts, shared by the server, which enforces them, and
 * the web, which shows them as the user types. Browser-safe.
 */
export const usernameRules = {
  minLength: 3,
  /** A bound of our own, so a name always fits a list column and a stream name. */
  maxLength: 50,
  pattern: /^[A-Za-z0-9_-]+$/,
  messages: {
    required: 'Username is required',
    tooShort: 'Username must be at least 3 characters',
    tooLong: 'Username must be at most 50 characters',
    pattern: 'Username can only contain letters, numbers, hyphens and underscores',
  },
} as const;

export const passwordRules = {
  minLength: 8,
  /** A bound of our own: hashing cost grows with length, so a stranger cannot send a megabyte. */
  maxLength: 128,
  messages: {
    required: 'Password is required',
    tooShort: 'Password must be at least 8 characters',
    tooLong: 'Password must be at most 128 characters',
    classes: 'Password must contain uppercase, lowercase, number and special character',
  },
} as const;

export const emailRules = {
  maxLength: 254,
  /** One @, no spaces, a dot in the domain: what "looks like an address" means here. */
  pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  messages: { format: 'Invalid email format' },
} as const;

/**
 * An account rule by the name a refusal carries as its `reason`: the web says the refusal in its
 * reader's language by this name; the message is the server's English.
 */
export const accountRuleMessages = {
  username_required: usernameRules.messages.required,
  username_too_short: usernameRules.messages.tooShort,
  username_too_long: usernameRules.messages.tooLong,
  username_pattern: usernameRules.messages.pattern,
  password_required: passwordRules.messages.required,
  password_too_short: passwordRules.messages.tooShort,
  password_too_long: passwordRules.messages.tooLong,
  password_classes: passwordRules.messages.classes,
  email_format: emailRules.messages.format,
} as const satisfies Partial<Record<RefusalReason, string>>;
export type AccountRule = keyof typeof accountRuleMessages;

export const isAccountRule = (reason: string | undefined): reason is AccountRule =>
  reason !== undefined && Object.hasOwn(accountRuleMessages, reason);

/** The first rule a username breaks, or null when it is acceptable. */
export const usernameProblem = (username: string): AccountRule | null => {
  if (username.length === 0) return 'username_required';
  if (username.length < usernameRules.minLength) return 'username_too_short';
  if (username.length > usernameRules.maxLength) return 'username_too_long';
  if (!usernameRules.pattern.test(username)) return 'username_pattern';
  return null;
};

/**
 * The first rule a password breaks, or null. "Special" is any character that is neither a letter,
 * a digit nor white space, which covers @$!%*?&_-+= and their like.
 */
export const passwordProblem = (password: string): AccountRule | null => {
  if (password.length === 0) return 'password_required';
  if (password.length < passwordRules.minLength) return 'password_too_short';
  if (password.length > passwordRules.maxLength) return 'password_too_long';
  const classes = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u];
  if (!classes.every((pattern) => pattern.test(password))) return 'password_classes';
  return null;
};

export const emailProblem = (email: string): AccountRule | null =>
  email.length <= emailRules.maxLength && emailRules.pattern.test(email) ? null : 'email_format';

/** The TOTP code a person types: six digits. */
export const twoFactorCodeRules = {
  pattern: /^\d{6}$/,
  messages: { required: 'Please enter the 6-digit code', format: 'Code must be 6 digits' },
} as const;

/**
 * The staff roles: super admins also manage users, settings and pricing. An
 * auditor reads what admins read and the event log, and changes nothing.
 */
export const adminRoles = ['admin', 'super_admin', 'auditor'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** Who reads the panel's data: transactions, histories, stats, the card queue, the users. */
export const readerRoles = ['admin', 'super_admin', 'auditor'] as const satisfies AdminRole[];
/** Who acts on payments (verify, fail, fulfil, check with the provider): never auditors. */
export const actorRoles = ['admin', 'super_admin'] as const satisfies AdminRole[];
/** Who reads the event log, replays it as of a moment and verifies its chain. */
export const auditorRoles = ['auditor', 'super_admin'] as const satisfies AdminRole[];
