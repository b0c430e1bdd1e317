import type { PortalLanguage } from '../languages';
import { namespaces } from '../namespaces';

/**
 * The texts of the portal as the specs read them: every locale file flattened to dotted keys,
 * and the payer e-mails (command-api's texts/{language}.json) as the namespace `mail`. Loaded
 * through Vite's glob, so only specs ever import this module.
 */
export interface Tree {
  [key: string]: string | Tree;
}

const localeFiles = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const mailFiles = import.meta.glob<Record<string, string>>(
  '../../../../command-api/src/integrations/mail/texts/*.json',
  { eager: true, import: 'default' },
);

export const readTree = (language: string, namespace: string): Tree => {
  const tree = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!tree) throw new Error(`No locale file ${language}/${namespace}.json`);
  return tree;
};

export const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
};

/** The payer e-mails of a language: flat keys such as `submitted.body`. */
export const readMailTexts = (language: PortalLanguage): Map<string, string> => {
  const texts = Object.entries(mailFiles).find(([path]) => path.endsWith(`/${language}.json`));
  if (!texts) throw new Error(`No e-mail texts for ${language}`);
  return new Map(Object.entries(texts[1]));
};

/** Every text of a language keyed `namespace:key`, the e-mails as `mail:key`. */
export const allTexts = (language: PortalLanguage): Map<string, string> => {
  const texts = new Map<string, string>();
  for (const ns of namespaces) {
    for (const [key, text] of flatten(readTree(language, ns))) texts.set(`${ns}:${key}`, text);
  }
  for (const [key, text] of readMailTexts(language)) texts.set(`mail:${key}`, text);
  return texts;
};

/** i18next plural keys (`items_one`, `items_few`...) differ per language. */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;
