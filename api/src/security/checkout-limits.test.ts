/**
 * Security: checkout limits and payments (issue 11, items 1, 8 and 11), against the real API
 * (PGlite + Auth emulator), with the shop's default limits.
 *
 * - concurrent buyers against the stock: 20 buyers of one item with stock 5 -> exactly 5 orders, stock 0
 * - one order per checkout: 6 parallel checkouts of one cart from one account -> one order; a
 *   changed cart or address replaces it (cancelled, stock back); cancelling it (My orders) too
 * - the per-account checkout rate limit: the 11th checkout in a minute is 429, another account unaffected
 * - the sandbox payment after a restart: an order made before the API closed is paid on a new API
 *   over the same data folder
 * - a price changed after the review: 409 price_changed with the new total, nothing reserved
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkoutResponseSchema, priceChangedDetailsSchema } from 'shared-contracts/api/checkout';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, BENGALURU, bearer, checkoutRequest, setPrice, stockOf } from '../checkout/testing';
import { loadConfig } from '../config';
import { getOrderRow } from '../orders/lifecycle';
import { isSandboxProvider } from '../payments/sandbox';
import { SANDBOX_CARDS } from '../payments/sandbox-hosted';

type User = Awaited<ReturnType<TestApi['user']>>;

const defaults = loadConfig({ NODE_ENV: 'test' });

describe('security: checkout limits and payments', () => {
  let api: TestApi;

  const checkout = (api: TestApi, user: User, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...bearer(user.token), ...headers }, payload });
  const codes = (responses: { statusCode: number; json(): { error?: { code: string } } }[]) =>
    responses.map((response) => (response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().error?.code}`));

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('uses the documented defaults: 3 unpaid orders per account, 10 checkouts a minute', () => {
    assert.deepEqual(defaults.checkout, { maxUnpaidOrders: 3, rateLimit: { max: 10, timeWindow: '1 minute' } });
  });

  it('sells stock 5 to exactly 5 of 20 concurrent buyers', async (t) => {
    const productId = await addProduct(api.services, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => api.user()));
    const responses = await Promise.all(buyers.map((buyer) => checkout(api, buyer, checkoutRequest([{ productId, quantity: 1 }]))));
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    const outOfStock = codes(responses).filter((code) => code === '409 out_of_stock').length;
    const stock = await stockOf(api.services, productId);
    t.diagnostic(`concurrent buyers: 20 buyers, stock 5 -> ${accepted} orders, ${outOfStock} refused out_of_stock, stock ${stock}`);
    assert.deepEqual([accepted, outOfStock, stock], [5, 15, 0]);
  });

  it('makes one order per checkout: parallel presses of Pay for one cart make one order; a changed cart replaces it, its stock back', async (t) => {
    const hoarder = await api.user();
    const productId = await addProduct(api.services, { stock: 100 });
    // six presses, each with its own key (six tabs, reloads): one order, one provider order
    const requests = Array.from({ length: 6 }, () => checkoutRequest([{ productId, quantity: 10 }]));
    const responses = await Promise.all(requests.map((request) => checkout(api, hoarder, request)));
    const ids = new Set(responses.map((response) => response.json().order?.id));
    const providerOrders = new Set(responses.map((response) => response.json().payment?.providerOrderId));
    const stock = await stockOf(api.services, productId);
    t.diagnostic(`one order per checkout: 6 parallel checkouts of one cart -> ${codes(responses).join(', ')}; ${ids.size} order(s), stock 100 -> ${stock}`);
    assert.deepEqual([responses.every((response) => response.statusCode === 200), ids.size, providerOrders.size, stock], [true, 1, 1, 90]);
    const [first] = ids;

    // an idempotent repeat is answered with the same order
    const repeat = await checkout(api, hoarder, requests[0]!);
    assert.equal(repeat.json().order.id, first);

    // the cart changed: a new order; the old one is cancelled and its 10 items are back on the shelf
    const changed = await checkout(api, hoarder, checkoutRequest([{ productId, quantity: 2 }]));
    assert.equal(changed.statusCode, 200, changed.body);
    assert.notEqual(changed.json().order.id, first);
    assert.equal(await stockOf(api.services, productId), 98);
    const old = await api.app.inject({ method: 'GET', url: `/api/orders/${first}`, headers: bearer(hoarder.token) });
    assert.equal(old.json().status, 'cancelled');
    const list = await api.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(hoarder.token) });
    assert.deepEqual(
      list.json().items.map((item: { status: string }) => item.status),
      ['pending', 'cancelled'],
    );
    // another delivery address is another checkout too
    const elsewhere = await checkout(api, hoarder, checkoutRequest([{ productId, quantity: 2 }], { shippingAddress: BENGALURU }));
    assert.notEqual(elsewhere.json().order.id, changed.json().order.id);
    assert.equal(await stockOf(api.services, productId), 98);

    // cancelling it on My orders gives its stock back
    const cancel = await api.app.inject({ method: 'POST', url: `/api/orders/${elsewhere.json().order.id}/cancel`, headers: bearer(hoarder.token) });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal(await stockOf(api.services, productId), 100);

    // another buyer is not held up by the hoarder
    const other = await checkout(api, await api.user(), checkoutRequest([{ productId, quantity: 10 }]));
    assert.equal(other.statusCode, 200, other.body);
  });

  it('limits one account to 10 checkouts a minute, whatever its address; another account goes on', async (t) => {
    const busy = await api.user();
    const productId = await addProduct(api.services, { stock: 100 });
    const responses = [];
    for (let i = 0; i < 12; i++) {
      // a made-up X-Forwarded-For each time: the limit is the account's, not the address's
      responses.push(await checkout(api, busy, checkoutRequest([{ productId, quantity: 1 }]), { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    }
    const limited = codes(responses).filter((code) => code === '429 rate_limited').length;
    const other = await checkout(api, await api.user(), checkoutRequest([{ productId, quantity: 1 }]));
    t.diagnostic(`checkout rate limit: 12 checkouts from one account in a minute -> ${12 - limited} answered, ${limited} refused 429; another account -> ${codes([other])[0]}`);
    assert.deepEqual(codes(responses).slice(10), ['429 rate_limited', '429 rate_limited']);
    assert.equal(codes(responses).slice(0, 10).filter((code) => code === '429 rate_limited').length, 0);
    assert.equal(other.statusCode, 200, other.body);
  });

  it('refuses a total other than the one reviewed with 409 price_changed and the new figures, then charges the confirmed one', async (t) => {
    const buyer = await api.user();
    const productId = await addProduct(api.services, { price: 59_900, stock: 3 });
    const reviewed = 59_900;
    await setPrice(api.services, productId, 74_900);
    const changed = await checkout(api, buyer, checkoutRequest([{ productId, quantity: 1 }], { expectedTotal: reviewed }));
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.json().error.code, 'price_changed');
    const details = priceChangedDetailsSchema.parse(changed.json().error.details);
    const stockAfterRefusal = await stockOf(api.services, productId);
    const confirmed = await checkout(api, buyer, checkoutRequest([{ productId, quantity: 1 }], { expectedTotal: details.total }));
    const charged = checkoutResponseSchema.parse(confirmed.json()).payment!.amount;
    t.diagnostic(
      `price_changed: reviewed ${reviewed} paise, price raised -> ${changed.statusCode} price_changed, new total ${details.total}, stock kept ${stockAfterRefusal}/3; confirmed -> ${confirmed.statusCode}, charged ${charged}`,
    );
    assert.deepEqual([details.expectedTotal, details.total, stockAfterRefusal, charged], [59_900, 74_900, 3, 74_900]);
  });

  it('lets a sandbox order made before a restart be paid after it', async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
    try {
      const first = await startTestApi({}, { dataDir });
      const buyer = await first.user();
      const productId = await addProduct(first.services, { stock: 2 });
      const placed = checkoutResponseSchema.parse((await checkout(first, buyer, checkoutRequest([{ productId, quantity: 1 }]))).json());
      await first.close();

      const second = await startTestApi({}, { dataDir });
      try {
        const provider = second.services.payments;
        assert.ok(isSandboxProvider(provider));
        // nothing listens at PUBLIC_URL in this test: the dialog's signed result below pays the order
        provider.webhooks.deliver = async () => {};
        const pay = await second.app.inject({
          method: 'POST',
          url: '/sandbox-pay/pay',
          payload: { order_id: placed.payment!.providerOrderId, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvv: '123' } },
        });
        assert.equal(pay.statusCode, 200, pay.body);
        const result = pay.json() as { razorpay_payment_id: string; razorpay_signature: string };
        const verify = await second.app.inject({
          method: 'POST',
          url: '/api/payments/verify',
          headers: bearer(buyer.token),
          payload: { orderId: placed.order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature },
        });
        const row = await getOrderRow(second.services.db, placed.order.id);
        t.diagnostic(`sandbox after a restart: order ${placed.order.number} made before, paid after -> pay ${pay.statusCode}, verify ${verify.statusCode}, order ${row?.status}/${row?.paymentStatus}`);
        assert.equal(verify.statusCode, 200, verify.body);
        assert.deepEqual([row?.status, row?.paymentStatus, await stockOf(second.services, productId)], ['confirmed', 'paid', 1]);
        const twice = await second.app.inject({
          method: 'POST',
          url: '/sandbox-pay/pay',
          payload: { order_id: placed.payment!.providerOrderId, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvv: '123' } },
        });
        assert.equal(twice.statusCode, 409);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
