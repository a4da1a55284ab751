/**
 * Cash on delivery on the server (issue 32 item 3): the facts the shared rule (domain/cod.ts
 * codRefusal) needs, read from the database, for the payment step's offer and for the checkout,
 * which judges again inside the order's transaction (under locks on the phone number and the
 * mailbox, so parallel guest checkouts cannot pass the open-order limits together).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { codRefusal, phoneKey, type CodCase, type CodRefusal, type CodSettings } from 'shared-contracts/domain/cod';
import { addMoney, formatMoney, type Paise } from 'shared-contracts/domain/money';
import { lineTax, sumTaxes, type LineTax, type SupplyType, type TaxTotals } from 'shared-contracts/domain/gst';
import { i18n } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { Db } from '../db/database';
import { orders, products } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { mailboxOf } from '../identity/mailbox';
import type { Services } from '../services';
import './cod.messages';
import { readSettings } from '../settings/store';

/** Who orders, and where to. */
export type CodCustomer = { caller: Pick<Caller, 'uid' | 'anonymous'>; phone: string; email: string | null; pincode: string };

export const codSettings = (services: Pick<Services, 'database' | 'config'>): Promise<CodSettings> => readSettings(services, 'cod');

const phoneOf = sql<string>`right(regexp_replace(${orders.shippingAddress}->>'phone', '[^0-9]', '', 'g'), 10)`;

/** Refusals at the door of the account or of the phone number (one order counts once). */
export async function countRefusals(db: Db, customer: Pick<CodCustomer, 'caller' | 'phone'>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'refused'), or(eq(orders.userId, customer.caller.uid), eq(phoneOf, phoneKey(customer.phone)))));
  return row?.count ?? 0;
}

/**
 * A guest's open COD orders (placed, not collected nor refused nor cancelled) by the same phone
 * number and by the same mailbox. Placed counts from the order's insert: its payment is `unpaid`
 * until the checkout, after its transaction, moves it to `due`; a parallel checkout of the same
 * phone judged in between must see it (cod.test's "at once", PostgreSQL).
 */
async function countGuestOpen(db: Db, customer: CodCustomer): Promise<{ byPhone: number; byEmail: number }> {
  const open = await db
    .select({ email: orders.email, phone: phoneOf })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), inArray(orders.paymentStatus, ['unpaid', 'due']), inArray(orders.status, ['pending', 'confirmed']), eq(orders.guest, true)));
  const phone = phoneKey(customer.phone);
  const mailbox = customer.email ? mailboxOf(customer.email) : null;
  return {
    byPhone: open.filter((row) => row.phone === phone).length,
    byEmail: mailbox ? open.filter((row) => row.email && mailboxOf(row.email) === mailbox).length : 0,
  };
}

/** The categories of some products. */
async function categoriesOf(db: Db, productIds: readonly string[]): Promise<(string | null)[]> {
  if (!productIds.length) return [];
  const rows = await db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, [...productIds]));
  return rows.map((row) => row.categoryId);
}

/** Whether cash on delivery may be offered: null, or why not. */
export async function judgeCod(db: Db, settings: CodSettings, customer: CodCustomer, order: { total: Paise; productIds: readonly string[] }): Promise<CodRefusal | null> {
  if (!settings.enabled) return 'disabled';
  const facts: CodCase = {
    total: order.total,
    pincode: customer.pincode,
    categoryIds: await categoriesOf(db, order.productIds),
    refusals: await countRefusals(db, customer),
    ...(customer.caller.anonymous ? { guestOpen: await countGuestOpen(db, customer) } : {}),
  };
  return codRefusal(settings, facts);
}

/**
 * Whether cash on delivery is possible for these goods to this PIN code, whoever orders them (the
 * delivery estimate of the product page and the cart): the merchant's rules on the place, the
 * value and the categories. The payment step then judges the customer too (judgeCod).
 */
export async function codPossible(services: Pick<Services, 'database' | 'config' | 'db'>, order: { pincode: string; total: Paise; productIds: readonly string[] }): Promise<boolean> {
  const settings = await codSettings(services);
  if (!settings.enabled) return false;
  return codRefusal(settings, { total: order.total, pincode: order.pincode, categoryIds: await categoriesOf(services.db, order.productIds), refusals: 0 }) === null;
}

/**
 * In the checkout's transaction: one guest checkout at a time per phone number and per mailbox
 * (advisory locks, always in the same order, so two never deadlock), then the rule again.
 */
export async function judgeCodIn(tx: Db, settings: CodSettings, customer: CodCustomer, order: { total: Paise; productIds: readonly string[] }, lng: Locale): Promise<void> {
  if (customer.caller.anonymous) {
    const keys = [`cod:phone:${phoneKey(customer.phone)}`, ...(customer.email ? [`cod:mail:${mailboxOf(customer.email)}`] : [])].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const refusal = await judgeCod(tx, settings, customer, order);
  if (refusal) throw codUnavailable(refusal, settings, lng);
}

/** 422 cod_unavailable, the reason on the field `paymentMethod`. */
export function codUnavailable(refusal: CodRefusal, settings: CodSettings, lng: Locale): HttpError {
  return new HttpError('cod_unavailable', { paymentMethod: [codRefusalMessage(refusal, settings, lng)] });
}

/** Why not, in words (the value range's bound named). */
export function codRefusalMessage(refusal: CodRefusal, settings: CodSettings, lng: Locale): string {
  const amount = formatMoney(refusal === 'below_min' ? settings.minOrder : settings.maxOrder, lng);
  return i18n.t(`cod:refusal.${refusal}`, { lng, amount, interpolation: { escapeValue: false } });
}

/**
 * Cash on delivery's fee joins the shipping line (a charge incidental to the supply: GST at the
 * shipping's rate, as its value is part of the supply's, CGST Act s.15(2)(c)), so the invoice, the
 * totals and the tax split stay one sum of lines.
 */
export function withCodFee<T extends { shipping: LineTax; tax: TaxTotals; total: Paise; supply: SupplyType }>(totals: T, fee: Paise): T {
  if (!fee) return totals;
  const shipping = lineTax(addMoney(totals.shipping.inclusive, fee), totals.shipping.rate, totals.supply);
  const minus = (a: TaxTotals, b: TaxTotals): TaxTotals => ({
    inclusive: a.inclusive - b.inclusive,
    taxable: a.taxable - b.taxable,
    gst: a.gst - b.gst,
    cgst: a.cgst - b.cgst,
    sgst: a.sgst - b.sgst,
    igst: a.igst - b.igst,
  });
  const tax = sumTaxes([minus(totals.tax, totals.shipping), shipping]);
  return { ...totals, shipping, tax, total: tax.inclusive };
}

/** What a COD checkout was judged on, judged again in its transaction (judgeCodIn), and its fee. */
export interface CodTerms {
  settings: CodSettings;
  customer: CodCustomer;
  order: { total: Paise; productIds: readonly string[] };
  fee: Paise;
}

/**
 * The checkout's step 3 for cash on delivery: the merchant's rules on the priced order (before
 * the fee), refused with 422 cod_unavailable before anything is reserved; then its fee.
 */
export async function codTerms(
  services: Pick<Services, 'database' | 'config' | 'db'>,
  caller: Pick<Caller, 'uid' | 'anonymous'>,
  request: { shippingAddress: { phone: string; pincode: string } },
  email: string,
  total: Paise,
  productIds: readonly string[],
  lng: Locale,
): Promise<CodTerms> {
  const settings = await codSettings(services);
  const customer: CodCustomer = { caller, phone: request.shippingAddress.phone, email, pincode: request.shippingAddress.pincode };
  const order = { total, productIds };
  const refusal = await judgeCod(services.db, settings, customer, order);
  if (refusal) throw codUnavailable(refusal, settings, lng);
  return { settings, customer, order, fee: settings.fee };
}
