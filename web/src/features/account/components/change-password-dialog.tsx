import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
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
import styles from './change-password-dialog.module.css';

const empty: PasswordChangeDraft = { current: '', next: '', again: '' };
const fields: readonly PasswordChangeField[] = ['current', 'next', 'again'];
const fieldId = (field: PasswordChangeField) => `change-password-${field}`;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The signed-in account changes its own password (any role, auditors included): the current one,
 * the new one by the account rules, and the new one again. Problems show once a change is tried
 * and follow the typing after; the server's refusals go beside their field.
 */
export const ChangePasswordDialog = ({ open, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation(['admin', 'common']);
  const problemText = useRuleProblemText();
  const errorText = useErrorText();
  const [draft, setDraft] = useState(empty);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: PasswordChangeField; text: string } | null>(null);
  const [banner, setBanner] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const doneBox = useRef<HTMLDivElement>(null);

  const problems = passwordChangeProblems(draft);
  const textOf = (problem: PasswordChangeProblem | undefined) =>
    problem && 'currentMissing' in problem
      ? t('account.changePassword.currentRequired')
      : problemText(problem);
  const errorOf = (field: PasswordChangeField) =>
    refusal?.field === field ? refusal.text : tried ? textOf(problems[field]) : undefined;

  const close = () => {
    setDraft(empty);
    setTried(false);
    setRefusal(null);
    setBanner(null);
    setDone(false);
    onClose();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    setBanner(null);
    setRefusal(null);
    const first = fields.find((field) => problems[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    const answer = await changePassword({
      currentPassword: draft.current,
      newPassword: draft.next,
    });
    setBusy(false);
    if (!answer.error) {
      setDone(true);
      // Focus to the way out, so the confirmation is read and Enter closes.
      requestAnimationFrame(() => doneBox.current?.querySelector('button')?.focus());
      return;
    }
    const refused = refusedField(answer.error);
    if (!refused) {
      setBanner(answer.error);
      return;
    }
    setRefusal({
      field: refused.field,
      text: refused.problem ? (textOf(refused.problem) ?? '') : errorText(answer.error),
    });
    document.getElementById(fieldId(refused.field))?.focus();
  };

  const fieldProps = (field: PasswordChangeField) => ({
    id: fieldId(field),
    type: 'password',
    required: true,
    value: draft[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      if (refusal?.field === field) setRefusal(null);
    },
  });

  return (
    <Dialog open={open} title={t('account.changePassword.title')} onClose={close}>
      {done ? (
        <div className={styles.form} ref={doneBox}>
          <Alert tone="success" announce="status">
            <p>{t('account.changePassword.done')}</p>
          </Alert>
          <div className={styles.actions}>
            <Button onClick={close}>{t('common:actions.close')}</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <p className="muted">{t('account.changePassword.intro')}</p>
          {banner && (
            <Alert tone="danger" title={t('account.changePassword.failed')}>
              <p>{errorText(banner)}</p>
            </Alert>
          )}
          <TextField
            {...fieldProps('current')}
            data-autofocus
            label={t('account.changePassword.current')}
            autoComplete="current-password"
          />
          <TextField
            {...fieldProps('next')}
            label={t('account.changePassword.new')}
            hint={t('account.changePassword.newHint')}
            autoComplete="new-password"
          />
          <TextField
            {...fieldProps('again')}
            label={t('account.changePassword.confirm')}
            autoComplete="new-password"
          />
          <div className={styles.actions}>
            <Button variant="secondary" type="button" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('account.changePassword.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
