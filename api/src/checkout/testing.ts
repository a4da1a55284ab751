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

/**
 * A guest: an anonymous account of the Auth emulator (Firebase anonymous sign-in, as the browser
 * makes for a guest checkout), with its ID token.
 */
export async function anonymousUser(): Promise<{ uid: string; token: string; refreshToken: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('Run the API tests with `npm run test:api` (it starts the Auth emulator).');
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string; refreshToken?: string; error?: { message: string } };
  if (!body.idToken || !body.localId || !body.refreshToken) throw new Error(`anonymous sign-in failed: ${body.error?.message ?? response.status}`);
  return { uid: body.localId, token: body.idToken, refreshToken: body.refreshToken };
}

/** A fresh ID token for a refresh token (with the account's claims as they are now). */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/securetoken.googleapis.com/v1/token?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const body = (await response.json()) as { id_token?: string; error?: { message: string } };
  if (!body.id_token) throw new Error(`token refresh failed: ${body.error?.message ?? response.status}`);
  return body.id_token;
}
