import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { createUser } from '../api/create-user';
import { newAccountProblems } from '../account-rules';
import { AccountForm } from './account-form';

interface AddUserDialogProps {
  open: boolean;
  takenUsernames: readonly string[];
  onClose: () => void;
  onCreated: (username: string) => void;
}

/** Add Admin User (super admins only), a fresh form at each opening. */
export const AddUserDialog = ({ open, takenUsernames, onClose, onCreated }: AddUserDialogProps) => {
  const { t } = useTranslation('users');
  return (
    <Dialog open={open} title={t('dialogs.addTitle')} onClose={onClose}>
      <AccountForm
        mode="add"
        initial={{ username: '', email: '', password: '', role: 'admin' }}
        problemsOf={(draft) => newAccountProblems(draft, takenUsernames)}
        roleNote={null}
        send={async ({ username, email, password, role }) => {
          const answer = await createUser({
            username: username.trim(),
            email: email.trim() === '' ? null : email.trim(),
            password,
            role,
          });
          if (answer.error) return answer.error;
          onCreated(answer.data.user.username);
          return null;
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
};
