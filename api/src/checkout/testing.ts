/** Test fixtures for the cart, checkout, payment and order tests: products, addresses, requests. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Address } from 'shared-contracts/domain/order';
import type { CheckoutRequest } from 'shared-contracts/api/checkout';
import { categories, products } from '../db/schema';
import type { Services } from '../services';

/** In the seller's own state (the default, Rajasthan): CGST and SGST. */
export const JAIPUR: Address = { name: 'Asha Rao', line1: '14 Johari Bazaar', city: 'Jaipur', stateCode: '08', pincode: '302003', phone: '9876543210' };
export const BENGALURU: Address = { name: 'Ravi Kumar', line1: '4 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876501234' };

type ProductValues = { price?: number; gstRate?: number; stock?: number; published?: boolean; title?: string; hsn?: string | null };

/** A published product in a fixture category; returns its id. */
export async function addProduct(services: Services, values: ProductValues = {}): Promise<string> {
  await services.db.insert(categories).values({ id: 'test-category', slug: 'test-category', name: 'Test category' }).onConflictDoNothing();
  const id = `p-${randomUUID()}`;
  await services.db.insert(products).values({
    id,
    slug: id.toLowerCase(),
    title: values.title ?? 'Block-printed cushion cover',
    description: 'Hand block-printed cotton.',
    categoryId: 'test-category',
    price: values.price ?? 59_900,
    gstRate: values.gstRate ?? 5,
    hsn: values.hsn === undefined ? '6304' : values.hsn,
    stock: values.stock ?? 10,
    images: [{ url: '/media/cushion.jpg', alt: 'A cushion' }],
    published: values.published ?? true,
  });
  return id;
}

export async function stockOf(services: Services, productId: string): Promise<number> {
  const [row] = await services.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function setPrice(services: Services, productId: string, price: number): Promise<void> {
  await services.db.update(products).set({ price }).where(eq(products.id, productId));
}

export function checkoutRequest(lines: CheckoutRequest['lines'], extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return { idempotencyKey: randomUUID(), lines, shippingAddress: JAIPUR, ...extra };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Settings for suites about pricing, payments and orders, where one shopper places many orders in
 * a minute: the unpaid-order cap and the checkout rate limit out of the way (both are tested in
 * security/checkout-limits.test.ts with the defaults).
 */
export const MANY_CHECKOUTS = { MAX_UNPAID_ORDERS: '1000', CHECKOUT_RATE_LIMIT: '1000' };
