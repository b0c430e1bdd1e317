import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import type { PasswordChangeField } from '../password-change-rules';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChange } from './use-password-change';
import styles from './change-password-dialog.module.css';

const fieldId = (field: PasswordChangeField) => `change-password-${field}`;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The signed-in account changes its own password (any role, auditors included): the current one,
 * the new one by the account rules, and the new one again.
 */
export const ChangePasswordDialog = ({ open, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const change = usePasswordChange(fieldId);
  const [done, setDone] = useState(false);
  const doneBox = useRef<HTMLDivElement>(null);

  const close = () => {
    change.reset();
    setDone(false);
    onClose();
  };

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
            void change.submit(event).then((changed) => {
              if (!changed) return;
              setDone(true);
              // Focus to the way out, so the confirmation is read and Enter closes.
              requestAnimationFrame(() => doneBox.current?.querySelector('button')?.focus());
            });
          }}
        >
          <p className="muted">{t('account.changePassword.intro')}</p>
          {change.banner && (
            <Alert tone="danger" title={t('account.changePassword.failed')}>
              <p>{errorText(change.banner)}</p>
            </Alert>
          )}
          <PasswordChangeFields
            change={change}
            currentLabel={t('account.changePassword.current')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" type="button" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={change.busy}>
              {t('account.changePassword.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
