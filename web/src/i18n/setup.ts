import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageChangedEvent, languageStorageKey, portalLanguages } from './languages';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';
import { initialNamespaces } from './namespaces';

/**
 * English texts of the frame, the errors and the home page ship with the app, so the landing page
 * renders without waiting for another request; every other locale file is its own chunk, fetched
 * when its language and namespace are first used.
 */
const bundled = { en: { common: enCommon, errors: enErrors, home: enHome } };
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/{common,errors,home}.json',
]);

const loadLocale = async (language: string, namespace: string) => {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return (await load()).default;
};

const announce = (language: string) => {
  document.documentElement.lang = language;
  window.dispatchEvent(new CustomEvent(languageChangedEvent, { detail: { language } }));
};

/**
 * The portal's eight languages: English by default; detection from the stored choice, then
 * the browser, then the document; a change is stored and announced; missing keys fall back to
 * English. `language`, when given, is used instead of detecting one: the language a page was
 * rendered in on the server, which its hydration must speak.
 */
export const setUpI18n = async (language?: string): Promise<typeof i18next> => {
  i18next.on('languageChanged', announce);
  await i18next
    .use(LanguageDetector)
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      resources: bundled,
      ...(language !== undefined && { lng: language }),
      partialBundledLanguages: true,
      supportedLngs: [...portalLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: [...initialNamespaces],
      defaultNS: 'common',
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: languageStorageKey,
        // Also in a cookie of the same name, which the server reads to render the pages in the
        // visitor's choice (it cannot read local storage).
        caches: ['localStorage', 'cookie'],
        lookupCookie: languageStorageKey,
        cookieMinutes: 365 * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // "fr-FR" from the browser is stored and shown as the portal's "fr".
        convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
};

/** The language the visitor chose in the menu (stored), if any. */
export const storedLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
};

export { i18next };
