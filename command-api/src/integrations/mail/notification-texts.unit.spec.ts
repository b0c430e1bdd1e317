import { describe, expect, it } from 'vitest';
import { mailLanguageOf, mailLanguages, notificationTexts } from './notification-texts.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = notificationTexts.en;

describe('the texts of the payment e-mails', () => {
  it.each(mailLanguages)('has every key in %s, none empty', (language) => {
    const texts = notificationTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(mailLanguages)('uses the same placeholders in %s as in English', (language) => {
    for (const [key, text] of Object.entries(notificationTexts[language])) {
      expect(placeholders(text), `${language} ${key}`).toEqual(
        placeholders(english[key as keyof typeof english]),
      );
    }
  });

  it('is translated, not copied, in every language but English', () => {
    for (const language of mailLanguages.filter((l) => l !== 'en')) {
      expect(notificationTexts[language]['submitted.body'], language).not.toBe(
        english['submitted.body'],
      );
    }
  });

  it("picks the payer's language by its primary subtag, English otherwise", () => {
    expect(mailLanguageOf('fr')).toBe('fr');
    expect(mailLanguageOf('pt-BR')).toBe('pt');
    expect(mailLanguageOf('JA')).toBe('ja');
    expect(mailLanguageOf('zh-CN')).toBe('en');
    expect(mailLanguageOf(null)).toBe('en');
    expect(mailLanguageOf('')).toBe('en');
  });
});
