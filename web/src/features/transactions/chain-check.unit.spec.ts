import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { chainCheckStatuses, type ChainCheckStatus } from '@ghost/events/contract';
import transactions from '@/i18n/locales/en/transactions.json';
import { chainCheckLook, isKnownChainStatus, needsLook, shownConfirmations } from './chain-check';

const instance = i18next.createInstance();
await instance.init({ lng: 'en', resources: { en: { transactions } } });
const english = { t: instance.getFixedT('en', 'transactions') };

const looks: Record<ChainCheckStatus, [kind: string, tone: string, badge: string]> = {
  pending: ['progress', 'neutral', 'Chain: waiting'],
  confirming: ['progress', 'neutral', 'Chain: 2 of 3'],
  matched: ['settled', 'success', 'Chain: matched'],
  underpaid: ['attention', 'warning', 'Chain: underpaid'],
  overpaid: ['attention', 'warning', 'Chain: overpaid'],
  wrong_recipient: ['attention', 'danger', 'Chain: wrong recipient'],
  wrong_token: ['attention', 'danger', 'Chain: wrong coin'],
  not_found: ['attention', 'warning', 'Chain: not found'],
  late: ['attention', 'warning', 'Chain: late'],
  contested: ['attention', 'danger', 'Chain: contested'],
};

describe("a chain check on Payment Validation's rows and details", () => {
  for (const status of chainCheckStatuses) {
    const [kind, tone, badge] = looks[status];
    it(`shows ${status} as "${badge}", ${tone}, ${kind === 'attention' ? 'needing a look' : kind}`, () => {
      expect(chainCheckLook(status)).toEqual({ kind, tone });
      expect(english.t(`chainCheck.badges.${status}`, { seen: 2, required: 3 })).toBe(badge);
      expect(needsLook(status)).toBe(kind === 'attention');
    });
  }

  it('says what each verdict means in a sentence of its own', () => {
    const meanings = chainCheckStatuses.map((status) => english.t(`chainCheck.meanings.${status}`));
    expect(new Set(meanings).size).toBe(chainCheckStatuses.length);
    for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z].+\.$/);
  });

  it('keeps out of "Needs a look" what is still read or settled, as the server filter does', () => {
    expect(chainCheckStatuses.filter(needsLook)).toEqual([
      'underpaid',
      'overpaid',
      'wrong_recipient',
      'wrong_token',
      'not_found',
      'late',
      'contested',
    ]);
  });

  it('counts "2 of 3 confirmations", never more than needed', () => {
    const count = (confirmations: number, required: number) =>
      english.t('chainCheck.confirmationsCount', {
        seen: shownConfirmations({ confirmations, required_confirmations: required }),
        count: required,
      });
    expect(count(2, 3)).toBe('2 of 3 confirmations');
    expect(count(9, 3)).toBe('3 of 3 confirmations');
    expect(count(0, 1)).toBe('0 of 1 confirmation');
  });

  it('knows the statuses of the contract and no other', () => {
    expect(isKnownChainStatus('matched')).toBe(true);
    expect(isKnownChainStatus('refunded')).toBe(false);
  });
});
