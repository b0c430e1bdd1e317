import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { deleteUser } from '../api/delete-user';
import styles from './users-page.module.css';

interface DeleteUserDialogProps {
  /** The account to delete; the dialog is closed when null. */
  user: UserView | null;
  onClose: () => void;
  onDeleted: (user: UserView) => void;
  /** Where focus goes once closed, when not back to the Delete button (gone with its row). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** The Delete User confirmation (super admins; never themselves nor another super admin). */
export const DeleteUserDialog = ({
  user,
  onClose,
  onDeleted,
  returnFocusTo,
}: DeleteUserDialogProps) => {
  const { t } = useTranslation(['users', 'common']);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async (target: UserView) => {
    setBusy(true);
    setError(null);
    const answer = await deleteUser(target.id);
    setBusy(false);
    if (answer.error) setError(answer.error);
    else onDeleted(target);
  };

  return (
    <Dialog
      open={user !== null}
      title={t('dialogs.deleteTitle')}
      onClose={close}
      alert
      {...(returnFocusTo && { returnFocusTo })}
    >
      {user && (
        <div className={styles.form}>
          {error && (
            <Alert tone="danger" title={t('dialogs.deleteFailed')}>
              <p>{errorText(error)}</p>
            </Alert>
          )}
          <p className={styles.question}>
            {t('dialogs.deleteQuestion', { username: user.username })}
          </p>
          <p className="muted">{t('dialogs.deleteEffects')}</p>
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={() => {
                void confirm(user);
              }}
            >
              {t('dialogs.deleteConfirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
};
