import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cartSchema } from 'shared-contracts/api/cart';
import { MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, setPrice } from '../checkout/testing';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('the cart: /api/cart and /api/cart/merge', () => {
  let api: TestApi;

  const put = (user: User, lines: unknown) => api.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(user.token), payload: { lines } });
  const merge = (user: User, lines: unknown) => api.app.inject({ method: 'POST', url: '/api/cart/merge', headers: bearer(user.token), payload: { lines } });
  const get = async (user: User) => cartSchema.parse((await api.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user.token) })).json());

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('refuses callers who are not signed in', async () => {
    for (const [method, url] of [['GET', '/api/cart'], ['PUT', '/api/cart'], ['POST', '/api/cart/merge']] as const) {
      const response = await api.app.inject({ method, url, payload: method === 'GET' ? undefined : { lines: [] } });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().error.code, 'unauthorized');
    }
  });

  it('starts empty', async () => {
    const cart = await get(await api.user());
    assert.deepEqual(cart, { lines: [], adjustments: [], updatedAt: null });
  });

  it('answers bad lines with 400 and per-field messages', async () => {
    const user = await api.user();
    const response = await put(user, [{ productId: 'x', quantity: 0 }, { productId: 'bad id!', quantity: 1 }]);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error.code, 'validation_failed');
    assert.deepEqual(Object.keys(response.json().error.fields).sort(), ['lines.0.quantity', 'lines.1.productId']);
  });

  it('names each product in the request’s language, English where the title has no translation', async () => {
    const user = await api.user();
    const translated = await addProduct(api.services, { title: 'Brass lamp' });
    await api.services.db.update(products).set({ translations: { es: { title: 'Lámpara de latón' } } }).where(eq(products.id, translated));
    const english = await addProduct(api.services, { title: 'Jute rug' });
    const lines = [
      { productId: translated, quantity: 1 },
      { productId: english, quantity: 1 },
    ];
    const spanish = await api.app.inject({ method: 'PUT', url: '/api/cart', headers: { ...bearer(user.token), 'accept-language': 'es' }, payload: { lines } });
    assert.deepEqual(cartSchema.parse(spanish.json()).lines.map((line) => line.title), ['Lámpara de latón', 'Jute rug']);
    assert.deepEqual((await get(user)).lines.map((line) => line.title), ['Brass lamp', 'Jute rug'], 'in English without Accept-Language');
    const french = await api.app.inject({ method: 'GET', url: '/api/cart', headers: { ...bearer(user.token), 'accept-language': 'fr' } });
    assert.deepEqual(cartSchema.parse(french.json()).lines.map((line) => line.title), ['Brass lamp', 'Jute rug'], 'no French title: English');
  });

  it('stores the lines priced from the catalogue, capped by the per-line limit and the stock, and says so', async () => {
    const user = await api.user();
    const plenty = await addProduct(api.services, { price: 45_000, gstRate: 12, stock: 100 });
    const few = await addProduct(api.services, { stock: 3 });
    const response = await put(user, [
      { productId: plenty, quantity: 25 },
      { productId: few, quantity: 5 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const cart = cartSchema.parse(response.json());
    assert.deepEqual(
      cart.lines.map(({ productId, quantity, unitPrice, gstRate, stockLevel, maxQuantity }) => ({ productId, quantity, unitPrice, gstRate, stockLevel, maxQuantity })),
      [
        { productId: plenty, quantity: MAX_QUANTITY_PER_LINE, unitPrice: 45_000, gstRate: 12, stockLevel: 'in_stock', maxQuantity: MAX_QUANTITY_PER_LINE },
        { productId: few, quantity: 3, unitPrice: 59_900, gstRate: 5, stockLevel: 'few_left', maxQuantity: 3 },
      ],
    );
    assert.deepEqual(cart.adjustments, [
      { productId: plenty, requested: 25, kept: 10, reason: 'cart.quantity_limit', title: 'Block-printed cushion cover' },
      { productId: few, requested: 5, kept: 3, reason: 'cart.stock_limit', title: 'Block-printed cushion cover' },
    ]);
    assert.equal(cart.lines[0]!.title, 'Block-printed cushion cover');
    assert.deepEqual(cart.lines[0]!.image, { url: '/media/cushion.jpg', alt: 'A cushion' });
    assert.ok(cart.updatedAt);

    // kept as stored, shown at today's price
    await setPrice(api.services, plenty, 39_900);
    const again = await get(user);
    assert.deepEqual(again.lines.map((line) => [line.quantity, line.unitPrice]), [[10, 39_900], [3, 59_900]]);
    assert.deepEqual(again.adjustments, []);
  });

  it('drops unknown, unpublished and sold-out products and reports each', async () => {
    const user = await api.user();
    const hidden = await addProduct(api.services, { published: false });
    const soldOut = await addProduct(api.services, { stock: 0, title: 'Dhokra brass elephant' });
    const fine = await addProduct(api.services);
    const cart = cartSchema.parse((await put(user, [
      { productId: 'no-such-product', quantity: 1 },
      { productId: hidden, quantity: 2 },
      { productId: soldOut, quantity: 1 },
      { productId: fine, quantity: 1 },
    ])).json());
    assert.deepEqual(cart.lines.map((line) => line.productId), [fine]);
    assert.deepEqual(
      cart.adjustments.map(({ productId, kept, reason, title }) => ({ productId, kept, reason, title })),
      [
        // named when the shop still sells it, so the shopper knows which line went (issue 38);
        // an unknown or unpublished product's title is not told
        { productId: 'no-such-product', kept: 0, reason: 'cart.sold_out', title: undefined },
        { productId: hidden, kept: 0, reason: 'cart.sold_out', title: undefined },
        { productId: soldOut, kept: 0, reason: 'cart.sold_out', title: 'Dhokra brass elephant' },
      ],
    );
  });

  it('merges a guest cart line by line into the account’s: account lines first, quantities added, capped and reported', async () => {
    const user = await api.user();
    const both = await addProduct(api.services, { stock: 50 });
    const accountOnly = await addProduct(api.services);
    const guestOnly = await addProduct(api.services);
    await put(user, [
      { productId: accountOnly, quantity: 1 },
      { productId: both, quantity: 6 },
    ]);
    const response = await merge(user, [
      { productId: guestOnly, quantity: 2 },
      { productId: both, quantity: 7 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const cart = cartSchema.parse(response.json());
    assert.deepEqual(cart.lines.map((line) => [line.productId, line.quantity]), [
      [accountOnly, 1],
      [both, 10],
      [guestOnly, 2],
    ]);
    assert.deepEqual(cart.adjustments, [{ productId: both, requested: 13, kept: 10, reason: 'cart.quantity_limit', title: 'Block-printed cushion cover' }]);
    assert.deepEqual((await get(user)).lines.map((line) => line.quantity), [1, 10, 2]);
  });

  it('replacing with an empty list empties the cart', async () => {
    const user = await api.user();
    const productId = await addProduct(api.services);
    await put(user, [{ productId, quantity: 1 }]);
    const cart = cartSchema.parse((await put(user, [])).json());
    assert.deepEqual(cart.lines, []);
    assert.deepEqual((await get(user)).lines, []);
  });
});
