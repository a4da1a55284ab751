import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { categoryRoutes } from 'shared-contracts/api/categories';
import { categoryListSchema, productDetailSchema, productListSchema } from 'shared-contracts/api/catalogue';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { seedCategoryId, seedIfEmpty, seedProductId } from '../seed/index';
import { products } from '../db/schema';

/** Catalogue content in three languages (issue 15 item 2): shoppers get their language, admins all of them. */
describe('catalogue content in en, es and fr', () => {
  let api: TestApi;
  let admin: { uid: string; email: string; token: string };
  before(async () => {
    api = await startTestApi();
    await seedIfEmpty(api.services);
    // the seed translates everything: a merchant's half-translated catalogue is made here, before any
    // answer is cached (the painting with a Spanish and French title only, the dupatta with nothing)
    const painting = { es: { title: 'Pintura madhubani de peces' }, fr: { title: 'Peinture madhubani aux poissons' } };
    await api.services.db.update(products).set({ translations: painting }).where(eq(products.id, seedProductId('madhubani-fish-painting')));
    await api.services.db.update(products).set({ translations: {} }).where(eq(products.id, seedProductId('pochampally-ikat-cotton-dupatta')));
    admin = await api.user('admin');
  });
  after(() => api.close());

  const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { ...(language ? { 'accept-language': language } : {}), ...headers } });
  const detail = async (slug: string, language?: string) => {
    const response = await get(`/api/catalogue/products/${slug}`, language);
    assert.equal(response.statusCode, 200, response.body);
    return productDetailSchema.parse(response.json());
  };
  const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object, language = 'en') =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });

  describe('shoppers', () => {
    it("answers a product and its category in the request's language, English without a translation to mark", async () => {
      const es = await detail('dhokra-brass-elephant', 'es-ES,es;q=0.9,en;q=0.5');
      assert.equal(es.product.title, 'Elefante de latón dhokra');
      assert.match(es.product.description, /^Fundido a la cera perdida/);
      assert.equal(es.product.untranslated, undefined);
      assert.equal(es.category.name, 'Hogar y decoración');
      assert.equal(es.category.untranslated, undefined);

      const fr = await detail('dhokra-brass-elephant', 'fr');
      assert.equal(fr.product.title, 'Éléphant en laiton dhokra');
      assert.equal(fr.category.name, 'Maison et décoration');

      for (const language of [undefined, 'en-IN', 'de-DE']) {
        const en = await detail('dhokra-brass-elephant', language);
        assert.equal(en.product.title, 'Dhokra brass elephant', String(language));
        assert.equal(en.category.name, 'Home & Decor');
        assert.equal(en.product.untranslated, undefined);
      }
    });

    it('falls back to English field by field, and says which fields did', async () => {
      // the painting has a Spanish title only
      const partly = await detail('madhubani-fish-painting', 'es');
      assert.equal(partly.product.title, 'Pintura madhubani de peces');
      assert.match(partly.product.description, /^A pair of fish/);
      assert.deepEqual(partly.product.untranslated, ['description']);
      // the dupatta has none
      const none = await detail('pochampally-ikat-cotton-dupatta', 'fr');
      assert.equal(none.product.title, 'Pochampally ikat cotton dupatta');
      assert.deepEqual(none.product.untranslated, ['title', 'description']);
      assert.equal(none.category.name, 'Textiles');
      assert.equal(none.category.untranslated, undefined);
      assert.ok(!('translations' in (await get('/api/catalogue/products/madhubani-fish-painting', 'es')).json().product), 'shoppers never get the translations themselves');
    });

    it('lists products and categories in the language, each language its own ETag, and varies on Accept-Language', async () => {
      const en = await get('/api/catalogue/products?pageSize=100');
      const es = await get('/api/catalogue/products?pageSize=100', 'es');
      assert.notEqual(en.headers.etag, es.headers.etag);
      assert.match(String(es.headers.vary), /Accept-Language/i);
      const titles = Object.fromEntries(productListSchema.parse(es.json()).items.map((item) => [item.slug, item.title]));
      assert.equal(titles['bagru-print-cushion-covers-set-of-2'], 'Fundas de cojín estampadas de Bagru, juego de 2');
      assert.equal(titles['pochampally-ikat-cotton-dupatta'], 'Pochampally ikat cotton dupatta');
      // a client holding the English answer gets the Spanish one, not a 304
      assert.equal((await get('/api/catalogue/products?pageSize=100', 'es', { 'if-none-match': String(en.headers.etag) })).statusCode, 200);
      assert.equal((await get('/api/catalogue/products?pageSize=100', 'es', { 'if-none-match': String(es.headers.etag) })).statusCode, 304);

      const categories = async (language?: string) => categoryListSchema.parse((await get('/api/catalogue/categories', language)).json()).items.map((category) => category.name);
      assert.deepEqual(await categories('es'), ['Textiles', 'Hogar y decoración', 'Cocina', 'Joyería', 'Bienestar']);
      assert.deepEqual(await categories('fr'), ['Textiles', 'Maison et décoration', 'Cuisine', 'Bijoux', 'Bien-être']);
      assert.deepEqual(await categories(), ['Textiles', 'Home & Decor', 'Kitchen', 'Jewellery', 'Wellness']);
    });

    it("searches the locale's text: a Spanish word finds in Spanish, not in English", async () => {
      const search = async (q: string, language?: string) =>
        productListSchema.parse((await get(`/api/catalogue/products?q=${encodeURIComponent(q)}`, language)).json()).items.map((item) => item.slug);
      assert.ok((await search('elefante', 'es')).includes('dhokra-brass-elephant'));
      assert.ok(!(await search('elefante')).includes('dhokra-brass-elephant'));
      assert.ok((await search('jardinière', 'fr')).includes('terracotta-hanging-planter'));
      // an untranslated product is found by its English text in any language
      assert.ok((await search('Pochampally', 'es')).includes('pochampally-ikat-cotton-dupatta'));
    });
  });

  describe('admins', () => {
    it("edit a product's translations and shoppers see them at once; a blank one is English again", async () => {
      const id = seedProductId('pochampally-ikat-cotton-dupatta');
      const current = routes.adminGetProduct.response.parse((await asAdmin('GET', `/api/admin/products/${id}`)).json());
      assert.deepEqual(current.translations, {});
      const { id: _id, stock: _stock, createdAt: _c, updatedAt: _u, variants: _v, options: _o, ...fields } = current;
      const saved = await asAdmin('PUT', `/api/admin/products/${id}`, {
        ...fields,
        translations: { es: { title: '  Dupatta ikat de Pochampally ', description: '' }, fr: { title: 'Dupatta ikat de Pochampally' } },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(routes.adminUpdateProduct.response.parse(saved.json()).translations, {
        es: { title: 'Dupatta ikat de Pochampally' },
        fr: { title: 'Dupatta ikat de Pochampally' },
      });
      const es = await detail('pochampally-ikat-cotton-dupatta', 'es');
      assert.equal(es.product.title, 'Dupatta ikat de Pochampally');
      assert.deepEqual(es.product.untranslated, ['description']);
      assert.equal((await detail('pochampally-ikat-cotton-dupatta')).product.title, 'Pochampally ikat cotton dupatta');

      const [entry] = (await listAuditLog(api.services.db, { targetType: 'product', targetId: id, page: 1, pageSize: 10 })).items;
      assert.equal(entry?.action, 'product.update');
      assert.ok(entry && 'translations' in entry.changes);

      // a form that does not send translations keeps them
      const again = routes.adminGetProduct.response.parse((await asAdmin('GET', `/api/admin/products/${id}`)).json());
      const { id: _i, stock: _s, createdAt: _c2, updatedAt: _u2, variants: _v2, options: _o2, translations: _t, ...untouched } = again;
      assert.equal((await asAdmin('PUT', `/api/admin/products/${id}`, { ...untouched, price: again.price + 100 })).statusCode, 200);
      assert.equal((await detail('pochampally-ikat-cotton-dupatta', 'fr')).product.title, 'Dupatta ikat de Pochampally');
    });

    it('refuse a translated title longer than an English one may be, in the caller’s language', async () => {
      const id = seedProductId('kantha-stitch-cotton-throw');
      const current = routes.adminGetProduct.response.parse((await asAdmin('GET', `/api/admin/products/${id}`)).json());
      const { id: _id, stock: _stock, createdAt: _c, updatedAt: _u, variants: _v, options: _o, ...fields } = current;
      const refused = await asAdmin('PUT', `/api/admin/products/${id}`, { ...fields, translations: { fr: { title: 'x'.repeat(121) } } }, 'fr');
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().error.fields, { 'translations.fr.title': ['120 caractères maximum autorisés.'] });
    });

    it('read every category with its translations and change a name in one language; shoppers see it', async () => {
      const list = await asAdmin('GET', '/api/admin/categories');
      assert.equal(list.statusCode, 200, list.body);
      const kitchen = categoryRoutes.adminListCategories.response.parse(list.json()).items.find((category) => category.slug === 'kitchen')!;
      assert.deepEqual(kitchen.translations.fr?.name, 'Cuisine');
      const saved = await asAdmin('PUT', `/api/admin/categories/${seedCategoryId('kitchen')}`, {
        name: kitchen.name,
        description: kitchen.description,
        translations: { ...kitchen.translations, fr: { name: 'Cuisine et table', description: '' } },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(categoryRoutes.adminUpdateCategory.response.parse(saved.json()).translations.fr, { name: 'Cuisine et table' });
      const fr = categoryListSchema.parse((await get('/api/catalogue/categories', 'fr')).json()).items.find((category) => category.slug === 'kitchen')!;
      assert.equal(fr.name, 'Cuisine et table');
      assert.deepEqual(fr.untranslated, ['description']);
      assert.equal((await detail('cast-iron-kadai-10-inch', 'fr')).category.name, 'Cuisine et table');
      const [entry] = (await listAuditLog(api.services.db, { targetType: 'category', targetId: seedCategoryId('kitchen'), page: 1, pageSize: 10 })).items;
      assert.equal(entry?.action, 'category.update');

      assert.equal((await asAdmin('PUT', `/api/admin/categories/${seedCategoryId('kitchen')}`, { name: '  ' }, 'es')).json().error.fields?.name?.[0], 'Este campo es obligatorio.');
      assert.equal((await asAdmin('PUT', '/api/admin/categories/cat-nothing', { name: 'Nothing' })).statusCode, 404);
    });

    it('are the only ones who read or change categories here', async () => {
      const customer = await api.user('customer');
      const asCustomer = await api.app.inject({ method: 'GET', url: '/api/admin/categories', headers: { authorization: `Bearer ${customer.token}` } });
      assert.equal(asCustomer.statusCode, 403);
      assert.equal((await get('/api/admin/categories')).statusCode, 401);
    });
  });
});
