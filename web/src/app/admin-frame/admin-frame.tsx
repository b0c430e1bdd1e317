import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { StepUpPrompt } from '@/features/account/components/step-up-prompt';
import { LoadingState } from '@/components/ui/loading-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useNavigationReset } from '@/hooks/use-navigation-reset';
import type { AdminUser } from '@/lib/auth/admin-session';
import { readAdminRouteState } from '@/lib/auth/admin-route-state';
import { Logo } from '../public-frame/logo';
import { NavDrawer } from './nav-drawer';
import { RestrictedNotice } from './restricted-notice';
import { SessionCountdown } from './session-countdown';
import { SidebarContent } from './sidebar';
import styles from './admin-frame.module.css';

/** From this width the sidebar stands beside the page; below it, it is a drawer. */
const wideScreen = '(min-width: 64rem)';

interface AdminFrameProps {
  user: AdminUser;
  expiresAt: string;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

/**
 * The signed-in admin's frame: a skip link, the sidebar (a drawer opened from a
 * menu button on small screens), and the page in <main id="main">. Pages render their own h1 and
 * content; every navigation starts at the top with focus on the page.
 */
export const AdminFrame = ({ user, expiresAt, onSignOut, children }: AdminFrameProps) => {
  const { t } = useTranslation(['admin', 'common']);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);
  const wide = useMediaQuery(wideScreen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const { restricted } = readAdminRouteState(location.state);
  useNavigationReset(main);

  const closeDrawer = useCallback(() => {
    // Closed now, not after the next render: the menu button is inert while the dialog is modal.
    drawer.current?.close();
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  // A wider window shows the sidebar itself: the drawer has nothing left to do.
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  const sidebar = (onNavigate?: () => void) => (
    <SidebarContent
      user={user}
      expiresAt={expiresAt}
      onSignOut={onSignOut}
      {...(onNavigate && { onNavigate })}
    />
  );

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      {wide ? (
        <aside className={styles.aside} aria-label={t('sidebarLabel')}>
          {sidebar()}
        </aside>
      ) : (
        <>
          <header className={styles.topbar}>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls="admin-drawer"
              onClick={() => {
                setDrawerOpen(true);
              }}
            >
              <Icon name="menu" className={styles.menuIcon} />
              {t('menu.open')}
            </button>
            <Link to="/admin/dashboard" className={styles.topBrand}>
              <Logo className={styles.topLogo} />
              <span className={styles.topName}>{t('common:appName')}</span>
            </Link>
            <SessionCountdown expiresAt={expiresAt} compact />
          </header>
          <NavDrawer ref={drawer} open={drawerOpen} onClose={closeDrawer}>
            {sidebar(closeDrawer)}
          </NavDrawer>
        </>
      )}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {restricted && <RestrictedNotice area={restricted} role={user.role} />}
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </main>
      {/* Asks for the password and a code when a sensitive change needs a step-up. */}
      <StepUpPrompt />
    </div>
  );
};
