import { sessionStorageOf } from '../support/admin-pages.js';
import { signedInAdmin, stepUp, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import {
  actOnPayment,
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
  openCardPayment,
  submitPayment,
  voucherSubscription,
} from '../support/payment-requests.js';
import type { TestPortal } from '../support/test-portal.js';

/** Addresses that pass each coin's check (checksums included), for the crypto form. */
export const demoAddresses = {
  crypto_btc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  crypto_eth_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  crypto_usdt_address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  crypto_bnb_address: '0xde709f2102306220921060314715629080e2fb77',
  crypto_sol_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  crypto_usdc_address: '0x27b1fdb04752bbc536007a920d24acb045561c26',
} as const;

export interface DemoSession {
  admin: SignedInAdmin;
  /** Local storage entries of the signed-in session. */
  storage: Record<string, string>;
}

/** A portal with the data the screens are shown with: addresses, payments in every state. */
export interface Demo {
  portal: TestPortal;
  superAdmin: DemoSession;
  admin: DemoSession;
  /** Payment IDs by what they show. */
  payments: {
    donationAwaiting: string;
    subscriptionAwaiting: string;
    subscriptionVerified: string;
    subscriptionCompleted: string;
    giftCardAwaiting: string;
    voucherAwaiting: string;
    failed: string;
    card: string;
  };
}

const sessionOf = async (portal: TestPortal, admin: SignedInAdmin): Promise<DemoSession> => ({
  admin,
  storage: await sessionStorageOf(portal, admin),
});

/**
 * Keeps the demo's sessions in use while a run lasts: a session ends after 30 minutes without a
 * request, and a whole run leaves one unused longer than that between its scenarios (the public
 * pages in between). Answers how to stop.
 */
export const keepDemoSessionsAlive = (demo: Demo): (() => void) => {
  const timer = setInterval(() => {
    for (const { admin } of [demo.superAdmin, demo.admin]) {
      request(demo.portal.url, 'GET', '/api/auth/me', undefined, admin.headers).catch(
        (error: unknown) => {
          console.warn(`${admin.username}'s session could not be kept in use`, error);
        },
      );
    }
  }, 5 * 60_000);
  return () => {
    clearInterval(timer);
  };
};

export const prepareDemo = async (portal: TestPortal): Promise<Demo> => {
  const superAdmin = await signedInAdmin(portal, 'super_admin', { username: 'alice' });
  const admin = await signedInAdmin(portal, 'admin', { username: 'bob' });
  // Payout addresses change from a session raised by a step-up only.
  await stepUp(portal, superAdmin);
  const settings = await request(
    portal.url,
    'PUT',
    '/api/settings',
    demoAddresses,
    superAdmin.headers,
  );
  if (settings.status !== 200)
    throw new Error(`settings refused: ${JSON.stringify(settings.body)}`);

  const donationAwaiting = await submitPayment(portal, cryptoDonation());
  const subscriptionAwaiting = await submitPayment(portal, cryptoSubscription());
  const subscriptionVerified = await submitPayment(
    portal,
    cryptoSubscription({ crypto_type: 'btc' }),
  );
  const subscriptionCompleted = await submitPayment(
    portal,
    cryptoSubscription({ crypto_type: 'sol' }),
  );
  const giftCardAwaiting = await submitPayment(portal, giftCardSubscription());
  const voucherAwaiting = await submitPayment(portal, voucherSubscription());
  const failed = await submitPayment(portal, cryptoSubscription({ crypto_type: 'usdt' }));
  const { paymentId: card } = await openCardPayment(portal.url);

  await actOnPayment(portal, superAdmin, subscriptionVerified, 'verify-payment');
  await actOnPayment(portal, superAdmin, subscriptionCompleted, 'verify-payment');
  await actOnPayment(portal, admin, subscriptionCompleted, 'update-subscription');
  await actOnPayment(portal, admin, failed, 'mark-failed', {
    reason: 'The transaction hash was not found on chain',
  });

  return {
    portal,
    superAdmin: await sessionOf(portal, superAdmin),
    admin: await sessionOf(portal, admin),
    payments: {
      donationAwaiting,
      subscriptionAwaiting,
      subscriptionVerified,
      subscriptionCompleted,
      giftCardAwaiting,
      voucherAwaiting,
      failed,
      card,
    },
  };
};
