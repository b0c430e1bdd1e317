import Router from '@koa/router';
import {
  DomainError,
  cryptoAddressKey,
  cryptoQrKey,
  cryptoTypes,
  publicSettingKeys,
} from '@ghost/events';
import type { EthAddressAnswer, PublicSettings, SettingsAnswer } from '@ghost/events/contract';
import { readSettings } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';
import { signedInPrincipal } from './signed-in-principal.js';

export const settingsRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();

  /** Super admins get every setting; anyone else what the public portal reads. */
  router.get('/settings', async (ctx) => {
    const principal = await signedInPrincipal(ctx, deps.authenticator);
    const settings = await readSettings(deps.readStore);
    ctx.set('Cache-Control', 'no-store');
    const answer: SettingsAnswer =
      principal?.role === 'super_admin'
        ? settings
        : (Object.fromEntries(
            publicSettingKeys.map((key) => [key, settings[key]]),
          ) as PublicSettings);
    ctx.body = answer;
  });

  /** Each coin's address and QR image; an empty address means the coin is not offered. */
  router.get('/settings/crypto/addresses', async (ctx) => {
    const settings = await readSettings(deps.readStore);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Object.fromEntries(
      cryptoTypes.flatMap((coin) => [
        [cryptoAddressKey(coin), settings[cryptoAddressKey(coin)]],
        [cryptoQrKey(coin), settings[cryptoQrKey(coin)]],
      ]),
    );
  });

  /** The public portal's fallback when the address list fails to load. */
  router.get('/settings/payment/eth-address', async (ctx) => {
    const settings = await readSettings(deps.readStore);
    const address = settings.crypto_eth_address;
    if (address === '') throw new DomainError('NOT_FOUND', 'No Ethereum address is configured.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { address, qr: settings.crypto_eth_qr } satisfies EthAddressAnswer;
  });

  return router;
};
