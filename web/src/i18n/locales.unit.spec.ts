import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@ghost/events/contract';
import { portalLanguages } from './languages';
import { namespaces } from './namespaces';
import { flatten, pluralSuffix, readTree as read } from './testing/read-texts';

const localesDir = new URL('./locales/', import.meta.url);

/** Compare plural keys by their base. */
const baseKeys = (flat: Map<string, string>) =>
  [...new Set([...flat.keys()].map((key) => key.replace(pluralSuffix, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = new Map(namespaces.map((ns) => [ns, flatten(read('en', ns))]));

describe('translations', () => {
  it('has a file for every namespace in every language, and no other file', () => {
    for (const language of portalLanguages) {
      const files = readdirSync(new URL(`${language}/`, localesDir)).sort();
      expect(files, language).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const language of portalLanguages.filter((l) => l !== 'en')) {
    describe(language, () => {
      it('has every English key, and no key English does not have', () => {
        for (const ns of namespaces) {
          const flat = flatten(read(language, ns));
          expect(baseKeys(flat), `${language}/${ns}`).toEqual(baseKeys(english.get(ns)!));
        }
      });

      it('has every plural form the language needs', () => {
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const ns of namespaces) {
          const flat = flatten(read(language, ns));
          const plurals = [...english.get(ns)!.keys()]
            .filter((key) => pluralSuffix.test(key))
            .map((key) => key.replace(pluralSuffix, ''));
          for (const base of new Set(plurals)) {
            for (const category of categories) {
              expect(
                flat.has(`${base}_${category}`),
                `${language}/${ns}: ${base}_${category}`,
              ).toBe(true);
            }
          }
        }
      });

      it('keeps every placeholder of the English text', () => {
        for (const ns of namespaces) {
          const flat = flatten(read(language, ns));
          for (const [key, text] of english.get(ns)!) {
            const translated = flat.get(key) ?? flat.get(key.replace(pluralSuffix, '_other'));
            if (translated === undefined) continue; // plural forms are checked above
            const expected = placeholders(text).filter((name) => name !== 'count');
            const found = placeholders(translated);
            for (const name of expected) {
              expect(found, `${language}/${ns}: ${key}`).toContain(name);
            }
          }
        }
      });

      it('is a translation, not a copy of the English texts', () => {
        let same = 0;
        let total = 0;
        for (const ns of namespaces) {
          const flat = flatten(read(language, ns));
          for (const [key, text] of english.get(ns)!) {
            if (!/[a-z]{3}/.test(text)) continue; // codes, symbols, numbers
            total += 1;
            if (flat.get(key) === text) same += 1;
          }
        }
        expect(same / Math.max(total, 1)).toBeLessThan(0.15);
      });
    });
  }

  it('has no empty text in any language', () => {
    for (const language of portalLanguages) {
      for (const ns of namespaces) {
        for (const [key, text] of flatten(read(language, ns))) {
          expect(text.trim(), `${language}/${ns}: ${key}`).not.toBe('');
        }
      }
    }
  });

  it('gives every error code of the catalogue its message word for word in English', () => {
    const codes = english.get('errors')!;
    for (const [code, { message }] of Object.entries(errorCatalogue)) {
      const text = codes.get(`codes.${code}`);
      expect(text, code).toBeDefined();
      expect(text!.replace('{{time}}', '15:00'), code).toBe(message);
    }
  });
});
