import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import type { AdminUser } from '@/lib/auth/admin-session';
import { TwoFactorSetup } from './two-factor-setup';
import styles from './admin-auth.module.css';

/**
 * What a signed-in admin without two-factor sees instead of the panel:
 * Access Denied with "Setup 2FA Now" and "Sign Out"; the setup then walks them through it.
 */
export const ForcedTwoFactor = ({
  user,
  onSignOut,
}: {
  user: AdminUser;
  onSignOut: () => Promise<void>;
}) => {
  const { t } = useTranslation('admin');
  const [settingUp, setSettingUp] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (settingUp) {
    return (
      <TwoFactorSetup
        onCancel={() => {
          setSettingUp(false);
        }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <span className={`${styles.mark} ${styles.markDanger}`}>
          <Icon name="shield" />
        </span>
        <h1 className={styles.title}>{t('denied.title')}</h1>
        <p className={styles.intro}>{t('denied.text')}</p>
        <div className={styles.actions}>
          <Button
            size="large"
            onClick={() => {
              setSettingUp(true);
            }}
          >
            {t('denied.setup')}
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
        <p className={styles.who}>{t('denied.signedInAs', { username: user.username })}</p>
      </Card>
    </div>
  );
};
