import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoles, type AdminRole } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/lib/error-text';
import { createUser } from '../api/create-user';
import { newAccountProblems } from '../account-rules';
import { fieldId, useAccountForm } from './use-account-form';
import { useProblemText } from './use-problem-text';
import styles from './users-page.module.css';

const form = 'add-user';

interface AddUserFormProps {
  takenUsernames: readonly string[];
  onCancel: () => void;
  onCreated: (username: string) => void;
}

const AddUserForm = ({ takenUsernames, onCancel, onCreated }: AddUserFormProps) => {
  const { t } = useTranslation(['users', 'common']);
  const problemText = useProblemText();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('admin');
  const [busy, setBusy] = useState(false);
  const local = newAccountProblems({ username, email, password }, takenUsernames);
  const account = useAccountForm(form, ['username', 'email', 'password'], local);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!account.ready()) return;
    setBusy(true);
    const answer = await createUser({
      username: username.trim(),
      email: email.trim() === '' ? null : email.trim(),
      password,
      role,
    });
    setBusy(false);
    if (answer.error) account.refused(answer.error);
    else onCreated(answer.data.user.username);
  };

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
      <TextField
        id={fieldId(form, 'username')}
        data-autofocus
        label={t('form.username')}
        hint={t('form.usernameHint')}
        error={problemText(account.problemOf('username'))}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          account.changed('username');
        }}
        onBlur={() => {
          account.left('username');
        }}
      />
      <TextField
        id={fieldId(form, 'email')}
        type="email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        error={problemText(account.problemOf('email'))}
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          account.changed('email');
        }}
        onBlur={() => {
          account.left('email');
        }}
      />
      <TextField
        id={fieldId(form, 'password')}
        type="password"
        label={t('form.password')}
        hint={t('form.passwordHint')}
        error={problemText(account.problemOf('password'))}
        required
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          account.changed('password');
        }}
        onBlur={() => {
          account.left('password');
        }}
      />
      <SelectField
        label={t('form.role')}
        value={role}
        onChange={(event) => {
          setRole(event.target.value as AdminRole);
        }}
      >
        {adminRoles.map((name) => (
          <option key={name} value={name}>
            {t(`roles.${name}`)}
          </option>
        ))}
      </SelectField>
      <p className={`${styles.formNote} muted`}>{t('form.twoFactorNote')}</p>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" busy={busy} disabled={username.trim() === '' || password === ''}>
          {t('form.create')}
        </Button>
      </div>
    </form>
  );
};

/** Add Admin User (super admins; admin spec §5, New user), a fresh form at each opening. */
export const AddUserDialog = ({
  open,
  onClose,
  ...form
}: Omit<AddUserFormProps, 'onCancel'> & { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('users');
  return (
    <Dialog open={open} title={t('dialogs.addTitle')} onClose={onClose}>
      <AddUserForm {...form} onCancel={onClose} />
    </Dialog>
  );
};
