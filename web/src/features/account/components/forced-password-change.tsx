import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import type { AdminUser } from '@/lib/auth/admin-session';
import { useErrorText } from '@/lib/error-text';
import type { PasswordChangeField } from '../password-change-rules';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChange } from './use-password-change';
import styles from './forced-password-change.module.css';

const fieldId = (field: PasswordChangeField) => `first-password-${field}`;

interface ForcedPasswordChangeProps {
  user: AdminUser;
  /** The password is the holder's own now: the session is read again. */
  onChanged: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

/**
 * What an account with a one-time password (set by the first start, the admin CLI or a super
 * admin) sees at its first sign-in, before anything else, two-factor setup included: the
 * one-time password, a password of its own, and it again. The server refuses every other call
 * until it is changed (PASSWORD_CHANGE_REQUIRED).
 */
export const ForcedPasswordChange = ({ user, onChanged, onSignOut }: ForcedPasswordChangeProps) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const change = usePasswordChange(fieldId, t('forcedPassword.currentRequired'));
  const [leaving, setLeaving] = useState(false);
  // The one thing to do here: the one-time password's field has the focus from the start.
  useEffect(() => {
    document.getElementById(fieldId('current'))?.focus();
  }, []);

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <span className={styles.mark}>
          <Icon name="shield" />
        </span>
        <h1 className={styles.title}>{t('forcedPassword.title')}</h1>
        <p className={styles.intro}>{t('forcedPassword.intro')}</p>
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            void change.submit(event).then(async (changed) => {
              if (changed) await onChanged();
            });
          }}
        >
          {change.banner && (
            <Alert tone="danger" title={t('account.changePassword.failed')}>
              <p>{errorText(change.banner)}</p>
            </Alert>
          )}
          <PasswordChangeFields change={change} currentLabel={t('forcedPassword.current')} />
          <div className={styles.actions}>
            <Button type="submit" size="large" busy={change.busy}>
              {t('forcedPassword.submit')}
            </Button>
            <Button
              size="large"
              variant="secondary"
              busy={leaving}
              onClick={() => {
                setLeaving(true);
                void onSignOut();
              }}
            >
              {t('denied.signOut')}
            </Button>
          </div>
        </form>
        <p className={styles.who}>{t('denied.signedInAs', { username: user.username })}</p>
      </Card>
    </div>
  );
};
