import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountRule, type AccountRule } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';

/**
 * The account rules, as the shared rules (`usernameProblem`, `passwordProblem`, `emailProblem`)
 * and the server's refusals (their `reason`) name them, each with its translation key (in the
 * `users` namespace, where the account forms' texts are). Shared by the Users screen's forms and
 * the change of one's own password.
 */
export const ruleKeys = {
  username_required: 'rules.usernameRequired',
  username_too_short: 'rules.usernameTooShort',
  username_too_long: 'rules.usernameTooLong',
  username_pattern: 'rules.usernamePattern',
  password_required: 'rules.passwordRequired',
  password_too_short: 'rules.passwordTooShort',
  password_too_long: 'rules.passwordTooLong',
  password_classes: 'rules.passwordClasses',
  email_format: 'rules.emailFormat',
} as const satisfies Record<AccountRule, string>;

export type RuleKey =
  (typeof ruleKeys)[AccountRule] | 'rules.usernameExists' | 'rules.passwordsDiffer';

/** A field's problem: a rule's key, or, for a refusal that names no rule of these forms, its text. */
export type FieldProblem = { key: RuleKey } | { text: string };

/** The problem of a broken rule (null: none). */
export const ruleProblemOf = (rule: AccountRule | null): FieldProblem | undefined =>
  rule === null ? undefined : { key: ruleKeys[rule] };

/**
 * The problem a server's refusal names: its rule, by its reason; the server's own text for a
 * refusal without one (none when it sent no text).
 */
export const refusalProblemOf = (error: ApiError): FieldProblem | undefined => {
  if (isAccountRule(error.reason)) return { key: ruleKeys[error.reason] };
  return error.message === '' ? undefined : { text: error.message };
};

/** The translated text of a field's problem: its rule's words, or the server's own text. */
export const useRuleProblemText = () => {
  const { t } = useTranslation('users');
  return useCallback(
    (problem: FieldProblem | undefined): string | undefined =>
      problem === undefined ? undefined : 'key' in problem ? t(problem.key) : problem.text,
    [t],
  );
};
