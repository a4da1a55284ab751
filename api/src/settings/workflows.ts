/**
 * What the admin's Settings page does (issue 23 items 1-3). Input arrives parsed by the shared
 * schemas (shared-contracts/api/settings: the spec's rules, the same as the forms'); every change
 * is written with its audit-log row in one transaction, then every instance's cache is dropped.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  linesOf,
  type AccessSettings,
  type CheckoutSettings,
  type NotificationSettings,
  type NotificationsPage,
  type PublicStore,
  type StoreDetails,
  type Webhook,
  type WebhookDelivery,
  type webhookInputSchema,
} from 'shared-contracts/api/settings';
import type { FieldErrors } from 'shared-contracts/api/error-codes';
import type { ShippingTable } from 'shared-contracts/domain/delivery';
import type { Locale } from 'shared-contracts/i18n/locales';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import type { z } from 'zod';
import { changedFields, recordAudit, type AuditChanges } from '../audit/audit-log';
import { formatPreviews, parsePreviews } from 'shared-contracts/remotes/previews';
import { shopSettings, webhooks } from '../db/schema';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import type { Services } from '../services';
import { addressAllowed } from '../security/admin-allow-list';
import { outgoingRefusal } from '../security/outgoing';
import { deliveriesOf, type DeliveryRow } from '../webhooks/deliveries';
import { headerPairs } from '../webhooks/worker';
import { queueTestDelivery } from '../webhooks/events';
import { readSettings, readSettingsIn, settingsChanged, writeSettings, type SettingsSection, type SettingsSections } from './store';

const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

export async function saveSection<K extends SettingsSection>(services: Services, caller: Caller, section: K, value: SettingsSections[K], redact: (changes: AuditChanges) => AuditChanges = (c) => c) {
  await services.db.transaction(async (tx) => {
    const before = await readSettingsIn(tx, services.config, section);
    const changes = changedFields(before, value, Object.keys(value) as (keyof SettingsSections[K] & string)[]);
    if (!Object.keys(changes).length) return;
    await writeSettings(tx, section, value);
    await recordAudit(tx, { actor: actorOf(caller), action: 'settings.update', target: { type: 'settings', id: section }, changes: redact(changes) });
  });
  await settingsChanged(services.database);
}

// 1. Store details

export const getStoreDetails = (services: Services): Promise<StoreDetails> => readSettings(services, 'store');

/**
 * What every page may show of them: the route's response schema (publicStoreSchema, cut from the
 * store details) sends only its fields, not the invoice prefix, the state nor the language.
 */
export const getPublicStore = (services: Services): Promise<PublicStore> => readSettings(services, 'store');

export async function saveStoreDetails(services: Services, caller: Caller, input: StoreDetails): Promise<StoreDetails> {
  await saveSection(services, caller, 'store', input);
  return readSettings(services, 'store');
}

// 2. Notifications and webhooks

function toWebhook(row: typeof webhooks.$inferSelect): Webhook {
  return {
    id: row.id,
    url: row.url,
    hasAuth: Boolean(row.auth),
    headerNames: headerPairs(row.headers).map(([name]) => name),
    events: row.events as Webhook['events'],
    createdAt: isoTime(row.createdAt),
  };
}

export async function getNotifications(services: Services): Promise<NotificationsPage> {
  const [settings, rows] = await Promise.all([readSettings(services, 'notifications'), services.db.select().from(webhooks).orderBy(webhooks.createdAt)]);
  return { ...settings, webhooks: rows.map(toWebhook) };
}

/**
 * Webhook and Slack URLs reach the public internet only (security/outgoing.ts; the worker checks
 * again when it connects): each field that would reach anything else is a 400 with its message.
 */
async function assertPublicTargets(services: Services, lng: Locale, urls: Record<string, string>): Promise<void> {
  const fields: FieldErrors = {};
  for (const [field, url] of Object.entries(urls)) {
    if (url && (await outgoingRefusal(url, services.config.outgoing))) fields[field] = [withLanguage(lng, () => translate('publicAddress'))];
  }
  if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);
}

export async function saveNotifications(services: Services, caller: Caller, input: NotificationSettings, lng: Locale): Promise<NotificationsPage> {
  await assertPublicTargets(services, lng, { slackWebhookUrl: input.slackWebhookUrl });
  const value = { ...input, recipients: input.recipients.map((address) => address.trim()) };
  // the Slack URL carries its own secret: the log says it changed, not what it is
  await saveSection(services, caller, 'notifications', value, (changes) =>
    changes.slackWebhookUrl ? { ...changes, slackWebhookUrl: { from: '(hidden)', to: '(hidden)' } } : changes,
  );
  return getNotifications(services);
}

export async function createWebhook(services: Services, caller: Caller, input: z.output<typeof webhookInputSchema>, lng: Locale): Promise<{ webhook: Webhook; secret: string }> {
  await assertPublicTargets(services, lng, { url: input.url });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await services.db.transaction(async (tx) => {
    const count = (await tx.select({ id: webhooks.id }).from(webhooks)).length;
    if (count >= 10) throw new HttpError('conflict');
    const [created] = await tx
      .insert(webhooks)
      .values({ id: randomUUID(), url: input.url, secret, auth: input.auth || null, headers: linesOf(input.headers.replace(/,/g, '\n')), events: [...new Set(input.events)] })
      .returning();
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'webhook.create',
      target: { type: 'webhook', id: created!.id },
      // never the secret, the password or the header values
      changes: { url: { from: null, to: created!.url }, events: { from: null, to: created!.events } },
    });
    return created!;
  });
  return { webhook: toWebhook(row), secret };
}

export async function deleteWebhook(services: Services, caller: Caller, id: string): Promise<{ ok: true }> {
  await services.db.transaction(async (tx) => {
    const [removed] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
    if (!removed) throw new HttpError('not_found');
    await recordAudit(tx, { actor: actorOf(caller), action: 'webhook.delete', target: { type: 'webhook', id }, changes: { url: { from: removed.url, to: null } } });
  });
  return { ok: true };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    createdAt: isoTime(row.createdAt),
    deliveredAt: row.deliveredAt ? isoTime(row.deliveredAt) : null,
    nextAttemptAt: isoTime(row.nextAttemptAt),
  };
}

async function existingWebhook(services: Services, id: string) {
  const [row] = await services.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw new HttpError('not_found');
}

export async function testWebhook(services: Services, id: string): Promise<WebhookDelivery> {
  await existingWebhook(services, id);
  return toDelivery(await queueTestDelivery(services.db, services.config, id));
}

export async function webhookDeliveries(services: Services, id: string): Promise<{ items: WebhookDelivery[] }> {
  await existingWebhook(services, id);
  return { items: (await deliveriesOf(services.db, id)).map(toDelivery) };
}

// 3. Admin access

export async function getAccess(services: Services, yourAddress: string): Promise<AccessSettings> {
  return { ...(await readSettings(services, 'access')), yourAddress };
}

/**
 * Saves the allow-list. One that leaves out the caller's own address shuts them out at once, so it
 * is refused (409 conflict, `details.yourAddress`) unless they confirmed it.
 */
export async function saveAccess(services: Services, caller: Caller, input: { addresses: string; confirmLockout?: boolean | undefined }, yourAddress: string): Promise<AccessSettings> {
  const addresses = [...new Set(linesOf(input.addresses))];
  if (!addressAllowed(addresses, yourAddress) && !input.confirmLockout) throw new HttpError('conflict', undefined, undefined, { yourAddress });
  await saveSection(services, caller, 'access', { addresses });
  return getAccess(services, yourAddress);
}

// 4. Checkout

export const getCheckoutSettings = (services: Services): Promise<CheckoutSettings> => readSettings(services, 'checkout');

/** The guest share (checkout/guest-limits.ts): the next guest checkout on any instance reads it. */
export async function saveCheckoutSettings(services: Services, caller: Caller, input: CheckoutSettings): Promise<CheckoutSettings> {
  await saveSection(services, caller, 'checkout', input);
  return readSettings(services, 'checkout');
}

// 4b. Shipping (issue 32 item 2): zones, rates, dispatch days; the next estimate and checkout on any instance read it

export const getShipping = (services: Services): Promise<ShippingTable> => readSettings(services, 'shipping');

/** The table, judged whole by shippingTableSchema (no overlapping PIN codes, no state in two zones). */
export async function saveShipping(services: Services, caller: Caller, input: ShippingTable): Promise<ShippingTable> {
  await saveSection(services, caller, 'shipping', input);
  return readSettings(services, 'shipping');
}

// 5. Remote previews

/** Each admin's overrides are a row of their own in shop_settings: 'previews:<uid>'. */
const previewsKey = (caller: Pick<Caller, 'uid'>) => `previews:${caller.uid}`;

async function storedPreviews(db: Services['db'], caller: Pick<Caller, 'uid'>): Promise<string> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, previewsKey(caller)));
  const overrides = row?.value.overrides;
  return typeof overrides === 'string' ? overrides : '';
}

export async function getPreviews(services: Services, caller: Caller): Promise<{ overrides: string }> {
  return { overrides: await storedPreviews(services.db, caller) };
}

/**
 * Keeps the caller's overrides, already judged by the shared rules (previewsInputSchema: the same
 * words as the form). Only that admin's browser applies them: nothing here changes what anyone
 * else, or the server's rendering, loads. Written with its audit-log row.
 */
export async function savePreviews(services: Services, caller: Caller, input: { overrides: string }): Promise<{ overrides: string }> {
  const overrides = formatPreviews(parsePreviews(input.overrides));
  await services.db.transaction(async (tx) => {
    const before = await storedPreviews(tx, caller);
    if (before === overrides) return;
    await tx
      .insert(shopSettings)
      .values({ key: previewsKey(caller), value: { overrides } })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: { overrides }, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` } });
    await recordAudit(tx, { actor: actorOf(caller), action: 'settings.update', target: { type: 'settings', id: 'previews' }, changes: { overrides: { from: before, to: overrides } } });
  });
  return { overrides };
}
