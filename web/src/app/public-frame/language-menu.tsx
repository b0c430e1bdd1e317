import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { languageNames, portalLanguages, isPortalLanguage } from '@/i18n/languages';
import styles from './public-frame.module.css';

/**
 * The language menu of the header: the choice is stored (for the server too, which renders the
 * next page in it) and survives a reload.
 */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const running = useHydrated();
  const current = isPortalLanguage(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en';
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        // Only the running app changes the language: until then the menu says it cannot yet.
        disabled={!running}
        className={styles.language}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {portalLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </>
  );
};
