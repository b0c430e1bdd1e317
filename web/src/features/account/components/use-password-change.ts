import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { useRuleProblemText } from '@/lib/auth/account-rules';
import { useErrorText } from '@/lib/error-text';
import { changePassword } from '../api/change-password';
import {
  passwordChangeProblems,
  refusedField,
  type PasswordChangeDraft,
  type PasswordChangeField,
  type PasswordChangeProblem,
} from '../password-change-rules';

const empty: PasswordChangeDraft = { current: '', next: '', again: '' };
export const passwordChangeFields: readonly PasswordChangeField[] = ['current', 'next', 'again'];

/**
 * The change of one's own password, as the dialog and the first sign-in's forced step share it:
 * the current password, the new one by the account rules, and the new one again. Problems show
 * once a change is tried and follow the typing after; the server's refusals go beside their
 * field, anything else in the banner. `idOf` names each field's input (for focus);
 * `currentRequired` says what is missing when the current password is (the forced change asks
 * for the one-time password someone gave).
 */
export const usePasswordChange = (
  idOf: (field: PasswordChangeField) => string,
  currentRequired?: string,
) => {
  const { t } = useTranslation('admin');
  const problemText = useRuleProblemText();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(empty);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: PasswordChangeField; text: string } | null>(null);
  const [banner, setBanner] = useState<ApiError | null>(null);

  const problems = passwordChangeProblems(draft);
  const textOf = (problem: PasswordChangeProblem | undefined) =>
    problem && 'currentMissing' in problem
      ? (currentRequired ?? t('account.changePassword.currentRequired'))
      : problemText(problem);
  const errorOf = (field: PasswordChangeField) =>
    refusal?.field === field ? refusal.text : tried ? textOf(problems[field]) : undefined;
  const focus = (field: PasswordChangeField) => {
    document.getElementById(idOf(field))?.focus();
  };

  return {
    banner,
    busy,
    /** Starts again, empty (the dialog is closed). */
    reset: () => {
      setDraft(empty);
      setTried(false);
      setRefusal(null);
      setBanner(null);
    },
    /** Sends the change when nothing is refused here; true once the server took it. */
    submit: async (event: SyntheticEvent): Promise<boolean> => {
      event.preventDefault();
      setTried(true);
      setBanner(null);
      setRefusal(null);
      const first = passwordChangeFields.find((field) => problems[field]);
      if (first) {
        focus(first);
        return false;
      }
      setBusy(true);
      const answer = await changePassword({
        currentPassword: draft.current,
        newPassword: draft.next,
      });
      setBusy(false);
      if (!answer.error) return true;
      const refused = refusedField(answer.error);
      if (!refused) {
        setBanner(answer.error);
        return false;
      }
      setRefusal({
        field: refused.field,
        text: refused.problem ? (textOf(refused.problem) ?? '') : errorText(answer.error),
      });
      focus(refused.field);
      return false;
    },
    /** A field's props: its id, value, problem and what typing does. */
    fieldProps: (field: PasswordChangeField) => ({
      id: idOf(field),
      type: 'password',
      required: true,
      value: draft[field],
      error: errorOf(field),
      onChange: (event: { target: { value: string } }) => {
        setDraft((current) => ({ ...current, [field]: event.target.value }));
        if (refusal?.field === field) setRefusal(null);
      },
    }),
  };
};
