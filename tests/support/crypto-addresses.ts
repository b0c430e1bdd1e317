import { randomUUID } from 'node:crypto';
import { changeSettings } from '@ghost/command-api';
import type { EventStore } from '@ghost/events';
import type { ProjectionRunner } from '@ghost/projectors';

/** A valid receiving address for each coin (BIP84, EIP-55, Solana base58). */
export const testCryptoAddresses = {
  crypto_btc_address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  crypto_eth_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  crypto_usdt_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  crypto_bnb_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  crypto_sol_address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  crypto_usdc_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
} as const;

/**
 * Gives every coin a receiving address, as a super admin does on the Crypto tab: a crypto
 * payment for a coin without one is refused (CRYPTO_COIN_UNAVAILABLE). Saved with the command
 * side's own settings change, in process on the portal's event store (no account needed); with a
 * runner, the read models have the addresses once this answers. Saving them again changes nothing.
 */
export const configureCryptoAddresses = async (store: {
  eventStore: EventStore;
  clock: () => Date;
  runner?: ProjectionRunner;
}): Promise<void> => {
  const commandId = randomUUID();
  const { position } = await changeSettings(
    store.eventStore,
    { ...testCryptoAddresses },
    // As the operator's own set-up, in process: there is no session to raise with a step-up.
    { userId: 'test-setup', username: 'test-setup', steppedUp: true },
    {
      actor: { kind: 'system', id: 'test-setup' },
      commandId,
      correlationId: commandId,
      now: store.clock(),
    },
  );
  if (position !== null && store.runner && !(await store.runner.waitFor(position, 5_000))) {
    throw new Error('the read models did not reach the crypto addresses within 5 s');
  }
};
