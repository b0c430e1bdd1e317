import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  language: string | null;
}

/**
 * The e-mails the portal wrote to its mail sandbox (DATA_DIR/outbox, one .eml file each), oldest
 * first, read as a mail client would.
 */
export const emailsIn = async (dataDir: string): Promise<ReceivedEmail[]> => {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return {
        file,
        to: to?.value[0]?.address ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        language:
          typeof mail.html === 'string' ? (/lang="(\w+)"/.exec(mail.html)?.[1] ?? null) : null,
      };
    }),
  );
};

/** The e-mails about one payment. */
export const emailsAbout = async (dataDir: string, paymentId: string) =>
  (await emailsIn(dataDir)).filter((mail) => mail.text.includes(paymentId));
