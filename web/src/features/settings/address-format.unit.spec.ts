import { describe, expect, it } from 'vitest';
import { checkAddressFormat } from './address-format';

const valid = {
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  eth: '0x52908400098527886E0F7030069857D2E4169EE7',
  sol: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
};

describe('the address format as typed', () => {
  it('says an empty address removes the coin', () => {
    expect(checkAddressFormat('btc', '  ')).toEqual({ state: 'empty' });
  });

  it('finds a whole address of the right format plausible, for every coin', () => {
    expect(checkAddressFormat('btc', valid.btc)).toEqual({ state: 'plausible' });
    expect(checkAddressFormat('btc', valid.btc.toUpperCase())).toEqual({ state: 'plausible' });
    for (const coin of ['eth', 'usdt', 'bnb', 'usdc'] as const) {
      expect(checkAddressFormat(coin, valid.eth)).toEqual({ state: 'plausible' });
    }
    expect(checkAddressFormat('sol', valid.sol)).toEqual({ state: 'plausible' });
  });

  it('waits for more characters while a beginning could still become an address', () => {
    expect(checkAddressFormat('btc', 'bc')).toEqual({ state: 'incomplete' });
    expect(checkAddressFormat('btc', valid.btc.slice(0, 20))).toEqual({ state: 'incomplete' });
    expect(checkAddressFormat('eth', '0')).toEqual({ state: 'incomplete' });
    expect(checkAddressFormat('eth', valid.eth.slice(0, 30))).toEqual({ state: 'incomplete' });
    expect(checkAddressFormat('sol', valid.sol.slice(0, 31))).toEqual({ state: 'incomplete' });
  });

  it('refuses legacy, Taproot, other-network and mixed-case Bitcoin addresses as BIP84', () => {
    const problem = (text: string) => checkAddressFormat('btc', text);
    expect(problem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatchObject({ problem: 'btcLegacy' });
    expect(problem('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatchObject({ problem: 'btcLegacy' });
    expect(problem('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toMatchObject(
      { problem: 'btcTaproot' },
    );
    expect(problem('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toMatchObject({
      problem: 'btcPrefix',
    });
    expect(problem('bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({
      problem: 'btcMixedCase',
    });
    expect(problem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toMatchObject({
      problem: 'btcCharacters',
    });
    expect(problem(`${valid.btc}q`)).toMatchObject({ problem: 'btcLength' });
  });

  it('refuses an EVM address without 0x, with a letter that is not hex, or too long', () => {
    expect(checkAddressFormat('usdt', '52908400098527886E0F7030069857D2E4169EE7')).toMatchObject({
      problem: 'evmPrefix',
    });
    expect(checkAddressFormat('bnb', '0x5290840009852788GE0F')).toMatchObject({
      problem: 'evmCharacters',
    });
    expect(checkAddressFormat('usdc', `${valid.eth}0`)).toMatchObject({ problem: 'evmLength' });
  });

  it('refuses a Solana address with a character base58 never uses, or too long', () => {
    expect(checkAddressFormat('sol', '0EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toMatchObject({
      problem: 'solCharacters',
    });
    expect(checkAddressFormat('sol', `${valid.sol}abc`)).toMatchObject({ problem: 'solLength' });
  });
});
