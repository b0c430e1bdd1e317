import type { PortalLanguage } from '../languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import type { LanguageGlossary } from './types';

export { concepts, type Concept, type ConceptId } from './concepts';
export type { LanguageGlossary, Pattern, Register, Term } from './types';

/**
 * The glossary of every language of the portal: the one term each uses for every concept of the
 * product, its variant and its register. Read by translators and by engineers who add a text
 * (./README.md); held by glossary.unit.spec.ts over every locale file and every payer e-mail.
 */
export const glossaries: Record<PortalLanguage, LanguageGlossary> = {
  en,
  fr,
  es,
  de,
  ru,
  ja,
  pt,
  pl,
};
