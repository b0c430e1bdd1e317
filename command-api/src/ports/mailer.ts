export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing e-mail: SMTP in production, .eml files under DATA_DIR/outbox in the sandbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
