import { z } from 'zod';
import { ConfigurationError, parseEnv } from '@ghost/events';
import type { SmtpConfig } from '../mail/smtp-mailer.js';
import type { RetryPolicy } from '../outbox/retry-policy.js';
import { cardCallbackPath } from '../paygate/callback-route.js';
import type { PayGateConfig } from '../paygate/paygate-card-processor.js';
import {
  allowedSandboxes,
  assertNoSilentSandboxes,
  type IntegrationChoices,
} from './sandbox-choices.js';

/** Embedded mode talks to local sandboxes by default; distributed mode to the real systems. */
export type DeploymentMode = 'embedded' | 'distributed';

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(1).max(600_000).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');
/** A shared secret: at least 32 characters, used as its UTF-8 bytes. */
const secret = () =>
  z
    .string()
    .min(32, 'must be at least 32 characters')
    .transform((value) => Buffer.from(value, 'utf8'));

/** Every variable of the integrations, each documented in command-api/README.md (Variables). */
export const integrationsEnv = {
  PORTAL_PUBLIC_URL: z.url().default('http://localhost:3004'),

  CARD_PROCESSOR: z.enum(['sandbox', 'paygate']).optional(),
  PAYGATE_API_URL: z.url().default('https://api.paygate.to'),
  PAYGATE_CHECKOUT_URL: z.url().default('https://checkout.paygate.to'),
  PAYGATE_MERCHANT_WALLET: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits')
    .optional(),
  PAYGATE_TIMEOUT_MS: milliseconds(10_000),
  CARD_CALLBACK_URL: z.url().optional(),
  CARD_CALLBACK_SECRET: secret().optional(),
  CARD_AMOUNT_TOLERANCE_PERCENT: z.coerce.number().min(0).max(20).default(2),
  CARD_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),

  FULFILMENT_WEBHOOK: z.enum(['sandbox', 'http']).optional(),
  FULFILMENT_URL: z.url().optional(),
  FULFILMENT_SECRET: secret().optional(),
  FULFILMENT_TIMEOUT_MS: milliseconds(10_000),
  FULFILMENT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  FULFILMENT_RETRY_INITIAL_MS: z.coerce.number().int().min(100).default(30_000),
  FULFILMENT_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(6 * 60 * 60 * 1000),

  VOUCHER_VALIDATOR: z.enum(['sandbox', 'http']).optional(),
  VOUCHER_CHECK_URL: z.url().optional(),
  VOUCHER_REDEEM_URL: z.url().optional(),
  VOUCHER_API_KEY: z.string().min(1).optional(),
  VOUCHER_TIMEOUT_MS: milliseconds(10_000),

  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  MAIL_FROM: z.string().min(3).default('Ghost payments <payments@localhost>'),
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_TIMEOUT_MS: milliseconds(10_000),

  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** Sandboxes allowed beside real systems: `all`, or card, fulfilment, vouchers, mail. */
  ALLOW_SANDBOXES: z.string().max(100).optional(),

  /** Where the log's signed checkpoints are published outside the portal: a file, a URL, both. */
  AUDIT_PUBLISH_FILE: z.string().min(1).optional(),
  AUDIT_PUBLISH_URL: z.url().optional(),
  AUDIT_PUBLISH_TOKEN: z.string().min(1).optional(),
  AUDIT_PUBLISH_TIMEOUT_MS: milliseconds(10_000),
};

export interface IntegrationsConfig {
  /** The portal's public address: tracking links in e-mails, the default callback URL. */
  publicUrl: string;
  card:
    | { kind: 'sandbox'; port: number; timeoutMs: number }
    | { kind: 'paygate'; paygate: PayGateConfig };
  cardCallback: {
    url: string;
    /** null: derived from the seal key (embedded mode). */
    secret: Buffer | null;
    toleranceBasisPoints: number;
  };
  fulfilment:
    | { kind: 'sandbox'; timeoutMs: number }
    | { kind: 'http'; url: string; secret: Buffer; timeoutMs: number };
  retry: RetryPolicy;
  vouchers:
    | { kind: 'sandbox'; timeoutMs: number }
    | { kind: 'http'; url: string; redeemUrl: string; apiKey: string | null; timeoutMs: number };
  mail: { kind: 'outbox'; from: string } | { kind: 'smtp'; smtp: SmtpConfig };
  /** How many e-mails one address may be sent an hour and a day. */
  mailPerRecipient: { perHour: number; perDay: number };
  sandboxHost: string;
  /** Each outside system: real or a sandbox, and whether its switch was left to the default. */
  choices: IntegrationChoices;
  /** Where signed checkpoints are published (none by default). */
  checkpointPublication: {
    file: string | null;
    url: { url: string; token: string | null; timeoutMs: number } | null;
  };
}

const required = <T>(value: T | undefined, variable: string, why: string): T => {
  if (value === undefined) throw new ConfigurationError(variable, `is missing: ${why}`);
  return value;
};

/**
 * Reads the integrations' configuration. Each outside system is a sandbox or the real one:
 * chosen by CARD_PROCESSOR, FULFILMENT_WEBHOOK, VOUCHER_VALIDATOR and MAIL_TRANSPORT, by default
 * the sandboxes in embedded mode and the real systems in distributed mode, whose variables are
 * then required. Real systems beside sandboxes nobody chose are refused (see
 * assertNoSilentSandboxes). A bad or missing variable stops the start with an error naming it.
 */
export const parseIntegrationsConfig = (
  mode: DeploymentMode,
  env: NodeJS.ProcessEnv = process.env,
): IntegrationsConfig => {
  const vars = parseEnv(integrationsEnv, env);
  const real = mode === 'distributed';
  const cardKind = vars.CARD_PROCESSOR ?? (real ? 'paygate' : 'sandbox');
  const fulfilmentKind = vars.FULFILMENT_WEBHOOK ?? (real ? 'http' : 'sandbox');
  const voucherKind = vars.VOUCHER_VALIDATOR ?? (real ? 'http' : 'sandbox');
  const mailKind = vars.MAIL_TRANSPORT ?? (real ? 'smtp' : 'outbox');
  const publicUrl = vars.PORTAL_PUBLIC_URL.replace(/\/+$/, '');
  const choices: IntegrationChoices = {
    card: { kind: cardKind === 'sandbox' ? 'sandbox' : 'real', defaulted: !vars.CARD_PROCESSOR },
    fulfilment: {
      kind: fulfilmentKind === 'sandbox' ? 'sandbox' : 'real',
      defaulted: !vars.FULFILMENT_WEBHOOK,
    },
    vouchers: {
      kind: voucherKind === 'sandbox' ? 'sandbox' : 'real',
      defaulted: !vars.VOUCHER_VALIDATOR,
    },
    mail: { kind: mailKind === 'outbox' ? 'sandbox' : 'real', defaulted: !vars.MAIL_TRANSPORT },
  };
  assertNoSilentSandboxes(choices, allowedSandboxes(vars.ALLOW_SANDBOXES));

  if (real && vars.CARD_CALLBACK_SECRET === undefined) {
    required(
      undefined,
      'CARD_CALLBACK_SECRET',
      'distributed mode has no seal key file to derive it from',
    );
  }
  if (vars.FULFILMENT_RETRY_MAX_MS < vars.FULFILMENT_RETRY_INITIAL_MS) {
    throw new ConfigurationError(
      'FULFILMENT_RETRY_MAX_MS',
      `is "${vars.FULFILMENT_RETRY_MAX_MS}": must not be less than FULFILMENT_RETRY_INITIAL_MS`,
    );
  }

  return {
    publicUrl,
    card:
      cardKind === 'sandbox'
        ? { kind: 'sandbox', port: vars.CARD_SANDBOX_PORT, timeoutMs: vars.PAYGATE_TIMEOUT_MS }
        : {
            kind: 'paygate',
            paygate: {
              apiUrl: vars.PAYGATE_API_URL,
              checkoutUrl: vars.PAYGATE_CHECKOUT_URL,
              merchantWallet: required(
                vars.PAYGATE_MERCHANT_WALLET,
                'PAYGATE_MERCHANT_WALLET',
                'the USDC (Polygon) address card payments are paid out to',
              ),
              timeoutMs: vars.PAYGATE_TIMEOUT_MS,
            },
          },
    cardCallback: {
      url: vars.CARD_CALLBACK_URL ?? `${publicUrl}/api${cardCallbackPath}`,
      secret: vars.CARD_CALLBACK_SECRET ?? null,
      toleranceBasisPoints: Math.round(vars.CARD_AMOUNT_TOLERANCE_PERCENT * 100),
    },
    fulfilment:
      fulfilmentKind === 'sandbox'
        ? { kind: 'sandbox', timeoutMs: vars.FULFILMENT_TIMEOUT_MS }
        : {
            kind: 'http',
            url: required(
              vars.FULFILMENT_URL,
              'FULFILMENT_URL',
              'where subscription updates are sent',
            ),
            secret: required(
              vars.FULFILMENT_SECRET,
              'FULFILMENT_SECRET',
              'the key the fulfilment webhook is signed with',
            ),
            timeoutMs: vars.FULFILMENT_TIMEOUT_MS,
          },
    retry: {
      maxAttempts: vars.FULFILMENT_MAX_ATTEMPTS,
      initialDelayMs: vars.FULFILMENT_RETRY_INITIAL_MS,
      maxDelayMs: vars.FULFILMENT_RETRY_MAX_MS,
    },
    vouchers:
      voucherKind === 'sandbox'
        ? { kind: 'sandbox', timeoutMs: vars.VOUCHER_TIMEOUT_MS }
        : {
            kind: 'http',
            url: required(
              vars.VOUCHER_CHECK_URL,
              'VOUCHER_CHECK_URL',
              'where voucher codes are checked',
            ),
            redeemUrl: required(
              vars.VOUCHER_REDEEM_URL,
              'VOUCHER_REDEEM_URL',
              'where voucher codes are redeemed',
            ),
            apiKey: vars.VOUCHER_API_KEY ?? null,
            timeoutMs: vars.VOUCHER_TIMEOUT_MS,
          },
    mail:
      mailKind === 'outbox'
        ? { kind: 'outbox', from: vars.MAIL_FROM }
        : {
            kind: 'smtp',
            smtp: {
              host: required(vars.SMTP_HOST, 'SMTP_HOST', 'the mail server e-mails go through'),
              port: vars.SMTP_PORT,
              secure: vars.SMTP_SECURE,
              user: vars.SMTP_USER ?? null,
              password: vars.SMTP_PASSWORD ?? null,
              from: vars.MAIL_FROM,
              timeoutMs: vars.SMTP_TIMEOUT_MS,
            },
          },
    mailPerRecipient: {
      perHour: vars.MAIL_PER_RECIPIENT_PER_HOUR,
      perDay: vars.MAIL_PER_RECIPIENT_PER_DAY,
    },
    sandboxHost: vars.SANDBOX_HOST,
    choices,
    checkpointPublication: {
      file: vars.AUDIT_PUBLISH_FILE ?? null,
      url: vars.AUDIT_PUBLISH_URL
        ? {
            url: vars.AUDIT_PUBLISH_URL,
            token: vars.AUDIT_PUBLISH_TOKEN ?? null,
            timeoutMs: vars.AUDIT_PUBLISH_TIMEOUT_MS,
          }
        : null,
    },
  };
};
