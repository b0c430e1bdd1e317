import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { ChangePasswordDialog } from '@/features/account/components/change-password-dialog';
import type { AdminUser } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { LanguageMenu } from '../public-frame/language-menu';
import { Logo } from '../public-frame/logo';
import { capabilitiesOf, navFor } from './admin-nav';
import { SessionCountdown } from './session-countdown';
import styles from './sidebar.module.css';

const roleTone = (role: AdminUser['role']): BadgeTone =>
  role === 'super_admin' ? 'primary' : permissions.readOnly(role) ? 'info' : 'neutral';

export interface SidebarProps {
  user: AdminUser;
  expiresAt: string;
  onSignOut: () => Promise<void>;
  /** Called when an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The sidebar's content: the entries the role may open, the session countdown,
 * who is signed in (role badge, 2FA note, what the role may do), the language and sign-out.
 */
export const SidebarContent = ({ user, expiresAt, onSignOut, onNavigate }: SidebarProps) => {
  const { t } = useTranslation(['admin', 'common']);
  const [leaving, setLeaving] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className={styles.sidebar}>
      <Link to="/admin/dashboard" className={styles.brand} onClick={onNavigate}>
        <Logo className={styles.logo} />
        <span className={styles.brandText}>
          <span>{t('common:appName')}</span>
          <span className={styles.brandTag}>{t('brandTag')}</span>
        </span>
      </Link>

      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {navFor(user.role).map((item) => (
            <li key={item.key}>
              <NavLink to={item.path} className={styles.navLink} onClick={onNavigate}>
                <Icon name={item.key} className={styles.navIcon} />
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.bottom}>
        <SessionCountdown expiresAt={expiresAt} />

        <div className={styles.account}>
          <div className={styles.who}>
            <span className={styles.avatar} aria-hidden="true">
              {user.username.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.whoText}>
              <span className="visually-hidden">{t('account.signedInAs')} </span>
              <strong className={styles.username}>{user.username}</strong>
              <Badge tone={roleTone(user.role)}>{t(`roles.${user.role}`)}</Badge>
            </span>
          </div>
          {user.twofa_enabled && (
            <p className={styles.twoFactor}>
              <Icon name="shield" className={styles.shield} weight={1.9} />
              {t('account.twoFactorOn')}
            </p>
          )}
          <details className={styles.permissions}>
            <summary>{t('account.permissions')}</summary>
            <ul>
              {capabilitiesOf(user.role).map((capability) => (
                <li key={capability}>{t(`capabilities.${capability}`)}</li>
              ))}
            </ul>
          </details>
          <Button
            id="change-password-opener"
            variant="ghost"
            size="small"
            className={styles.changePassword}
            onClick={() => {
              setChangingPassword(true);
            }}
          >
            {t('account.changePassword.open')}
          </Button>
          <ChangePasswordDialog
            open={changingPassword}
            onClose={() => {
              setChangingPassword(false);
            }}
          />
        </div>

        <div className={styles.footer}>
          <LanguageMenu />
          <Button
            variant="secondary"
            size="small"
            busy={leaving}
            onClick={() => {
              setLeaving(true);
              void onSignOut();
            }}
          >
            <Icon name="signOut" className={styles.navIcon} />
            {t('account.signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
};
