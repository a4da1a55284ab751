/**
 * "Download my data" (issue 35 item 5): a customer asks in My account; a worker on any API instance
 * (modules/privacy.ts, on the outbox's poll) writes the file in the background, section by section
 * (the page shows the progress), as JSON and as a readable HTML page, kept in `data_exports`; the
 * link (an HMAC of the download's id under its own random secret, like the return link's token)
 * is shown on the page and e-mailed, and works until `expiresAt`. The retention job removes the
 * file then.
 *
 * Only the asker's own rows are read: their account's profile, orders (by user id) and the credit
 * notes of those orders, their consents, and the mails about those orders or to their addresses.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { DATA_EXPORT_SECTIONS, RETENTION, type DataExportSection } from 'shared-contracts/domain/privacy';
import { DATA_EXPORT_SECTION_COUNT, type DataExport } from 'shared-contracts/api/privacy';
import { formatDate } from 'shared-contracts/i18n/dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';
import { API_PREFIX } from 'shared-contracts/api/common';
import type { Db } from '../db/database';
import { dataExports, mailOutbox, orders, profiles } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { linkToken, sameToken } from '../security/signed-links';
import { listCreditNotes } from '../credit-notes/repository';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml, renderBlocks } from '../mail/templates';
import { orderNumber, toOrderDto } from '../orders/dto';
import type { Services } from '../services';
import { readSettingsIn } from '../settings/store';
import { consentHistory } from './consent';
import { privacyText } from './privacy.messages';

export type DataExportRow = typeof dataExports.$inferSelect;
type ExportServices = Pick<Services, 'db' | 'identity' | 'config'>;

/** How long a worker holds a download it is writing before another may take it over. */
export const DATA_EXPORT_LEASE_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The download link's token: an HMAC of `data-export:<id>` under the download's own secret (never in an answer). */
export function dataExportToken(row: Pick<DataExportRow, 'id' | 'secret'>): string {
  return linkToken(row.secret, 'data-export', row.id);
}

/** The link of a download, relative to the shop's origin (the API's path) or absolute with `publicUrl`. */
export function dataExportLink(row: Pick<DataExportRow, 'id' | 'secret'>, format: 'json' | 'html', publicUrl = ''): string {
  return `${publicUrl}${API_PREFIX}/data-exports/${encodeURIComponent(row.id)}?token=${dataExportToken(row)}&format=${format}`;
}

export function toDataExport(row: DataExportRow, now = new Date()): DataExport {
  const live = row.status === 'ready' && row.expiresAt !== null && new Date(row.expiresAt) > now;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    sections: DATA_EXPORT_SECTION_COUNT,
    requestedAt: isoTime(row.requestedAt),
    readyAt: row.readyAt ? isoTime(row.readyAt) : null,
    expiresAt: row.expiresAt ? isoTime(row.expiresAt) : null,
    links: live ? { json: dataExportLink(row, 'json'), html: dataExportLink(row, 'html') } : null,
  };
}

/** The caller's latest download (a removed one is gone: null). */
export async function latestDataExport(db: Db, uid: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, uid)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(1);
  return row ?? null;
}

/**
 * Asks for a download: one waiting or being written is answered again (a second press makes no
 * second file); otherwise a new one, due at the worker's next round.
 */
export async function requestDataExport(db: Db, user: Caller, language: Locale): Promise<DataExport> {
  const open = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, user.uid), inArray(dataExports.status, ['pending', 'building'])))
    .limit(1);
  if (open[0]) return toDataExport(open[0]);
  const [row] = await db
    .insert(dataExports)
    .values({ id: randomUUID(), userId: user.uid, language, secret: randomBytes(32).toString('hex') })
    .returning();
  if (!row) throw new Error('the download was not written');
  return toDataExport(row);
}

type Sections = Record<DataExportSection, unknown>;

/** Reads one section of the customer's data (only rows of this account, or mails to its addresses and orders). */
async function readSection(db: Db, services: ExportServices, uid: string, section: DataExportSection, seen: { email: string | null; orders: (typeof orders.$inferSelect)[] }): Promise<unknown> {
  switch (section) {
    case 'profile': {
      const identity = await services.identity.getUser(uid);
      const [profile] = await db.select().from(profiles).where(eq(profiles.uid, uid));
      seen.email = identity?.email ?? profile?.email ?? null;
      return {
        email: seen.email,
        name: profile?.name || identity?.displayName || '',
        phone: profile?.phone ?? null,
        gstin: profile?.gstin ?? null,
        accountCreatedAt: identity?.createdAt ?? (profile ? isoTime(profile.createdAt) : null),
        lastSignInAt: identity?.lastSignInAt ?? null,
      };
    }
    case 'addresses': {
      const [profile] = await db.select({ addresses: profiles.addresses }).from(profiles).where(eq(profiles.uid, uid));
      return profile?.addresses ?? [];
    }
    case 'orders': {
      seen.orders = await db.select().from(orders).where(eq(orders.userId, uid)).orderBy(asc(orders.createdAt));
      return seen.orders.map((row) => ({ ...toOrderDto(row), email: row.email }));
    }
    case 'invoices':
      return seen.orders.flatMap((row) =>
        row.invoiceNumber && row.invoicedAt
          ? [{ number: row.invoiceNumber, date: isoTime(row.invoicedAt), order: orderNumber(row.number), lines: row.lines, shipping: row.shipping, totals: row.totals, buyerGstin: row.buyerGstin, billingAddress: row.billingAddress ?? row.shippingAddress }]
          : [],
      );
    case 'creditNotes':
      return [...(await listCreditNotes(db, seen.orders)).values()].flat();
    case 'consents':
      return (await consentHistory(db, { userId: uid, email: seen.email })).map((row) => ({ kind: row.kind, granted: row.granted, version: row.version, source: row.source, at: isoTime(row.at) }));
    case 'emails': {
      const orderIds = seen.orders.map((row) => row.id);
      const addresses = [...new Set([seen.email, ...seen.orders.map((row) => row.email)].flatMap((address) => (address ? [address.toLowerCase()] : [])))];
      const ofCustomer = or(orderIds.length ? inArray(mailOutbox.orderId, orderIds) : undefined, addresses.length ? inArray(sql`lower(${mailOutbox.to})`, addresses) : undefined);
      if (!ofCustomer) return [];
      const mails = await db.select().from(mailOutbox).where(ofCustomer).orderBy(asc(mailOutbox.id));
      return mails.map((mail) => ({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, status: mail.status, queuedAt: isoTime(mail.createdAt), sentAt: mail.sentAt ? isoTime(mail.sentAt) : null }));
    }
  }
}

/** Any value as nested lists a person can read (every text escaped). */
function htmlOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length ? `<ol>${value.map((item) => `<li>${htmlOf(item)}</li>`).join('')}</ol>` : '–';
  if (typeof value === 'object') {
    return `<dl>${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `<dt>${escapeHtml(key)}</dt><dd>${htmlOf(item)}</dd>`)
      .join('')}</dl>`;
  }
  const text = String(value);
  return text.includes('\n') ? `<pre>${escapeHtml(text)}</pre>` : escapeHtml(text);
}

function renderPage(sections: Sections, meta: { shop: string; email: string | null; madeAt: Date; lng: Locale }): string {
  const t = (key: string, values: Record<string, unknown> = {}) => escapeHtml(privacyText(key, meta.lng, values));
  const body = DATA_EXPORT_SECTIONS.map((section) => {
    const value = sections[section];
    const empty = Array.isArray(value) && value.length === 0;
    return `<section id="${section}"><h2>${t(`section.${section}`)}</h2>${empty ? `<p>${t('page.none')}</p>` : htmlOf(value)}</section>`;
  }).join('');
  return (
    `<!doctype html><html lang="${meta.lng}"><head><meta charset="utf-8"><title>${t('page.title', { shop: meta.shop })}</title>` +
    // no style: the API's answers carry default-src 'none', and the browser's own look reads well
    '</head>' +
    `<body><h1>${t('page.title', { shop: meta.shop })}</h1><p>${t('page.made', { date: formatDate(meta.madeAt, meta.lng), email: meta.email ?? '' })}</p>${body}</body></html>`
  );
}

/**
 * Claims the downloads due (waiting, or one whose writer's lease ran out) in one statement, with
 * SKIP LOCKED so two instances never take the same one.
 */
async function claimDueExports(db: Db, workerId: string, now: Date, limit: number): Promise<DataExportRow[]> {
  const at = now.toISOString();
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(or(eq(dataExports.status, 'pending'), and(eq(dataExports.status, 'building'), lte(dataExports.claimedUntil, at))))
    .orderBy(dataExports.requestedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(dataExports)
    .set({ status: 'building', progress: 0, claimedBy: workerId, claimedUntil: new Date(now.getTime() + DATA_EXPORT_LEASE_MS).toISOString(), attempts: sql`${dataExports.attempts} + 1` })
    .where(sql`${dataExports.id} in (${due})`)
    .returning();
}

const heldBy = (id: string, workerId: string) => and(eq(dataExports.id, id), eq(dataExports.claimedBy, workerId), eq(dataExports.status, 'building'));

/** Writes one download section by section, then stores it, marks it ready and queues its e-mail, in one transaction. */
async function buildExport(services: ExportServices, row: DataExportRow, workerId: string, now: Date): Promise<boolean> {
  const { db } = services;
  const lng = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
  const seen: { email: string | null; orders: (typeof orders.$inferSelect)[] } = { email: null, orders: [] };
  const sections = {} as Sections;
  for (const [index, section] of DATA_EXPORT_SECTIONS.entries()) {
    sections[section] = await readSection(db, services, row.userId, section, seen);
    await db.update(dataExports).set({ progress: index + 1 }).where(heldBy(row.id, workerId));
  }
  const store = await readSettingsIn(db, services.config, 'store');
  const shop = store.tradingName || store.legalName;
  const madeAt = new Date();
  const expiresAt = new Date(now.getTime() + RETENTION.dataExportDays * DAY_MS);
  const json = JSON.stringify({ shop, madeAt: madeAt.toISOString(), expiresAt: expiresAt.toISOString(), ...sections }, null, 2);
  const html = renderPage(sections, { shop, email: seen.email, madeAt, lng });
  return db.transaction(async (tx) => {
    const done = await tx
      .update(dataExports)
      .set({ status: 'ready', json, html, readyAt: madeAt.toISOString(), expiresAt: expiresAt.toISOString(), claimedBy: null, claimedUntil: null, lastError: null })
      .where(heldBy(row.id, workerId))
      .returning({ id: dataExports.id });
    if (!done.length) return false; // our lease ran out and another worker took it over
    if (seen.email) {
      const t = (key: string, values: Record<string, unknown> = {}) => privacyText(key, lng, values);
      const mail = renderBlocks(
        [
          { text: t('mail.ready') },
          { text: t('mail.json'), href: dataExportLink(row, 'json', services.config.publicUrl) },
          { text: t('mail.html'), href: dataExportLink(row, 'html', services.config.publicUrl) },
          { text: t('mail.expires', { date: formatDate(expiresAt, lng) }) },
        ],
        lng,
      );
      await enqueueMail(tx, { kind: 'data_export', orderId: null, dedupeKey: `data_export:${row.id}`, to: seen.email, language: lng, subject: t('mail.subject', { shop }), ...mail });
    }
    return true;
  });
}

/** Writes every download due now; resolves with how many became ready. A failure is kept on its row and tried again after the lease. */
export async function buildDueExports(services: ExportServices, now = new Date(), workerId = `exports-${randomUUID()}`): Promise<{ ready: number; failed: number }> {
  let ready = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claimDueExports(services.db, workerId, now, 5);
    for (const row of claimed) {
      try {
        if (await buildExport(services, row, workerId, now)) ready++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        // after three tries it is failed for good (the page says so and offers to ask again)
        await services.db
          .update(dataExports)
          .set({ lastError: message.slice(0, 500), ...(row.attempts >= 3 ? { status: 'failed' as const, claimedBy: null, claimedUntil: null } : {}) })
          .where(heldBy(row.id, workerId));
      }
    }
    if (claimed.length < 5) return { ready, failed };
  }
}

/**
 * The file behind a download link: the token must be this download's (403 on `token` otherwise, in
 * the caller's language), and the link not expired (403 saying so: the file is removed by then).
 */
export async function openDataExport(db: Db, id: string, token: string, format: 'json' | 'html', lng: Locale, now = new Date()): Promise<{ body: string; type: string; filename: string }> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  if (!row || !sameToken(dataExportToken(row), token)) throw new HttpError('forbidden', { token: [privacyText('refusal.token', lng)] });
  if (row.status !== 'ready' || !row.expiresAt || new Date(row.expiresAt) <= now || row.json === null || row.html === null) {
    throw new HttpError('forbidden', { token: [privacyText(row.status === 'ready' ? 'refusal.expired' : 'refusal.token', lng)] });
  }
  const day = isoTime(row.readyAt ?? row.requestedAt).slice(0, 10);
  return format === 'json'
    ? { body: row.json, type: 'application/json; charset=utf-8', filename: `my-data-${day}.json` }
    : { body: row.html, type: 'text/html; charset=utf-8', filename: `my-data-${day}.html` };
}

/** An erased account's downloads (account/erasure.ts). */
export async function eraseDataExports(db: Db, uid: string): Promise<number> {
  return (await db.delete(dataExports).where(eq(dataExports.userId, uid)).returning({ id: dataExports.id })).length;
}
