/**
 * What of an order may be returned, by the merchant's rules (Settings › Returns) and what was
 * already asked for: the order must be delivered, within the window, each line's category
 * returnable, and a line's returned quantity never more than was delivered less what earlier
 * requests (not rejected) already took. Judged for My orders' form and again in the request's
 * transaction, under the order's lock, so two requests at once cannot both take the last unit.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { i18n } from 'shared-contracts/platform/i18n';
import { formatDate } from 'shared-contracts/i18n/dates';
import type { Locale } from 'shared-contracts/i18n/locales';
import { returnDeadline, withinReturnWindow, type ReturnableLine, type ReturnRefusal, type ReturnSettings } from 'shared-contracts/domain/returns';
import type { Db } from '../db/database';
import { orderHistory, products, returnLines, returns } from '../db/schema';
import { isoTime } from '../db/timestamps';
import type { OrderRow } from '../orders/repository';
import './returns.messages';

export const tr = (key: string, lng: Locale, values: Record<string, unknown> = {}) => i18n.t(`returns:${key}`, { lng, ...values, interpolation: { escapeValue: false } });

/** When the order was marked delivered (its last move to delivered); null when it is not delivered. */
export async function deliveredAt(db: Db, order: Pick<OrderRow, 'id' | 'fulfilmentStatus'>): Promise<string | null> {
  if (order.fulfilmentStatus !== 'delivered') return null;
  const [row] = await db
    .select({ at: orderHistory.at })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.axis, 'fulfilment'), eq(orderHistory.to, 'delivered')))
    .orderBy(desc(orderHistory.at))
    .limit(1);
  return row ? isoTime(row.at) : null;
}

/** Units of each order line already in a request that was not rejected. */
export async function returnedSoFar(db: Db, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineIndex: returnLines.lineIndex, quantity: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')))
    .groupBy(returnLines.lineIndex);
  return new Map(rows.map((row) => [row.lineIndex, Number(row.quantity)]));
}

export interface Eligibility {
  refusal: ReturnRefusal | null;
  message: string | null;
  deadline: string | null;
  lines: ReturnableLine[];
}

/** The order's returnable lines and, when nothing may be asked for at all, why. */
export async function judgeReturnable(db: Db, order: OrderRow, settings: ReturnSettings, now: Date, lng: Locale): Promise<Eligibility> {
  const delivered = await deliveredAt(db, order);
  const deadline = delivered ? returnDeadline(delivered, settings.windowDays).toISOString() : null;
  const already = await returnedSoFar(db, order.id);
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  const categoryOf = new Map(
    productIds.length ? (await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds))).map((row) => [row.id, row.categoryId]) : [],
  );
  const lines = order.lines.map((line, lineIndex): ReturnableLine => {
    const alreadyReturned = already.get(lineIndex) ?? 0;
    const blocked = settings.nonReturnableCategories.includes(categoryOf.get(line.productId) ?? '');
    return {
      lineIndex,
      delivered: delivered ? line.quantity : 0,
      alreadyReturned,
      returnable: delivered && !blocked ? Math.max(0, line.quantity - alreadyReturned) : 0,
      ...(blocked ? { refusal: 'category' as const } : {}),
    };
  });
  if (!delivered) return { refusal: 'not_delivered', message: tr('refusal.not_delivered', lng), deadline, lines };
  if (!withinReturnWindow(delivered, settings.windowDays, now)) {
    const message =
      settings.windowDays === 0
        ? tr('refusal.window_closed', lng)
        : tr('refusal.window', lng, { days: settings.windowDays, date: formatDate(delivered, lng), deadline: formatDate(deadline!, lng) });
    return { refusal: 'window', message, deadline, lines };
  }
  return { refusal: null, message: null, deadline, lines };
}
