/**
 * Rows for tests of the admin and account areas, written straight into the database: the
 * catalogue and checkout code paths are tested on their own; here we need their results.
 */
import { randomUUID } from 'node:crypto';
import type { GstRate, GstStateCode } from 'shared-contracts/domain/gst';
import { DEFAULT_SELLER_STATE, lineTax, sumTaxes, supplyType } from 'shared-contracts/domain/gst';
import { didMoneyComeIn, orderLine, type Address, type FulfilmentStatus, type OrderStatus, type PaymentStatus } from 'shared-contracts/domain/order';
import { inState } from 'shared-contracts/testing/addresses';
import type { Db } from '../../db/database';
import { categories, orders, products } from '../../db/schema';

export async function insertCategory(db: Db, slug = `cat-${randomUUID().slice(0, 8)}`) {
  const [row] = await db.insert(categories).values({ id: `c_${randomUUID().slice(0, 8)}`, slug, name: slug }).returning();
  return row!;
}

export async function insertProduct(
  db: Db,
  values: { categoryId: string; slug?: string; title?: string; price?: number; stock?: number; gstRate?: GstRate; published?: boolean },
) {
  const slug = values.slug ?? `product-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(products)
    .values({
      id: `p_${randomUUID().slice(0, 12)}`,
      slug,
      title: values.title ?? slug,
      description: 'Handmade.',
      categoryId: values.categoryId,
      price: values.price ?? 100_000,
      gstRate: values.gstRate ?? 12,
      stock: values.stock ?? 10,
      published: values.published ?? true,
    })
    .returning();
  return row!;
}

/** An address in `stateCode` (Bengaluru, Karnataka by default), with a city and PIN code really there. */
export const testAddress = (stateCode: GstStateCode = '29'): Address =>
  inState({ name: 'Asha Rao', line1: '12 MG Road', line2: 'Flat 4', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '+919876543210' }, stateCode);

export interface OrderFixture {
  userId: string | null;
  email?: string | null;
  lines: { productId: string; title?: string; unitPrice: number; quantity: number; gstRate?: GstRate }[];
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  fulfilmentStatus?: FulfilmentStatus;
  amountRefunded?: number;
  stateCode?: GstStateCode;
  billing?: boolean;
  buyerGstin?: string | null;
  /** ISO timestamp; now by default. */
  createdAt?: string;
  paymentId?: string | null;
  /** The language it was placed in (its e-mails'); English by default. */
  language?: 'en' | 'es' | 'fr';
}

export async function insertOrder(db: Db, fixture: OrderFixture) {
  const sellerState: GstStateCode = DEFAULT_SELLER_STATE;
  const stateCode = fixture.stateCode ?? '29';
  const supply = supplyType(sellerState, stateCode);
  const lines = fixture.lines.map((line) =>
    orderLine({ productId: line.productId, title: line.title ?? 'Item', hsn: null, quantity: line.quantity, unitPrice: line.unitPrice, gstRate: line.gstRate ?? 12 }, supply),
  );
  const shipping = lineTax(0, 18, supply);
  const totals = sumTaxes([...lines, shipping]);
  const id = `o_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const paid = didMoneyComeIn(fixture.paymentStatus ?? 'unpaid');
  const [row] = await db
    .insert(orders)
    .values({
      id,
      userId: fixture.userId,
      email: fixture.email ?? null,
      status: fixture.status ?? 'pending',
      paymentStatus: fixture.paymentStatus ?? 'unpaid',
      fulfilmentStatus: fixture.fulfilmentStatus ?? 'unfulfilled',
      lines,
      shipping,
      totals,
      amountRefunded: fixture.amountRefunded ?? 0,
      sellerState,
      supply,
      shippingAddress: testAddress(stateCode),
      billingAddress: fixture.billing ? { ...testAddress(stateCode), name: 'Rao Crafts' } : null,
      buyerGstin: fixture.buyerGstin ?? null,
      language: fixture.language ?? 'en',
      idempotencyKey: randomUUID(),
      provider: 'sandbox',
      providerOrderId: `order_sbx_${id}`,
      paymentId: fixture.paymentId === undefined ? (paid ? `pay_sbx_${id}` : null) : fixture.paymentId,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt, updatedAt: fixture.createdAt } : {}),
    })
    .returning();
  return row!;
}
