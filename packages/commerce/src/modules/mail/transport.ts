import nodemailer from 'nodemailer';

/** One message as the dispatcher hands it to a transport. */
export type MailDelivery = {
  /** The outbox row's id: becomes the Message-ID, so a retried message keeps its identity. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines (outbox-headers.ts): List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
};

/** Sends one message or throws; the dispatcher retries on any error. */
export type MailTransport = {
  send(mail: MailDelivery): Promise<void>;
  close(): void;
};

export type SmtpTransportOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  /** `Ridgeline <orders@example.com>`. */
  from: string;
  /** Per connection step (connect, greeting, each command); far below the dispatcher's claim lease. */
  timeoutMs?: number;
};

export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const domain = addressOf(options.from).split('@')[1] ?? 'ridgeline.localhost';
  // Settings in the URL's query string (e.g. ?tls.rejectUnauthorized=false) win over these.
  const transporter = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
    { from: options.from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close() {
      transporter.close();
    },
  };
}

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export class MailConfigError extends Error {
  override name = 'MailConfigError';
}

/**
 * The SMTP transport from `SMTP_URL` and `MAIL_FROM`, or null without `SMTP_URL`: then mails stay
 * in the outbox (pending) and can be read in the development mailbox (`GET /api/dev/mailbox`).
 * A set `SMTP_URL` without `MAIL_FROM`, or a URL that is not smtp:/smtps:, fails at start.
 */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Never echo the URL: it may hold a password.
    throw new MailConfigError('SMTP_URL is not a URL; expected smtp://user:pass@host:587 or smtps://user:pass@host:465.');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
  }
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new MailConfigError('MAIL_FROM is required when SMTP_URL is set, e.g. MAIL_FROM="Ridgeline <orders@example.com>".');
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(addressOf(from))) {
    throw new MailConfigError(`MAIL_FROM '${from}' holds no e-mail address; expected e.g. "Ridgeline <orders@example.com>".`);
  }
  return createSmtpTransport({ url, from });
}
