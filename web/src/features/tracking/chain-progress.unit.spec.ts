import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TrackingChainCheck } from '@ghost/events/contract';
import tracking from '@/i18n/locales/en/tracking.json';
import { chainProgressOf, type ChainProgress } from './chain-progress';

const instance = i18next.createInstance();
await instance.init({ lng: 'en', resources: { en: { tracking } } });
const english = { t: instance.getFixedT('en', 'tracking') };

const check = (
  status: TrackingChainCheck['status'],
  confirmations = 0,
  required = 3,
): TrackingChainCheck => ({ status, confirmations, required_confirmations: required });

/** The page's words for a chain check: its line, then its verdict. */
const words = (progress: ChainProgress): string[] => {
  const { line, verdict } = progress;
  const shown: string[] = [];
  if (line.kind === 'waiting') shown.push(english.t('chain.waiting'));
  if (line.kind === 'seen') {
    shown.push(english.t('chain.seen', { seen: line.seen, count: line.required }));
  }
  if (verdict !== null) shown.push(english.t(`chain.verdicts.${verdict}`));
  return shown;
};

describe("the payer's view of the chain check on the tracking page", () => {
  it('waits for the transaction to appear while nothing is seen', () => {
    const progress = chainProgressOf(check('pending'));
    expect(progress.tone).toBe('working');
    expect(words(progress)).toEqual(['Waiting for the transaction to appear on the network']);
  });

  it('counts the confirmations as they come: "Seen on the network: 1 of 3 confirmations"', () => {
    expect(words(chainProgressOf(check('confirming', 1)))).toEqual([
      'Seen on the network: 1 of 3 confirmations',
    ]);
    expect(words(chainProgressOf(check('confirming', 0, 1)))).toEqual([
      'Seen on the network: 0 of 1 confirmation',
    ]);
    expect(chainProgressOf(check('confirming', 2)).tone).toBe('working');
  });

  it('says the transfer was confirmed when it matched, never counting past what is needed', () => {
    const progress = chainProgressOf(check('matched', 5));
    expect(progress.tone).toBe('done');
    expect(words(progress)).toEqual([
      'Seen on the network: 3 of 3 confirmations',
      'The transfer was confirmed: the amount and the address match your payment.',
    ]);
  });

  it('tells the payer our team will check a transfer that does not fit', () => {
    for (const status of [
      'underpaid',
      'overpaid',
      'wrong_recipient',
      'wrong_token',
      'late',
      'contested',
    ] as const) {
      const progress = chainProgressOf(check(status, 3));
      expect(progress.tone).toBe('attention');
      expect(progress.verdict).toBe(status);
      expect(words(progress)[1]).toContain('Our team will check it');
    }
  });

  it('says in words what each verdict is', () => {
    expect(words(chainProgressOf(check('underpaid', 3)))[1]).toBe(
      'Less than the requested amount arrived. Our team will check it.',
    );
    expect(words(chainProgressOf(check('contested', 3)))[1]).toMatch(/another payment/);
    expect(words(chainProgressOf(check('late', 3)))[1]).toMatch(/after the time allowed/);
  });

  it('shows no count for a transaction that was never found, only the verdict', () => {
    const progress = chainProgressOf(check('not_found'));
    expect(progress.line).toEqual({ kind: 'none' });
    expect(words(progress)).toEqual([
      'The transaction was not found on the network in time. Our team will check it: please make sure the transaction hash you gave is the right one.',
    ]);
  });

  it('leaves a verdict this page does not know to the team', () => {
    const unknown = { ...check('pending'), status: 'reorged' } as unknown as TrackingChainCheck;
    expect(words(chainProgressOf(unknown))).toEqual(['Our team will check your transfer.']);
  });
});
