import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../../ports/mailer.js';
import { OutsideSystemError, type OutsideFailure } from '../outbound/outside-call.js';

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
  /** The sender, e.g. "Ghost payments <payments@example.com>". */
  from: string;
  /** Bound on connecting, on the greeting, on any silence, and on the whole send. */
  timeoutMs: number;
}

const system = 'mail server';

/** Nodemailer's error codes, as the three ways an outside call fails. */
const failureOf = (error: { code?: unknown; responseCode?: unknown }): OutsideFailure => {
  if (error.code === 'ETIMEDOUT' || error.code === 'EABORT') return 'timeout';
  if (typeof error.responseCode === 'number') return 'status';
  if (['ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'EPROXY'].includes(String(error.code)))
    return 'network';
  return 'bad_answer';
};

/** Sends e-mail through an SMTP server with nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user === null ? {} : { auth: { user: config.user, pass: config.password ?? '' } }),
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      dnsTimeout: config.timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const detail = error as Error & { code?: unknown; responseCode?: unknown };
      const failure = failureOf(detail);
      throw new OutsideSystemError(
        system,
        failure,
        failure === 'timeout' ? `no answer within ${this.config.timeoutMs} ms` : detail.message,
        typeof detail.responseCode === 'number' ? detail.responseCode : null,
        null,
        { cause: error },
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
