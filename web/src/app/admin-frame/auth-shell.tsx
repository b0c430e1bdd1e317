import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../public-frame/language-menu';
import { Logo } from '../public-frame/logo';
import styles from './auth-shell.module.css';

/**
 * The admin screens before the panel opens: sign-in, the authentication check, the two-factor
 * requirement. The brand and the language menu above, the screen centred in <main id="main">.
 */
export const AuthShell = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>
          <Logo className={styles.logo} />
          <span>{t('common:appName')}</span>
          <span className={styles.tag}>{t('brandTag')}</span>
        </span>
        <LanguageMenu />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
};
