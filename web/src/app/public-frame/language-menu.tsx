import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, portalLanguages, isPortalLanguage } from '@/i18n/languages';
import styles from './public-frame.module.css';

/** The language menu of the header: the choice is stored and survives a reload. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isPortalLanguage(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en';
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
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
