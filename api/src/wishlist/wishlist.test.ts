import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { wishlistSchema } from 'shared-contracts/api/wishlist';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, anonymousUser, bearer, setPrice } from '../checkout/testing';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('the wishlist: /api/wishlist', () => {
  let api: TestApi;

  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, language = 'en') =>
    api.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': language }, ...(payload ? { payload } : {}) });
  const read = async (user: User) => wishlistSchema.parse((await call(user.token, 'GET', '/api/wishlist')).json());

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('refuses callers who are not signed in, and a guest checkout’s anonymous account (its list stays in the browser)', async () => {
    for (const [method, url] of [['GET', '/api/wishlist'], ['PUT', '/api/wishlist/x'], ['DELETE', '/api/wishlist/x'], ['POST', '/api/wishlist/merge']] as const) {
      const response = await api.app.inject({ method, url, ...(method === 'POST' ? { payload: { items: [] } } : {}) });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
    const id = await addProduct(api.services);
    const guest = await anonymousUser();
    assert.equal((await call(guest.token, 'PUT', `/api/wishlist/${id}`)).statusCode, 403);
  });

  it('saves a product once with its price then, and shows the price now, the drop and the stock', async () => {
    const user = await api.user();
    const id = await addProduct(api.services, { price: 129_900, stock: 2, title: 'Pashmina stole' });
    const saved = await call(user.token, 'PUT', `/api/wishlist/${id}`);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await call(user.token, 'PUT', `/api/wishlist/${id}`)).statusCode, 200, 'saving again keeps one');
    await setPrice(api.services, id, 99_900);
    const list = await read(user);
    assert.deepEqual(
      list.items.map(({ productId, title, price, savedPrice, stockLevel, hasVariants }) => ({ productId, title, price, savedPrice, stockLevel, hasVariants })),
      [{ productId: id, title: 'Pashmina stole', price: 99_900, savedPrice: 129_900, stockLevel: 'few_left', hasVariants: false }],
    );
    console.log(`wishlist: saved at ₹${129_900 / 100}, now ₹${list.items[0]!.price / 100}: a drop of ₹${(129_900 - 99_900) / 100}; 2 saves -> ${list.items.length} item`);
    assert.equal((await call(user.token, 'PUT', '/api/wishlist/p-no-such-product')).statusCode, 404);
    const removed = wishlistSchema.parse((await call(user.token, 'DELETE', `/api/wishlist/${id}`)).json());
    assert.deepEqual(removed.items, []);
  });

  it('merges a guest’s list on sign-in: new products with the guest’s saved price, products already saved kept as they were', async () => {
    const user = await api.user();
    const [kept, added, hidden] = [await addProduct(api.services, { price: 50_000 }), await addProduct(api.services, { price: 70_000 }), await addProduct(api.services, { published: false })];
    await call(user.token, 'PUT', `/api/wishlist/${kept}`);
    const merged = await call(user.token, 'POST', '/api/wishlist/merge', {
      items: [
        { productId: kept, savedPrice: 10_000 },
        { productId: added, savedPrice: 80_000 },
        { productId: hidden, savedPrice: 1 },
        { productId: 'p-gone' },
      ],
    });
    assert.equal(merged.statusCode, 200, merged.body);
    const list = wishlistSchema.parse(merged.json());
    assert.deepEqual(
      Object.fromEntries(list.items.map((item) => [item.productId, item.savedPrice])),
      { [kept]: 50_000, [added]: 80_000 },
    );
    console.log(`merge: guest list of 4 (1 already saved, 1 unpublished, 1 unknown) -> account holds ${list.items.length}`);
  });

  it('shows a guest’s list from the browser without a session: published products only, in order given', async () => {
    const [a, b, hidden] = [await addProduct(api.services, { price: 20_000, stock: 0 }), await addProduct(api.services, { price: 30_000 }), await addProduct(api.services, { published: false })];
    const response = await api.app.inject({ method: 'POST', url: '/api/wishlist/view', payload: { items: [{ productId: a, savedPrice: 25_000 }, { productId: hidden }, { productId: b }] } });
    assert.equal(response.statusCode, 200, response.body);
    const list = wishlistSchema.parse(response.json());
    assert.deepEqual(
      list.items.map(({ productId, price, savedPrice, stockLevel }) => [productId, price, savedPrice, stockLevel]),
      [
        [a, 20_000, 25_000, 'sold_out'],
        [b, 30_000, 30_000, 'in_stock'],
      ],
    );
  });

  it('never shows or changes another customer’s items', async () => {
    const [asha, ravi] = [await api.user(), await api.user()];
    const id = await addProduct(api.services);
    await call(asha.token, 'PUT', `/api/wishlist/${id}`);
    assert.deepEqual((await read(ravi)).items, []);
    await call(ravi.token, 'DELETE', `/api/wishlist/${id}`);
    assert.deepEqual((await read(asha)).items.map((item) => item.productId), [id], 'Ravi’s delete removed nothing of Asha’s');
    console.log(`isolation: Asha 1 item, Ravi sees ${(await read(ravi)).items.length}; Ravi's delete left Asha's ${(await read(asha)).items.length}`);
  });
});
