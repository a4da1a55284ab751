/**
 * Exchanges (issue 33, item 2): approving an exchange reserves the new variant's stock and makes a
 * new order at ₹0 linked to the return and the original order, which ships like any order; a
 * variant of another product, or one out of stock, refuses the approval on the line's field.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { returnRoutes } from 'shared-contracts/api/returns';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { mailOutbox, orderHistory, orders, products, productVariants, returns } from '../db/schema';
import { getOrderRow } from '../orders/repository';
import { createExchangeOrder } from './exchange-order';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('exchanges: a size for another, sent as a linked order at no charge', () => {
  let api: TestApi;
  let admin: TestUser;
  let categoryId: string;

  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object, lng = 'en') =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${user.token}`, 'accept-language': lng }, ...(payload ? { payload } : {}) });
  const stock = async (variantId: string) => (await api.services.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
  const productStock = async (id: string) => (await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  /** A kurta in sizes S and M (M: `stockM` left), and a delivered order of one S by `customer`. */
  async function deliveredKurta(customer: TestUser, stockM: number) {
    const product = await insertProduct(api.services.db, { categoryId, title: 'Cotton kurta', price: 129_900, stock: 3 + stockM });
    const variant = (size: string, stock: number, position: number) => ({
      id: `v_${randomUUID().slice(0, 12)}`,
      productId: product.id,
      optionValues: [{ name: 'Size', value: size }],
      price: 129_900,
      stock,
      position,
    });
    const [small, medium] = [variant('S', 3, 0), variant('M', stockM, 1)];
    await api.services.db.insert(productVariants).values([small, medium]);
    await api.services.db.update(products).set({ options: [{ name: 'Size', values: ['S', 'M'] }] }).where(eq(products.id, product.id));
    const order = await insertOrder(api.services.db, {
      userId: customer.uid,
      email: customer.email,
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines: [{ productId: product.id, title: 'Cotton kurta', unitPrice: 129_900, quantity: 1 }],
    });
    const lines = order.lines.map((line) => ({ ...line, variantId: small.id, variant: 'Size: S' }));
    await api.services.db.update(orders).set({ lines, invoiceNumber: `HT/26-27/X${order.number}`, invoicedAt: new Date().toISOString() }).where(eq(orders.id, order.id));
    await api.services.db.insert(orderHistory).values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: admin.uid });
    return { product, small, medium, order: (await getOrderRow(api.services.db, order.id))! };
  }
  /** The customer asks to exchange the S for the M. */
  async function askExchange(customer: TestUser, orderId: string, variantId: string) {
    const response = await as(customer, 'POST', `/api/orders/${orderId}/returns`, { kind: 'exchange', reason: 'Size or fit', lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: variantId }] });
    assert.equal(response.statusCode, 200, response.body);
    return returnRoutes.requestReturn.response.parse(response.json());
  }
  const approve = (id: string, lng = 'en') => as(admin, 'POST', `/api/admin/returns/${id}/approve`, { instruction: 'pickup' }, lng);

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    categoryId = (await insertCategory(api.services.db)).id;
  });
  after(() => api.close());

  it('approved: the M is reserved, a linked order at ₹0 is confirmed, and it ships without a new invoice', async (t) => {
    const customer = await api.user('customer');
    const { product, medium, order } = await deliveredKurta(customer, 2);
    const asked = await askExchange(customer, order.id, medium.id);
    const before = [await stock(medium.id), await productStock(product.id)];

    const approved = await approve(asked.id);
    assert.equal(approved.statusCode, 200, approved.body);
    const answer = approved.json() as { status: string };
    const [returned] = await api.services.db.select().from(returns).where(eq(returns.id, asked.id));
    assert.equal(answer.status, 'approved');
    const exchangeId = returned!.exchangeOrderId!;
    assert.ok(exchangeId);
    assert.deepEqual([await stock(medium.id), await productStock(product.id)], [before[0]! - 1, before[1]! - 1]);

    const detail = routes.adminGetOrder.response.parse((await as(admin, 'GET', `/api/admin/orders/${exchangeId}`)).json()).order;
    assert.deepEqual([detail.status, detail.paymentStatus, detail.fulfilmentStatus, detail.totals.inclusive], ['confirmed', 'free', 'unfulfilled', 0]);
    assert.deepEqual(detail.exchange, { returnId: asked.id, orderId: order.id, orderNumber: `HT-${String(order.number).padStart(6, '0')}` });
    assert.deepEqual(
      detail.lines.map((line) => [line.variantId, line.variant, line.quantity, line.inclusive]),
      [[medium.id, 'Size: M', 1, 0]],
    );
    const list = routes.adminListOrders.response.parse((await as(admin, 'GET', '/api/admin/orders?page=1&pageSize=50')).json());
    assert.equal(list.items.find((item) => item.id === exchangeId)?.exchange?.orderNumber, detail.exchange?.orderNumber);
    const [mail] = await api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, exchangeId), eq(mailOutbox.kind, 'order_confirmation')));
    assert.match(mail!.text, new RegExp(`replacement for your exchange on order ${detail.exchange!.orderNumber}, sent at no charge`));

    // it ships like any order: packed, then shipped with its carrier; no tax invoice of its own
    assert.equal((await as(admin, 'POST', `/api/admin/orders/${exchangeId}/status`, { axis: 'fulfilment', to: 'packed' })).statusCode, 200);
    const shipped = await as(admin, 'POST', `/api/admin/orders/${exchangeId}/ship`, { carrier: 'delhivery', trackingNumber: '1234567890123' });
    assert.equal(shipped.statusCode, 200, shipped.body);
    const sent = routes.adminShipOrder.response.parse(shipped.json());
    assert.deepEqual([sent.fulfilmentStatus, sent.invoice], ['shipped', null]);

    // approving again moves nothing and makes no second order
    assert.equal((await approve(asked.id)).statusCode, 409);
    assert.equal((await api.services.db.select().from(orders).where(eq(orders.idempotencyKey, `exchange-${asked.id}`))).length, 1);
    const line = `exchange S -> M: approved, M stock ${before[0]} -> ${await stock(medium.id)}, linked order ${detail.number} of ${detail.exchange?.orderNumber} at ${detail.totals.inclusive} paise -> ${sent.fulfilmentStatus}, invoice ${sent.invoice}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('never oversells: two approvals at once for the last M, one passes, the other is refused on the line', async (t) => {
    const first = await api.user('customer');
    const second = await api.user('customer');
    const a = await deliveredKurta(first, 1);
    // the second order is of the same kurta: its M is the same last one
    const b = await deliveredKurta(second, 0);
    const [sharedMedium] = await api.services.db.select().from(productVariants).where(eq(productVariants.id, a.medium.id));
    await api.services.db.update(orders).set({ lines: b.order.lines.map((line) => ({ ...line, productId: a.product.id, variantId: a.small.id })) }).where(eq(orders.id, b.order.id));
    const askedA = await askExchange(first, a.order.id, sharedMedium!.id);
    const askedB = await askExchange(second, b.order.id, sharedMedium!.id);

    const answers = await Promise.all([approve(askedA.id, 'fr'), approve(askedB.id, 'fr')]);
    const codes = answers.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [200, 409]);
    const refused = answers.find((response) => response.statusCode === 409)!;
    assert.deepEqual(refused.json().error.fields, { 'lines.0.exchangeVariantId': ['Cette option est en rupture de stock.'] });
    assert.equal(await stock(sharedMedium!.id), 0);
    const made = await api.services.db.select().from(orders).where(eq(orders.idempotencyKey, `exchange-${askedA.id}`));
    const madeB = await api.services.db.select().from(orders).where(eq(orders.idempotencyKey, `exchange-${askedB.id}`));
    assert.equal(made.length + madeB.length, 1);
    const line = `last M, two approvals at once: ${answers.map((response) => response.statusCode).join(', ')}; M stock 1 -> ${await stock(sharedMedium!.id)}, replacement orders ${made.length + madeB.length}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('refuses a variant of another product on the line field, in the caller’s language, and reserves nothing', async (t) => {
    const customer = await api.user('customer');
    const { order, medium } = await deliveredKurta(customer, 2);
    const other = await deliveredKurta(customer, 2);
    const attempt = api.services.db.transaction((tx) =>
      createExchangeOrder(tx, api.services, { returnId: `r-${randomUUID()}`, order, lines: [{ lineIndex: 0, quantity: 1, exchangeVariantId: other.medium.id }], actor: admin.uid, lng: 'es' }),
    );
    await assert.rejects(attempt, (error: { code?: string; fields?: Record<string, string[]> }) => {
      assert.equal(error.code, 'validation_failed');
      assert.deepEqual(error.fields, { 'lines.0.exchangeVariantId': ['Elige otra talla u otro color del mismo producto.'] });
      return true;
    });
    assert.deepEqual([await stock(medium.id), await stock(other.medium.id)], [2, 2]);
    const line = 'exchange for a variant of another product: 400 lines.0.exchangeVariantId (es), nothing reserved';
    t.diagnostic(line);
    console.log(line);
  });
});
