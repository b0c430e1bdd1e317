import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  findProblems,
  loadSettings,
  rebaseDraft,
  saveBodyOf,
  savedDraft,
  tabsWithChanges,
} from './settings-draft';

const defaults = loadSettings({}).values;

describe('loading the settings', () => {
  it('turns notification and security switches on only for the stored text true', () => {
    const { values } = loadSettings({
      notifications_email: 'true',
      notifications_payment: 'yes',
      notifications_failure: 'TRUE',
      security_require_txid: 'true',
      security_auto_process: '1',
    });
    expect(values.notifications_email).toBe('true');
    expect(values.notifications_payment).toBe('false');
    expect(values.notifications_failure).toBe('false');
    expect(values.security_require_txid).toBe('true');
    expect(values.security_auto_process).toBe('false');
  });

  it('keeps payment methods on unless stored as the text false', () => {
    const { values } = loadSettings({
      payment_method_card_enabled: 'false',
      payment_method_crypto_enabled: 'no',
      payment_method_nintendo_enabled: '',
    });
    expect(values.payment_method_card_enabled).toBe('false');
    expect(values.payment_method_crypto_enabled).toBe('true');
    expect(values.payment_method_nintendo_enabled).toBe('true');
    expect(values.payment_method_alternative_enabled).toBe('true');
  });

  it('reads the maximum pending hours as 72 unless a whole number from 1 to 168 is stored', () => {
    expect(defaults.security_max_pending_hours).toBe('72');
    expect(
      loadSettings({ security_max_pending_hours: '24' }).values.security_max_pending_hours,
    ).toBe('24');
    expect(
      loadSettings({ security_max_pending_hours: 'later' }).values.security_max_pending_hours,
    ).toBe('72');
  });

  it('keeps the QR images apart from the fields the form edits', () => {
    const { values, qr } = loadSettings({
      crypto_btc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      crypto_btc_qr: 'data:image/png;base64,AAAA',
    });
    expect(qr.btc).toBe('data:image/png;base64,AAAA');
    expect(qr.eth).toBe('');
    expect(Object.keys(values).some((key) => key.endsWith('_qr'))).toBe(false);
  });
});

describe('changes', () => {
  it('names the changed keys and the tabs they are on', () => {
    const draft = { ...defaults, notifications_email: 'true', crypto_sol_address: 'x' };
    expect(changedKeys(defaults, draft)).toEqual(['crypto_sol_address', 'notifications_email']);
    expect([...tabsWithChanges(defaults, draft)].sort()).toEqual(['crypto', 'general']);
    expect(tabsWithChanges(defaults, defaults).size).toBe(0);
  });

  it("keeps the admin's unsaved changes on top of settings changed elsewhere", () => {
    const draft = { ...defaults, notifications_email: 'true' };
    const elsewhere = { ...defaults, payment_method_card_enabled: 'false' };
    expect(rebaseDraft(defaults, draft, elsewhere)).toEqual({
      ...elsewhere,
      notifications_email: 'true',
    });
  });
});

describe('saving', () => {
  it('refuses maximum pending hours out of range, a blank method name and a malformed address', () => {
    expect(
      findProblems({
        ...defaults,
        security_max_pending_hours: '169',
        payment_method_card_name: '  ',
        crypto_eth_address: '0x12',
        crypto_btc_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      }),
    ).toEqual({
      security_max_pending_hours: { kind: 'hoursRange' },
      payment_method_card_name: { kind: 'nameRequired' },
      crypto_eth_address: { kind: 'addressIncomplete' },
      crypto_btc_address: { kind: 'address', problem: 'btcLegacy' },
    });
    expect(findProblems(defaults)).toEqual({});
  });

  it('sends every key but the QR images, booleans as text, 72 for hours that are no number', () => {
    const body = saveBodyOf({
      ...defaults,
      security_max_pending_hours: '',
      notifications_payment: 'true',
      crypto_sol_address: ' 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV ',
    });
    expect(Object.keys(body).some((key) => key.endsWith('_qr'))).toBe(false);
    expect(Object.keys(body)).toHaveLength(24);
    expect(body.security_max_pending_hours).toBe('72');
    expect(body.notifications_payment).toBe('true');
    expect(body.payment_method_card_enabled).toBe('true');
    expect(body.crypto_sol_address).toBe('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
  });

  it('keeps the spelling the server saved an address in', () => {
    const draft = { ...defaults, crypto_eth_address: '0x52908400098527886e0f7030069857d2e4169ee7' };
    const saved = savedDraft(saveBodyOf(draft), draft, [
      { key: 'crypto_eth_address', to: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ]);
    expect(saved.crypto_eth_address).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
  });
});
