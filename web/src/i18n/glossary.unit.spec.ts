import { describe, expect, it } from 'vitest';
import { glossaries, type ConceptId } from './glossary';
import {
  avoidedIn,
  conceptsNamed,
  holdsTerm,
  registerMarksIn,
  rivalsIn,
} from './glossary/matching';
import { portalLanguages } from './languages';
import { allTexts, pluralSuffix } from './testing/read-texts';

/**
 * Every text of every language (the locale files and the payer e-mails) against its glossary:
 * where the English text names a concept, the translation names it with the language's term and
 * none of its rivals; no text carries the marks of the other register or a word the language
 * avoids. Each failure is one line: language, `namespace:key`, what is wrong, and the text.
 */

const english = allTexts('en');

/** The English text a translated key answers: plural forms answer `_other` (or `_one`). */
const englishFor = (key: string): string | undefined =>
  english.get(key) ??
  english.get(key.replace(pluralSuffix, '_other')) ??
  english.get(key.replace(pluralSuffix, '_one'));

const quote = (text: string) => `“${text}”`;

describe('the glossary', () => {
  for (const language of portalLanguages) {
    const glossary = glossaries[language];
    const texts = allTexts(language);

    describe(language, () => {
      it('has forms that find each term, and rivals that do not', () => {
        const problems: string[] = [];
        for (const [id, term] of Object.entries(glossary.terms) as [
          ConceptId,
          (typeof glossary.terms)[ConceptId],
        ][]) {
          if (!holdsTerm(term.term, term, id)) {
            problems.push(`${id}: no form of it finds the term ${quote(term.term)}`);
          }
          for (const rival of rivalsIn(term.term, term, glossary, [id])) {
            problems.push(`${id}: the rival ${quote(rival)} finds the term itself`);
          }
        }
        expect(problems).toEqual([]);
      });

      if (language === 'en') {
        it('uses none of the words the English source gave up', () => {
          const problems: string[] = [];
          for (const [key, text] of texts) {
            const rivals = Object.values(glossary.terms).flatMap((term) =>
              rivalsIn(text, term, glossary, []),
            );
            for (const word of [...rivals, ...avoidedIn(text, glossary)]) {
              problems.push(`${key}: ${quote(word)} — ${quote(text)}`);
            }
          }
          expect(problems).toEqual([]);
        });
        return;
      }

      it('names each concept the English text names with its glossary term, not a rival', () => {
        const problems: string[] = [];
        for (const [key, text] of texts) {
          const source = englishFor(key);
          if (source === undefined) continue; // a key English lacks: the locale test reports it
          const named = conceptsNamed(source, key);
          const present = named.map((n) => n.concept);
          for (const { concept, words } of named) {
            const term = glossary.terms[concept];
            if (!holdsTerm(text, term, concept)) {
              problems.push(
                `${key}: English ${quote(words[0]!)} (${concept}) needs ${quote(term.term)} — ${quote(text)}`,
              );
            }
            for (const rival of rivalsIn(text, term, glossary, present)) {
              problems.push(
                `${key}: ${quote(rival)} is a rival of ${quote(term.term)} (${concept}) — ${quote(text)}`,
              );
            }
          }
          for (const word of avoidedIn(text, glossary)) {
            problems.push(`${key}: ${quote(word)} is avoided in ${language} — ${quote(text)}`);
          }
        }
        expect(problems).toEqual([]);
      });

      it(`keeps to one register (${glossary.register.form}): no mark of the other`, () => {
        const problems: string[] = [];
        for (const [key, text] of texts) {
          for (const mark of registerMarksIn(text, glossary)) {
            problems.push(`${key}: ${quote(mark)} — ${quote(text)}`);
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
