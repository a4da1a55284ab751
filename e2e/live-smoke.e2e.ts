/** The live shop of e2e/live.ts is whole: the API answers from the seeded catalogue on the shop's origin. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { useLiveShop } from './live';

const shop = useLiveShop();

it('serves the seeded catalogue through the API on the shop origin', async () => {
  const response = await fetch(shop.url('/api/catalogue/products?page=1'));
  assert.equal(response.status, 200);
  const body = (await response.json()) as { items: { slug: string }[]; total: number };
  assert.equal(body.total, 29, '31 seeded products, 2 of them unpublished');
  assert.ok(body.items.length > 0);
  const product = await fetch(shop.url('/api/catalogue/products/hand-beaten-brass-diyas-set-of-4'));
  assert.equal(product.status, 200);
});
