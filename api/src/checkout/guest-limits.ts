/**
 * What a guest's checkout may reserve. A guest is an anonymous account, which costs nothing to
 * make (ten in a quarter of a second), so the per-account limits (MAX_UNPAID_ORDERS, the checkout
 * rate limit) do not bound what guests together hold. Two bounds do, both inside the order's
 * transaction (checkout/workflow.ts step 5), so a refusal rolls the stock back with it:
 *
 *   - reservations per client address (IPv6 per /64, as the rate limits count), per e-mail mailbox
 *     (identity/mailbox.ts: every spelling of one address is one) and per device (the browser's id),
 *     config.guestReservations per hour, counted in rate_limits (countHit) so every instance counts
 *     together; a refused checkout's counts roll back with it. Over one: 429 guest_checkout_limit.
 *   - the guest share (Settings > Checkout): the units of a product that all unpaid guest orders
 *     hold stay within that share of its stock (at least one unit when the share is above 0).
 *     Over it: 409 guest_hold_limit naming the lines. The count is read after the line's stock was
 *     taken, that is while this transaction holds the product's row: a parallel guest checkout of
 *     the product waits for it and then sees this order, so ten at once cannot pass it together.
 *
 * Signed-in customers are never counted nor refused by either.
 */
import { eq, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from 'shared-contracts/domain/order';
import { i18n } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { orders, products } from '../db/schema';
import { HttpError } from '../http/errors';
import { countHit } from '../http/rate-limit';
import { mailboxOf } from '../identity/mailbox';

/** Who a guest's checkout comes from, as far as it costs them something to change it. */
export interface GuestClient {
  /** The client address's rate-limit key (http/rate-limit.ts addressKey: IPv6 per /64). */
  address: string;
  email: string;
  deviceId?: string | undefined;
}

/** Counts this reservation against each of the guest's limits; 429 guest_checkout_limit past one. */
export async function countGuestReservation(tx: Db, limits: Config['guestReservations'], client: GuestClient): Promise<void> {
  const counters = [
    { by: 'address', key: client.address, max: limits.perAddress },
    { by: 'email', key: mailboxOf(client.email), max: limits.perEmail },
    ...(client.deviceId ? [{ by: 'device', key: client.deviceId, max: limits.perDevice }] : []),
  ] as const;
  for (const { by, key, max } of counters) {
    const { count, ttl } = await countHit(tx, `guest-reservation:${by}:${key}`, limits.windowMs);
    if (count > max) throw new HttpError('guest_checkout_limit', undefined, undefined, { by, max, retryAfterSeconds: Math.ceil(ttl / 1000) });
  }
}

/** The units a product's unpaid orders hold: all of them, and those of guests. */
async function heldUnits(tx: Db, productId: string): Promise<{ all: number; guests: number }> {
  const awaiting = sql.join(AWAITING_PAYMENT.paymentStatuses.map((status) => sql`${status}`), sql`, `);
  const result = await tx.execute<{ held_all: number; held_guests: number }>(sql`
    select coalesce(sum((line->>'quantity')::int), 0)::int as held_all,
           coalesce(sum((line->>'quantity')::int) filter (where ${orders.guest}), 0)::int as held_guests
    from ${orders} cross join lateral jsonb_array_elements(${orders.lines}) as line
    where ${orders.status} = ${AWAITING_PAYMENT.status} and ${orders.paymentStatus} in (${awaiting}) and line->>'productId' = ${productId}`);
  const row = (result as unknown as { rows: { held_all: number; held_guests: number }[] }).rows[0];
  return { all: Number(row?.held_all ?? 0), guests: Number(row?.held_guests ?? 0) };
}

/** The most units of a product with `stock` units before any unpaid order that guests may hold at `share` percent. */
export function guestCap(stock: number, share: number): number {
  if (share <= 0) return 0;
  return Math.max(1, Math.floor((stock * share) / 100));
}

/** A line of the order being reserved: its product, quantity and index in the request. */
type ReservedLine = { productId: string; quantity: number; index: number };

/**
 * After the lines' stock was taken (this transaction holds those products' rows): every product of
 * the order stays within the guest share, counting this order; else 409 guest_hold_limit with each
 * line of a product over it on `lines.<index>.quantity`.
 */
export async function checkGuestShare(tx: Db, lines: readonly ReservedLine[], share: number, lng: Locale): Promise<void> {
  const byProduct = new Map<string, ReservedLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  const over: { lines: ReservedLine[]; available: number; productId: string }[] = [];
  for (const [productId, productLines] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const wanted = productLines.reduce((sum, line) => sum + line.quantity, 0);
    const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    const held = await heldUnits(tx, productId);
    // the product's stock before any unpaid order took from it: on the shelf now (this order's
    // units already off it) + what other unpaid orders hold + this order's
    const cap = guestCap((product?.stock ?? 0) + held.all + wanted, share);
    if (held.guests + wanted > cap) over.push({ productId, lines: productLines, available: Math.max(0, cap - held.guests) });
  }
  if (!over.length) return;
  const message = i18n.t('errors:api.guest_hold_limit_line', { lng });
  const fields = Object.fromEntries(over.flatMap((product) => product.lines.map((line) => [`lines.${line.index}.quantity`, [message]])));
  const details = { share, products: over.map(({ productId, available }) => ({ productId, available })) };
  throw new HttpError('guest_hold_limit', fields, undefined, details);
}
