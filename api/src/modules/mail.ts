/**
 * E-mail: this instance's outbox worker (mail/worker.ts), polling every config.mail.pollMs and
 * stopped when the app closes, each round first queueing the cart reminders due (cart-reminders/sweep.ts); and, locally without SMTP_URL, the development mailbox that the
 * /___mail page reads (never in production: config.ts refuses production without SMTP_URL).
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { isoTime } from '../db/timestamps';
import { mount } from '../http/mount';
import { listMails } from '../mail/outbox';
import { mailTransport } from '../mail/transport';
import { mailWorker } from '../mail/worker';
import { queueCartReminders } from '../cart-reminders/sweep';

/** How many mails the development mailbox shows. */
const MAILBOX_SIZE = 50;

export default async function mail(app: FastifyInstance) {
  const { config, db } = app.services;
  const keptLocally = !config.mail.smtpUrl && config.env !== 'production';

  if (keptLocally) {
    mount(app, routes.devMailbox, async () => ({
      items: (await listMails(db, MAILBOX_SIZE)).map((row) => ({
        id: row.id,
        kind: row.kind,
        orderId: row.orderId,
        to: row.to,
        language: row.language,
        subject: row.subject,
        text: row.text,
        html: row.html,
        status: row.status,
        attempts: row.attempts,
        createdAt: isoTime(row.createdAt),
        sentAt: row.sentAt ? isoTime(row.sentAt) : null,
      })),
    }));
  }

  if (!config.mail.pollMs) return;
  const transport = mailTransport(config.mail);
  const worker = mailWorker(db, transport, config.mail.from);
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow SMTP server: the next round starts when this one is done
    running = true;
    // the cart reminders due are queued first, so this round sends them (cart-reminders/sweep.ts)
    round = queueCartReminders(app.services)
      .catch((error) => app.log.error(error, 'queueing cart reminders failed'))
      .then(() => worker.deliverDue())
      .catch((error) => app.log.error(error, 'sending e-mails failed'))
      .finally(() => (running = false));
  }, config.mail.pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
    transport.close();
  });
}
