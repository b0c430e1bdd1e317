import { passwordProblem } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { refusalProblemOf, ruleProblemOf, type FieldProblem } from '@/lib/auth/account-rules';

export interface PasswordChangeDraft {
  current: string;
  next: string;
  again: string;
}

export type PasswordChangeField = keyof PasswordChangeDraft;

/** The current password's own problem: it is missing (its text is the dialog's). */
export type PasswordChangeProblem = FieldProblem | { currentMissing: true };

export type PasswordChangeProblems = Partial<Record<PasswordChangeField, PasswordChangeProblem>>;

/** What the form refuses before sending: the new password by the account rules, and a match. */
export const passwordChangeProblems = (draft: PasswordChangeDraft): PasswordChangeProblems => {
  const problems: PasswordChangeProblems = {};
  if (draft.current === '') problems.current = { currentMissing: true };
  const next = ruleProblemOf(passwordProblem(draft.next));
  if (next) problems.next = next;
  else if (draft.again !== draft.next) problems.again = { key: 'rules.passwordsDiffer' };
  return problems;
};

/**
 * Where the server's refusal goes: a wrong current password or a new one the rules refuse beside
 * its field; anything else (a lockout, a lost connection) in the general banner (null).
 */
export const refusedField = (
  error: ApiError,
): { field: PasswordChangeField; problem: PasswordChangeProblem | null } | null => {
  if (error.code === 'INVALID_CURRENT_PASSWORD') return { field: 'current', problem: null };
  if (error.code === 'INVALID_PASSWORD_FORMAT')
    return { field: 'next', problem: refusalProblemOf(error) ?? null };
  return null;
};
