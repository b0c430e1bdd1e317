import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRules, passwordRules, usernameRules } from '@ghost/events/contract';

/**
 * The account rules, as the shared rules
 (`usernameProblem`,
 * `passwordProblem`, `emailProblem`) judge them, each broken rule named by its translation key
 * (in the `users` namespace, where the account forms' texts are). Shared by the Users screen's
 * forms and the change of one's own password.
 */
export const ruleKeys = {
  [usernameRules.messages.required]: 'rules.usernameRequired',
  [usernameRules.messages.tooShort]: 'rules.usernameTooShort',
  [usernameRules.messages.tooLong]: 'rules.usernameTooLong',
  [usernameRules.messages.pattern]: 'rules.usernamePattern',
  [passwordRules.messages.required]: 'rules.passwordRequired',
  [passwordRules.messages.tooShort]: 'rules.passwordTooShort',
  [passwordRules.messages.tooLong]: 'rules.passwordTooLong',
  [passwordRules.messages.classes]: 'rules.passwordClasses',
  [emailRules.messages.format]: 'rules.emailFormat',
} as const;

export type RuleKey =
  (typeof ruleKeys)[keyof typeof ruleKeys] | 'rules.usernameExists' | 'rules.passwordsDiffer';

/** A field's problem: a rule's key, or, for a message no rule of these forms knows, its text. */
export type FieldProblem = { key: RuleKey } | { text: string };

/** The problem a rule's message names (null: none). */
export const ruleProblemOf = (message: string | null): FieldProblem | undefined => {
  if (message === null) return undefined;
  const key = (ruleKeys as Record<string, RuleKey | undefined>)[message];
  return key ? { key } : { text: message };
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
