/**
 * Orders as the admin lists them: filtered by the three statuses, by dates in the shop's time zone
 * and by a search over customer email, uid, order id and number; each with its customer's name.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrderListQuerySchema } from 'shared-contracts/api/admin';
import type { Db } from '../db/database';
import { orders, profiles } from '../db/schema';
import { likePattern } from '../catalogue/repository';
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import { offsetOf } from '../db/paging';

export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

const tz = sql.raw(`'${SHOP_TIME_ZONE}'`);
/** Midnight at the start of an ISO date, shop time. */
const startOf = (date: string) => sql`(${date}::date::timestamp at time zone ${tz})`;
const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${tz})`;

/** Each order with its customer's name from their profile (none once they deleted their account). */
const withCustomerName = { order: orders, customerName: profiles.name };

/** The order number a search text names: '123', '#123', 'HT-000123'. */
export function orderNumberIn(text: string): number | undefined {
  const match = /^(?:#|[A-Za-z]{2}-)?0*(\d{1,9})$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

function filters(query: Omit<AdminOrderListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.paymentStatus) conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.fulfilmentStatus) conditions.push(eq(orders.fulfilmentStatus, query.fulfilmentStatus));
  if (query.from) conditions.push(gte(orders.createdAt, startOf(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, dayAfter(query.to)));
  if (query.q) {
    const number = orderNumberIn(query.q);
    conditions.push(
      or(
        ilike(orders.email, likePattern(query.q)),
        eq(orders.userId, query.q),
        eq(orders.id, query.q),
        number === undefined ? undefined : eq(orders.number, number),
      ),
    );
  }
  return and(...conditions);
}

export async function listOrders(db: Db, query: AdminOrderListQuery) {
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withCustomerName)
      .from(orders)
      .leftJoin(profiles, eq(profiles.uid, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The newest orders, for the dashboard. */
export async function recentOrders(db: Db, limit: number) {
  return db
    .select(withCustomerName)
    .from(orders)
    .leftJoin(profiles, eq(profiles.uid, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
}

export type OrderWithCustomerName = Awaited<ReturnType<typeof recentOrders>>[number];

/**
 * The customer of an order as the admin sees it; null once they deleted their account. Named by
 * their profile, else by the name the order ships to (most customers never fill in a profile name).
 */
export async function customerOf(
  db: Db,
  order: { userId: string | null; email: string | null; shippingAddress?: { name: string } },
): Promise<{ uid: string; email: string | null; name: string } | null> {
  if (!order.userId) return null;
  const [profile] = await db.select({ name: profiles.name, email: profiles.email }).from(profiles).where(eq(profiles.uid, order.userId));
  return { uid: order.userId, email: order.email ?? profile?.email ?? null, name: profile?.name || order.shippingAddress?.name || '' };
}
