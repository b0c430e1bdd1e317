import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { trustNoProxy } from '@ghost/events/http';
import { callOverHttp } from '@ghost/web/api-reader';
import { createGateway } from '@ghost/web/gateway';
import { proxyTo } from '@ghost/web/proxy';
import { createStaticSite } from '@ghost/web/static-site';
import { request } from '../support/http.js';
import { payQuotedDonation, postDonationForm } from '../support/posted-donation-form.js';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { webDist } from '../support/web-portal.js';

/**
 * The distributed gateway renders the public pages itself, reading query-api over HTTP the way
 * it proxies the visitor's reads (needs the built web app, `npm run build`). Here the query
 * service is an embedded portal, and an address nothing listens on stands for one that is down.
 */
let portal: TestPortal;
const servers: Server[] = [];
let gatewayUrl: string;
let downGatewayUrl: string;

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const gatewayTo = (queryUrl: string) => {
  const log = createLogger('gateway-test', 'silent');
  return createServer(
    createGateway({
      command: proxyTo(portal.url, log, trustNoProxy),
      query: proxyTo(queryUrl, log, trustNoProxy),
      site: createStaticSite(webDist, log, {
        readApi: callOverHttp(queryUrl, log, trustNoProxy),
        writeApi: callOverHttp(portal.url, log, trustNoProxy),
      }),
    }),
  );
};

beforeAll(async () => {
  portal = await startTestPortal();
  gatewayUrl = await listen(gatewayTo(portal.url));
  const closed = createServer();
  const nobodyUrl = await listen(closed);
  servers.pop();
  await new Promise<void>((resolve) => {
    closed.close(() => {
      resolve();
    });
  });
  downGatewayUrl = await listen(gatewayTo(nobodyUrl));
});

afterAll(async () => {
  for (const server of servers) {
    await new Promise((resolve) => server.close(resolve));
  }
  await portal.destroy();
});

/** The API paths whose answers the page carries for its hydration, in the order they were read. */
const firstAnswerKeys = (html: string): string[] => {
  const json = /<script type="application\/json" id="first-render">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return Object.keys((JSON.parse(json ?? '{}') as { answers?: object }).answers ?? {});
};

const page = async (base: string, path: string, language = 'en') => {
  const answer = await fetch(`${base}${path}`, { headers: { 'accept-language': language } });
  return { status: answer.status, html: await answer.text() };
};

describe('the gateway’s server-rendered pages', () => {
  it('renders a tracked payment and the prices from query-api’s answers, in the visitor’s language', async () => {
    const submitted = await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
    expect(submitted.status).toBe(201);
    const paymentId = String(submitted.body.paymentId);
    const tracked = await page(gatewayUrl, `/track/${paymentId}`);
    expect(tracked.status).toBe(200);
    expect(tracked.html).toContain(paymentId);
    expect(tracked.html).toContain('Payment details');
    const prices = await page(gatewayUrl, '/pricing', 'de');
    expect(prices.html).toContain('<html lang="de"');
    expect(prices.html).toContain('5,00');
  });

  it('sends a rendered page compressed when the browser takes it, and answers HEAD with the same headers', async () => {
    const headers = { 'accept-language': 'en', 'accept-encoding': 'gzip, br' };
    const brotli = await fetch(`${gatewayUrl}/pricing`, { headers });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    await expect(brotli.text()).resolves.toContain('5.00');
    const head = await fetch(`${gatewayUrl}/pricing`, { method: 'HEAD', headers });
    expect(head.headers.get('content-length')).toBe(brotli.headers.get('content-length'));
    const gzip = await fetch(`${gatewayUrl}/pricing`, {
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${gatewayUrl}/pricing`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    expect(html).toContain('5.00');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(html) / 3);
  });

  it('renders the payment pages’ first step from query-api’s answers: the prices of the default method, the coin addresses', async () => {
    const subscription = await page(gatewayUrl, '/payment/ghost-eshop-pro', 'de');
    expect(subscription.status).toBe(200);
    expect(subscription.html).toContain('<title>PRO-Abonnement kaufen · Ghost Payments</title>');
    expect(subscription.html).toContain('Kontodaten');
    expect(subscription.html).toContain('12,00');
    // The browser hydrates from the same answers: the switches, then the card prices they chose.
    expect(firstAnswerKeys(subscription.html)).toEqual([
      '/settings',
      '/pricing/category/ghost-eshop-pro/type/card',
    ]);
    const donation = await page(gatewayUrl, '/payment/donation');
    expect(donation.html).toContain('Complete Transaction');
    expect(donation.html).toContain(testCryptoAddresses.crypto_btc_address);
    // And the QR code of the first coin's address, drawn for a browser without scripts.
    expect(firstAnswerKeys(donation.html)).toEqual([
      '/settings',
      '/settings/crypto/addresses',
      'payment-flow/drawn-qr',
    ]);
  });

  it('answers a donation’s crypto form posted without scripts through command-api over HTTP', async () => {
    const quoted = await postDonationForm(gatewayUrl, {
      amount: '12',
      coin: 'btc',
      intent: 'quote',
    });
    const { paid, paymentId } = await payQuotedDonation(gatewayUrl, await quoted.text());
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/track/${paymentId}`);
  });

  it('answers 404 with the not-found page for an unknown payment type or address, and leaves the staff’s screens to the browser', async () => {
    const unknownType = await page(gatewayUrl, '/payment/nonsense');
    expect(unknownType.status).toBe(404);
    expect(unknownType.html).toContain('Payment type not found');
    expect(firstAnswerKeys(unknownType.html)).toEqual([]);
    const unknownPage = await page(gatewayUrl, '/no-such-page', 'de');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.html).toContain('<html lang="de"');
    expect(unknownPage.html).toContain('Seite nicht gefunden');
    const staff = await page(gatewayUrl, '/admin/no-such-screen');
    expect(staff.status).toBe(200);
    expect(staff.html).not.toContain('id="first-render"');
  });

  it('renders the payment pages as the browser would when query-api does not answer: the built-in prices, no coin address', async () => {
    const subscription = await page(downGatewayUrl, '/payment/ghost-eshop-pro', 'de');
    expect(subscription.status).toBe(200);
    expect(subscription.html).toContain(
      'Die aktuellen Preise konnten nicht geladen werden; angezeigt werden unsere Standardpreise in US-Dollar.',
    );
    expect(subscription.html).toContain('12,00');
    const donation = await page(downGatewayUrl, '/payment/donation');
    expect(donation.html).toContain('No cryptocurrency addresses available');
    // The address list failed, so its Ethereum fallback was read too, as the browser reads it.
    expect(firstAnswerKeys(donation.html)).toEqual([
      '/settings',
      '/settings/crypto/addresses',
      '/settings/payment/eth-address',
    ]);
  });

  it('says tracking is unavailable, as the API does, when query-api does not answer', async () => {
    const tracked = await page(downGatewayUrl, '/track/GHOST-1732291234567-AB12CD34EF56GH78IJKL90');
    expect(tracked.status).toBe(200);
    expect(tracked.html).toContain(
      'Unable to track payment at the moment. Please try again in a few minutes.',
    );
  });
});
