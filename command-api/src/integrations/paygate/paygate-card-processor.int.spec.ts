import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCardProcessorSandbox } from '../../sandboxes/card-processor/card-processor-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import { outsideFailureOf } from '../testing/outside-failure.js';
import { PayGateCardProcessor } from './paygate-card-processor.js';

const merchantWallet = '0x1111111111111111111111111111111111111111';
const paymentId = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL';

const sandbox = createCardProcessorSandbox({ callbackTimeoutMs: 2000 });
let running: RunningSandbox;
let processor: PayGateCardProcessor;

const adapterFor = (url: string, timeoutMs = 2000) =>
  new PayGateCardProcessor({ apiUrl: url, checkoutUrl: url, merchantWallet, timeoutMs });

beforeAll(async () => {
  running = await listenSandbox(sandbox.app);
  processor = adapterFor(running.url);
});
afterAll(async () => {
  await running.close();
});
afterEach(() => {
  sandbox.faults.clear();
});

const newWallet = () =>
  processor.createWallet({
    paymentId,
    amount: { minor: 1200, currency: 'USD' },
    provider: 'ramp',
    email: 'player1@example.com',
    callbackUrl: 'http://127.0.0.1:9/api/payments/card/callback?payment_id=X&token=t',
  });

describe('the PayGate card processor adapter against the sandbox', () => {
  it('creates a receiving wallet with our payout address and callback URL, and gets its IPN token', async () => {
    const wallet = await newWallet();
    const issued = sandbox.wallets.byIpnToken(wallet.ipnToken);
    expect(issued?.merchantWallet).toBe(merchantWallet);
    expect(issued?.callbackUrl).toBe(
      'http://127.0.0.1:9/api/payments/card/callback?payment_id=X&token=t',
    );
  });

  it('builds the hosted payment URL for the chosen provider, with the address encoded once more', async () => {
    const wallet = await newWallet();
    const url = new URL(wallet.paymentUrl);
    expect(url.pathname).toBe('/process-payment.php');
    const issued = sandbox.wallets.byIpnToken(wallet.ipnToken);
    expect(url.searchParams.get('address')).toBe(issued?.addressIn);
    expect(wallet.paymentUrl).toContain(`address=${encodeURIComponent(issued?.addressIn ?? '')}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      amount: '12.00',
      provider: 'rampnetwork',
      email: 'player1@example.com',
      currency: 'USD',
    });
  });

  it.each([
    ['stripe_usa', 'stripe'],
    ['bitnovo', 'bitnovo'],
    ['banxa', 'banxa'],
    ['alchemy', 'alchemypay'],
  ] as const)('names %s to the checkout as %s', async (provider, code) => {
    const wallet = await processor.createWallet({
      paymentId,
      amount: { minor: 18000, currency: 'USD' },
      provider,
      email: null,
      callbackUrl: 'http://127.0.0.1:9/cb',
    });
    const url = new URL(wallet.paymentUrl);
    expect(url.searchParams.get('provider')).toBe(code);
    expect(url.searchParams.get('amount')).toBe('180.00');
    expect(url.searchParams.has('email')).toBe(false);
  });

  it('answers unpaid for a wallet nobody paid, and unknown for a token never issued', async () => {
    const wallet = await newWallet();
    expect(await processor.checkPayment(wallet.ipnToken)).toEqual({
      status: 'unpaid',
      valueCoin: null,
      coin: null,
      txidOut: null,
    });
    expect((await processor.checkPayment('never-issued')).status).toBe('unknown');
  });

  it('reports a timeout when the processor does not answer in time', async () => {
    sandbox.faults.add({ delayMs: 1500, times: 1 });
    const failure = await outsideFailureOf(adapterFor(running.url, 200).checkPayment('any'));
    expect(failure.failure).toBe('timeout');
    expect(failure.message).toContain('no answer within 200 ms');
  });

  it('reports the status and an excerpt of the body when the processor answers 5xx', async () => {
    sandbox.faults.add({ status: 502, body: 'bad gateway upstream', times: 1 });
    const failure = await outsideFailureOf(newWallet());
    expect(failure).toMatchObject({
      failure: 'status',
      status: 502,
      bodyExcerpt: 'bad gateway upstream',
    });
  });

  it('reports an answer that is not the expected JSON', async () => {
    sandbox.faults.add({ status: 200, body: '<html>maintenance</html>', times: 1 });
    expect((await outsideFailureOf(newWallet())).failure).toBe('bad_answer');
    sandbox.faults.add({ status: 200, body: '{"address_in":""}', times: 1 });
    expect((await outsideFailureOf(newWallet())).failure).toBe('bad_answer');
  });

  it('reports a refused connection as a network failure', async () => {
    const gone = await listenSandbox(createCardProcessorSandbox().app);
    await gone.close();
    const failure = await outsideFailureOf(adapterFor(gone.url).checkPayment('any'));
    expect(failure.failure).toBe('network');
    expect(failure.message).toContain('ECONNREFUSED');
  });
});
