/**
 * Store credit (issue 33, item 2): a ledger on the customer's account, spent at checkout in the
 * order's transaction, never below zero under concurrency, given back when the order is cancelled
 * before it ships. A means of payment, not a discount: the order's total, GST and invoice keep
 * their full value; the provider is asked for the rest only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { SANDBOX_CARDS } from '../payments/sandbox-hosted';
import { startTestApi, type TestApi } from '../../test/harness';
import { mailOutbox, storeCreditEntries } from '../db/schema';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { erasePersonalData } from '../account/erasure';
import { grantStoreCredit, storeCreditBalance } from './ledger';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('store credit', () => {
  let api: TestApi;
  /** Provider orders the shop asked for, by amount. */
  let created: number[] = [];

  const grant = (user: User, amount: number, key: string) =>
    api.services.db.transaction((tx) => grantStoreCredit(tx, { userId: user.uid, amount, source: 'admin', actor: 'test', dedupeKey: `${user.uid}:${key}` }));
  const checkout = async (user: User, request: ReturnType<typeof checkoutRequest>) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: request });
    assert.equal(response.statusCode, 200, response.body);
    return routes.checkout.response.parse(response.json());
  };
  const myCredit = async (user: User) => {
    const response = await api.app.inject({ method: 'GET', url: '/api/account/store-credit', headers: bearer(user.token) });
    assert.equal(response.statusCode, 200, response.body);
    return routes.myStoreCredit.response.parse(response.json());
  };

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    const createOrder = api.services.payments.createOrder.bind(api.services.payments);
    api.services.payments.createOrder = async (request) => {
      created.push(request.amount);
      return createOrder(request);
    };
  });
  after(() => api.close());

  it('the ledger: a grant counts once per key, the account sees its balance and entries', async (t) => {
    const shopper = await api.user();
    assert.equal(await grant(shopper, 25_000, 'goodwill'), true);
    assert.equal(await grant(shopper, 25_000, 'goodwill'), false);
    await grant(shopper, 5_000, 'another');
    const credit = await myCredit(shopper);
    assert.equal(credit.balance, 30_000);
    assert.deepEqual(
      credit.entries.map((entry) => [entry.amount, entry.source]),
      [
        [5_000, 'admin'],
        [25_000, 'admin'],
      ],
    );
    const stranger = await api.user();
    assert.equal((await myCredit(stranger)).balance, 0);
    const line = `ledger: grants 25000 (twice, one key) + 5000 -> balance ${credit.balance}, ${credit.entries.length} entries; another account 0`;
    t.diagnostic(line);
    console.log(line);
  });

  it('pays part of an order: the provider is asked for the rest, the invoice keeps the full value', async (t) => {
    created = [];
    const shopper = await api.user();
    await grant(shopper, 20_000, 'part');
    const productId = await addProduct(api.services, { stock: 3, price: 59_900 });
    const { order, payment } = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { useStoreCredit: true, expectedTotal: 59_900 }));
    assert.deepEqual([order.totals.inclusive, order.storeCredit, payment?.amount], [59_900, 20_000, 39_900]);
    assert.deepEqual(created, [39_900]);
    assert.equal(await storeCreditBalance(api.services.db, shopper.uid), 0);
    // paying again for the same cart (a reload shows no balance now: the order holds it) is the same order, its credit kept
    const again = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { useStoreCredit: true, expectedTotal: 59_900 }));
    assert.deepEqual([again.order.id, again.order.storeCredit, again.payment?.amount], [order.id, 20_000, 39_900]);

    // the shopper pays the rest with a card: paid, invoiced on the full value
    const card = await api.app.inject({ method: 'POST', url: '/sandbox-pay/pay', payload: { order_id: payment!.providerOrderId, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvv: '123' } } });
    assert.equal(card.statusCode, 200, card.body);
    const result = card.json() as { razorpay_payment_id: string; razorpay_signature: string };
    const verified = await api.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: bearer(shopper.token),
      payload: { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    const paid = routes.verifyPayment.response.parse(verified.json()).order;
    assert.equal(paid.paymentStatus, 'paid');
    assert.match(paid.invoice?.number ?? '', /^HT\/\d\d-\d\d\/\d{6}$/);
    assert.deepEqual([paid.totals.inclusive, paid.totals.gst], [59_900, order.totals.gst]);
    const line = `part paid by credit: total ${paid.totals.inclusive} (GST ${paid.totals.gst}), credit ${paid.storeCredit}, provider order ${created.join(', ')}, -> ${paid.paymentStatus}, invoice ${paid.invoice?.number}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('covers a whole order: confirmed like a free order, no provider order, the mail says the credit covers it', async (t) => {
    created = [];
    const shopper = await api.user();
    await grant(shopper, 100_000, 'whole');
    const productId = await addProduct(api.services, { stock: 3, price: 59_900 });
    const { order, payment } = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { useStoreCredit: true }));
    assert.equal(payment, null);
    assert.deepEqual([order.status, order.paymentStatus, order.totals.inclusive, order.storeCredit], ['confirmed', 'free', 59_900, 59_900]);
    assert.match(order.invoice?.number ?? '', /^HT\/\d\d-\d\d\/\d{6}$/);
    assert.deepEqual(created, []);
    assert.equal((await myCredit(shopper)).balance, 40_100);
    const [mail] = await api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'order_confirmation')));
    assert.match(mail!.text, /Your store credit covers it all/);
    assert.match(mail!.text, /Paid with store credit: −₹599\.00/);
    const line = `credit covers it: order total ${order.totals.inclusive}, credit ${order.storeCredit} -> ${order.status}/${order.paymentStatus}, invoice ${order.invoice?.number}, balance 100000 -> 40100, provider orders ${created.length}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('two checkouts at once spend a balance once, and it never goes below zero', async (t) => {
    const shopper = await api.user();
    await grant(shopper, 100_000, 'race');
    const products = await Promise.all([1, 2, 3, 4].map(() => addProduct(api.services, { stock: 5, price: 59_900 })));
    const placed = await Promise.all(products.map((productId) => checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { useStoreCredit: true }))));
    const orders = await Promise.all(placed.map(({ order }) => api.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(shopper.token) })));
    const now = orders.map((response) => routes.myOrder.response.parse(response.json()));
    const spent = now.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + (order.storeCredit ?? 0), 0);
    const balance = await storeCreditBalance(api.services.db, shopper.uid);
    const entries = await api.services.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, shopper.uid));
    // every paisa is either still on the account or paying a live order; none twice, none below zero
    assert.equal(spent + balance, 100_000);
    assert.ok(balance >= 0);
    assert.equal(
      entries.reduce((sum, entry) => sum + entry.amount, 0),
      balance,
    );
    const applied = placed.map(({ order }) => order.storeCredit ?? 0);
    assert.equal(
      applied.reduce((sum, amount) => sum + amount, 0) - entries.filter((entry) => entry.amount > 0 && entry.source === 'order').reduce((sum, entry) => sum + entry.amount, 0),
      spent,
    );
    const line = `4 checkouts at once on a balance of 100000: credit applied ${applied.join(' + ')}, live orders hold ${spent}, balance ${balance} (never below 0)`;
    t.diagnostic(line);
    console.log(line);
  });

  it('a deleted account: its entries stay for the books, no longer naming it; its balance lapses', async (t) => {
    const shopper = await api.user();
    await grant(shopper, 7_000, 'erase');
    await erasePersonalData(api.services.db, shopper.uid, shopper.email);
    const left = await api.services.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.dedupeKey, `${shopper.uid}:erase`));
    assert.equal(left.length, 1);
    assert.match(left[0]!.userId, /^erased:/);
    assert.equal(await storeCreditBalance(api.services.db, shopper.uid), 0);
    const line = `erasure: 1 entry of 7000 kept under ${left[0]!.userId.slice(0, 7)}…, the account's balance 0`;
    t.diagnostic(line);
    console.log(line);
  });

  it('a cancelled order gives its credit back, once', async (t) => {
    const shopper = await api.user();
    await grant(shopper, 10_000, 'cancel');
    const productId = await addProduct(api.services, { stock: 2, price: 59_900 });
    const { order } = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { useStoreCredit: true }));
    assert.deepEqual([order.storeCredit, await storeCreditBalance(api.services.db, shopper.uid), await stockOf(api.services, productId)], [10_000, 0, 1]);
    const cancel = () => api.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: bearer(shopper.token) });
    const first = await cancel();
    assert.equal(first.statusCode, 200, first.body);
    // a repeated cancel changes nothing more
    const again = await cancel();
    const credit = await myCredit(shopper);
    assert.equal(credit.balance, 10_000);
    assert.deepEqual(
      credit.entries.map((entry) => [entry.amount, entry.source, entry.orderId]),
      [
        [10_000, 'order', order.id],
        [-10_000, 'order', order.id],
        [10_000, 'admin', null],
      ],
    );
    assert.equal(await stockOf(api.services, productId), 2);
    const line = `cancelled before shipping: credit ${order.storeCredit} back (balance ${credit.balance}), cancel again ${again.statusCode} (restored once), entries ${credit.entries.map((entry) => entry.amount).join(', ')}`;
    t.diagnostic(line);
    console.log(line);
  });
});
