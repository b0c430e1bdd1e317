import escapeHtml from 'escape-html';
import { cardProviders, estimateCardFees, toMinor, type CardProviderId } from '@ghost/events';
import type { CheckoutOrder, SandboxWallet } from './sandbox-wallets.js';

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 30rem; margin: 3rem auto; background: #fff; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 2rem; }
  h1 { font-size: 1.35rem; margin-top: 0; }
  .sandbox { background: #fff4d6; border: 1px solid #f0c24b; border-radius: 8px;
             padding: .6rem .8rem; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }
  label { display: block; margin: 1rem 0 .3rem; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; }
  .actions { display: flex; gap: .8rem; margin-top: 1.2rem; }
  button { padding: .7rem 1.2rem; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #1f6feb; color: #fff; } .abandon { background: #e6e8ec; color: #1d2330; }
  .ok { color: #137333; } .bad { color: #b3261e; }
  code { word-break: break-all; }
</style>
</head>
<body><main>
<p class="sandbox">Local sandbox of the card processor: no card is charged and no money moves.</p>
${body}
</main></body>
</html>
`;

const providerLabel = (provider: CardProviderId | undefined, code: string): string =>
  provider ? cardProviders[provider].label : code;

/** The provider's estimated total, as the portal's card form shows it; USD amounts only. */
const estimatedTotal = (provider: CardProviderId | undefined, order: CheckoutOrder) => {
  const minor = toMinor(Number(order.amount), 'USD');
  if (!provider || order.currency !== 'USD' || minor === undefined) return null;
  return (estimateCardFees(provider, minor).totalMinor / 100).toFixed(2);
};

const hidden = (name: string, value: string | null) =>
  value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export const checkoutPage = (
  wallet: SandboxWallet,
  order: CheckoutOrder,
  provider: CardProviderId | undefined,
  forwardedByDefault: string,
): string => {
  const label = providerLabel(provider, order.provider);
  const total = estimatedTotal(provider, order);
  const fields =
    hidden('address', wallet.addressIn) +
    hidden('amount', order.amount) +
    hidden('currency', order.currency) +
    hidden('provider', order.provider) +
    hidden('email', order.email);
  return page(
    `Pay with ${label}`,
    `<h1>Pay with ${escapeHtml(label)}</h1>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(order.amount)} ${escapeHtml(order.currency)}</dd>
  ${total === null ? '' : `<dt>Estimated total with fees</dt><dd>${escapeHtml(total)} USD</dd>`}
  <dt>Receipt to</dt><dd>${escapeHtml(order.email ?? 'no e-mail given')}</dd>
</dl>
<form method="post" action="checkout/pay">
  ${fields}
  <label for="value_coin">USDC the processor forwards to the shop</label>
  <input type="text" id="value_coin" name="value_coin" inputmode="decimal"
         value="${escapeHtml(forwardedByDefault)}">
  <div class="actions">
    <button class="pay" type="submit">Pay ${escapeHtml(total ?? order.amount)} ${total === null ? escapeHtml(order.currency) : 'USD'}</button>
    <button class="abandon" type="submit" formaction="checkout/abandon">Abandon payment</button>
  </div>
</form>`,
  );
};

export const paidPage = (wallet: SandboxWallet): string => {
  const callback = wallet.payment?.callback;
  const told =
    callback?.status != null
      ? `<p class="${callback.status >= 200 && callback.status < 300 ? 'ok' : 'bad'}">The shop was notified and answered HTTP ${callback.status}.</p>`
      : `<p class="bad">The shop could not be notified: ${escapeHtml(callback?.error ?? 'no callback made')}.</p>`;
  return page(
    'Payment completed',
    `<h1>Payment completed</h1>
<dl>
  <dt>Forwarded</dt><dd>${escapeHtml(wallet.payment?.valueCoin ?? '')} USDC</dd>
  <dt>Payout transaction</dt><dd><code>${escapeHtml(wallet.payment?.txidOut ?? '')}</code></dd>
</dl>
${told}
<p>You can close this tab and return to the shop.</p>`,
  );
};

export const abandonedPage = (): string =>
  page(
    'Payment abandoned',
    `<h1>Payment abandoned</h1>
<p>Nothing was paid. You can close this tab and return to the shop.</p>`,
  );

export const problemPage = (title: string, message: string): string =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
