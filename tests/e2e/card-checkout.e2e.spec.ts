import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { request } from '../support/http.js';
import { openCardPayment } from '../support/payment-requests.js';
import { startTestPortal } from '../support/test-portal.js';

/**
 * A payer in a real browser on the card processor's hosted page (the local sandbox): paying
 * makes the processor call the portal back, which verifies the payment with no one's action;
 * abandoning changes nothing.
 */
const suite = browserSuite({ start: startTestPortal });

const openWallet = () => openCardPayment(suite.portal.url);

const tracked = async (paymentId: string) => {
  await suite.portal.outboxes.settled();
  return (await request(suite.portal.url, 'GET', `/api/transactions/track/${paymentId}`)).body;
};

describe('paying by card on the processor page', () => {
  it('verifies the payment when the payer pays on the checkout page', async () => {
    const { paymentId, paymentUrl } = await openWallet();
    const page = await suite.browser.newPage();
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor();
    expect(await page.textContent('body')).toContain('The shop was notified and answered HTTP 200');
    await page.close();

    const payment = await tracked(paymentId);
    expect(payment).toMatchObject({ paymentId, paymentMethod: 'card', paymentVerified: true });
    expect(['pending_subscription_update', 'completed']).toContain(payment.status);
  });

  it('leaves the payment awaiting verification when the payer abandons it', async () => {
    const { paymentId, paymentUrl } = await openWallet();
    const page = await suite.browser.newPage();
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: 'Abandon payment' }).click();
    await page.getByRole('heading', { name: 'Payment abandoned' }).waitFor();
    await page.close();

    expect(await tracked(paymentId)).toMatchObject({
      status: 'pending_payment_verification',
      paymentVerified: false,
    });
  });
});
