import { describe, expect, it } from 'vitest';
import { de } from './de';
import { fr } from './fr';
import { ja } from './ja';
import {
  conceptsNamed,
  holdsTerm,
  normalise,
  patternRegExp,
  registerMarksIn,
  rivalsIn,
} from './matching';

const finds = (pattern: string, text: string) => patternRegExp(pattern).test(normalise(text));

describe('reading a text against the glossary', () => {
  it('matches a pattern as whole words, with * for any letters and ~ for a few words between', () => {
    expect(finds('*zahlung*', 'Kartenzahlungen')).toBe(true);
    expect(finds('*zahlung*', 'Zahlungs-ID')).toBe(true);
    expect(finds('zahlung*', 'Kartenzahlung')).toBe(false);
    expect(finds('bon', 'bonjour')).toBe(false);
    expect(finds('valid*', 'invalide')).toBe(false);
    expect(finds('wart* ~ verifizierung', 'wartet auf die Verifizierung')).toBe(true);
    expect(finds('meld* ~ an', 'Bitte melden Sie sich erneut an.')).toBe(true);
    expect(finds("nom* d'utilisateur", 'Nom d’utilisateur')).toBe(true);
  });

  it('finds the concepts an English text names, the longest term winning', () => {
    expect(conceptsNamed('Enter the transaction hash.', 'payment:x').map((n) => n.concept)).toEqual(
      ['transactionHash'],
    );
    expect(conceptsNamed('Failed to load the transactions', 'x:y').map((n) => n.concept)).toEqual([
      'transaction',
    ]);
    expect(
      conceptsNamed('Payment failed.', 'x:y')
        .map((n) => n.concept)
        .sort(),
    ).toEqual(['fail', 'payment']);
  });

  it('reads no word inside a name of code or in a verb that shares a concept’s word', () => {
    expect(conceptsNamed('The PEM block, or the AUDIT_PUBLIC_KEY value.', 'audit:x')).toEqual([]);
    expect(conceptsNamed('Give the reason for setting the status by hand.', 'admin:x')).toEqual([
      { concept: 'status', words: ['status'] },
    ]);
    expect(conceptsNamed('Open the settings.', 'admin:x')).toEqual([
      { concept: 'settings', words: ['settings'] },
    ]);
  });

  it('reads no word in a placeholder', () => {
    expect(conceptsNamed('{{amount}} per month', 'x:y')).toEqual([]);
    expect(conceptsNamed('Hello {name},', 'mail:greeting')).toEqual([]);
  });

  it('tells the verification of a payment from that of the chain by where the text is', () => {
    expect(
      conceptsNamed('Verify the chain now', 'audit:chain.verify').map((n) => n.concept),
    ).toContain('chainVerify');
    expect(
      conceptsNamed('Payment verified', 'audit:timeline.types.PaymentVerified').map(
        (n) => n.concept,
      ),
    ).toContain('verify');
  });

  it('takes the terms of the other concepts out before looking for rivals', () => {
    // "vérifier" is check in French, a rival of verify ("valider") only where it stands for it.
    const text = 'Vérifiez le code, puis validez le paiement.';
    expect(holdsTerm(text, fr.terms.verify, 'verify')).toBe(true);
    expect(rivalsIn(text, fr.terms.verify, fr, ['verify', 'check', 'payment'])).toEqual([]);
    expect(rivalsIn('Paiement vérifié', fr.terms.verify, fr, ['verify', 'payment'])).toEqual([
      'vérifié',
    ]);
  });

  it('finds the wrong hyphenation of a German compound', () => {
    expect(rivalsIn('Nintendo eShop-Guthabenkarte', de.terms.nintendoEshop, de, [])).toEqual([
      'Nintendo eShop-Guthabenkarte',
    ]);
    expect(holdsTerm('Nintendo-eShop-Guthabenkarte', de.terms.nintendoEshop, 'nintendoEshop')).toBe(
      true,
    );
  });

  it('finds the marks of the other register', () => {
    expect(registerMarksIn('Gib deinen Code ein.', de)).toEqual(['deinen']);
    expect(registerMarksIn('Geben Sie Ihren Code ein.', de)).toEqual([]);
    expect(registerMarksIn('保存しました。', ja)).toEqual([]);
    expect(registerMarksIn('保存した。', ja)).toEqual(['した']);
  });
});
