import { portalLanguages, type PortalLanguage } from '@ghost/events';
import de from './texts/de.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import ja from './texts/ja.json' with { type: 'json' };
import pl from './texts/pl.json' with { type: 'json' };
import pt from './texts/pt.json' with { type: 'json' };
import ru from './texts/ru.json' with { type: 'json' };

/** The languages of the portal; e-mails go out in the payer's, English otherwise. */
export const mailLanguages = portalLanguages;
export type MailLanguage = PortalLanguage;

/**
 * Every text of the payment e-mails, one JSON file per language under ./texts/ (English the
 * source): the other languages must have exactly its keys with the same {placeholders} (a spec
 * checks it), and the web app's glossary test holds them to each language's terms and register
 * like the locale files.
 */
export type NotificationTextKey = keyof typeof en;
export type NotificationTexts = Record<NotificationTextKey, string>;

export const notificationTexts: Record<MailLanguage, NotificationTexts> = {
  en,
  fr,
  es,
  de,
  ru,
  ja,
  pt,
  pl,
};

/** The language of an e-mail for a payer's language tag: 'pt-BR' is 'pt', unknown ones are 'en'. */
export const mailLanguageOf = (tag: string | null | undefined): MailLanguage => {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (mailLanguages as readonly string[]).includes(primary) ? (primary as MailLanguage) : 'en';
};
