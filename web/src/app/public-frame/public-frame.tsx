import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { appVersion } from '@/config/app-info';
import { externalLinks } from '@/config/external-links';
import { HydrationMark } from '@/hooks/use-hydrated';
import { useNavigationReset } from '@/hooks/use-navigation-reset';
import { LanguageMenu } from './language-menu';
import { LockIcon, Logo } from './logo';
import styles from './public-frame.module.css';

const ExternalLink = ({ href, children }: { href: string; children: string }) => {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('footer.externalHint')}</span>
    </a>
  );
};

/** The public pages' frame: header, the page, footer. */
export const PublicFrame = () => {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useNavigationReset(main);
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link to="/" className={styles.brand} aria-label={t('header.homeLink')}>
            <Logo className={styles.logo} />
            <span>{t('appName')}</span>
          </Link>
          <span className={styles.secure}>
            <LockIcon className={styles.lock} />
            {t('header.secureBadge')}
          </span>
          <nav className={styles.nav} aria-label={t('header.navLabel')}>
            <NavLink to="/track" className={styles.navLink}>
              {t('header.trackPayment')}
            </NavLink>
          </nav>
          <LanguageMenu />
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={`container ${styles.footerInner}`}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/pricing">{t('footer.pricing')}</Link>
            </li>
            <li>
              <ExternalLink href={externalLinks.dmca}>{t('footer.dmca')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={externalLinks.privacy}>{t('footer.privacy')}</ExternalLink>
            </li>
          </ul>
          <p className={styles.footerMeta}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
            {' · '}
            {t('footer.version', { version: appVersion })}
          </p>
        </div>
      </footer>
    </div>
  );
};
