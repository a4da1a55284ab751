/**
 * Order notifications (issue 23 item 2), queued inside the transaction of the change they tell
 * about (entering a state, orders/on-enter.ts, or a refund's workflow, beside the customer's e-mail), so they
 * exist exactly when the change does:
 *
 * - every webhook subscribed to the event gets one signed delivery (webhooks/worker.ts);
 * - a paid order also tells the Slack channel and e-mails the extra recipients (the mail outbox);
 * - a paid order that leaves a product with few left (FEW_LEFT_THRESHOLD) is `stock.low`.
 *
 * One event, one delivery per receiver: the dedupe keys name them, so a repeated provider webhook
 * or a retried request queues nothing more.
 */
import './notify.messages';
import { inArray } from 'drizzle-orm';
import { FEW_LEFT_THRESHOLD } from 'shared-contracts/domain/catalogue';
import { formatMoney } from 'shared-contracts/domain/money';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import type { WebhookEvent } from 'shared-contracts/api/settings';
import { PATHS } from 'shared-contracts/routes/paths';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { products, webhooks } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { renderBlocks } from '../mail/templates';
import { orderNumber, toOrderDto } from '../orders/dto';
import type { OrderRow } from '../orders/repository';
import { readSettingsIn } from '../settings/store';
import { enqueueDeliveries, type NewDelivery } from './deliveries';

type NotifyConfig = Pick<Config, 'seller' | 'publicUrl'>;

/** Staff notices are written in the store's language (Settings > Store details). */
const translator = (lng: Locale) => (key: string, values: Record<string, unknown> = {}) =>
  i18n.t(`notify:${key}`, { lng, ...values, interpolation: { escapeValue: false } });

async function storeLanguage(tx: Db, config: NotifyConfig): Promise<Locale> {
  const { language } = await readSettingsIn(tx, config, 'store');
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The JSON a webhook receives: the event, when, and what it is about. */
export function webhookBody(event: WebhookEvent | 'test', key: string, data: Record<string, unknown>): string {
  return JSON.stringify({ id: key, event, createdAt: new Date().toISOString(), data });
}

async function hooksFor(tx: Db, event: WebhookEvent) {
  const rows = await tx.select({ id: webhooks.id, events: webhooks.events }).from(webhooks);
  return rows.filter((row) => row.events.includes(event));
}

/** The event's key: a refund is told once per refunded total, the others once per order. */
function eventKey(event: WebhookEvent, order: OrderRow): string {
  return event === 'order.refunded' ? `${event}:${order.id}:${order.amountRefunded}` : `${event}:${order.id}`;
}

/** Queues every notification of an order event, in `tx`. */
export async function queueOrderNotifications(tx: Db, config: NotifyConfig, event: Exclude<WebhookEvent, 'stock.low'>, order: OrderRow): Promise<void> {
  const key = eventKey(event, order);
  const body = webhookBody(event, key, { order: toOrderDto(order) });
  const deliveries: NewDelivery[] = (await hooksFor(tx, event)).map((hook) => ({ target: 'webhook', webhookId: hook.id, event, dedupeKey: `${key}:${hook.id}`, body }));
  if (event === 'order.paid') {
    const settings = await readSettingsIn(tx, config, 'notifications');
    const language = await storeLanguage(tx, config);
    const t = translator(language);
    const number = orderNumber(order.number);
    const values = {
      number,
      total: formatMoney(order.totals.inclusive, language),
      count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      city: order.shippingAddress.city,
    };
    const url = `${config.publicUrl}${localizePath(PATHS.adminOrders, language)}?order=${encodeURIComponent(order.id)}`;
    const text = `${t('paid.text', values)}\n${t('paid.link', { url })}`;
    // the customers' mails' layout (mail/templates.ts), in the store's language
    const mail = renderBlocks([{ text: t('paid.text', values) }, { text: t('paid.open'), href: url }], language);
    if (settings.slackChannel && settings.slackWebhookUrl) {
      deliveries.push({ target: 'slack', webhookId: null, event, dedupeKey: `${key}:slack`, body: JSON.stringify({ channel: `#${settings.slackChannel}`, text }) });
    }
    for (const to of settings.recipients) {
      await enqueueMail(tx, {
        kind: 'staff_order_paid',
        orderId: order.id,
        dedupeKey: `staff_order_paid:${order.id}:${to.toLowerCase()}`,
        to,
        language,
        subject: t('paid.subject', values),
        ...mail,
      });
    }
    deliveries.push(...(await stockLowDeliveries(tx, config, order)));
  }
  await enqueueDeliveries(tx, deliveries);
}

/** `stock.low` for each product of a paid order that now has few left (1..FEW_LEFT_THRESHOLD, or none). */
async function stockLowDeliveries(tx: Db, config: NotifyConfig, order: OrderRow): Promise<NewDelivery[]> {
  const ids = [...new Set(order.lines.map((line) => line.productId))];
  if (!ids.length) return [];
  const low = (await tx.select({ id: products.id, title: products.title, stock: products.stock }).from(products).where(inArray(products.id, ids))).filter(
    (product) => product.stock <= FEW_LEFT_THRESHOLD,
  );
  if (!low.length) return [];
  const hooks = await hooksFor(tx, 'stock.low');
  const settings = await readSettingsIn(tx, config, 'notifications');
  const t = translator(await storeLanguage(tx, config));
  return low.flatMap((product) => {
    const key = `stock.low:${product.id}:${order.id}`;
    const body = webhookBody('stock.low', key, { product: { id: product.id, title: product.title, stock: product.stock } });
    const slack: NewDelivery[] =
      settings.slackChannel && settings.slackWebhookUrl
        ? [{ target: 'slack', webhookId: null, event: 'stock.low', dedupeKey: `${key}:slack`, body: JSON.stringify({ channel: `#${settings.slackChannel}`, text: t('stockLow.text', product) }) }]
        : [];
    return [...hooks.map((hook): NewDelivery => ({ target: 'webhook', webhookId: hook.id, event: 'stock.low', dedupeKey: `${key}:${hook.id}`, body })), ...slack];
  });
}

/** A test delivery to one webhook (the "send test" button): a new one each time. */
export async function queueTestDelivery(db: Db, config: Pick<Config, 'seller'>, webhookId: string) {
  const key = `test:${webhookId}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`;
  const store = await readSettingsIn(db, config, 'store');
  const t = translator(isLocale(store.language) ? store.language : DEFAULT_LOCALE);
  const [row] = await enqueueDeliveries(db, [{ target: 'webhook', webhookId, event: 'test', dedupeKey: key, body: webhookBody('test', key, { message: t('test.text', { shop: store.tradingName }) }) }]);
  return row!;
}
