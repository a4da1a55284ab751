import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { categoryListSchema, productDetailSchema, productListSchema } from 'shared-contracts/api/catalogue';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertProducts } from '../catalogue/repository';
import { SEED_PRODUCTS } from '../seed/catalogue';
import { seedIfEmpty } from '../seed/index';

const PUBLISHED = SEED_PRODUCTS.filter((product) => product.published !== false);
const NEWEST_FIRST = [...PUBLISHED].sort((a, b) => a.daysAgo - b.daysAgo).map((product) => product.slug);

describe('the catalogue: GET /api/catalogue/products, /products/:slug, /categories', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
    await seedIfEmpty(api.services);
  });
  after(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
  const list = async (query = '') => {
    const response = await get(`/api/catalogue/products${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return productListSchema.parse(response.json());
  };
  const slugs = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

  describe('list', () => {
    it('lists the published products, newest first, 24 a page, as shoppers may see them', async () => {
      const page = await list();
      assert.equal(page.total, 29);
      assert.equal(page.page, 1);
      assert.equal(page.pageSize, 24);
      assert.deepEqual(slugs(page), NEWEST_FIRST.slice(0, 24));
      assert.deepEqual(slugs(page).slice(0, 3), ['hammered-copper-water-bottle', 'jaipur-block-print-cotton-dohar', 'oxidised-silver-jhumkas']);
      const body = (await get('/api/catalogue/products')).json();
      for (const item of body.items) {
        assert.ok(!('stock' in item) && !('published' in item), `${item.slug} leaks its stock or publication`);
      }
      const level = Object.fromEntries(page.items.map((item) => [item.slug, item.stockLevel]));
      assert.equal(level['jaipur-block-print-cotton-dohar'], 'in_stock');
      assert.equal(level['kantha-stitch-cotton-throw'], 'few_left');
      assert.equal(level['cast-iron-kadai-10-inch'], 'sold_out');
      const most = Object.fromEntries(page.items.map((item) => [item.slug, item.maxQuantity]));
      assert.equal(most['jaipur-block-print-cotton-dohar'], 10);
      assert.equal(most['cast-iron-kadai-10-inch'], 0);
    });

    it('never lists unpublished products, whatever the query', async () => {
      const drafts = ['khadi-cotton-table-runner', 'temple-jhumkas-gold-plated-silver'];
      for (const query of ['?pageSize=100', '?q=khadi', '?q=temple', '?category=jewellery&pageSize=100', '?sort=price_desc&pageSize=100', '?minPrice=600000']) {
        const page = await list(query);
        assert.deepEqual(slugs(page).filter((slug) => drafts.includes(slug)), [], query);
      }
      assert.equal((await list('?q=khadi')).total, 0);
    });

    it('pages through all products without overlap', async () => {
      const pages = [await list('?pageSize=10&page=1'), await list('?pageSize=10&page=2'), await list('?pageSize=10&page=3')];
      assert.deepEqual(pages.map((page) => page.items.length), [10, 10, 9]);
      assert.deepEqual(pages.flatMap(slugs), NEWEST_FIRST);
      for (const page of pages) assert.equal(page.total, 29);
      const beyond = await list('?pageSize=10&page=4');
      assert.deepEqual(beyond.items, []);
      assert.equal(beyond.total, 29);
      assert.equal(beyond.page, 4);
    });

    it('searches title and description, ignoring case', async () => {
      const brass = await list('?q=BRASS');
      // three by title, the kundan choker by its description ('gold-plated brass')
      assert.deepEqual(slugs(brass), ['hand-beaten-brass-diyas-set-of-4', 'dhokra-brass-cuff', 'dhokra-brass-elephant', 'kundan-choker-necklace']);
      assert.equal(brass.total, 4);
      assert.deepEqual(slugs(await list('?q=%20jhumka%20')), ['oxidised-silver-jhumkas']);
      assert.deepEqual(slugs(await list('?q=narmada')), ['maheshwari-silk-cotton-saree']);
    });

    it('takes % and _ in a search literally', async () => {
      assert.deepEqual(slugs(await list('?q=100%25')), ['pochampally-ikat-cotton-dupatta']);
      assert.deepEqual(slugs(await list('?q=%25')), ['pochampally-ikat-cotton-dupatta']);
      assert.equal((await list('?q=_')).total, 0);
    });

    it('filters by category slug; an unknown category has no products', async () => {
      const jewellery = await list('?category=jewellery');
      assert.deepEqual(slugs(jewellery), ['oxidised-silver-jhumkas', 'jaipur-lac-bangles-set-of-6', 'dhokra-brass-cuff', 'sterling-silver-payal', 'kundan-choker-necklace']);
      assert.ok(jewellery.items.every((item) => item.categoryId === 'cat-jewellery'));
      const none = await list('?category=furniture');
      assert.equal(none.total, 0);
      assert.deepEqual(none.items, []);
    });

    it('filters by price range in paise, both ends included', async () => {
      const range = await list('?minPrice=100000&maxPrice=150000&sort=price_asc');
      assert.deepEqual(
        range.items.map((item) => [item.slug, item.price]),
        [
          ['hammered-copper-water-bottle', 104900],
          ['granite-mortar-and-pestle', 109900],
          ['kumkumadi-face-oil', 115000],
          ['pochampally-ikat-cotton-dupatta', 115000],
          ['marble-inlay-coasters-set-of-4', 119900],
          ['dhokra-brass-cuff', 125000],
          ['jaipur-blue-pottery-vase', 129900],
          ['sheesham-wood-masala-box', 134900],
          ['kansa-foot-massage-wand', 149900],
        ],
      );
      assert.deepEqual(slugs(await list('?minPrice=149900&maxPrice=149900')), ['kansa-foot-massage-wand']);
      assert.equal((await list('?minPrice=800000')).total, 1);
      assert.equal((await list('?maxPrice=44900')).total, 3);
    });

    it('filters to products in stock when asked; inStock=false does not filter', async () => {
      const inStock = await list('?inStock=true&pageSize=100');
      assert.equal(inStock.total, 24);
      assert.ok(inStock.items.every((item) => item.stockLevel !== 'sold_out'));
      assert.ok(!slugs(inStock).includes('cast-iron-kadai-10-inch'));
      assert.equal((await list('?inStock=1')).total, 24);
      assert.equal((await list('?inStock=false')).total, 29);
    });

    it('sorts by price both ways, equal prices newest first', async () => {
      const ascending = await list('?sort=price_asc&pageSize=100');
      assert.deepEqual(slugs(ascending).slice(0, 3), ['mysore-sandalwood-incense-sticks', 'haldi-chandan-ubtan', 'neem-tulsi-soap-set-of-3']);
      const prices = ascending.items.map((item) => item.price);
      assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
      const descending = await list('?sort=price_desc&pageSize=100');
      assert.deepEqual(slugs(descending).slice(0, 3), ['kashmiri-pashmina-shawl', 'kansa-bronze-thali-set', 'maheshwari-silk-cotton-saree']);
      // the two ₹1,150 products keep the same order both ways: the newer one first
      const tie = ['kumkumadi-face-oil', 'pochampally-ikat-cotton-dupatta'];
      assert.deepEqual(slugs(descending).filter((slug) => tie.includes(slug)), tie);
      assert.deepEqual(slugs(ascending).filter((slug) => tie.includes(slug)), tie);
    });

    it('combines filters, sort and pages', async () => {
      const page = await list('?category=textiles&inStock=true&sort=price_asc&pageSize=2&page=2');
      assert.equal(page.total, 5);
      assert.deepEqual(slugs(page), ['kantha-stitch-cotton-throw', 'maheshwari-silk-cotton-saree']);
      const search = await list('?q=cotton&category=textiles&maxPrice=200000');
      assert.deepEqual(slugs(search), ['jaipur-block-print-cotton-dohar', 'bagru-print-cushion-covers-set-of-2', 'pochampally-ikat-cotton-dupatta']);
    });

    it('answers a bad query with 400 and the shared messages per field', async () => {
      const response = await get('/api/catalogue/products?pageSize=0&minPrice=abc&sort=x');
      assert.equal(response.statusCode, 400);
      const { error } = response.json();
      assert.equal(error.code, 'validation_failed');
      assert.deepEqual(Object.keys(error.fields).sort(), ['minPrice', 'pageSize', 'sort']);
      assert.deepEqual(error.fields.pageSize, ['Value must be greater than or equal to 1.']);
      assert.deepEqual(error.fields.minPrice, ['Invalid Numbers.']);
      assert.equal(error.fields.sort.length, 1);

      const range = (await get('/api/catalogue/products?minPrice=50000&maxPrice=100')).json();
      assert.deepEqual(range.error.fields, { maxPrice: ['Must be at least the lowest price, ₹500.00.'] });
      const tooBig = (await get('/api/catalogue/products?pageSize=101')).json();
      assert.deepEqual(tooBig.error.fields, { pageSize: ['Value must be less than or equal to 100.'] });
    });

    it('gives the messages in the caller language', async () => {
      const response = await get('/api/catalogue/products?minPrice=50000&maxPrice=100', { 'accept-language': 'es' });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().error.fields, { maxPrice: ['Debe ser al menos el precio mínimo, 500,00\u00a0₹.'] });
    });
  });

  describe('one product', () => {
    it('gives a published product by slug, with its category', async () => {
      const response = await get('/api/catalogue/products/kansa-bronze-thali-set');
      assert.equal(response.statusCode, 200);
      const { product, category } = productDetailSchema.parse(response.json());
      assert.equal(product.title, 'Kansa bronze thali set');
      assert.equal(product.price, 549900);
      assert.equal(product.gstRate, 12);
      assert.equal(product.hsn, '7418');
      assert.equal(product.stockLevel, 'few_left');
      // 4 left: the quantity choices offer 4, not the per-line 10
      assert.equal(product.maxQuantity, 4);
      assert.deepEqual(product.images[0], { url: '/media/seed/products/kansa-bronze-thali-set.svg', alt: 'Illustration: Kansa bronze thali set' });
      assert.equal(product.images.length, 4, 'its close-up, side and in-use views follow');
      assert.deepEqual(category, {
        id: 'cat-kitchen',
        slug: 'kitchen',
        name: 'Kitchen',
        description: 'Copper, bronze, cast iron, wood and stone: cookware and tableware made to last generations.',
        parentId: null,
        position: 2,
      });
      assert.ok(!('stock' in response.json().product));
    });

    it('gives the MRP where there is one', async () => {
      const { product } = (await get('/api/catalogue/products/jaipur-block-print-cotton-dohar')).json();
      assert.equal(product.mrp, 229900);
      assert.equal(product.price, 189900);
    });

    it('answers 404 for an unpublished or unknown slug', async () => {
      for (const slug of ['khadi-cotton-table-runner', 'temple-jhumkas-gold-plated-silver', 'no-such-product']) {
        const response = await get(`/api/catalogue/products/${slug}`);
        assert.equal(response.statusCode, 404, slug);
        assert.equal(response.json().error.code, 'not_found');
        assert.equal(response.json().error.message, 'Not found.');
      }
    });

    it('answers 400 for a slug that cannot be one', async () => {
      const response = await get('/api/catalogue/products/Not%20A%20Slug');
      assert.equal(response.statusCode, 400);
      assert.deepEqual(Object.keys(response.json().error.fields), ['slug']);
    });
  });

  describe('categories', () => {
    it('lists the categories in the shop order', async () => {
      const response = await get('/api/catalogue/categories');
      assert.equal(response.statusCode, 200);
      const { items } = categoryListSchema.parse(response.json());
      assert.deepEqual(
        items.map((category) => [category.slug, category.name]),
        [
          ['textiles', 'Textiles'],
          ['home-decor', 'Home & Decor'],
          ['kitchen', 'Kitchen'],
          ['jewellery', 'Jewellery'],
          ['wellness', 'Wellness'],
        ],
      );
    });
  });

  describe('media', () => {
    const YEAR = 'public, max-age=31536000, immutable';

    it('serves every listed product image from the repository, cached for a year', async () => {
      const page = await list('?pageSize=100');
      for (const item of page.items) {
        const response = await get(item.images[0]!.url);
        assert.equal(response.statusCode, 200, item.images[0]!.url);
        assert.equal(response.headers['content-type'], 'image/svg+xml');
        assert.equal(response.headers['cache-control'], YEAR);
        assert.match(response.body, /^<svg /);
      }
      const one = await get('/media/seed/products/kansa-bronze-thali-set.svg');
      assert.match(String(one.headers['content-security-policy']), /default-src 'none'/);
    });

    it('serves uploaded images and their variants, cached for a year', async () => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0673a' } }).png().toBuffer();
      const stored = await api.services.images.save({ productId: 'prod-test-upload', data: png, contentType: 'image/png' });
      const original = await get(stored.url);
      assert.equal(original.statusCode, 200);
      assert.equal(original.headers['content-type'], 'image/png');
      assert.equal(original.headers['cache-control'], YEAR);
      assert.equal(original.rawPayload.length, png.length);
      const variant = await get(stored.variants[0]!.url);
      assert.equal(variant.statusCode, 200);
      assert.equal(variant.headers['content-type'], 'image/webp');
      assert.equal(variant.headers['cache-control'], YEAR);
    });

    it('answers 404 for missing files', async () => {
      for (const url of ['/media/seed/products/nothing.svg', '/media/products/nope/x.png']) {
        const response = await get(url);
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json().error.code, 'not_found', url);
      }
    });

    it('refuses folder listings and paths that climb out of the media folders', async () => {
      for (const url of ['/media/seed/', '/media/seed/products/', '/media/seed/..%2F..%2Fpackage.json', '/media/seed/../src/seed/index.ts', '/media/products/..%2F..%2F..%2Fpackage.json']) {
        const response = await get(url);
        assert.ok([400, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
        assert.ok(response.json().error, url);
      }
    });
  });

  // Last: it adds a product the tests above do not expect.
  describe('product text', () => {
    it('is shown sanitised, even when it reached the database unsanitised', async () => {
      await insertProducts(api.services.db, [
        {
          id: 'prod-injected',
          slug: 'injected-tin',
          title: 'Painted tin <script>alert(document.cookie)</script>box',
          description: 'Lovely <img src=x onerror="alert(1)">tin.\u0007 <b>Bold</b> claims.',
          categoryId: 'cat-kitchen',
          price: 49900,
          gstRate: 12,
          stock: 3,
          images: [{ url: '/media/seed/products/kansa-bronze-thali-set.svg', alt: 'A tin<script>x</script>' }],
          published: true,
        },
      ]);
      const { product } = (await get('/api/catalogue/products/injected-tin')).json();
      assert.equal(product.title, 'Painted tin box');
      assert.equal(product.description, 'Lovely tin. Bold claims.');
      assert.equal(product.images[0].alt, 'A tin');
      const listed = (await list('?q=painted')).items[0]!;
      assert.equal(listed.title, 'Painted tin box');
    });
  });
});
