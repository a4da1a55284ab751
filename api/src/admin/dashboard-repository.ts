/**
 * The dashboard's figures, each computed by the database in one query (no order is loaded into
 * the API for them). Days are calendar days in the shop's time zone.
 *
 * Definitions:
 * - a sale is an order whose payment is `paid` or `partially_refunded` (a fully refunded order is
 *   no sale any more); it counts on the day it was placed;
 * - revenue is what customers paid, GST included, less what was refunded: Σ(totals.inclusive − refunded),
 *   refunded being the larger of the money given back (amountRefunded) and what the order's GST
 *   credit notes credited (a return refunded as store credit gives no money back, but the goods
 *   were not kept);
 * - to fulfil: sales not cancelled whose parcel has not left (unfulfilled or packed);
 * - low stock: 1 to FEW_LEFT_THRESHOLD items left (the shoppers' "few left" badge); sold out: 0;
 *   published or not, since an admin restocks both;
 * - customers: accounts whose first sale was in the last 30 days (new customers);
 * - orders by status: every order placed in the last 30 days, paid or not, per order status;
 * - best sellers: units of each product kept in the sales of the last 30 days, and their value:
 *   each order line's units and its value paid (GST included, after any discount) less what its
 *   credit notes took back (order lines keep the product's id and title as sold); a product all
 *   given back is no best seller. A refunded order is no sale; a cancelled one sold nothing either,
 *   even while its money waits to be refunded (its stock went back on the shelf), so neither counts.
 */
import { and, count, gte, inArray, isNotNull, lte, min, notInArray, sql } from 'drizzle-orm';
import { FEW_LEFT_THRESHOLD } from 'shared-contracts/domain/catalogue';
import { MONEY_CAPTURED, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from 'shared-contracts/domain/order';
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import type { Db } from '../db/database';
import { contactMessages, creditNoteLines, creditNotes, orders, products } from '../db/schema';

export const DASHBOARD_DAYS = 30;
// money captured and not all given back; free: a discount covered the whole total, a sale of ₹0 (its units and its order count)
export const SALE_PAYMENT_STATUSES: readonly PaymentStatus[] = [...MONEY_CAPTURED, 'free'];

const saleStatuses = [...SALE_PAYMENT_STATUSES];
const isSale = (o: ReturnType<typeof sql.raw>) =>
  sql`${o}.payment_status in (${sql.join(
    saleStatuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
const tz = sql.raw(`'${SHOP_TIME_ZONE}'`);
/** The shop's today, as a date. */
const today = sql`(now() at time zone ${tz})::date`;
/** Midnight (shop time) `days` days before today, as a timestamp with time zone. */
const startOfDay = (daysAgo: number) => sql`((${today} - ${sql.raw(String(daysAgo))})::timestamp at time zone ${tz})`;

export interface DaySales {
  date: string;
  revenue: number;
  orders: number;
}

/** Sales of each of the last DASHBOARD_DAYS days, oldest first, today last; days without sales are 0. */
export async function salesByDay(db: Db): Promise<DaySales[]> {
  // both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`
  const result = (await db.execute(sql`
    with sales as (
      select o.id, o.created_at,
             (o.totals->>'inclusive')::bigint
               - greatest(o.amount_refunded, coalesce((select sum(cn.inclusive) from ${creditNotes} cn where cn.order_id = o.id), 0)) as kept
        from ${orders} o
       where ${isSale(sql.raw('o'))}
    )
    select to_char(day, 'YYYY-MM-DD') as date,
           coalesce(sum(s.kept), 0)::bigint as revenue,
           count(s.id)::int as orders
      from generate_series(${today} - ${sql.raw(String(DASHBOARD_DAYS - 1))}, ${today}, interval '1 day') as day
      left join sales s
        on s.created_at >= (day::timestamp at time zone ${tz})
       and s.created_at < ((day + interval '1 day')::timestamp at time zone ${tz})
     group by day
     order by day`)) as unknown as { rows: { date: string; revenue: string | number; orders: number }[] };
  return result.rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}

export async function ordersToFulfil(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        notInArray(orders.status, ['cancelled']),
        inArray(orders.paymentStatus, saleStatuses),
        inArray(orders.fulfilmentStatus, ['unfulfilled', 'packed']),
      ),
    );
  return row?.total ?? 0;
}

export async function stockAlerts(db: Db): Promise<{ lowStock: number; soldOut: number }> {
  const [row] = await db
    .select({
      lowStock: sql<number>`count(*) filter (where ${products.stock} between 1 and ${FEW_LEFT_THRESHOLD})::int`,
      soldOut: sql<number>`count(*) filter (where ${products.stock} = 0)::int`,
    })
    .from(products);
  return { lowStock: row?.lowStock ?? 0, soldOut: row?.soldOut ?? 0 };
}

export async function newCustomers(db: Db): Promise<number> {
  const firstSales = db
    .select({ userId: orders.userId, first: min(orders.createdAt).as('first') })
    .from(orders)
    .where(and(isNotNull(orders.userId), inArray(orders.paymentStatus, saleStatuses)))
    .groupBy(orders.userId)
    .as('first_sales');
  const [row] = await db
    .select({ total: count() })
    .from(firstSales)
    .where(gte(firstSales.first, startOfDay(DASHBOARD_DAYS - 1)));
  return row?.total ?? 0;
}

export async function contactMessagesSince(db: Db, days: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, sql`now() - make_interval(days => ${days})`), lte(contactMessages.createdAt, sql`now()`)));
  return row?.total ?? 0;
}

export async function ordersByStatus(db: Db): Promise<{ status: OrderStatus; orders: number }[]> {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(gte(orders.createdAt, startOfDay(DASHBOARD_DAYS - 1)))
    .groupBy(orders.status);
  const counts = new Map(rows.map((row) => [row.status, row.total]));
  return ORDER_STATUSES.map((status) => ({ status, orders: counts.get(status) ?? 0 }));
}

export const BEST_SELLERS = 5;

export async function bestSellers(db: Db): Promise<{ productId: string; title: string; units: number; revenue: number }[]> {
  const result = (await db.execute(sql`
    with credited as (
      select cn.order_id, cnl.line_index, sum(cnl.quantity) as units, sum(cnl.inclusive) as value
        from ${creditNoteLines} cnl join ${creditNotes} cn on cn.id = cnl.credit_note_id
       where cnl.line_index is not null
       group by cn.order_id, cnl.line_index
    )
    select l.line->>'productId' as product_id,
           max(l.line->>'title') as title,
           sum((l.line->>'quantity')::int - coalesce(c.units, 0))::int as units,
           sum((l.line->>'inclusive')::bigint - coalesce(c.value, 0))::bigint as revenue
      from ${orders} o
     cross join lateral jsonb_array_elements(o.lines) with ordinality as l(line, position)
      left join credited c on c.order_id = o.id and c.line_index = l.position - 1
     where ${isSale(sql.raw('o'))}
       and o.status <> 'cancelled'
       and o.created_at >= ${startOfDay(DASHBOARD_DAYS - 1)}
     group by l.line->>'productId'
    having sum((l.line->>'quantity')::int - coalesce(c.units, 0)) > 0
     order by units desc, revenue desc
     limit ${BEST_SELLERS}`)) as unknown as { rows: { product_id: string; title: string; units: number; revenue: string | number }[] };
  return result.rows.map((row) => ({ productId: row.product_id, title: row.title, units: Number(row.units), revenue: Number(row.revenue) }));
}
