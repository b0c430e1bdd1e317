import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AdminUser } from '@/lib/auth/admin-session';
import type { RestrictedArea } from '@/lib/auth/admin-route-state';
import styles from './admin-frame.module.css';

/**
 * "Access Restricted": shown, and announced, on the dashboard an admin was
 * sent to from a page only super admins may open, with their role.
 */
export const RestrictedNotice = ({
  area,
  role,
}: {
  area: RestrictedArea;
  role: AdminUser['role'];
}) => {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className={styles.notice}>
      <Alert
        tone="warning"
        announce="alert"
        title={t('restricted.title')}
        action={
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setShown(false);
            }}
          >
            {t('restricted.dismiss')}
          </Button>
        }
      >
        <p>{t(`restricted.${area}`)}</p>
        <p>{t('restricted.yourRole', { role: t(`roles.${role}`) })}</p>
      </Alert>
    </div>
  );
};
