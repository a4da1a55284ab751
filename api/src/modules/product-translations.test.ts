/**
 * Products in Spanish and French all the way to the order (issue 38 item 3): option names and
 * values in the shopper's language on the product and in the cart, an order keeping each line's
 * title and variant in the language it was bought in (old orders keep what they have), and the
 * admin translating options.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { productDetailSchema } from 'shared-contracts/api/catalogue';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { orders } from '../db/schema';
import { seedIfEmpty, seedProductId } from '../seed/index';
import { seedVariantId } from '../seed/variants';
import { bearer, checkoutRequest, MANY_CHECKOUTS } from '../checkout/testing';

type User = Awaited<ReturnType<TestApi['user']>>;

const BANGLES = 'jaipur-lac-bangles-set-of-6';
const RED_26 = seedVariantId(BANGLES, ['2.6', 'Red']);

describe('products in Spanish and French, to the order', () => {
  let api: TestApi;
  let admin: User;
  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    await seedIfEmpty(api.services);
    admin = await api.user('admin');
  });
  after(() => api.close());

  const detail = async (slug: string, language: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/catalogue/products/${slug}`, headers: { 'accept-language': language } });
    assert.equal(response.statusCode, 200, response.body);
    return productDetailSchema.parse(response.json()).product;
  };
  const checkout = async (user: User, language: string, lines: { productId: string; variantId?: string; quantity: number }[]) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(user.token), 'accept-language': language },
      payload: checkoutRequest(lines),
    });
    assert.equal(response.statusCode, 200, response.body);
    return routes.checkout.response.parse(response.json()).order;
  };
  const myOrder = async (user: User, id: string, language: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { ...bearer(user.token), 'accept-language': language } });
    assert.equal(response.statusCode, 200, response.body);
    return routes.myOrder.response.parse(response.json());
  };

  it("names options and values in the shopper's language, in the options and every variant alike", async () => {
    const es = await detail(BANGLES, 'es');
    assert.deepEqual(es.options, [
      { name: 'Talla', values: ['2,4', '2,6', '2,8'] },
      { name: 'Color', values: ['Rojo', 'Verde'] },
    ]);
    assert.deepEqual(es.variants?.find((variant) => variant.id === RED_26)?.options, [
      { name: 'Talla', value: '2,6' },
      { name: 'Color', value: 'Rojo' },
    ]);
    const fr = await detail(BANGLES, 'fr');
    assert.deepEqual(fr.options?.[1], { name: 'Couleur', values: ['Rouge', 'Vert'] });
    const en = await detail(BANGLES, 'en');
    assert.deepEqual(en.options?.[1], { name: 'Colour', values: ['Red', 'Green'] });
    assert.ok(!('translations' in (en.options?.[1] ?? {})), 'shoppers never get the translations themselves');
    console.log(`options: es ${es.options?.map((option) => `${option.name}: ${option.values.join('/')}`).join('; ')}`);
  });

  it("shows the cart's variant in the page's language", async () => {
    const shopper = await api.user();
    const put = await api.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { ...bearer(shopper.token), 'accept-language': 'es' },
      payload: { lines: [{ productId: seedProductId(BANGLES), variantId: RED_26, quantity: 1 }] },
    });
    assert.equal(put.statusCode, 200, put.body);
    const line = routes.replaceCart.response.parse(put.json()).lines[0]!;
    assert.equal(line.title, 'Pulseras de laca de Jaipur, juego de 6');
    assert.equal(line.variant, 'Talla: 2,6, Color: Rojo');
    console.log(`cart line in es: ${line.title} (${line.variant})`);
  });

  it('keeps each line of an order in the language it was bought in, whatever language reads it later; an old order keeps its English', async () => {
    const shopper = await api.user();
    const order = await checkout(shopper, 'fr-FR,fr;q=0.9', [
      { productId: seedProductId('dhokra-brass-elephant'), quantity: 1 },
      { productId: seedProductId(BANGLES), variantId: RED_26, quantity: 1 },
    ]);
    const french = order.lines.map((line) => [line.title, line.variant ?? null]);
    assert.deepEqual(french, [
      ['Éléphant en laiton dhokra', null],
      ['Bracelets en laque de Jaipur, lot de 6', 'Taille: 2,6, Couleur: Rouge'],
    ]);
    // read in English (My orders after a language switch): still as bought
    const read = await myOrder(shopper, order.id, 'en');
    assert.deepEqual(
      read.lines.map((line) => [line.title, line.variant ?? null]),
      french,
    );
    const [row] = await api.services.db.select({ language: orders.language, lines: orders.lines }).from(orders).where(eq(orders.id, order.id));
    assert.equal(row?.language, 'fr');
    assert.equal(row?.lines[0]?.title, 'Éléphant en laiton dhokra');

    // an order placed before (English titles stored) is shown as stored, never translated after the fact
    const english = await checkout(shopper, 'en', [{ productId: seedProductId('dhokra-brass-elephant'), quantity: 1 }]);
    assert.equal(english.lines[0]?.title, 'Dhokra brass elephant');
    assert.equal((await myOrder(shopper, english.id, 'fr')).lines[0]?.title, 'Dhokra brass elephant');
    console.log(`order in fr: ${french.map(([title, variant]) => (variant ? `${title} (${variant})` : title)).join(' | ')}; en order read in fr: ${english.lines[0]?.title}`);
  });

  it("lets the admin translate an option's name and values: kept tidy, refused when too long in the caller's language", async () => {
    const id = seedProductId('dhokra-brass-cuff');
    const current = routes.adminGetProduct.response.parse(
      (await api.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: bearer(admin.token) })).json(),
    );
    assert.deepEqual(current.options?.[0]?.translations?.es, { name: 'Talla', values: { S: 'S', M: 'M', L: 'L' } });
    const grid = (translations: object) => ({
      version: current.version,
      options: [{ name: 'Size', values: ['S', 'M', 'L'], translations }],
      variants: current.variants!.map((variant) => ({ id: variant.id, sku: variant.sku, options: variant.options, price: variant.price, mrp: variant.mrp, images: variant.images })),
    });
    const tooLong = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants`,
      headers: { ...bearer(admin.token), 'accept-language': 'es' },
      payload: grid({ fr: { name: 'x'.repeat(41) } }),
    });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json().error.fields, { 'options.0.translations.fr.name': ['Se permiten como máximo 40 caracteres.'] });

    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants`,
      headers: bearer(admin.token),
      payload: grid({ es: { name: ' Medida ', values: { S: 'Pequeña', M: ' ', XL: 'Enorme' } }, fr: { name: '' } }),
    });
    assert.equal(saved.statusCode, 200, saved.body);
    // trimmed; a blank value, a value the option lacks and an empty language dropped
    const after = routes.adminSaveVariants.response.parse(saved.json());
    assert.deepEqual(after.options?.[0]?.translations, { es: { name: 'Medida', values: { S: 'Pequeña' } } });
    // a client that sends no translations (one that knows none) keeps them
    const again = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants`,
      headers: bearer(admin.token),
      payload: { ...grid({}), version: after.version, options: [{ name: 'Size', values: ['S', 'M', 'L'] }] },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(routes.adminSaveVariants.response.parse(again.json()).options?.[0]?.translations, { es: { name: 'Medida', values: { S: 'Pequeña' } } });
    const es = await detail('dhokra-brass-cuff', 'es');
    assert.deepEqual(es.options, [{ name: 'Medida', values: ['Pequeña', 'M', 'L'] }]);
    assert.deepEqual((await detail('dhokra-brass-cuff', 'fr')).options, [{ name: 'Size', values: ['S', 'M', 'L'] }]);
  });
});
