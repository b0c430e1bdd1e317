import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { stepUp } from '../support/admins.js';
import { expectAccessible } from '../support/axe.js';
import { browserSuite } from '../support/browser-suite.js';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { request } from '../support/http.js';
import { changeSettings, tile } from '../support/payment-flow.js';
import { openSettings, saveChanges, storedSettings } from '../support/settings-page.js';
import { expectFocused } from '../support/focus.js';

/**
 * The Crypto Addresses tab against the real portal: a QR preview as
 * the address is typed, format mistakes at once, the server's per-coin check on its field, and a
 * saved address with its generated QR code, which the public crypto form then offers.
 */
const suite = browserSuite();
const superAdmin = suite.admin('super_admin');
// Addresses and notifications change from a raised session only; the step-up dialog itself is
// tested in step-up.e2e.spec.ts.
beforeEach(async () => {
  await stepUp(suite.portal, superAdmin);
});

/** A Solana address other than the test one: 32 bytes in base58. */
const newSolanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
/** A BIP84 address with its last character changed: the bech32 checksum no longer holds. */
const badChecksumBitcoin = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz';

const openCrypto = async () => {
  const page = await openSettings(suite, superAdmin, { tab: 'crypto' });
  suite.watch(page);
  return page.page;
};

const addressField = (page: Page, coin: string) => page.getByLabel(`${coin} address`);

/** What a screen reader says of a field besides its name: its hint or its error. */
const descriptionOf = async (field: Locator): Promise<string> => {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
};

describe('typing an address', () => {
  it('draws a QR preview once the address is whole, and none before', async () => {
    await changeSettings(suite.portal, superAdmin, { crypto_sol_address: '' });
    const page = await openCrypto();
    const solana = page.getByRole('region', { name: 'Solana' });
    await expect(solana.getByText('Not offered').count()).resolves.toBe(1);
    const preview = solana.getByRole('img', {
      name: 'QR code preview of the Solana (Solana) address',
    });

    await addressField(page, 'Solana (Solana)').pressSequentially(newSolanaAddress.slice(0, 20));
    await expect(preview.count()).resolves.toBe(0);
    await expect(solana.getByText('Appears once the address is complete').count()).resolves.toBe(1);

    await addressField(page, 'Solana (Solana)').pressSequentially(newSolanaAddress.slice(20));
    await expect
      .poll(() => solana.locator('img').getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);
    await expect(preview.count()).resolves.toBe(1);
    await expect(descriptionOf(addressField(page, 'Solana (Solana)'))).resolves.toBe(
      'The format is right. The checksum is checked when you save.',
    );
    await expect(page.getByText('Unsaved changes: Crypto Addresses').count()).resolves.toBe(1);
    await expectAccessible(page, 'address typed with its preview');
  });

  it('says at once when a typed address cannot be the coin’s', async () => {
    const page = await openCrypto();
    const bitcoin = addressField(page, 'Bitcoin (BIP84)');
    await bitcoin.fill('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
    await expect
      .poll(() => descriptionOf(bitcoin))
      .toBe('Legacy addresses (1… or 3…) are not BIP84: use a bc1q… address.');
    await expect(bitcoin.getAttribute('aria-invalid')).resolves.toBe('true');
    // Said as it appears, not only when the field is read again.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Legacy addresses (1… or 3…) are not BIP84' })
        .count(),
    ).resolves.toBe(1);
    const tether = addressField(page, 'Tether (ERC-20)');
    await tether.fill('0x12zz');
    await expect
      .poll(() => descriptionOf(tether))
      .toBe('Only hexadecimal characters (0–9, a–f) follow 0x.');
    await expectAccessible(page, 'format mistakes');
  });

  it('finds an unfinished address when the field is left, and refuses to save it', async () => {
    const page = await openCrypto();
    const bnb = addressField(page, 'BNB (BSC)');
    await bnb.fill('0x52908400098527886E0F');
    await expect(descriptionOf(bnb)).resolves.toBe(
      'A BNB Smart Chain address: 0x followed by 40 hexadecimal characters.',
    );
    await bnb.blur();
    await expect.poll(() => descriptionOf(bnb)).toBe('This address is not complete.');
    const before = await storedSettings(suite.portal, superAdmin);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectFocused(bnb);
    expect((await storedSettings(suite.portal, superAdmin)).crypto_bnb_address).toBe(
      before.crypto_bnb_address,
    );
  });
});

describe('saving an address', () => {
  it("shows the server's refusal, naming the coin, on the address's field and saves nothing", async () => {
    const page = await openCrypto();
    await addressField(page, 'Bitcoin (BIP84)').fill(badChecksumBitcoin);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const field = addressField(page, 'Bitcoin (BIP84)');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect(descriptionOf(field)).resolves.toMatch(
      /^This is not a valid Bitcoin \(BIP84\) address: /,
    );
    await expectFocused(field);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Some settings cannot be saved yet' }).count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('region', { name: 'Bitcoin' }).getByRole('img').count(),
    ).resolves.toBe(0);
    await expectAccessible(page, "the server's refusal on its field");
    expect((await storedSettings(suite.portal, superAdmin)).crypto_btc_address).toBe(
      testCryptoAddresses.crypto_btc_address,
    );
  });

  it('saves a valid address, shows the QR code the server generated, and the public crypto form offers the coin', async () => {
    await changeSettings(suite.portal, superAdmin, { crypto_sol_address: '' });
    const donation = await suite.visit('/payment/donation');
    await tile(donation.page, 'BTC').waitFor();
    await expect(tile(donation.page, 'SOL').count()).resolves.toBe(0);

    const page = await openCrypto();
    await addressField(page, 'Solana (Solana)').fill(newSolanaAddress);
    await saveChanges(page);
    const solana = page.getByRole('region', { name: 'Solana' });
    const saved = solana.getByRole('img', { name: 'QR code of the saved Solana (Solana) address' });
    await saved.waitFor();
    const addresses = (await request(suite.portal.url, 'GET', '/api/settings/crypto/addresses'))
      .body;
    expect(addresses.crypto_sol_address).toBe(newSolanaAddress);
    await expect(saved.getAttribute('src')).resolves.toBe(addresses.crypto_sol_qr);
    await expect(solana.getByText('Generated on save').count()).resolves.toBe(1);
    await expect(solana.getByText('Offered', { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page, 'address saved with its QR code');

    const later = await suite.visit('/payment/donation');
    await tile(later.page, 'SOL').click();
    await later.page.getByText(newSolanaAddress).first().waitFor();
  });

  it('keeps an EVM address in the checksummed spelling the server saved', async () => {
    const page = await openCrypto();
    const lower = '0x52908400098527886e0f7030069857d2e4169ee7';
    await addressField(page, 'USD Coin (Base)').fill(lower);
    await saveChanges(page);
    await expect
      .poll(() => addressField(page, 'USD Coin (Base)').inputValue())
      .toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    await expect(page.getByText('All changes saved').count()).resolves.toBe(1);
  });

  it('removes a coin when its address is removed', async () => {
    const page = await openCrypto();
    const eth = page.getByRole('region', { name: 'Ethereum' });
    await eth.getByRole('button', { name: 'Remove address' }).click();
    await expect(addressField(page, 'Ethereum (Ethereum)').inputValue()).resolves.toBe('');
    await saveChanges(page);
    await expect(eth.getByText('Not offered').count()).resolves.toBe(1);
    const addresses = (await request(suite.portal.url, 'GET', '/api/settings/crypto/addresses'))
      .body;
    expect(addresses.crypto_eth_address).toBe('');
    await changeSettings(suite.portal, superAdmin, {
      crypto_eth_address: testCryptoAddresses.crypto_eth_address,
    });
  });
});
