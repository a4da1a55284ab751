/**
 * Security: an admin's product form saved after a sale neither puts back the sold stock nor lets
 * the shop oversell (issue 11, item 3). Stock 5; the admin reads the product; a buyer reserves 3;
 * the admin saves a description change based on what was read -> 409 datastale, stock still 2;
 * then 5 buyers try to buy one each -> only 2 succeed (5 sold in all against 5 on the shelf).
 * A negative stock and an adjustment below 0 are field errors, never clamped to 0.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProductUpdate } from 'shared-contracts/api/admin';
import type { Product } from 'shared-contracts/domain/catalogue';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, stockOf } from '../checkout/testing';

/** What the admin's form sends when saving `product` with `changes`, based on the version it was read at. */
function formSave(product: Product, changes: Partial<ProductUpdate>): ProductUpdate {
  const { slug, title, description, categoryId, price, mrp, gstRate, hsn, images, published, version } = product;
  return { slug, title, description, categoryId, price, mrp, gstRate, hsn, images, published, version, ...changes };
}

describe('security: a stale product save', () => {
  let api: TestApi;
  let adminToken: string;

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
  const buy = async (productId: string, quantity: number) => {
    const buyer = await api.user();
    return api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(buyer.token), payload: checkoutRequest([{ productId, quantity }]) });
  };

  before(async () => {
    api = await startTestApi();
    adminToken = (await api.user('admin')).token;
  });
  after(() => api.close());

  it('refuses a save based on the version read before a sale, keeps the reservation, and sells no more than the shelf holds', async (t) => {
    const productId = await addProduct(api.services, { stock: 5 });
    const opened = (await asAdmin('GET', `/api/admin/products/${productId}`)).json() as Product;
    assert.deepEqual([opened.stock, opened.version], [5, 1]);

    const reserved = await buy(productId, 3);
    assert.equal(reserved.statusCode, 200, reserved.body);
    assert.equal(await stockOf(api.services, productId), 2);

    // a form opened before the sale: reservations do not raise the version, and the save does not carry stock
    const oldForm = await asAdmin('PUT', `/api/admin/products/${productId}`, { ...formSave(opened, { description: 'Now with tassels.' }), stock: opened.stock });
    assert.equal(oldForm.statusCode, 200, 'a form that never writes stock is not stale after a sale');
    assert.equal(await stockOf(api.services, productId), 2, 'the stock the form was opened with is not written back');

    // a second admin tab, still at version 1, saves a description: refused
    const stale = await asAdmin('PUT', `/api/admin/products/${productId}`, { ...formSave(opened, { description: 'Hand-stitched.' }), stock: opened.stock });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.code, 'datastale');
    const current = (await asAdmin('GET', `/api/admin/products/${productId}`)).json() as Product;
    assert.deepEqual([current.description, current.stock, current.version], ['Now with tassels.', 2, 2]);

    const attempts = await Promise.all(Array.from({ length: 5 }, () => buy(productId, 1)));
    const accepted = attempts.filter((response) => response.statusCode === 200).length;
    const refused = attempts.filter((response) => response.statusCode === 409 && response.json().error.code === 'out_of_stock').length;
    const sold = 3 + accepted;
    t.diagnostic(
      `stale product save: stock 5, 3 reserved -> stock 2; save from version 1 after another save -> ${stale.statusCode} ${stale.json().error.code}, stock still ${current.stock}; ` +
        `5 more checkouts -> ${accepted} accepted, ${refused} refused out_of_stock; ${sold} sold against 5, stock ${await stockOf(api.services, productId)}`,
    );
    assert.deepEqual([accepted, refused, sold, await stockOf(api.services, productId)], [2, 3, 5, 0]);
  });

  it('answers a negative stock and an adjustment below 0 with a field message, changing nothing', async (t) => {
    const productId = await addProduct(api.services, { stock: 2 });
    const opened = (await asAdmin('GET', `/api/admin/products/${productId}`)).json() as Product;
    const negative = await asAdmin('POST', '/api/admin/products', { ...formSave(opened, { slug: undefined, title: 'Another one' }), version: undefined, stock: -3 });
    assert.equal(negative.statusCode, 400);
    assert.deepEqual(negative.json().error.fields, { stock: ['Value must be greater than or equal to 0.'] });

    const below = await asAdmin('POST', `/api/admin/products/${productId}/stock`, { delta: -3, reason: 'Recount' });
    assert.equal(below.statusCode, 400);
    assert.deepEqual(below.json().error.fields, { delta: ['Value must be greater than or equal to -2.'] });
    const exact = await asAdmin('POST', `/api/admin/products/${productId}/stock`, { delta: -2, reason: 'Recount' });
    assert.equal(exact.json().stock, 0);
    t.diagnostic(
      `negative stock: create with -3 -> ${negative.statusCode} stock "${negative.json().error.fields.stock[0]}"; ` +
        `adjust -3 on stock 2 -> ${below.statusCode} delta "${below.json().error.fields.delta[0]}"; adjust -2 -> ${exact.statusCode}, stock ${exact.json().stock}`,
    );
    assert.equal(await stockOf(api.services, productId), 0);
  });

  it('answers a save from a form whose product was deleted meanwhile with 404 nodata, in the caller\'s language', async (t) => {
    const productId = await addProduct(api.services, { stock: 1 });
    const opened = (await asAdmin('GET', `/api/admin/products/${productId}`)).json() as Product;
    assert.equal((await api.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}`, headers: bearer(adminToken) })).statusCode, 200);
    const answers: Record<string, string> = {};
    for (const language of ['en', 'es', 'fr']) {
      const saved = await api.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        headers: { ...bearer(adminToken), 'accept-language': language },
        payload: { ...formSave(opened, { description: 'Saved too late.' }), stock: opened.stock },
      });
      assert.equal(saved.statusCode, 404);
      assert.equal(saved.json().error.code, 'nodata');
      answers[language] = saved.json().error.message;
    }
    assert.deepEqual(answers, { en: 'There is no data to update.', es: 'No hay datos que actualizar.', fr: "Il n'y a aucune donnée à mettre à jour." });
    t.diagnostic(`nodata: a form saved after its product was deleted -> 404 nodata, "${answers.en}" / "${answers.es}" / "${answers.fr}"`);
  });
});
