import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { IntegrationKind, IntegrationName, Logger } from '@ghost/events';
import type { CardProcessor } from '../ports/card-processor.js';
import type { CheckpointPublisher } from '../ports/checkpoint-publisher.js';
import type { Mailer } from '../ports/mailer.js';
import type { SubscriptionFulfilment } from '../ports/subscription-fulfilment.js';
import type { VoucherIssuer } from '../ports/voucher-issuer.js';
import { createCardProcessorSandbox } from '../sandboxes/card-processor/card-processor-sandbox.js';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
} from '../sandboxes/fulfilment-receiver/fulfilment-receiver-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../sandboxes/running-sandbox.js';
import {
  createVoucherIssuerSandbox,
  voucherCheckPath,
  voucherRedeemPath,
} from '../sandboxes/voucher-issuer/voucher-issuer-sandbox.js';
import { checkpointPublishersOf } from './checkpoints/checkpoint-publishers.js';
import type { IntegrationsConfig } from './config/integrations-config.js';
import { integrationsBlock, kindsOf } from './config/sandbox-choices.js';
import { HttpSubscriptionFulfilment } from './fulfilment/http-subscription-fulfilment.js';
import { EmlOutboxMailer } from './mail/eml-outbox-mailer.js';
import { PaymentNotifier } from './mail/payment-notifier.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import type { RetryPolicy } from './outbox/retry-policy.js';
import {
  CardCallbackLinks,
  CardCallbackTokens,
  callbackSecretFromSealKey,
} from './paygate/callback-links.js';
import { PayGateCardProcessor } from './paygate/paygate-card-processor.js';
import { HttpVoucherIssuer } from './vouchers/http-voucher-issuer.js';

/** The card sandbox's merchant address: any valid one will do, no money moves. */
const sandboxMerchantWallet = `0x${'5a'.repeat(20)}`;

export interface Integrations {
  cardProcessor: CardProcessor;
  cardCallbackTokens: CardCallbackTokens;
  cardCallbackLinks: CardCallbackLinks;
  cardAmountToleranceBasisPoints: number;
  voucherIssuer: VoucherIssuer;
  fulfilment: SubscriptionFulfilment;
  fulfilmentRetry: RetryPolicy;
  mailer: Mailer;
  notifier: PaymentNotifier;
  /** Where the sandboxes that were started listen, for testers and the logs. */
  sandboxes: { card?: string; fulfilment?: string; vouchers?: string };
  /** Each outside system: real or a sandbox (the health answer says so). */
  kinds: Record<IntegrationName, IntegrationKind>;
  /** Where the log's signed checkpoints are published (AUDIT_PUBLISH_FILE, AUDIT_PUBLISH_URL). */
  checkpointPublishers: CheckpointPublisher[];
  stop(): Promise<void>;
}

/**
 * Builds the adapters the configuration asks for and starts the sandboxes among them, each on
 * its own local port: the card processor's checkout page must be reachable by the tester's
 * browser, so its port can be fixed with CARD_SANDBOX_PORT.
 */
export const startIntegrations = async (
  config: IntegrationsConfig,
  deps: { dataDir: string; sealKey: Buffer | null; clock: () => Date; log: Logger },
): Promise<Integrations> => {
  const running: RunningSandbox[] = [];
  const closers: (() => void)[] = [];
  const sandboxes: Integrations['sandboxes'] = {};
  const listen = async (app: Parameters<typeof listenSandbox>[0], port = 0) => {
    const sandbox = await listenSandbox(app, { host: config.sandboxHost, port });
    running.push(sandbox);
    return sandbox.url;
  };

  try {
    const checkpointPublishers = checkpointPublishersOf(config.checkpointPublication, deps.dataDir);
    let cardProcessor: CardProcessor;
    if (config.card.kind === 'paygate') {
      cardProcessor = new PayGateCardProcessor(config.card.paygate);
    } else {
      const url = await listen(
        createCardProcessorSandbox({ clock: deps.clock }).app,
        config.card.port,
      );
      sandboxes.card = url;
      cardProcessor = new PayGateCardProcessor({
        apiUrl: url,
        checkoutUrl: url,
        merchantWallet: sandboxMerchantWallet,
        timeoutMs: config.card.timeoutMs,
      });
    }

    const callbackSecret =
      config.cardCallback.secret ?? (deps.sealKey ? callbackSecretFromSealKey(deps.sealKey) : null);
    if (!callbackSecret)
      throw new Error('No CARD_CALLBACK_SECRET and no seal key to derive it from');
    const cardCallbackTokens = new CardCallbackTokens(callbackSecret);

    let fulfilment: SubscriptionFulfilment;
    if (config.fulfilment.kind === 'http') {
      fulfilment = new HttpSubscriptionFulfilment(config.fulfilment, deps.clock);
    } else {
      // The local receiver and the webhook share a key made for this run.
      const secret = randomBytes(32);
      const url = await listen(createFulfilmentReceiverSandbox({ secret, clock: deps.clock }).app);
      sandboxes.fulfilment = url;
      fulfilment = new HttpSubscriptionFulfilment(
        { url: `${url}${fulfilmentReceiverPath}`, secret, timeoutMs: config.fulfilment.timeoutMs },
        deps.clock,
      );
    }

    let voucherIssuer: VoucherIssuer;
    if (config.vouchers.kind === 'http') {
      voucherIssuer = new HttpVoucherIssuer(config.vouchers);
    } else {
      const url = await listen(createVoucherIssuerSandbox().app);
      sandboxes.vouchers = url;
      voucherIssuer = new HttpVoucherIssuer({
        url: `${url}${voucherCheckPath}`,
        redeemUrl: `${url}${voucherRedeemPath}`,
        apiKey: null,
        timeoutMs: config.vouchers.timeoutMs,
      });
    }

    let mailer: Mailer;
    if (config.mail.kind === 'smtp') {
      const smtp = new SmtpMailer(config.mail.smtp);
      closers.push(() => {
        smtp.close();
      });
      mailer = smtp;
    } else {
      mailer = new EmlOutboxMailer(join(deps.dataDir, 'outbox'), config.mail.from, deps.clock);
    }

    const block = integrationsBlock(config.choices);
    if (Object.values(config.choices).some((choice) => choice.kind === 'sandbox')) {
      deps.log.warn({ integrations: kindsOf(config.choices), sandboxes }, block);
    } else deps.log.info({ integrations: kindsOf(config.choices) }, block);
    return {
      cardProcessor,
      cardCallbackTokens,
      cardCallbackLinks: new CardCallbackLinks(config.cardCallback.url, cardCallbackTokens),
      cardAmountToleranceBasisPoints: config.cardCallback.toleranceBasisPoints,
      voucherIssuer,
      fulfilment,
      fulfilmentRetry: config.retry,
      mailer,
      notifier: new PaymentNotifier(mailer, {
        trackingBaseUrl: config.publicUrl,
        log: deps.log,
        recipientLimits: config.mailPerRecipient,
      }),
      sandboxes,
      kinds: kindsOf(config.choices),
      checkpointPublishers,
      stop: async () => {
        for (const close of closers) close();
        await Promise.all(running.map((sandbox) => sandbox.close()));
      },
    };
  } catch (error) {
    await Promise.all(running.map((sandbox) => sandbox.close()));
    throw error;
  }
};
