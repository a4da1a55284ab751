import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { cartSchema } from 'shared-contracts/api/cart';
import { productDetailSchema, productSchema } from 'shared-contracts/api/catalogue';
import { orderSchema } from 'shared-contracts/api/orders';
import { variantProblems } from 'shared-contracts/domain/variants';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { auditLog, productVariants } from '../db/schema';
import { renderOrderMail } from '../mail/templates';
import { SEED_PRODUCTS } from '../seed/catalogue';
import { SEED_VARIANTS, seedVariantRows } from '../seed/variants';

type User = Awaited<ReturnType<TestApi['user']>>;

let made = 0;
/** GRID's variants with SKUs no other product has (SKUs are unique among all variants). */
const grid = () => {
  made += 1;
  return { ...GRID, variants: GRID.variants.map((variant) => ({ ...variant, sku: `${variant.sku}${made}` })) };
};

const GRID = {
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    { sku: 'TEESRED', options: [{ name: 'Size', value: 'S' }, { name: 'Colour', value: 'Red' }], price: 49_900, stock: 5 },
    { sku: 'TEEMRED', options: [{ name: 'Size', value: 'M' }, { name: 'Colour', value: 'Red' }], price: 54_900, mrp: 59_900, stock: 2 },
    { sku: 'TEEMBLUE', options: [{ name: 'Size', value: 'M' }, { name: 'Colour', value: 'Blue' }], price: 54_900, stock: 0 },
  ],
};

describe('the seed’s products sold by variant', () => {
  it('keep each product’s price (the lowest variant price) and stock (the variants’ sum), with a valid grid', () => {
    const rows = seedVariantRows((slug) => slug);
    assert.ok(Object.keys(SEED_VARIANTS).length >= 5);
    for (const [slug, grid] of Object.entries(SEED_VARIANTS)) {
      const product = SEED_PRODUCTS.find((seeded) => seeded.slug === slug);
      assert.ok(product, slug);
      const own = rows.filter((row) => row.productId === slug);
      assert.equal(Math.min(...own.map((row) => row.price)), product.price, slug);
      assert.equal(own.reduce((sum, row) => sum + row.stock, 0), product.stock, slug);
      const variants = own.map((row) => ({ options: row.optionValues, sku: row.sku ?? null, price: row.price, mrp: row.mrp ?? null }));
      assert.deepEqual(variantProblems(grid.options, variants), [], slug);
    }
  });
});

describe('products sold by variant: catalogue, admin grid, cart, checkout', () => {
  let api: TestApi;
  let admin: User;
  let shopper: User;

  const inject = (user: User | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method, url, headers: { ...(user ? bearer(user.token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A product with GRID's options and variants, saved through the admin endpoint. */
  async function variantProduct(): Promise<{ id: string; slug: string; variants: { id: string; sku: string | null }[] }> {
    const id = await addProduct(api.services, { price: 99_900, stock: 7 });
    const saved = await inject(admin, 'PUT', `/api/admin/products/${id}/variants`, { version: 1, ...grid() });
    assert.equal(saved.statusCode, 200, saved.body);
    const product = productSchema.parse(saved.json());
    return { id, slug: product.slug, variants: product.variants! };
  }

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    admin = await api.user('admin');
    shopper = await api.user();
  });
  after(() => api.close());

  it('saves options and a grid: the product takes the lowest price and the total stock, shoppers see badges instead of counts', async () => {
    const { id, slug, variants } = await variantProduct();
    assert.deepEqual(
      variants.map((variant) => variant.sku?.replace(/\d+$/, '')),
      ['TEESRED', 'TEEMRED', 'TEEMBLUE'],
    );
    const adminView = productSchema.parse((await inject(admin, 'GET', `/api/admin/products/${id}`)).json());
    assert.equal(adminView.price, 49_900);
    assert.equal(adminView.stock, 7);
    assert.equal(adminView.version, 2);
    assert.deepEqual(adminView.options, GRID.options);

    const detail = productDetailSchema.parse((await inject(undefined, 'GET', `/api/catalogue/products/${slug}`)).json());
    assert.equal(detail.product.price, 49_900);
    assert.deepEqual(
      detail.product.variants!.map((variant) => [variant.sku?.replace(/\d+$/, ''), variant.price, variant.mrp, variant.stockLevel, variant.maxQuantity]),
      [
        ['TEESRED', 49_900, null, 'few_left', 5],
        ['TEEMRED', 54_900, 59_900, 'few_left', 2],
        ['TEEMBLUE', 54_900, null, 'sold_out', 0],
      ],
    );
    assert.ok(!('stock' in detail.product.variants![0]!));
  });

  it('answers a bad grid with per-field messages in the caller’s language, and a stale form with 409', async () => {
    const { id } = await variantProduct();
    const bad = await inject(
      admin,
      'PUT',
      `/api/admin/products/${id}/variants`,
      {
        version: 2,
        options: [{ name: 'Size', values: ['S', 's'] }],
        variants: [
          { options: [{ name: 'Size', value: 'XL' }], price: 100 },
          { options: [{ name: 'Size', value: 'S' }], price: 0, mrp: 50 },
        ],
      },
      { 'accept-language': 'es' },
    );
    assert.equal(bad.statusCode, 400, bad.body);
    const { fields } = bad.json().error;
    assert.deepEqual(fields['options.0.values'], ['Ya existe.']);
    assert.deepEqual(fields['variants.0.options'], ['Este campo es obligatorio.']);
    assert.ok(fields['variants.1.price']);

    const stale = await inject(admin, 'PUT', `/api/admin/products/${id}/variants`, { version: 1, ...grid() });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.code, 'datastale');
    assert.equal(stale.json().error.details.current.variants.length, 3);

    const other = await addProduct(api.services);
    const current = productSchema.parse((await inject(admin, 'GET', `/api/admin/products/${id}`)).json());
    const sameSkus = { ...GRID, variants: GRID.variants.map((variant, i) => ({ ...variant, sku: current.variants![i]!.sku!.toLowerCase() })) };
    const taken = await inject(admin, 'PUT', `/api/admin/products/${other}/variants`, { version: 1, ...sameSkus });
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json().error.code, 'conflict');
    assert.deepEqual(Object.keys(taken.json().error.fields).sort(), ['variants.0.sku', 'variants.1.sku', 'variants.2.sku']);
  });

  it('adjusts one variant’s stock and the product’s total; never below 0', async () => {
    const { id, variants } = await variantProduct();
    const url = `/api/admin/products/${id}/variants/${variants[1]!.id}/stock`;
    const added = await inject(admin, 'POST', url, { delta: 4, reason: 'delivery from the workshop' });
    assert.equal(added.statusCode, 200, added.body);
    const product = productSchema.parse(added.json());
    assert.equal(product.variants![1]!.stock, 6);
    assert.equal(product.stock, 11);
    const below = await inject(admin, 'POST', url, { delta: -7, reason: 'counted' });
    assert.equal(below.statusCode, 400);
    assert.deepEqual(below.json().error.fields.delta, ['Value must be greater than or equal to -6.']);
    assert.equal((await inject(shopper, 'POST', url, { delta: 1, reason: 'x' })).statusCode, 403);
  });

  it('never drops the stock a product had when its first grid is made: carried to the first variant, or changed only as the grid says (audited)', async () => {
    const withoutStock = grid().variants.map(({ stock: _stock, ...variant }) => variant);
    const id = await addProduct(api.services, { price: 99_900, stock: 12 });
    const carried = await inject(admin, 'PUT', `/api/admin/products/${id}/variants`, { version: 1, options: GRID.options, variants: withoutStock });
    assert.equal(carried.statusCode, 200, carried.body);
    const product = productSchema.parse(carried.json());
    assert.deepEqual(product.variants!.map((variant) => variant.stock), [12, 0, 0]);
    assert.equal(product.stock, 12);

    // a grid that gives each variant its stock takes it as given, and the audit row says what the product's stock became
    const other = await addProduct(api.services, { price: 99_900, stock: 12 });
    const given = await inject(admin, 'PUT', `/api/admin/products/${other}/variants`, { version: 1, ...grid() });
    assert.equal(productSchema.parse(given.json()).stock, 7);
    const [audit] = await api.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, other), eq(auditLog.action, 'product.variants')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.deepEqual((audit!.details as { changes: Record<string, unknown> }).changes.stock, { from: 12, to: 7 });
    console.log(`first grid: product stock 12, grid sent without stock -> variants [${product.variants!.map((variant) => variant.stock).join(', ')}], total ${product.stock}; grid with 5+2+0 -> 7, audited 12 -> 7`);
  });

  it('refuses a stock change on the product itself once it is sold by variant: its stock is its variants’ sum', async () => {
    const { id } = await variantProduct();
    const refused = await inject(admin, 'POST', `/api/admin/products/${id}/stock`, { delta: 5, reason: 'delivery' }, { 'accept-language': 'fr' });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().error.code, 'sold_by_variant');
    assert.match(refused.json().error.message, /vendu par variantes/);
    assert.equal(await stockOf(api.services, id), 7, 'unchanged');
  });

  it('keeps two variants of one product on two cart lines, priced and capped by each variant; a line without a variant is dropped', async () => {
    const { id, variants } = await variantProduct();
    const user = await api.user();
    const response = await inject(user, 'PUT', '/api/cart', {
      lines: [
        { productId: id, variantId: variants[0]!.id, quantity: 1 },
        { productId: id, variantId: variants[1]!.id, quantity: 5 },
        { productId: id, quantity: 1 },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const cart = cartSchema.parse(response.json());
    assert.deepEqual(
      cart.lines.map((line) => [line.variantId, line.variant, line.quantity, line.unitPrice, line.maxQuantity]),
      [
        [variants[0]!.id, 'Size: S, Colour: Red', 1, 49_900, 5],
        [variants[1]!.id, 'Size: M, Colour: Red', 2, 54_900, 2],
      ],
    );
    assert.deepEqual(
      cart.adjustments.map((adjustment) => [adjustment.variantId, adjustment.reason]),
      [
        [undefined, 'cart.sold_out'],
        [variants[1]!.id, 'cart.stock_limit'],
      ],
    );
  });

  it('sells a variant with stock 5 to exactly 5 of 20 concurrent buyers, and leaves the other variants alone', async () => {
    const { id, variants } = await variantProduct();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => api.user()));
    const responses = await Promise.all(
      buyers.map((buyer) => inject(buyer, 'POST', '/api/checkout', checkoutRequest([{ productId: id, variantId: variants[0]!.id, quantity: 1 }]))),
    );
    const codes = responses.map((response) => response.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, 5, codes.join(','));
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      assert.equal(refused.json().error.code, 'out_of_stock');
    }
    const stock = await api.services.db.select().from(productVariants).where(eq(productVariants.productId, id));
    assert.deepEqual(stock.map((row) => [row.sku?.replace(/\d+$/, ''), row.stock]).sort(), [
      ['TEEMBLUE', 0],
      ['TEEMRED', 2],
      ['TEESRED', 0],
    ]);
    assert.equal(await stockOf(api.services, id), 2);
  });

  it('names the variant on the order and its e-mail, and puts the stock back on the variant when the order is cancelled', async () => {
    const { id, variants } = await variantProduct();
    const response = await inject(shopper, 'POST', '/api/checkout', checkoutRequest([{ productId: id, variantId: variants[1]!.id, quantity: 2 }]));
    assert.equal(response.statusCode, 200, response.body);
    const order = orderSchema.parse(response.json().order);
    assert.deepEqual(
      order.lines.map((line) => [line.variantId, line.variant, line.unitPrice, line.quantity]),
      [[variants[1]!.id, 'Size: M, Colour: Red', 54_900, 2]],
    );
    const mail = renderOrderMail({
      kind: 'order_confirmation',
      order: { ...order, invoiceNumber: null, amountRefunded: 0, shipment: null },
      number: order.number,
      language: 'en',
      orderUrl: 'http://shop.test/account/orders/1',
      seller: 'Haat',
    });
    assert.match(mail.text, /Block-printed cushion cover \(Size: M, Colour: Red\)/);
    assert.equal(await stockOf(api.services, id), 5);

    const cancelled = await inject(shopper, 'POST', `/api/orders/${order.id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const [variant] = await api.services.db.select().from(productVariants).where(eq(productVariants.id, variants[1]!.id));
    assert.equal(variant!.stock, 2);
    assert.equal(await stockOf(api.services, id), 7);
  });

  it('refuses a checkout of a product sold by variant without one, and a variant of another product', async () => {
    const { id, variants } = await variantProduct();
    const plain = await addProduct(api.services);
    const response = await inject(
      shopper,
      'POST',
      '/api/checkout',
      checkoutRequest([
        { productId: id, quantity: 1 },
        { productId: plain, variantId: variants[0]!.id, quantity: 1 },
      ]),
    );
    assert.equal(response.statusCode, 409);
    assert.deepEqual(Object.keys(response.json().error.fields).sort(), ['lines.0.productId', 'lines.1.productId']);
  });
});
