import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoles, type AdminRole, type UserView } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import type { AdminUser } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { useErrorText } from '@/lib/error-text';
import { updateUser } from '../api/update-user';
import { editAccountProblems } from '../account-rules';
import { fieldId, useAccountForm } from './use-account-form';
import { useProblemText } from './use-problem-text';
import styles from './users-page.module.css';

const form = 'edit-user';

interface EditUserFormProps {
  user: UserView;
  me: AdminUser;
  onCancel: () => void;
  onSaved: (user: UserView) => void;
}

/**
 * Edit User (admin spec §5): the e-mail, a new password (checked only when typed), and the role
 * only for a super admin editing someone else; the username never changes.
 */
const EditUserForm = ({ user, me, onCancel, onSaved }: EditUserFormProps) => {
  const { t } = useTranslation(['users', 'common']);
  const problemText = useProblemText();
  const errorText = useErrorText();
  const self = user.id === me.id;
  const canChangeRole = permissions.changeRole(me.role, self);
  const [email, setEmail] = useState(user.email ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>(user.role);
  const [busy, setBusy] = useState(false);
  const account = useAccountForm(
    form,
    ['email', 'password'],
    editAccountProblems({ email, password }),
  );

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!account.ready()) return;
    setBusy(true);
    const answer = await updateUser(user.id, {
      email: email.trim() === '' ? null : email.trim(),
      ...(password !== '' && { password }),
      ...(canChangeRole && { role }),
    });
    setBusy(false);
    if (answer.error) account.refused(answer.error);
    else onSaved(user);
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
        label={t('form.username')}
        hint={t('form.usernameFixed')}
        value={user.username}
        className={styles.readOnly}
        readOnly
      />
      <TextField
        id={fieldId(form, 'email')}
        data-autofocus
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
        label={t('form.newPassword')}
        hint={t('form.newPasswordHint')}
        error={problemText(account.problemOf('password'))}
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
      {canChangeRole ? (
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
      ) : (
        <div className={styles.fixedRole}>
          <span className={styles.fixedLabel}>{t('form.role')}</span>
          <Badge tone={user.role === 'super_admin' ? 'primary' : 'neutral'}>
            {t(`roles.${user.role}`)}
          </Badge>
          <span className={`${styles.formNote} muted`}>
            {t(self ? 'form.roleOwn' : 'form.roleSuperOnly')}
          </span>
        </div>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" busy={busy}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
};

/** The Edit User dialog of one account; closed when `user` is null. */
export const EditUserDialog = ({
  user,
  me,
  onClose,
  onSaved,
}: Omit<EditUserFormProps, 'user' | 'onCancel'> & {
  user: UserView | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('users');
  return (
    <Dialog open={user !== null} title={t('dialogs.editTitle')} onClose={onClose}>
      {user && (
        <EditUserForm key={user.id} user={user} me={me} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
};
