/**
 * Back-in-stock alerts (issue 36 item 2; the states in shared-contracts/domain/stock-alerts.ts).
 *
 * - Asking: anyone gives an e-mail address for a sold-out product (or, for one sold by variant, a
 *   sold-out variant). A confirmation e-mail with a one-time link goes out (double opt-in: nobody is
 *   signed up by someone else); the answer is the same whether the address was already waiting, and
 *   one open alert is kept per mailbox and item.
 * - Confirming: the link's page posts the token; the alert waits from then on (or, when the item
 *   came back meanwhile, the page says so and no e-mail is needed).
 * - Releasing: every path that puts units back on a shelf calls `releaseStockAlerts` in its own
 *   transaction with the units that came back (admin stock adjustments of a product or a variant, a
 *   variant added to the grid with stock, a cancelled order's stock, including a reservation that
 *   ran out, a parcel returned before delivery, a return received and restocked). It takes the
 *   waiting alerts of that item oldest first, at most as many as the units that came back and the
 *   item now holds, marks them sent and queues their e-mails through the outbox in each shopper's
 *   language. The rest wait for the next units. Every such path holds the product row's lock (its
 *   stock UPDATE) until it commits, so two raises at once release one after the other: never more
 *   alerts than units.
 *   Not a release: a checkout that replaces its own unpaid order (the units go straight back into
 *   the new order in the same transaction).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import './stock-alerts.messages';
import { i18n } from 'shared-contracts/platform/i18n';
import type { StockAlertConfirmed, StockAlertDemand, StockAlertRequest } from 'shared-contracts/api/stock-alerts';
import { localizePath, type Locale, isLocale, DEFAULT_LOCALE } from 'shared-contracts/i18n/locales';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { STOCK_ALERT_TOKEN_PARAM } from 'shared-contracts/domain/stock-alerts';
import { variantLabel } from 'shared-contracts/domain/variants';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { products, productVariants, stockAlerts } from '../db/schema';
import { HttpError } from '../http/errors';
import { mailboxOf } from '../identity/mailbox';
import { lineNames } from '../catalogue/localize';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks, type Block, type RenderedMail } from '../mail/templates';
import type { Services } from '../services';

type Links = Pick<Config, 'publicUrl'>;
/** One item alerts wait for: a product sold without variants (variantId null), or one variant. */
export type AlertItem = { productId: string; variantId: string | null };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const refusal = (key: string, lng: Locale) => i18n.t(`stockAlerts:refusal.${key}`, { lng });

type ItemRow = {
  product: Pick<typeof products.$inferSelect, 'id' | 'slug' | 'title' | 'translations' | 'options' | 'stock' | 'published'>;
  variant: Pick<typeof productVariants.$inferSelect, 'id' | 'optionValues' | 'stock'> | null;
};

async function findItem(db: Db, item: AlertItem): Promise<ItemRow | undefined> {
  const [product] = await db
    .select({ id: products.id, slug: products.slug, title: products.title, translations: products.translations, options: products.options, stock: products.stock, published: products.published })
    .from(products)
    .where(eq(products.id, item.productId));
  if (!product) return undefined;
  if (!item.variantId) return { product, variant: null };
  const [variant] = await db
    .select({ id: productVariants.id, optionValues: productVariants.optionValues, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, item.variantId), eq(productVariants.productId, item.productId)));
  return variant ? { product, variant } : undefined;
}

const itemStock = (row: ItemRow) => (row.variant ? row.variant.stock : row.product.stock);

function renderAlertMail(kind: 'confirm' | 'back', input: { email: string; title: string; url: string; language: Locale }): RenderedMail {
  const lng = input.language;
  const t = (key: string) => i18n.t(`stockAlerts:mail.${key}`, { lng, email: input.email, title: input.title, interpolation: { escapeValue: false } });
  const blocks: Block[] =
    kind === 'confirm'
      ? [{ text: t('greeting') }, { text: t('confirm.intro') }, { text: t('confirm.link'), href: input.url, strong: true }, { text: t('confirm.ignore') }]
      : [{ text: t('greeting') }, { text: t('back.intro') }, { text: t('back.link'), href: input.url, strong: true }, { text: t('back.once') }];
  return { subject: t(`${kind}.subject`), ...renderBlocks(blocks, lng) };
}

/** "Kurta (Size: M)" in the shopper's language, as an order line names it. */
function itemTitle(row: ItemRow, language: Locale): string {
  const names = lineNames(row.product, row.variant ?? undefined, language);
  return names.variant ? `${names.title} (${names.variant})` : names.title;
}

/**
 * Asks for an alert: refused (on its field) for a product not sold, a product sold by variant
 * without one, or an item in stock. Queues the confirmation e-mail; an address already waiting (or
 * already asked and not confirmed) gets nothing more, and the same answer.
 */
export async function requestStockAlert(services: Services, request: StockAlertRequest, language: Locale): Promise<{ requested: true }> {
  const { db, config } = services;
  const item: AlertItem = { productId: request.productId, variantId: request.variantId ?? null };
  const row = await findItem(db, item);
  if (!row || !row.product.published) throw new HttpError('validation_failed', { [item.variantId && row ? 'variantId' : 'productId']: [refusal('product', language)] });
  if (!row.variant && row.product.options.length > 0) throw new HttpError('validation_failed', { variantId: [refusal('variant', language)] });
  if (itemStock(row) > 0) throw new HttpError('conflict', { [row.variant ? 'variantId' : 'productId']: [refusal('in_stock', language)] });

  const token = randomBytes(32).toString('hex');
  const email = request.email.trim();
  await db.transaction(async (tx) => {
    const [alert] = await tx
      .insert(stockAlerts)
      .values({ id: randomUUID(), productId: item.productId, variantId: item.variantId, email, mailbox: mailboxOf(email), language, tokenHash: hashToken(token) })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (!alert) return; // already asked: no second e-mail
    const url = `${config.publicUrl}${localizePath(PATHS.stockAlertConfirm, language)}?${STOCK_ALERT_TOKEN_PARAM}=${token}`;
    const mail = renderAlertMail('confirm', { email, title: itemTitle(row, language), url, language });
    await enqueueMail(tx, { kind: 'stock_alert_confirm', orderId: null, dedupeKey: `stock_alert_confirm:${alert.id}`, to: email, language, ...mail });
  });
  return { requested: true };
}

/**
 * Confirms the alert of `token` (404 for none). Confirming again answers the same. When the item
 * is in stock by now, the page says so and the alert is done: the shopper is already there.
 */
export async function confirmStockAlert(services: Services, token: string): Promise<StockAlertConfirmed> {
  return services.db.transaction(async (tx) => {
    const [alert] = await tx.select().from(stockAlerts).where(eq(stockAlerts.tokenHash, hashToken(token))).for('update');
    if (!alert) throw new HttpError('not_found');
    const row = await findItem(tx, alert);
    if (!row) throw new HttpError('not_found');
    const language = isLocale(alert.language) ? alert.language : DEFAULT_LOCALE;
    const inStock = itemStock(row) > 0;
    let status = alert.status;
    if (status === 'unconfirmed') {
      status = inStock ? 'sent' : 'waiting';
      const now = new Date().toISOString();
      await tx
        .update(stockAlerts)
        .set({ status, confirmedAt: now, ...(inStock ? { sentAt: now } : {}) })
        .where(eq(stockAlerts.id, alert.id));
    }
    const names = lineNames(row.product, row.variant ?? undefined, language);
    return { status, inStock, product: { slug: row.product.slug, title: names.title, ...(names.variant ? { variant: names.variant } : {}) } };
  });
}

/**
 * `units` came back to `item` in the caller's transaction (which holds the product row's lock):
 * the oldest waiting alerts, at most `units` and at most what the item now holds, are marked sent
 * and their e-mails queued. Answers how many were released.
 */
export async function releaseStockAlerts(tx: Db, links: Links, item: AlertItem, units: number): Promise<number> {
  if (units <= 0) return 0;
  const row = await findItem(tx, item);
  if (!row || !row.product.published) return 0;
  const limit = Math.min(units, itemStock(row));
  if (limit <= 0) return 0;
  const due = await tx
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, item.productId),
        item.variantId ? eq(stockAlerts.variantId, item.variantId) : isNull(stockAlerts.variantId),
        eq(stockAlerts.status, 'waiting'),
      ),
    )
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(limit)
    .for('update');
  if (due.length === 0) return 0;
  const now = new Date().toISOString();
  await tx
    .update(stockAlerts)
    .set({ status: 'sent', sentAt: now })
    .where(inArray(stockAlerts.id, due.map((alert) => alert.id)));
  for (const alert of due) {
    const language = isLocale(alert.language) ? alert.language : DEFAULT_LOCALE;
    const url = `${links.publicUrl}${localizePath(productPath(row.product.slug), language)}`;
    const mail = renderAlertMail('back', { email: alert.email, title: itemTitle(row, language), url, language });
    await enqueueMail(tx, { kind: 'back_in_stock', orderId: null, dedupeKey: `back_in_stock:${alert.id}`, to: alert.email, language, ...mail });
  }
  return due.length;
}

/** Units of order lines put back on the shelf (a cancelled order, a parcel back, a return restocked): released per item. */
export async function releaseForLines(
  tx: Db,
  links: Links,
  lines: readonly { productId: string; variantId?: string | null; quantity: number }[],
): Promise<number> {
  const units = new Map<string, { item: AlertItem; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}/${line.variantId ?? ''}`;
    const entry = units.get(key) ?? { item: { productId: line.productId, variantId: line.variantId ?? null }, quantity: 0 };
    entry.quantity += line.quantity;
    units.set(key, entry);
  }
  let released = 0;
  for (const { item, quantity } of [...units.values()].sort((a, b) => (a.item.productId + (a.item.variantId ?? '') < b.item.productId + (b.item.variantId ?? '') ? -1 : 1))) {
    released += await releaseStockAlerts(tx, links, item, quantity);
  }
  return released;
}

/** Confirmed alerts waiting, per product and variant, most wanted first. */
export async function stockAlertDemand(db: Db): Promise<StockAlertDemand> {
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      title: products.title,
      productStock: products.stock,
      optionValues: productVariants.optionValues,
      variantStock: productVariants.stock,
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${stockAlerts.confirmedAt})`,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(eq(stockAlerts.status, 'waiting'))
    .groupBy(stockAlerts.productId, stockAlerts.variantId, products.title, products.stock, productVariants.optionValues, productVariants.stock)
    .orderBy(sql`count(*) desc`, products.title);
  const items = rows.map((row) => ({
    productId: row.productId,
    title: row.title,
    variantId: row.variantId,
    variant: row.optionValues ? variantLabel(row.optionValues) : null,
    stock: row.variantId ? (row.variantStock ?? 0) : row.productStock,
    waiting: Number(row.waiting),
    oldest: new Date(row.oldest).toISOString(),
  }));
  return { items, total: items.reduce((sum, item) => sum + item.waiting, 0) };
}
