import { useTranslation } from 'react-i18next';
import type { UserView } from '@ghost/events/contract';
import { Dialog } from '@/components/ui/dialog';
import type { AdminUser } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { updateUser } from '../api/update-user';
import { editAccountProblems } from '../account-rules';
import { AccountForm } from './account-form';

interface EditUserDialogProps {
  /** The account edited; the dialog is closed when null. */
  user: UserView | null;
  me: AdminUser;
  onClose: () => void;
  onSaved: (user: UserView) => void;
}

/**
 * Edit User: the e-mail, a new password for someone else (checked only when
 * typed; one-time for them), and the role only for a super admin editing someone else; the
 * username never changes, and one's own password changes only through Change password.
 */
export const EditUserDialog = ({ user, me, onClose, onSaved }: EditUserDialogProps) => {
  const { t } = useTranslation('users');
  const self = user?.id === me.id;
  const canChangeRole = user !== null && permissions.changeRole(me.role, self, user.role);
  const roleNoteKey = self
    ? 'form.roleOwn'
    : user?.role === 'super_admin' && me.role === 'super_admin'
      ? 'form.roleSuperAdmin'
      : 'form.roleSuperOnly';
  return (
    <Dialog open={user !== null} title={t('dialogs.editTitle')} onClose={onClose}>
      {user && (
        <AccountForm
          key={user.id}
          mode="edit"
          initial={{
            username: user.username,
            email: user.email ?? '',
            password: '',
            role: user.role,
          }}
          problemsOf={editAccountProblems}
          roleNote={canChangeRole ? null : t(roleNoteKey)}
          own={self}
          send={async ({ email, password, role }) => {
            const answer = await updateUser(user.id, {
              email: email.trim() === '' ? null : email.trim(),
              ...(password !== '' && !self && { password }),
              ...(canChangeRole && { role }),
            });
            if (answer.error) return answer.error;
            onSaved(user);
            return null;
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
};
