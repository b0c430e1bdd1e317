import { codeKeys, concepts, type Concept, type ConceptId } from './concepts';
import type { LanguageGlossary, Pattern, Term } from './types';

/**
 * How the glossary test reads a text: which concepts an English text names, and whether a
 * translation names them with its language's terms. Pure functions over strings; the patterns
 * are those of ./types.ts.
 */

// The underscore belongs to a word: AUDIT_PUBLIC_KEY is one name of code, not the word "audit".
const letter = '[\\p{L}\\p{M}\\p{N}_]';
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Typographic apostrophes and no-break spaces read as their plain forms; placeholders
 * ({{amount}} in the locale files, {amount} in the e-mails) are not words of the text.
 */
export const normalise = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\{\{[^}]*\}\}|\{\w+\}/g, (m) => '§'.repeat(m.length));

const compiled = new Map<string, RegExp>();

/** The regular expression of a pattern: whole words, `*` any letters, ` ~ ` up to 3 words. */
export const patternRegExp = (pattern: Pattern, caseSensitive = false): RegExp => {
  const cacheKey = `${caseSensitive ? 's' : 'i'}${pattern}`;
  const cached = compiled.get(cacheKey);
  if (cached) return new RegExp(cached);
  let source = '';
  let separator = '';
  for (const word of normalise(pattern).trim().split(/\s+/)) {
    if (word === '~') {
      separator = '(?:\\s+\\S+){0,3}?\\s+';
      continue;
    }
    source += separator + word.split('*').map(escape).join(`${letter}*`);
    separator = '\\s+';
  }
  const regExp = new RegExp(`(?<!${letter})${source}(?!${letter})`, caseSensitive ? 'gu' : 'giu');
  compiled.set(cacheKey, regExp);
  return new RegExp(regExp);
};

interface Span {
  start: number;
  end: number;
  text: string;
}

const spansOf = (text: string, pattern: Pattern, caseSensitive?: boolean): Span[] =>
  [...normalise(text).matchAll(patternRegExp(pattern, caseSensitive))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

const applies = (concept: Concept, key: string) =>
  (concept.only?.some((prefix) => key.startsWith(prefix)) ?? true) &&
  !(concept.except?.some((prefix) => key.startsWith(prefix)) ?? false);

/** A concept an English text names, with the words that name it there. */
export interface Named {
  concept: ConceptId;
  words: string[];
}

/**
 * The concepts an English text names, for a text of the given key (`namespace:key`): the
 * longest English term wins where two overlap ("transaction hash" is not also "transaction").
 */
export const conceptsNamed = (english: string, key: string): Named[] => {
  if (codeKeys.includes(key)) return [];
  const found: (Span & { concept: ConceptId })[] = [];
  for (const [id, concept] of Object.entries(concepts) as [ConceptId, Concept][]) {
    if (!applies(concept, key)) continue;
    const excluded = (concept.notIn ?? []).flatMap((phrase) => spansOf(english, phrase));
    for (const pattern of concept.en) {
      for (const span of spansOf(english, pattern, concept.caseSensitive)) {
        if (!excluded.some((out) => overlaps(out, span))) found.push({ ...span, concept: id });
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: typeof found = [];
  for (const span of found) if (!kept.some((k) => overlaps(k, span))) kept.push(span);
  const named = new Map<ConceptId, string[]>();
  for (const span of kept) named.set(span.concept, [...(named.get(span.concept) ?? []), span.text]);
  return [...named].map(([concept, words]) => ({ concept, words }));
};

const formsOf = (term: Term): readonly Pattern[] => term.forms ?? [term.term];

/** Whether a text holds the term (one of its forms). */
export const holdsTerm = (text: string, term: Term, concept: ConceptId): boolean =>
  formsOf(term).some((form) => spansOf(text, form, concepts[concept].caseSensitive).length > 0);

/** The rivals of a term found in a text, once the forms of the given concepts are taken out. */
export const rivalsIn = (
  text: string,
  term: Term,
  glossary: LanguageGlossary,
  present: readonly ConceptId[],
): string[] => {
  let rest = normalise(text);
  for (const id of present) {
    for (const form of formsOf(glossary.terms[id])) {
      rest = rest.replace(patternRegExp(form, concepts[id].caseSensitive), (m) =>
        ' '.repeat(m.length),
      );
    }
  }
  return (term.rivals ?? []).flatMap((rival) => spansOf(rest, rival).map((span) => span.text));
};

/** Words of a text the language avoids whatever the English says. */
export const avoidedIn = (text: string, glossary: LanguageGlossary): string[] =>
  (glossary.avoid ?? []).flatMap((pattern) => spansOf(text, pattern).map((span) => span.text));

/** The marks of the other register in a text. */
export const registerMarksIn = (text: string, glossary: LanguageGlossary): string[] =>
  glossary.register.markers.flatMap((marker) =>
    [...normalise(text).matchAll(new RegExp(marker, 'giu'))].map((m) => m[0]),
  );
