/** What the shop's database knows about users, for the admin's user list: names and order counts. */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, profiles } from '../db/schema';

export async function profileNames(db: Db, uids: readonly string[]): Promise<Map<string, string>> {
  if (!uids.length) return new Map();
  const rows = await db.select({ uid: profiles.uid, name: profiles.name }).from(profiles).where(inArray(profiles.uid, [...uids]));
  return new Map(rows.map((row) => [row.uid, row.name]));
}

export async function orderCounts(db: Db, uids: readonly string[]): Promise<Map<string, number>> {
  if (!uids.length) return new Map();
  const rows = await db
    .select({ uid: orders.userId, orders: count() })
    .from(orders)
    .where(inArray(orders.userId, [...uids]))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.uid!, row.orders]));
}
