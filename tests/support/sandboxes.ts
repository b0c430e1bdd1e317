import type { TestPortal } from './test-portal.js';

/** The sandboxes a test portal runs, as a tester reaches them: over HTTP. */
export type SandboxName = 'card' | 'fulfilment' | 'vouchers';

export const sandboxUrl = (portal: TestPortal, name: SandboxName): string => {
  const url = portal.sandboxes[name];
  if (!url) throw new Error(`The portal runs no ${name} sandbox`);
  return url;
};

/** Tells a sandbox to fail (status) or hang (delayMs), `times` requests or until cleared. */
export const addFault = async (
  portal: TestPortal,
  name: SandboxName,
  fault: { status?: number; body?: string; delayMs?: number; times?: number },
): Promise<void> => {
  const answer = await fetch(`${sandboxUrl(portal, name)}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (answer.status !== 204) throw new Error(`The ${name} sandbox refused the fault`);
};

export const clearFaults = async (portal: TestPortal, name: SandboxName): Promise<void> => {
  await fetch(`${sandboxUrl(portal, name)}/__sandbox/faults`, { method: 'DELETE' });
};

/** Runs `body` with a sandbox failing every request, and clears the fault afterwards. */
export const whileFailing = async <T>(
  portal: TestPortal,
  name: SandboxName,
  fault: { status?: number; body?: string; delayMs?: number },
  body: () => Promise<T>,
): Promise<T> => {
  await addFault(portal, name, fault);
  try {
    return await body();
  } finally {
    await clearFaults(portal, name);
  }
};

export interface ReceivedWebhook {
  eventId: string | null;
  signature: { valid: boolean; reason?: string };
  body: string;
  answered: number | null;
  duplicate: boolean;
}

/** What the fulfilment receiver got for a payment, in order. */
export const webhooksFor = async (
  portal: TestPortal,
  paymentId: string,
): Promise<ReceivedWebhook[]> => {
  const answer = await fetch(`${sandboxUrl(portal, 'fulfilment')}/__sandbox/received`);
  const received = (await answer.json()) as ReceivedWebhook[];
  return received.filter(
    (entry) =>
      entry.body !== '' &&
      (JSON.parse(entry.body) as { paymentId?: string }).paymentId === paymentId,
  );
};

export interface IssuedWallet {
  ipnToken: string;
  callbackUrl: string;
  payment: { outcome: string; callback: { url: string; status: number | null } | null } | null;
}

/** The wallets the card sandbox opened. */
export const issuedWallets = async (portal: TestPortal): Promise<IssuedWallet[]> =>
  (await (await fetch(`${sandboxUrl(portal, 'card')}/__sandbox/wallets`)).json()) as IssuedWallet[];

const unescape = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/**
 * Opens the card sandbox's checkout page and presses Pay or Abandon, as a tester's browser does;
 * `forwarded` changes the USDC the processor forwards (to try a short payment). Paying makes the
 * sandbox call the portal back before its answer page is served.
 */
export const checkout = async (
  paymentUrl: string,
  button: 'pay' | 'abandon',
  forwarded?: string,
): Promise<{ status: number; page: string }> => {
  const page = await fetch(paymentUrl);
  if (page.status !== 200) throw new Error(`The checkout page answered ${page.status}`);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields.set(name ?? '', unescape(value ?? ''));
  }
  if (forwarded !== undefined) fields.set('value_coin', forwarded);
  const action = new URL(button === 'pay' ? 'checkout/pay' : 'checkout/abandon', paymentUrl);
  const answer = await fetch(action, { method: 'POST', body: fields });
  return { status: answer.status, page: await answer.text() };
};
