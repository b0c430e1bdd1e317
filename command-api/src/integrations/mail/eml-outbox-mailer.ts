import { renameSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { ensurePrivateDir, writePrivateFile } from '@ghost/events';
import type { MailMessage, Mailer } from '../../ports/mailer.js';

/**
 * The mail sandbox: every e-mail becomes a real .eml file (composed by nodemailer, as the SMTP
 * adapter would send it) in a directory, DATA_DIR/outbox by default, for a tester to open.
 */
export class EmlOutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  private sequence = 0;

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      date: this.clock(),
    });
    if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer gave no message');
    ensurePrivateDir(this.directory);
    // Sorted by time when listed; the sequence keeps two e-mails of one millisecond apart.
    const stamp = this.clock().toISOString().replace(/[:.]/g, '-');
    this.sequence += 1;
    const name = `${stamp}-${String(this.sequence).padStart(4, '0')}-${process.pid}.eml`;
    const partial = join(this.directory, `.${name}.partial`);
    writePrivateFile(partial, info.message);
    renameSync(partial, join(this.directory, name));
  }
}
