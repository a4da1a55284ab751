/**
 * Where mails go: an SMTP server through nodemailer (SMTP_URL), or, locally without one, nowhere:
 * the outbox row itself is the kept mail, shown on the development mail page (/___mail).
 */
import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox';

export interface MailTransport {
  /** 'smtp' or 'kept', recorded on each sent row. */
  readonly name: 'smtp' | 'kept';
  /** Resolves once the server accepted the mail; throws a SendError otherwise. */
  send(mail: OutboxRow, from: string): Promise<void>;
  close(): void;
}

/**
 * A send that failed: `permanent` when the server refused the mail itself (5xx), so retrying cannot
 * help; `unreachable` when no server answered (connection refused or timed out), so the other mails
 * wait too.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

/** The domain of the Message-ID, which stays the same on every try of one mail. */
const messageIdDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'shop.local';

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // One send takes at most their sum (MAX_SEND_MS in mail/worker.ts), well inside the outbox lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(mail, from) {
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<outbox-${mail.id}-${mail.dedupeKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${messageIdDomain(from)}>`,
          headers: { ...mail.headers, 'Content-Language': mail.language },
        });
      } catch (error) {
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        throw new SendError(
          error instanceof Error ? error.message : String(error),
          responseCode !== undefined && responseCode >= 500 && responseCode < 600,
          responseCode === undefined && code !== undefined && CONNECTION_FAILURES.has(code),
        );
      }
    },
    close: () => transporter.close(),
  };
}

export const keptTransport: MailTransport = { name: 'kept', send: async () => undefined, close: () => undefined };

export function mailTransport(config: { smtpUrl: string | null }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : keptTransport;
}
