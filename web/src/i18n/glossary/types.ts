import type { PortalLanguage } from '../languages';
import type { ConceptId } from './concepts';

/**
 * How a glossary names a word in a text. A pattern is matched as whole words, case-insensitive
 * (unless the concept says otherwise); `*` stands for any letters (none included), so `*zahlung*`
 * finds "Zahlung", "Kartenzahlungen" and "Zahlungs-ID", and `zahlung*` only words that start so;
 * a space matches any space; ` ~ ` between two words lets up to three other words stand between
 * them ("wart* ~ verifizierung" finds "wartet auf die Verifizierung"). Scripts written without
 * spaces (Japanese) put `*` on both sides.
 */
export type Pattern = string;

/** One concept in one language. */
export interface Term {
  /** The one translation to write, as it appears in a text in its basic form. */
  term: string;
  /**
   * Patterns any of which counts as the term in a text: its declined, conjugated or compound
   * forms. Without them, `term` itself is the pattern.
   */
  forms?: readonly Pattern[];
  /**
   * Words a translator might reach for that must not stand for this concept in this language
   * (another variant's word, a synonym the glossary did not choose, a calque).
   */
  rivals?: readonly Pattern[];
  /** Why this term, or how to use it, when that is not obvious. */
  note?: string;
}

/** The form of address every text of a language keeps to. */
export interface Register {
  /** The form chosen, in a few words: "Sie", "vous", "usted"... */
  form: string;
  /** How it is used, and what the texts never do. */
  rule: string;
  /**
   * Marks of the other register, as regular expressions (Unicode, case-insensitive) with their
   * own word boundaries: none may appear in any text of the language.
   */
  markers: readonly string[];
}

/** The glossary of one language: its variant, its register and a term for every concept. */
export interface LanguageGlossary {
  language: PortalLanguage;
  /** Which variant of the language the texts are written in, and its spelling habits. */
  variant: string;
  register: Register;
  /** A term for every concept of the product; the type refuses a missing one. */
  terms: Record<ConceptId, Term>;
  /** Words and phrases never to write in this language, whatever the English says. */
  avoid?: readonly Pattern[];
}
