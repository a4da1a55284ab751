import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { maxNumber } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { insertCategory, insertOrder, insertProduct, type OrderFixture } from '../admin/testing/fixtures';
import { orders } from '../db/schema';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('/api/admin/orders', () => {
  let api: TestApi;
  let admin: TestUser;
  let productId: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` }, ...(payload ? { payload } : {}) });
  const order = (fixture: Partial<OrderFixture> = {}) =>
    insertOrder(api.services.db, { userId: null, lines: [{ productId, title: 'Channapatna top', unitPrice: 59_900, quantity: 2 }], ...fixture });
  const auditOf = async (id: string) => (await listAuditLog(api.services.db, { targetType: 'order', targetId: id, page: 1, pageSize: 50 })).items;
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    const category = await insertCategory(api.services.db);
    productId = (await insertProduct(api.services.db, { categoryId: category.id, stock: 50 })).id;
  });
  after(() => api.close());

  describe('list and detail', () => {
    it('filters by the three statuses, by dates in the shop time zone and by customer, newest first', async () => {
      const tag = `buyer-${Date.now()}@example.in`;
      const customer = await api.user('customer');
      const lateEvening = await order({ userId: customer.uid, email: tag, createdAt: '2025-01-10T20:00:00.000Z', paymentStatus: 'paid', status: 'confirmed' });
      const earlier = await order({ userId: customer.uid, email: tag, createdAt: '2025-01-09T10:00:00.000Z' });
      const other = await order({ email: 'someone-else@example.in', createdAt: '2025-01-11T05:00:00.000Z', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' });

      const mine = (await call('GET', `/api/admin/orders?q=${encodeURIComponent(tag)}`)).json();
      routes.adminListOrders.response.parse(mine);
      assert.deepEqual(ids(mine), [lateEvening.id, earlier.id]);
      // no profile name: the name the order ships to
      assert.deepEqual(mine.items[0].customer, { uid: customer.uid, email: tag, name: 'Asha Rao' });
      assert.equal(mine.items[0].total, lateEvening.totals.inclusive);
      assert.equal(mine.items[0].itemCount, 2);
      assert.equal(mine.items[0].number, `HT-${String(lateEvening.number).padStart(6, '0')}`);

      // 20:00 UTC on 10 January is 01:30 on 11 January in India
      assert.deepEqual(ids((await call('GET', '/api/admin/orders?from=2025-01-11&to=2025-01-11')).json()), [other.id, lateEvening.id]);
      assert.deepEqual(ids((await call('GET', '/api/admin/orders?from=2025-01-09&to=2025-01-10')).json()), [earlier.id]);
      assert.deepEqual(ids((await call('GET', `/api/admin/orders?q=${encodeURIComponent(tag)}&paymentStatus=paid`)).json()), [lateEvening.id]);
      assert.deepEqual(ids((await call('GET', `/api/admin/orders?q=${encodeURIComponent(tag)}&status=pending`)).json()), [earlier.id]);
      assert.deepEqual(ids((await call('GET', '/api/admin/orders?from=2025-01-09&to=2025-01-11&fulfilmentStatus=unfulfilled&status=pending&paymentStatus=paid')).json()), [other.id]);
      assert.deepEqual(ids((await call('GET', `/api/admin/orders?q=${customer.uid}`)).json()), [lateEvening.id, earlier.id]);
      assert.deepEqual(ids((await call('GET', `/api/admin/orders?q=HT-${String(other.number).padStart(6, '0')}`)).json()), [other.id]);
      assert.equal((await call('GET', `/api/admin/orders?q=${encodeURIComponent(tag)}&pageSize=1&page=2`)).json().items[0].id, earlier.id);

      const bad = await call('GET', '/api/admin/orders?status=lost&from=yesterday');
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(Object.keys(bad.json().error.fields).sort(), ['from', 'status']);
    });

    it('reads one order with its customer and its history; 404 for an unknown id', async () => {
      const customer = await api.user('customer');
      await api.app.inject({ method: 'PUT', url: '/api/account', headers: { authorization: `Bearer ${customer.token}` }, payload: { name: 'Lakshmi Iyer' } });
      const placed = await order({ userId: customer.uid, email: customer.email, paymentStatus: 'paid' });
      await call('POST', `/api/admin/orders/${placed.id}/status`, { axis: 'order', to: 'confirmed', note: 'Stock checked' });

      const response = await call('GET', `/api/admin/orders/${placed.id}`);
      assert.equal(response.statusCode, 200);
      const detail = routes.adminGetOrder.response.parse(response.json());
      assert.equal(detail.order.id, placed.id);
      assert.equal(detail.order.status, 'confirmed');
      assert.deepEqual(detail.customer, { uid: customer.uid, email: customer.email, name: 'Lakshmi Iyer' });
      assert.deepEqual(detail.seller, { legalName: 'Haat Crafts Private Limited', gstin: '08AAHCH1234K1Z2', stateCode: '08' });
      assert.deepEqual(
        detail.history.map(({ axis, from, to, by, note }) => ({ axis, from, to, by, note })),
        [{ axis: 'order', from: 'pending', to: 'confirmed', by: admin.uid, note: 'Stock checked' }],
      );
      assert.equal((await call('GET', '/api/admin/orders/nope')).statusCode, 404);
    });

    it('shows an anonymized order (its customer deleted the account) without a customer', async () => {
      const placed = await order({ userId: null, paymentStatus: 'paid' });
      const detail = routes.adminGetOrder.response.parse((await call('GET', `/api/admin/orders/${placed.id}`)).json());
      assert.equal(detail.customer, null);
    });
  });

  describe('status changes', () => {
    it('moves along the shared transition table and audits each move', async () => {
      const placed = await order({ paymentStatus: 'paid' });
      const confirmed = await call('POST', `/api/admin/orders/${placed.id}/status`, { axis: 'order', to: 'confirmed' });
      assert.equal(confirmed.statusCode, 200);
      assert.equal(routes.adminChangeOrderStatus.response.parse(confirmed.json()).status, 'confirmed');
      const packed = await call('POST', `/api/admin/orders/${placed.id}/status`, { axis: 'fulfilment', to: 'packed', note: 'Box 3' });
      assert.equal(packed.json().fulfilmentStatus, 'packed');
      assert.deepEqual(
        (await auditOf(placed.id)).map((entry) => [entry.action, entry.changes, entry.note]),
        [
          ['order.status_change', { fulfilmentStatus: { from: 'unfulfilled', to: 'packed' } }, 'Box 3'],
          ['order.status_change', { status: { from: 'pending', to: 'confirmed' } }, null],
        ],
      );
    });

    it('refuses a move the table or its guards do not allow with 409 invalid_transition, and changes nothing', async () => {
      const unpaid = await order();
      const notPaid = await call('POST', `/api/admin/orders/${unpaid.id}/status`, { axis: 'order', to: 'confirmed' });
      assert.equal(notPaid.statusCode, 409);
      assert.equal(notPaid.json().error.code, 'invalid_transition');
      const skipping = await call('POST', `/api/admin/orders/${unpaid.id}/status`, { axis: 'fulfilment', to: 'shipped' });
      assert.equal(skipping.statusCode, 409);
      const [row] = await api.services.db.select().from(orders).where(eq(orders.id, unpaid.id));
      assert.deepEqual([row!.status, row!.fulfilmentStatus], ['pending', 'unfulfilled']);
      assert.equal((await auditOf(unpaid.id)).length, 0);
      const paymentAxis = await call('POST', `/api/admin/orders/${unpaid.id}/status`, { axis: 'payment', to: 'paid' });
      assert.equal(paymentAxis.statusCode, 400, 'the payment axis moves on the provider word only');
      assert.equal((await call('POST', '/api/admin/orders/nope/status', { axis: 'order', to: 'cancelled' })).statusCode, 404);
    });
  });

  describe('refunds', () => {
    let refunds: { paymentId: string; amount: number }[];
    let realRefund: TestApi['services']['payments']['refund'];
    before(() => {
      realRefund = api.services.payments.refund;
      api.services.payments.refund = async (input) => {
        refunds.push(input);
        return realRefund(input);
      };
    });
    after(() => {
      api.services.payments.refund = realRefund;
    });

    it('refunds part, then the rest, never more than was paid, through the provider', async () => {
      refunds = [];
      const paid = await order({ paymentStatus: 'paid' });
      const total = paid.totals.inclusive;

      const tooMuch = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: total + 1, reason: 'Typo' });
      assert.equal(tooMuch.statusCode, 400);
      assert.deepEqual(tooMuch.json().error.fields, { amount: [withLanguage('en', () => maxNumber(total)(total + 1))] });

      const part = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: 20_000, reason: 'One top arrived chipped' });
      assert.equal(part.statusCode, 200);
      const afterPart = routes.adminRefundOrder.response.parse(part.json());
      assert.deepEqual([afterPart.paymentStatus, afterPart.amountRefunded], ['partially_refunded', 20_000]);

      const second = (await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: 10_000, reason: 'Late delivery' })).json();
      assert.deepEqual([second.paymentStatus, second.amountRefunded], ['partially_refunded', 30_000]);

      const overRest = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: total - 30_000 + 1, reason: 'x' });
      assert.equal(overRest.statusCode, 400);

      const rest = (await call('POST', `/api/admin/orders/${paid.id}/refund`, { reason: 'Returned' })).json();
      assert.deepEqual([rest.paymentStatus, rest.amountRefunded], ['refunded', total]);

      const again = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: 1, reason: 'again' });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().error.code, 'invalid_transition');

      assert.deepEqual(refunds, [
        { paymentId: paid.paymentId, amount: 20_000 },
        { paymentId: paid.paymentId, amount: 10_000 },
        { paymentId: paid.paymentId, amount: total - 30_000 },
      ]);
      const audit = await auditOf(paid.id);
      assert.deepEqual(
        audit.map((entry) => [entry.action, entry.changes.amountRefunded, entry.note]),
        [
          ['order.refund', { from: 30_000, to: total }, 'Returned'],
          ['order.refund', { from: 20_000, to: 30_000 }, 'Late delivery'],
          ['order.refund', { from: 0, to: 20_000 }, 'One top arrived chipped'],
        ],
      );
    });

    it('refuses to refund an unpaid order (409) and asks for a reason (400)', async () => {
      refunds = [];
      const unpaid = await order();
      assert.equal((await call('POST', `/api/admin/orders/${unpaid.id}/refund`, { amount: 100, reason: 'x' })).statusCode, 409);
      const paid = await order({ paymentStatus: 'paid' });
      const noReason = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: 100 });
      assert.equal(noReason.statusCode, 400);
      assert.ok(noReason.json().error.fields.reason);
      const negative = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: -5, reason: 'x' });
      assert.equal(negative.statusCode, 400);
      assert.deepEqual(refunds, []);
    });

    it('changes nothing when the provider refuses the refund', async () => {
      const paid = await order({ paymentStatus: 'paid' });
      const working = api.services.payments.refund;
      api.services.payments.refund = async () => {
        throw new Error('provider down');
      };
      try {
        const response = await call('POST', `/api/admin/orders/${paid.id}/refund`, { amount: 5_000, reason: 'x' });
        assert.equal(response.statusCode, 500);
      } finally {
        api.services.payments.refund = working;
      }
      const [row] = await api.services.db.select().from(orders).where(eq(orders.id, paid.id));
      assert.deepEqual([row!.paymentStatus, row!.amountRefunded], ['paid', 0]);
      assert.equal((await auditOf(paid.id)).length, 0);
    });
  });
});
