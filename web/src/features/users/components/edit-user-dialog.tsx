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
 * Edit User (admin spec §5): the e-mail, a new password (checked only when typed), and the role
 * only for a super admin editing someone else; the username never changes.
 */
export const EditUserDialog = ({ user, me, onClose, onSaved }: EditUserDialogProps) => {
  const { t } = useTranslation('users');
  const self = user?.id === me.id;
  const canChangeRole = permissions.changeRole(me.role, self);
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
          roleNote={canChangeRole ? null : t(self ? 'form.roleOwn' : 'form.roleSuperOnly')}
          send={async ({ email, password, role }) => {
            const answer = await updateUser(user.id, {
              email: email.trim() === '' ? null : email.trim(),
              ...(password !== '' && { password }),
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
