import { describe, expect, it } from 'vitest';
import { DomainError } from '@ghost/events';
import { InMemoryReadStore, settingsCollection, settingsDocId } from '@ghost/projectors';
import {
  assertCryptoCoinAvailable,
  assertPaymentMethodEnabled,
  assertTxidFitsCoin,
} from './payment-method-switches.js';
import { readModelPaymentMethodSwitches } from './read-model-switches.js';

const switchesWith = async (values: Record<string, string>) => {
  const readStore = new InMemoryReadStore();
  await readStore.write([
    {
      kind: 'replace',
      collection: settingsCollection,
      doc: { _id: settingsDocId, values, updated_at: '2026-11-22T10:00:00.000Z', updated_by: null },
    },
  ]);
  return readModelPaymentMethodSwitches(readStore);
};

describe('the payment-method switches of the settings read model', () => {
  it('has every method on while nothing was saved', async () => {
    const switches = readModelPaymentMethodSwitches(new InMemoryReadStore());
    for (const method of ['card', 'crypto', 'nintendo-eshop', 'alternative-rewarble']) {
      expect(await switches.isEnabled(method)).toBe(true);
    }
  });

  it('turns a method off only when its flag is the text false', async () => {
    const switches = await switchesWith({
      payment_method_nintendo_enabled: 'false',
      payment_method_alternative_enabled: 'false',
      payment_method_card_enabled: 'off',
    });
    expect(await switches.isEnabled('nintendo-eshop')).toBe(false);
    expect(await switches.isEnabled('alternative-rewarble')).toBe(false);
    expect(await switches.isEnabled('card')).toBe(true);
    expect(await switches.isEnabled('crypto')).toBe(true);
  });

  it('refuses a switched-off method with PAYMENT_METHOD_DISABLED naming it', async () => {
    const switches = await switchesWith({ payment_method_card_enabled: 'false' });
    const refusal = await assertPaymentMethodEnabled(switches, 'card').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'PAYMENT_METHOD_DISABLED', details: { method: 'card' } });
    await expect(assertPaymentMethodEnabled(switches, 'crypto')).resolves.toBeUndefined();
  });

  it('offers a coin only once its receiving address is set', async () => {
    expect(await readModelPaymentMethodSwitches(new InMemoryReadStore()).hasAddress('btc')).toBe(
      false,
    );
    const switches = await switchesWith({
      crypto_eth_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      crypto_sol_address: '',
    });
    expect(await switches.hasAddress('eth')).toBe(true);
    expect(await switches.hasAddress('sol')).toBe(false);
  });

  it('refuses a coin without an address with CRYPTO_COIN_UNAVAILABLE naming it', async () => {
    const switches = await switchesWith({
      crypto_eth_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    const refusal = await assertCryptoCoinAvailable(switches, 'btc').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'CRYPTO_COIN_UNAVAILABLE',
      status: 403,
      message: 'This cryptocurrency is not available at the moment. Please choose another one.',
      details: { field: 'crypto_type', coin: 'btc' },
    });
    await expect(assertCryptoCoinAvailable(switches, 'eth')).resolves.toBeUndefined();
  });

  it("asks for a hash in its coin's shape only when security_require_txid is the text true", async () => {
    expect(await readModelPaymentMethodSwitches(new InMemoryReadStore()).requiresTxidShape()).toBe(
      false,
    );
    expect(await (await switchesWith({ security_require_txid: 'yes' })).requiresTxidShape()).toBe(
      false,
    );
    expect(await (await switchesWith({ security_require_txid: 'true' })).requiresTxidShape()).toBe(
      true,
    );
  });

  it('refuses a Bitcoin hash that is not 64 hex digits when the hash rule is on', async () => {
    const switches = await switchesWith({ security_require_txid: 'true' });
    const refusal = await assertTxidFitsCoin(switches, 'btc', `0x${'ab'.repeat(32)}`).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'This does not look like a Bitcoin transaction hash: 64 characters 0–9 and a–f.',
      details: { field: 'txid' },
    });
    await expect(assertTxidFitsCoin(switches, 'btc', 'ab'.repeat(32))).resolves.toBeUndefined();
  });

  it('takes any hash while the hash rule is off', async () => {
    const switches = await switchesWith({ security_require_txid: 'false' });
    await expect(assertTxidFitsCoin(switches, 'sol', 'my payment')).resolves.toBeUndefined();
  });
});
