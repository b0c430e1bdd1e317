import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { outsideFailureOf } from '../testing/outside-failure.js';
import { EmlOutboxMailer } from './eml-outbox-mailer.js';
import { composePaymentNotification } from './payment-notification.js';
import { PaymentNotifier } from './payment-notifier.js';
import { SmtpMailer, type SmtpConfig } from './smtp-mailer.js';

const dir = mkdtempSync(join(tmpdir(), 'ghost-mail-'));
const from = 'Ghost payments <payments@ghost.example>';
const japanese = composePaymentNotification(
  'submitted',
  {
    paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJKL',
    type: 'ghost-eshop-pro',
    method: 'nintendo-eshop',
    amount: { minor: 1200, currency: 'JPY' },
    email: 'player1@example.com',
    language: 'ja',
  },
  'https://pay.example',
);

/** A local SMTP server: keeps what it receives; refuses recipients at refused.example. */
const received: { from: string; to: string[]; user: string | null; raw: Buffer }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth: (auth, _session, callback) => {
    if (auth.username === 'portal' && auth.password === 'secret')
      callback(null, { user: 'portal' });
    else callback(new Error('Invalid username or password'));
  },
  onRcptTo: (address, _session, callback) => {
    if (address.address.endsWith('@refused.example')) {
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(refusal);
      return;
    }
    callback();
  },
  onData: (stream, session, callback) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: typeof session.user === 'string' ? session.user : null,
        raw: Buffer.concat(chunks),
      });
      callback();
    });
  },
});
let smtpPort = 0;

/** A server that takes connections and never says a word: an SMTP server that hangs. */
const silentSockets = new Set<Socket>();
const silent: Server = createServer((socket) => {
  silentSockets.add(socket);
});
let silentPort = 0;

const listen = (server: { listen: Server['listen'] }, port = 0) =>
  new Promise<number>((resolve) => {
    const net = server.listen(port, '127.0.0.1', () => {
      resolve((net.address() as AddressInfo).port);
    });
  });

const smtpMailer = (overrides: Partial<SmtpConfig> = {}) =>
  new SmtpMailer({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    user: 'portal',
    password: 'secret',
    from,
    timeoutMs: 2000,
    ...overrides,
  });

beforeAll(async () => {
  smtpPort = await listen(smtp.server);
  silentPort = await listen(silent);
});
afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) =>
    silent.close(() => {
      resolve();
    }),
  );
  await new Promise<void>((resolve) => {
    smtp.close(() => {
      resolve();
    });
  });
  rmSync(dir, { recursive: true, force: true });
});

describe('the .eml outbox mailer (the mail sandbox)', () => {
  it('writes each e-mail as a real .eml file that mail readers parse back', async () => {
    const outbox = join(dir, 'outbox');
    const mailer = new EmlOutboxMailer(outbox, from, () => new Date('2025-03-01T10:00:00Z'));
    await mailer.send(japanese);
    await mailer.send({ ...japanese, to: 'player2@example.com' });
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const parsed = await simpleParser(readFileSync(join(outbox, files[0]!)));
    expect(parsed.subject).toBe(japanese.subject);
    expect(parsed.text).toBe(japanese.text);
    expect(parsed.html).toBe(japanese.html);
    expect(parsed.from?.value).toEqual([
      { name: 'Ghost payments', address: 'payments@ghost.example' },
    ]);
    expect(parsed.date).toEqual(new Date('2025-03-01T10:00:00Z'));
    const second = await simpleParser(readFileSync(join(outbox, files[1]!)));
    expect(second.to && !Array.isArray(second.to) ? second.to.text : '').toBe(
      'player2@example.com',
    );
  });
});

describe('the SMTP mailer against a local SMTP server', () => {
  it('delivers the e-mail, signed in, with its text and HTML parts', async () => {
    await smtpMailer().send(japanese);
    const got = received.at(-1)!;
    expect(got.from).toBe('payments@ghost.example');
    expect(got.to).toEqual(['player1@example.com']);
    expect(got.user).toBe('portal');
    const parsed = await simpleParser(got.raw);
    expect(parsed.subject).toBe(japanese.subject);
    expect(parsed.text).toBe(japanese.text);
    expect(parsed.html).toBe(japanese.html);
  });

  it('reports a refused recipient with the SMTP reply code', async () => {
    const failure = await outsideFailureOf(
      smtpMailer().send({ ...japanese, to: 'someone@refused.example' }),
    );
    expect(failure).toMatchObject({ failure: 'status', status: 550 });
  });

  it('reports wrong credentials', async () => {
    const failure = await outsideFailureOf(smtpMailer({ password: 'wrong' }).send(japanese));
    expect(failure.status).toBe(535);
  });

  it('reports a server that never answers as a timeout', async () => {
    const failure = await outsideFailureOf(
      smtpMailer({ port: silentPort, timeoutMs: 200 }).send(japanese),
    );
    expect(failure.failure).toBe('timeout');
  });

  it('reports a refused connection as a network failure', async () => {
    const server = createServer();
    const closed = await listen(server);
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    const failure = await outsideFailureOf(smtpMailer({ port: closed }).send(japanese));
    expect(failure.failure).toBe('network');
  });
});

describe('notifying a payer', () => {
  const settings = {
    notifications_email: 'true',
    notifications_payment: 'true',
    notifications_failure: 'true',
  };
  const payment = {
    paymentId: 'GHOST-1732291234567-NOTIFIERTEST00000000',
    type: 'ghost-eshop-pro' as const,
    method: 'card' as const,
    amount: { minor: 1200, currency: 'USD' },
    email: 'player3@example.com',
    language: 'de',
  };

  it('sends the e-mail in the payer language when the settings allow it', async () => {
    const notifier = new PaymentNotifier(smtpMailer(), {
      trackingBaseUrl: 'https://pay.example',
      log: createLogger('test', 'silent'),
    });
    expect(await notifier.notify('verified', payment, settings)).toEqual({ sent: true });
    const parsed = await simpleParser(received.at(-1)!.raw);
    expect(parsed.subject).toBe(`Ihre Zahlung ${payment.paymentId} ist verifiziert`);
  });

  it('sends nothing when switched off, or without an address', async () => {
    const before = received.length;
    const notifier = new PaymentNotifier(smtpMailer(), {
      trackingBaseUrl: 'https://pay.example',
      log: createLogger('test', 'silent'),
    });
    expect(
      await notifier.notify('submitted', payment, { ...settings, notifications_payment: 'false' }),
    ).toEqual({ sent: false, why: 'switched_off' });
    expect(await notifier.notify('submitted', { ...payment, email: null }, settings)).toEqual({
      sent: false,
      why: 'no_address',
    });
    expect(received.length).toBe(before);
  });

  it('answers mail_failed instead of throwing when the mail server is down', async () => {
    const notifier = new PaymentNotifier(smtpMailer({ port: silentPort, timeoutMs: 200 }), {
      trackingBaseUrl: 'https://pay.example',
      log: createLogger('test', 'silent'),
    });
    const outcome = await notifier.notify('failed', payment, settings);
    expect(outcome).toMatchObject({ sent: false, why: 'mail_failed' });
  });
});
