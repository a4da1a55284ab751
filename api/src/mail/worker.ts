/**
 * The outbox worker: every API instance runs one (modules/mail.ts). Each round it claims the due
 * mails (mail/outbox.ts), sends them one by one and marks each sent; a mail the server could not
 * take (unreachable, busy, 4xx) is due again after an exponential backoff: 30 s, 1, 2, 4 ... up to
 * 30 minutes between tries, for as long as it takes. A mail the server refuses for good (5xx, e.g.
 * an address that does not exist) is kept as failed, with the server's answer.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { claimDueMails, markMailFailed, markMailSent } from './outbox';
import { SendError, type MailTransport } from './transport';

export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 30 * 60_000;
/** How long a claim holds a mail: longer than the transport's time-outs (mail/transport.ts). */
export const MAIL_LEASE_MS = 2 * 60_000;
/** The longest one send can take: the transport's connection, greeting and socket time-outs (mail/transport.ts). */
export const MAX_SEND_MS = 40_000;
const BATCH = 20;

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

export interface MailWorker {
  readonly id: string;
  /** Sends what is due at `now`; resolves with how many were sent. */
  deliverDue(now?: Date): Promise<{ sent: number; failed: number }>;
}

export function mailWorker(db: Db, transport: MailTransport, from: string, id = `worker-${randomUUID()}`): MailWorker {
  return {
    id,
    async deliverDue(now = new Date()) {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const claimed = await claimDueMails(db, id, now, MAIL_LEASE_MS, BATCH);
        // Our hold, on this machine's clock: a mail is sent only while a whole send still fits in it,
        // or another worker could take it after the lease and send it too.
        const holdEnds = Date.now() + MAIL_LEASE_MS - MAX_SEND_MS;
        let unreachable: string | null = null;
        for (const mail of claimed) {
          if (unreachable !== null || Date.now() > holdEnds) {
            // The server is down (no use trying the rest now) or our hold is running out: due again later.
            failed++;
            await markMailFailed(db, mail.id, id, unreachable ?? 'not tried: the claim ran out', new Date(now.getTime() + retryDelay(mail.attempts)));
            continue;
          }
          try {
            await transport.send(mail, from);
          } catch (error) {
            failed++;
            const message = error instanceof Error ? error.message : String(error);
            const permanent = error instanceof SendError && error.permanent;
            if (error instanceof SendError && error.unreachable) unreachable = message;
            await markMailFailed(db, mail.id, id, message, permanent ? null : new Date(now.getTime() + retryDelay(mail.attempts)));
            continue;
          }
          if (await markMailSent(db, mail.id, id, transport.name, new Date())) sent++;
        }
        if (claimed.length < BATCH || unreachable !== null) return { sent, failed };
      }
    },
  };
}
