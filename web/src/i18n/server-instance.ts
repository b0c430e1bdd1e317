import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { portalLanguages } from './languages';
import { initialNamespaces } from './namespaces';

/**
 * Every text of every language, read once when the server loads its entry (this module is
 * imported by the server's entry alone: the browser fetches a language's files as it needs them).
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, load] of Object.entries(localeFiles)) {
  const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = (await load()).default;
}

/**
 * An i18next of its own for one render on the server, in the visitor's language, with the same
 * settings as the browser's (English fallback, the frame's texts by default) and every text
 * already there, so no component waits for one.
 */
export const serverI18n = (language: string): i18n => {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    supportedLngs: [...portalLanguages],
    fallbackLng: 'en',
    ns: [...initialNamespaces],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
};
