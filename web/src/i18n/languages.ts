import { portalLanguages, type PortalLanguage } from '@ghost/events/contract';

export { portalLanguages, type PortalLanguage };

/** Each language named in itself, as a visitor looks for it in the menu. */
export const languageNames: Record<PortalLanguage, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  ru: 'Русский',
  ja: '日本語',
  pt: 'Português',
  pl: 'Polski',
};

/** Where the visitor's choice is kept (local storage keys). */
export const languageStorageKey = 'i18n_language';

/** Announced on window whenever the language changes. */
export const languageChangedEvent = 'app:language-changed';

export const isPortalLanguage = (value: string): value is PortalLanguage =>
  (portalLanguages as readonly string[]).includes(value);
