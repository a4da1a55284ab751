import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { productSchema } from 'shared-contracts/api/catalogue';
import { stockAlertConfirmedSchema, stockAlertDemandSchema } from 'shared-contracts/api/stock-alerts';
import { mailOutbox, products } from '../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest } from '../checkout/testing';

type User = Awaited<ReturnType<TestApi['user']>>;

let address = 0;
/** Each ask from its own client address: the route allows 5 a minute per address. */
const nextIp = () => `198.51.100.${(address++ % 250) + 1}`;

describe('back-in-stock alerts: ask, confirm by e-mail, sent as stock returns', () => {
  let api: TestApi;
  let admin: User;

  const ask = (body: object, options: { ip?: string; language?: string } = {}) =>
    api.app.inject({ method: 'POST', url: '/api/stock-alerts', remoteAddress: options.ip ?? nextIp(), headers: { 'accept-language': options.language ?? 'en' }, payload: body });
  const confirm = (token: string) => api.app.inject({ method: 'POST', url: '/api/stock-alerts/confirm', remoteAddress: nextIp(), payload: { token } });
  const adjust = (productId: string, delta: number, variantId?: string) =>
    api.app.inject({
      method: 'POST',
      url: variantId ? `/api/admin/products/${productId}/variants/${variantId}/stock` : `/api/admin/products/${productId}/stock`,
      headers: bearer(admin.token),
      payload: { delta, reason: 'delivery from the workshop' },
    });
  /** The mails of one kind to one address, oldest first. */
  const mailsTo = (to: string, kind: string) =>
    api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind))).orderBy(mailOutbox.id);
  const backInStock = async (productId: string) => {
    const [product] = await api.services.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
    return api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'back_in_stock'), like(mailOutbox.text, `%/shop/${product!.slug}%`))).orderBy(mailOutbox.id);
  };
  /** Asks for `email` and confirms from the link its mail carries. */
  async function waitFor(body: { productId: string; variantId?: string }, email: string, language = 'en') {
    const asked = await ask({ ...body, email }, { language });
    assert.equal(asked.statusCode, 200, asked.body);
    const [mail] = await mailsTo(email, 'stock_alert_confirm');
    const token = /token=([0-9a-f]{64})/.exec(mail!.text)?.[1];
    assert.ok(token, mail!.text);
    const confirmed = await confirm(token);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return { mail: mail!, token, confirmed: stockAlertConfirmedSchema.parse(confirmed.json()) };
  }

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('sends a confirmation link in the shopper’s language, and alerts nobody who did not confirm', async () => {
    const id = await addProduct(api.services, { stock: 0, title: 'Terracotta planter' });
    const asked = await ask({ productId: id, email: 'meera@example.com' }, { language: 'es' });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.deepEqual(asked.json(), { requested: true });
    const [mail] = await mailsTo('meera@example.com', 'stock_alert_confirm');
    assert.equal(mail!.language, 'es');
    assert.equal(mail!.subject, 'Confirma tu aviso para «Terracotta planter»');
    assert.match(mail!.text, /\/es\/stock-alerts\/confirm\?token=[0-9a-f]{64}/);
    // asking again: the same answer, no second e-mail (nobody learns an address was waiting)
    const again = await ask({ productId: id, email: 'Meera+shop@Example.com' });
    assert.deepEqual(again.json(), { requested: true });
    assert.equal((await mailsTo('meera@example.com', 'stock_alert_confirm')).length + (await mailsTo('Meera+shop@Example.com', 'stock_alert_confirm')).length, 1);
    assert.equal((await adjust(id, 3)).statusCode, 200);
    assert.equal((await backInStock(id)).length, 0, 'unconfirmed: no alert');
    console.log('double opt-in: 2 asks from one mailbox -> 1 confirmation e-mail (es), 3 units back -> 0 alerts to the unconfirmed address');
  });

  it('refuses an item in stock (409), a product sold by variant without its variant, a bad address and an unknown token', async () => {
    const inStock = await addProduct(api.services, { stock: 4 });
    const refused = await ask({ productId: inStock, email: 'a@example.com' }, { language: 'fr' });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().error.fields, { productId: ['Cet article est disponible : vous pouvez l’ajouter à votre panier dès maintenant.'] });
    const bad = await ask({ productId: inStock, email: 'not an address' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().error.fields, { email: ['Invalid e-mail.'] });
    const unknown = await confirm('0'.repeat(64));
    assert.equal(unknown.statusCode, 404);

    const sold = await addProduct(api.services, { stock: 0 });
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${sold}/variants`,
      headers: bearer(admin.token),
      payload: {
        version: 1,
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { sku: `ALRT-S-${sold.slice(2, 10)}`, options: [{ name: 'Size', value: 'S' }], price: 49_900, stock: 0 },
          { sku: `ALRT-M-${sold.slice(2, 10)}`, options: [{ name: 'Size', value: 'M' }], price: 49_900, stock: 2 },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const noVariant = await ask({ productId: sold, email: 'b@example.com' });
    assert.equal(noVariant.statusCode, 400);
    assert.deepEqual(noVariant.json().error.fields, { variantId: ['Choose the size or colour you want to be told about.'] });
    const variants = productSchema.parse(saved.json()).variants!;
    const inStockVariant = await ask({ productId: sold, variantId: variants[1]!.id, email: 'b@example.com' });
    assert.equal(inStockVariant.statusCode, 409);
    assert.deepEqual(Object.keys(inStockVariant.json().error.fields), ['variantId']);
  });

  it('limits asking to 5 a minute per client address', async () => {
    const id = await addProduct(api.services, { stock: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask({ productId: id, email: `limit${i}@example.com` }, { ip: '203.0.113.99' })).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
    console.log(`rate limit: 7 asks from one address -> ${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 429).length} refused (429)`);
  });

  it('sends first come first served, never more than the units that came back: 2 waiting, +1 -> 1 mail, +1 more -> the second', async () => {
    const sold = await addProduct(api.services, { stock: 0 });
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${sold}/variants`,
      headers: bearer(admin.token),
      payload: {
        version: 1,
        options: [{ name: 'Colour', values: ['Indigo', 'Rust'] }],
        variants: [
          { sku: `FCFS-I-${sold.slice(2, 10)}`, options: [{ name: 'Colour', value: 'Indigo' }], price: 89_900, stock: 0 },
          { sku: `FCFS-R-${sold.slice(2, 10)}`, options: [{ name: 'Colour', value: 'Rust' }], price: 89_900, stock: 0 },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [indigo, rust] = productSchema.parse(saved.json()).variants!;
    const first = await waitFor({ productId: sold, variantId: indigo!.id }, 'first@example.com', 'fr');
    assert.deepEqual(first.confirmed, { status: 'waiting', inStock: false, product: { slug: productSchema.parse(saved.json()).slug, title: 'Block-printed cushion cover', variant: 'Colour: Indigo' } });
    await waitFor({ productId: sold, variantId: indigo!.id }, 'second@example.com');
    await waitFor({ productId: sold, variantId: rust!.id }, 'rust@example.com');

    const demand = stockAlertDemandSchema.parse((await api.app.inject({ method: 'GET', url: '/api/admin/stock-alerts', headers: bearer(admin.token) })).json());
    const mine = demand.items.filter((item) => item.productId === sold).map((item) => [item.variant, item.waiting]);
    assert.deepEqual(mine, [
      ['Colour: Indigo', 2],
      ['Colour: Rust', 1],
    ]);
    const customer = await api.user();
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/admin/stock-alerts', headers: bearer(customer.token) })).statusCode, 403);

    assert.equal((await adjust(sold, 1, indigo!.id)).statusCode, 200);
    const afterOne = await backInStock(sold);
    assert.deepEqual(afterOne.map((mail) => mail.to), ['first@example.com']);
    assert.equal(afterOne[0]!.subject, '« Block-printed cushion cover (Colour: Indigo) » est de nouveau disponible', 'in the language the shopper asked in');
    // confirming again changes nothing
    assert.equal(stockAlertConfirmedSchema.parse((await confirm(first.token)).json()).status, 'sent');

    assert.equal((await adjust(sold, -1, indigo!.id)).statusCode, 200, 'units taken away release nothing');
    assert.equal((await backInStock(sold)).length, 1);
    assert.equal((await adjust(sold, 1, indigo!.id)).statusCode, 200);
    const afterTwo = await backInStock(sold);
    assert.deepEqual(afterTwo.map((mail) => mail.to), ['first@example.com', 'second@example.com']);
    assert.equal(afterTwo[1]!.language, 'en');
    console.log(`first come first served: 2 waiting for Indigo; +1 unit -> ${afterOne.length} mail (${afterOne[0]!.to}); +1 more -> ${afterTwo.length - afterOne.length} more (${afterTwo[1]!.to}); Rust's alert still waiting: ${afterTwo.filter((m) => m.to === 'rust@example.com').length} sent`);
  });

  it('never sends more alerts than units when two stock changes arrive at once', async () => {
    const id = await addProduct(api.services, { stock: 0 });
    for (let i = 0; i < 5; i++) await waitFor({ productId: id }, `race${i}@example.com`);
    const both = await Promise.all([adjust(id, 1), adjust(id, 1)]);
    assert.deepEqual(both.map((response) => response.statusCode), [200, 200]);
    const sent = await backInStock(id);
    assert.deepEqual(sent.map((mail) => mail.to), ['race0@example.com', 'race1@example.com']);
    const [row] = await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    console.log(`concurrency: 5 waiting, two +1 adjustments at once -> stock ${row!.stock}, ${sent.length} alerts sent (${sent.map((m) => m.to).join(', ')})`);
    assert.equal(row!.stock, 2);
  });

  it('alerts when a cancelled order puts its units back (the same path a reservation that runs out takes)', async () => {
    const id = await addProduct(api.services, { stock: 1, title: 'Dhokra owl' });
    const buyer = await api.user();
    const checkout = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(buyer.token), payload: checkoutRequest([{ productId: id, quantity: 1 }]) });
    assert.equal(checkout.statusCode, 200, checkout.body);
    const orderId = checkout.json().order.id as string;
    await waitFor({ productId: id }, 'owl@example.com');
    const cancelled = await api.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: bearer(buyer.token) });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const sent = await backInStock(id);
    assert.deepEqual(sent.map((mail) => mail.to), ['owl@example.com']);
    console.log(`order cancelled: 1 unit back -> ${sent.length} alert`);
  });

  it('tells a shopper who confirms after the item came back that it is in stock, with no e-mail', async () => {
    const id = await addProduct(api.services, { stock: 0 });
    const asked = await ask({ productId: id, email: 'late@example.com' });
    assert.equal(asked.statusCode, 200);
    const [mail] = await mailsTo('late@example.com', 'stock_alert_confirm');
    assert.equal((await adjust(id, 2)).statusCode, 200);
    const confirmed = stockAlertConfirmedSchema.parse((await confirm(/token=([0-9a-f]{64})/.exec(mail!.text)![1]!)).json());
    assert.equal(confirmed.inStock, true);
    assert.equal(confirmed.status, 'sent');
    assert.equal((await backInStock(id)).length, 0);
  });
});
