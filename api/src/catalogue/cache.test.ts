import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../app';
import { products } from '../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { seedIfEmpty } from '../seed/index';
import { CATALOGUE_CACHE_CONTROL } from '../modules/catalogue';
import { matchesEtag } from './cache';

const SLUG = 'hammered-copper-water-bottle';

describe('the cached catalogue: ETag, 304, Cache-Control, dropped on every change of any instance', () => {
  let api: TestApi;
  /** A second API instance over the same database (as behind nginx): it hears changes only through the database's notifications. */
  let other: FastifyInstance;
  before(async () => {
    api = await startTestApi();
    await seedIfEmpty(api.services);
    other = await buildApi(api.services);
    await other.ready();
  });
  after(async () => {
    await other.close();
    await api.close();
  });

  for (const url of ['/api/catalogue/products?pageSize=24', `/api/catalogue/products/${SLUG}`, '/api/catalogue/categories']) {
    it(`${url}: an ETag and a CDN-friendly Cache-Control; the same ETag back gets 304 without a body`, async () => {
      const first = await api.app.inject({ url });
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.match(etag, /^W\/"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], CATALOGUE_CACHE_CONTROL);
      assert.match(CATALOGUE_CACHE_CONTROL, /s-maxage=\d+/);
      assert.match(CATALOGUE_CACHE_CONTROL, /stale-while-revalidate=\d+/);
      const again = await api.app.inject({ url, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.deepEqual((await api.app.inject({ url })).json(), first.json());
      // another instance makes the same ETag for the same answer (a CDN or browser may reach either)
      assert.equal((await other.inject({ url, headers: { 'if-none-match': etag } })).statusCode, 304);
      const compressed = await api.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(compressed.headers.etag, etag);
    });
  }

  it('a different query is a different answer', async () => {
    const newest = await api.app.inject({ url: '/api/catalogue/products?pageSize=5' });
    const cheapest = await api.app.inject({ url: '/api/catalogue/products?pageSize=5&sort=price_asc' });
    assert.notEqual(newest.headers.etag, cheapest.headers.etag);
    assert.notDeepEqual(newest.json(), cheapest.json());
    // the same query however its parameters are ordered
    const reordered = await api.app.inject({ url: '/api/catalogue/products?sort=price_asc&pageSize=5' });
    assert.equal(reordered.headers.etag, cheapest.headers.etag);
  });

  it('a change made anywhere (here: straight in the database, as another instance or a worker would) shows on every instance', async (t) => {
    const url = `/api/catalogue/products/${SLUG}`;
    const before = await other.inject({ url });
    const oldPrice = before.json().product.price as number;
    const oldList = await api.app.inject({ url: '/api/catalogue/products?pageSize=24' });
    await api.services.db.update(products).set({ price: oldPrice + 100 }).where(eq(products.slug, SLUG));
    const started = Date.now();
    for (const instance of [other, api.app]) {
      const price = await until(
        async () => (await instance.inject({ url })).json().product.price as number,
        (each) => each !== oldPrice,
      );
      assert.equal(price, oldPrice + 100, 'the change shows');
    }
    // Usually a few milliseconds; a figure, not a timed assertion: a loaded 2-core CI machine may take longer.
    t.diagnostic(`the change showed on both instances after ${Date.now() - started} ms`);
    const newList = await api.app.inject({ url: '/api/catalogue/products?pageSize=24', headers: { 'if-none-match': oldList.headers.etag as string } });
    assert.equal(newList.statusCode, 200, 'the old ETag no longer matches');
    assert.notEqual(newList.headers.etag, oldList.headers.etag);
  });

  it('an unpublished product is 404 and stays so, never kept as an answer', async () => {
    await api.services.db.update(products).set({ published: false }).where(eq(products.slug, SLUG));
    const status = await until(
      async () => (await other.inject({ url: `/api/catalogue/products/${SLUG}` })).statusCode,
      (each) => each !== 200,
    );
    assert.equal(status, 404);
    assert.equal((await api.app.inject({ url: `/api/catalogue/products/${SLUG}` })).statusCode, 404);
  });
});

/**
 * Reads until the answer passes (or 10 s went by: then the last answer, for the assertion to show).
 * A pause between reads: answered from memory, they would never let the event loop read the notification.
 */
async function until<T>(read: () => Promise<T>, passes: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!passes(value) && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('matchesEtag', () => {
  it('compares weakly, in a list, and * matches anything', () => {
    assert.ok(matchesEtag('W/"abc"', 'W/"abc"'));
    assert.ok(matchesEtag('"abc"', 'W/"abc"'));
    assert.ok(matchesEtag('"x", W/"abc"', 'W/"abc"'));
    assert.ok(matchesEtag('*', 'W/"abc"'));
    assert.ok(!matchesEtag('W/"abd"', 'W/"abc"'));
    assert.ok(!matchesEtag(undefined, 'W/"abc"'));
  });
});
