import {
  emailProblem,
  passwordProblem,
  usernameProblem,
  type ErrorCode,
} from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import {
  refusalProblemOf,
  ruleProblemOf as problemOf,
  type FieldProblem,
  type RuleKey,
} from '@/lib/auth/account-rules';

export type { FieldProblem } from '@/lib/auth/account-rules';
export type AccountField = 'username' | 'email' | 'password';
export type FieldProblems = Partial<Record<AccountField, FieldProblem>>;

/** The fields that have a problem, and only those. */
const withoutEmpty = (
  problems:
    | Record<AccountField, FieldProblem | undefined>
    | Record<'email' | 'password', FieldProblem | undefined>,
): FieldProblems => {
  const found: FieldProblems = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) found[field as AccountField] = problem;
  }
  return found;
};

export interface NewAccountDraft {
  username: string;
  email: string;
  password: string;
}

/**
 * The Add Admin User form: the username's rules, then whether the name is taken (ignoring case,
 * among the accounts the screen has); the e-mail only when one is given; the password's rules.
 */
export const newAccountProblems = (
  draft: NewAccountDraft,
  takenUsernames: readonly string[],
): FieldProblems => {
  const username = draft.username.trim();
  const taken = takenUsernames.some((name) => name.toLowerCase() === username.toLowerCase());
  const email = draft.email.trim();
  return withoutEmpty({
    username:
      problemOf(usernameProblem(username)) ?? (taken ? { key: 'rules.usernameExists' } : undefined),
    email: email === '' ? undefined : problemOf(emailProblem(email)),
    password: problemOf(passwordProblem(draft.password)),
  });
};

/** The Edit User form: the e-mail's format if one is given, the password's rules if one is typed. */
export const editAccountProblems = (draft: { email: string; password: string }): FieldProblems => {
  const email = draft.email.trim();
  return withoutEmpty({
    email: email === '' ? undefined : problemOf(emailProblem(email)),
    password: draft.password === '' ? undefined : problemOf(passwordProblem(draft.password)),
  });
};

/** The field of the Users forms each of the server's account refusals belongs to. */
const fieldOfCode: Partial<Record<ErrorCode, AccountField>> = {
  USERNAME_EXISTS: 'username',
  INVALID_PASSWORD_FORMAT: 'password',
  INVALID_EMAIL_FORMAT: 'email',
};

/** What the form says when the server refuses a field without a rule's message. */
const fieldFallback: Record<AccountField, RuleKey> = {
  username: 'rules.usernamePattern',
  email: 'rules.emailFormat',
  password: 'rules.passwordClasses',
};

/**
 * Where the server's refusal goes: beside its field, in the words of the rule it names, or null
 * for the general banner (any other code, or a field the form does not have).
 */
export const serverFieldProblem = (
  error: ApiError,
  fields: readonly AccountField[],
): { field: AccountField; problem: FieldProblem } | null => {
  const field =
    fieldOfCode[error.code as ErrorCode] ??
    (error.code === 'VALIDATION_ERROR' ? fields.find((name) => name === error.field) : undefined);
  if (!field || !fields.includes(field)) return null;
  if (error.code === 'USERNAME_EXISTS') return { field, problem: { key: 'rules.usernameExists' } };
  return { field, problem: refusalProblemOf(error) ?? { key: fieldFallback[field] } };
};
