import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoles, type AdminRole } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import type { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useRuleProblemText } from '@/lib/auth/account-rules';
import type { AccountField, FieldProblems } from '../account-rules';
import { fieldId, useAccountForm } from './use-account-form';
import styles from './users-page.module.css';

export interface AccountDraft {
  username: string;
  email: string;
  password: string;
  role: AdminRole;
}

interface AccountFormProps {
  /**
   * `add`: a username to choose and a password to set, both required, and a role. `edit`: the
   * username stays, a new password is checked only when typed, the role only where `roleNote`
   * does not say why it cannot change.
   */
  mode: 'add' | 'edit';
  initial: AccountDraft;
  /** The rules' problems of what is typed now. */
  problemsOf: (draft: AccountDraft) => FieldProblems;
  /** Why the role is fixed here, shown beside it; null when it may be chosen. */
  roleNote: string | null;
  /**
   * The account is the editor's own: its password is not set here (only with the current one,
   * through Change password), and a note says where instead.
   */
  own?: boolean;
  /** Sends the draft: the server's refusal, or null once done. */
  send: (draft: AccountDraft) => Promise<ApiError | null>;
  onCancel: () => void;
}

const fieldsOf = {
  add: ['username', 'email', 'password'],
  edit: ['email', 'password'],
  own: ['email'],
} as const satisfies Record<string, readonly AccountField[]>;

/** The account form of the Add and Edit dialogs. */
export const AccountForm = ({
  mode,
  initial,
  problemsOf,
  roleNote,
  own = false,
  send,
  onCancel,
}: AccountFormProps) => {
  const { t } = useTranslation(['users', 'common']);
  const problemText = useRuleProblemText();
  const errorText = useErrorText();
  const form = `${mode}-user`;
  const adding = mode === 'add';
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const account = useAccountForm(form, fieldsOf[own ? 'own' : mode], problemsOf(draft));

  const change = (field: AccountField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    account.changed(field);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!account.ready()) return;
    setBusy(true);
    const refusal = await send(draft);
    setBusy(false);
    if (refusal) account.refused(refusal);
  };

  /** What every editable field shares: its id, problem, value and what typing or leaving does. */
  const fieldProps = (field: AccountField) => ({
    id: fieldId(form, field),
    error: problemText(account.problemOf(field)),
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      change(field, event.target.value);
    },
    onBlur: () => {
      account.left(field);
    },
  });

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {account.banner && (
        <Alert tone="danger" title={t('form.failed')}>
          <p>{errorText(account.banner)}</p>
        </Alert>
      )}
      {adding ? (
        <TextField
          {...fieldProps('username')}
          data-autofocus
          label={t('form.username')}
          hint={t('form.usernameHint')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : (
        <TextField
          label={t('form.username')}
          hint={t('form.usernameFixed')}
          value={draft.username}
          className={styles.readOnly}
          readOnly
        />
      )}
      <TextField
        {...fieldProps('email')}
        data-autofocus={adding ? undefined : true}
        type="email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="off"
      />
      {own ? (
        <p className={`${styles.formNote} muted`}>{t('form.ownPassword')}</p>
      ) : (
        <TextField
          {...fieldProps('password')}
          type="password"
          label={t(adding ? 'form.password' : 'form.newPassword')}
          hint={
            adding
              ? t('form.passwordHint')
              : `${t('form.newPasswordHint')} ${t('form.newPasswordOneTime')}`
          }
          required={adding}
          autoComplete="new-password"
        />
      )}
      {roleNote === null ? (
        <SelectField
          label={t('form.role')}
          value={draft.role}
          onChange={(event) => {
            setDraft((current) => ({ ...current, role: event.target.value as AdminRole }));
          }}
        >
          {adminRoles.map((name) => (
            <option key={name} value={name}>
              {t(`roles.${name}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className={styles.fixedRole}>
          <span className={styles.fixedLabel}>{t('form.role')}</span>
          <Badge tone={draft.role === 'super_admin' ? 'primary' : 'neutral'}>
            {t(`roles.${draft.role}`)}
          </Badge>
          <span className={`${styles.formNote} muted`}>{roleNote}</span>
        </div>
      )}
      {adding && (
        <p className={`${styles.formNote} muted`}>
          {t('form.oneTimeNote')} {t('form.twoFactorNote')}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button
          type="submit"
          busy={busy}
          disabled={adding && (draft.username.trim() === '' || draft.password === '')}
        >
          {t(adding ? 'form.create' : 'form.save')}
        </Button>
      </div>
    </form>
  );
};
