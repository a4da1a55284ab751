import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { productInputSchema } from 'shared-contracts/api/admin';
import { slugSchema } from 'shared-contracts/api/common';
import { isGstRate } from 'shared-contracts/domain/gst';
import { TRANSLATED_LOCALES } from 'shared-contracts/domain/translations';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/database';
import { categories, products } from '../db/schema';
import { countProducts, listCategories } from '../catalogue/repository';
import { sanitizeProductText } from '../catalogue/sanitize';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue';
import { SEED_ASSETS_DIR, SEED_MEDIA_PREFIX, seedImageFiles, seedImageUrl } from './images';
import { seedIfEmpty, seedProductRow } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('seedIfEmpty', () => {
  let database: Database;
  before(async () => {
    // the run's database: in-memory PGlite, or one of its own on the PostgreSQL server
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('seeds an empty shop once: a second run changes nothing', async () => {
    assert.deepEqual(await seedIfEmpty(database), { products: 31, categories: 5 });
    assert.equal(await countProducts(database.db), 31);
    assert.equal(await seedIfEmpty(database), null);
    assert.equal(await countProducts(database.db), 31);
    assert.deepEqual(
      (await listCategories(database.db)).map((category) => category.slug),
      ['textiles', 'home-decor', 'kitchen', 'jewellery', 'wellness'],
    );
  });

  it('translates every product, category and option name and value into Spanish and French', async () => {
    const [productRows, categoryRows] = await Promise.all([database.db.select().from(products), database.db.select().from(categories)]);
    const missing: string[] = [];
    const has = (text: string | undefined, where: string) => {
      if (!text?.trim()) missing.push(where);
    };
    let options = 0;
    let values = 0;
    for (const locale of TRANSLATED_LOCALES) {
      for (const row of productRows) {
        has(row.translations[locale]?.title, `${locale} ${row.slug} title`);
        has(row.translations[locale]?.description, `${locale} ${row.slug} description`);
        for (const option of row.options) {
          options++;
          has(option.translations?.[locale]?.name, `${locale} ${row.slug} option ${option.name}`);
          for (const value of option.values) {
            values++;
            has(option.translations?.[locale]?.values?.[value], `${locale} ${row.slug} ${option.name}: ${value}`);
          }
        }
      }
      for (const row of categoryRows) {
        has(row.translations[locale]?.name, `${locale} category ${row.slug} name`);
        has(row.translations[locale]?.description, `${locale} category ${row.slug} description`);
      }
    }
    console.log(`seed translations: ${productRows.length} products, ${categoryRows.length} categories, ${options / 2} options, ${values / 2} option values in es and fr; ${missing.length} missing`);
    assert.deepEqual(missing, []);
    assert.equal(productRows.length, 31);
  });

  it('seeds once when two instances start together', async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([seedIfEmpty(fresh), seedIfEmpty(fresh)]);
      assert.equal(results.filter((result) => result !== null).length, 1);
      assert.equal(await countProducts(fresh.db), 31);
    } finally {
      await fresh.close();
    }
  });
});

describe('the seed catalogue', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const rows = SEED_PRODUCTS.map((product) => seedProductRow(product, now));

  it('has 28 to 32 products in 5 categories, at least 5 in each', () => {
    assert.ok(SEED_PRODUCTS.length >= 28 && SEED_PRODUCTS.length <= 32, `${SEED_PRODUCTS.length} products`);
    assert.equal(SEED_CATEGORIES.length, 5);
    for (const category of SEED_CATEGORIES) {
      assert.ok(SEED_PRODUCTS.filter((product) => product.category === category.slug).length >= 5, category.slug);
    }
  });

  it('has unique, valid slugs', () => {
    const slugs = SEED_PRODUCTS.map((product) => product.slug);
    assert.equal(new Set(slugs).size, slugs.length);
    for (const slug of slugs) assert.ok(slugSchema.safeParse(slug).success, slug);
  });

  it('is what the admin form would accept, with clean text', () => {
    for (const row of rows) {
      const parsed = productInputSchema.safeParse({ ...row, mrp: row.mrp ?? null });
      assert.ok(parsed.success, `${row.slug}: ${JSON.stringify(parsed.error?.issues)}`);
      assert.equal(sanitizeProductText(row.description), row.description);
    }
  });

  it('describes every product in 2 to 4 sentences', () => {
    for (const product of SEED_PRODUCTS) {
      const sentences = product.description.split(/[.!?](?=\s|$)/).filter((part) => part.trim()).length;
      assert.ok(sentences >= 2 && sentences <= 4, `${product.slug}: ${sentences} sentences`);
    }
  });

  it('prices in whole paise from ₹249 to ₹8,999, MRP never below the price', () => {
    for (const product of SEED_PRODUCTS) {
      assert.ok(Number.isSafeInteger(product.price) && product.price >= 24900 && product.price <= 899900, product.slug);
      if (product.mrp !== undefined) assert.ok(product.mrp > product.price, product.slug);
    }
    assert.ok(SEED_PRODUCTS.filter((product) => product.mrp !== undefined).length >= 4);
  });

  it('uses GST rates that fit the goods, and HSN codes', () => {
    const allowed: Record<string, number[]> = { textiles: [5, 18], 'home-decor': [12, 18], kitchen: [12, 18], jewellery: [3], wellness: [5, 12, 18] };
    for (const product of SEED_PRODUCTS) {
      assert.ok(isGstRate(product.gstRate) && allowed[product.category]!.includes(product.gstRate), product.slug);
      assert.match(product.hsn, /^\d{4}(\d{2}){0,2}$/);
    }
    // apparel above ₹2,500 is taxed at 18 %, the rest of the textiles at 5 %
    assert.equal(SEED_PRODUCTS.find((product) => product.slug === 'kashmiri-pashmina-shawl')?.gstRate, 18);
  });

  it('has sold-out, few-left and well-stocked products, and drafts for the admin', () => {
    const published = SEED_PRODUCTS.filter((product) => product.published !== false);
    assert.equal(published.filter((product) => product.stock === 0).length, 5);
    assert.equal(published.filter((product) => product.stock > 0 && product.stock <= 5).length, 7);
    assert.ok(published.filter((product) => product.stock > 5).length >= 15);
    assert.deepEqual(
      SEED_PRODUCTS.filter((product) => product.published === false).map((product) => product.slug),
      ['khadi-cotton-table-runner', 'temple-jhumkas-gold-plated-silver'],
    );
  });

  it('dates the products apart over the last 60 days', () => {
    const times = rows.map((row) => Date.parse(row.createdAt!));
    assert.equal(new Set(times).size, rows.length);
    for (const time of times) assert.ok(time < now.getTime() && time > now.getTime() - 60 * DAY_MS);
    assert.ok(Math.max(...times) - Math.min(...times) > 50 * DAY_MS);
  });
});

describe('the seed illustrations', () => {
  const files = seedImageFiles();

  it('give every product 3 or more images with their own alt texts, the main one first as it always was, served from the repository', () => {
    const row = seedProductRow(SEED_PRODUCTS[0]!, new Date());
    assert.deepEqual(row.images, [
      { url: '/media/seed/products/jaipur-block-print-cotton-dohar.svg', alt: 'Illustration: Jaipur block-print cotton dohar' },
      { url: '/media/seed/products/jaipur-block-print-cotton-dohar-detail.svg', alt: 'Illustration: close-up of the Jaipur block-print cotton dohar, showing its pattern and finish' },
      { url: '/media/seed/products/jaipur-block-print-cotton-dohar-angle.svg', alt: 'Illustration: the Jaipur block-print cotton dohar turned to one side' },
      { url: '/media/seed/products/jaipur-block-print-cotton-dohar-in-use.svg', alt: 'Illustration: the Jaipur block-print cotton dohar on a table by a window, at home' },
    ]);
    for (const product of SEED_PRODUCTS) {
      const images = seedProductRow(product, new Date()).images!;
      assert.ok(images.length >= 3, product.slug);
      assert.equal(images[0]!.url, seedImageUrl(product.slug), `${product.slug}: the main image keeps its address`);
      assert.equal(new Set(images.map((image) => image.alt)).size, images.length, `${product.slug}: each image says what it shows`);
      for (const image of images) {
        assert.ok(image.alt.includes(product.title) && image.alt.length <= 200, image.alt);
        assert.ok(fs.existsSync(path.join(SEED_ASSETS_DIR, image.url.slice(SEED_MEDIA_PREFIX.length))), image.url);
      }
    }
  });

  it('are small SVG files, each under 3 KB, with no script and no outside link', () => {
    for (const [file, svg] of files) {
      assert.ok(Buffer.byteLength(svg) < 3 * 1024, `${file}: ${Buffer.byteLength(svg)} bytes`);
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      assert.doesNotMatch(svg, /<script|href=|on[a-z]+=/i);
    }
  });

  it('are committed as the generator draws them (run api/src/seed/generate-images.ts after a change)', () => {
    const committed = fs.readdirSync(path.join(SEED_ASSETS_DIR, 'products')).map((name) => `products/${name}`).sort();
    assert.deepEqual(committed, [...files.keys()].sort());
    for (const [file, svg] of files) assert.equal(fs.readFileSync(path.join(SEED_ASSETS_DIR, file), 'utf8'), svg, file);
  });

  it('differ between products of a category that share a motif', () => {
    const jhumkas = ['oxidised-silver-jhumkas', 'temple-jhumkas-gold-plated-silver'].map((slug) => files.get(`products/${slug}.svg`));
    assert.notEqual(jhumkas[0], jhumkas[1]);
  });
});
