/**
 * The customer's own data (issue 35 item 5): consents in My account, "Download my data" and its
 * signed link; and this instance's background work, on the outbox's poll (config.mail.pollMs):
 * the downloads due (privacy/export.ts), and the retention job once an hour (privacy/retention.ts).
 * Stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { privacyRoutes as routes } from 'shared-contracts/api/privacy';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { consentHistory, hasMarketingConsent, recordConsent } from '../privacy/consent';
import { buildDueExports, latestDataExport, openDataExport, requestDataExport, toDataExport } from '../privacy/export';
import { enforceRetention, RETENTION_SWEEP_MS } from '../privacy/retention';
import { isoTime } from '../db/timestamps';
import type { Db } from '../db/database';
import type { Caller } from '../identity/identity';

/** Per account; asking for a download is rare (one open at a time anyway); the link per client address. */
export const PRIVACY_RATE_LIMITS = {
  read: { max: 120, timeWindow: '1 minute' },
  write: { max: 10, timeWindow: '1 minute' },
  download: { max: 30, timeWindow: '1 minute' },
};

async function myConsents(db: Db, user: Caller) {
  const subject = { userId: user.uid, email: user.email };
  const history = await consentHistory(db, subject);
  return {
    marketing: await hasMarketingConsent(db, subject),
    history: history.map((row) => ({ kind: row.kind, granted: row.granted, version: row.version, source: row.source, at: isoTime(row.at) })),
  };
}

export default async function privacy(app: FastifyInstance) {
  const { services } = app;
  const { db } = services;
  mount(app, routes.myConsents, async ({ user }) => myConsents(db, user), { rateLimit: PRIVACY_RATE_LIMITS.read });
  mount(
    app,
    routes.setMarketingConsent,
    async ({ user, body }) => {
      await recordConsent(db, { userId: user.uid, email: user.email }, { kind: 'marketing', granted: body.granted, source: 'account' });
      return myConsents(db, user);
    },
    { rateLimit: PRIVACY_RATE_LIMITS.write },
  );
  mount(
    app,
    routes.myDataExport,
    async ({ user }) => {
      const row = await latestDataExport(db, user.uid);
      return { latest: row ? toDataExport(row) : null };
    },
    { rateLimit: PRIVACY_RATE_LIMITS.read },
  );
  mount(app, routes.requestDataExport, async ({ request, user }) => requestDataExport(db, user, requestLanguage(request)), { rateLimit: PRIVACY_RATE_LIMITS.write, status: 202 });
  mount(
    app,
    routes.downloadDataExport,
    async ({ request, reply, params, query }) => {
      const file = await openDataExport(db, params.id, query.token, query.format, requestLanguage(request));
      void reply
        .header('content-type', file.type)
        .header('content-disposition', `${query.format === 'json' ? 'attachment' : 'inline'}; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    { rateLimit: PRIVACY_RATE_LIMITS.download },
  );

  const pollMs = services.config.mail.pollMs;
  if (!pollMs) return;
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  let lastSweep = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round = (async () => {
      await buildDueExports(services).catch((error: unknown) => app.log.error(error, 'writing data downloads failed'));
      if (Date.now() - lastSweep < RETENTION_SWEEP_MS) return;
      lastSweep = Date.now();
      const removed = await enforceRetention(db).catch((error: unknown) => app.log.error(error, 'the retention job failed'));
      if (removed) app.log.info({ removed }, 'retention job');
    })().finally(() => (running = false));
  }, pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
