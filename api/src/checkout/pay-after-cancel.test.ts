/**
 * A payment for an order that is no longer payable (issue 29, item 5): check out cart A, then cart
 * B (which cancels A and returns its stock), then pay A's provider order from a dialog opened
 * before. The shop refunds it through the provider, records it (payment refunded, the attempt,
 * history, audit log with the system as actor), e-mails the customer, exactly once however many
 * reports of it come; and no payment is opened again for A (409 order_not_payable).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { mailOutbox } from '../db/schema';
import { getOrderRow } from '../orders/lifecycle';
import { isSandboxProvider, type SandboxProvider, type SandboxWebhookCall } from '../payments/sandbox';
import { SANDBOX_CARDS } from '../payments/sandbox-hosted';
import { releaseExpiredReservations } from './reservations';
import { UNPAYABLE_REFUND_NOTE } from './payment';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from './testing';

type User = Awaited<ReturnType<TestApi['user']>>;
type Placed = { order: { id: string; number: string; totals: { inclusive: number } }; payment: { providerOrderId: string; amount: number } };

describe('a payment for an order no longer payable is refunded automatically', () => {
  let api: TestApi;
  let admin: User;
  let provider: SandboxProvider;
  /** The webhooks the sandbox sent: delivered at once, or kept for the test to deliver. */
  let held: SandboxWebhookCall[];
  let holdWebhooks = false;
  /** Every refund the shop asked the provider for. */
  let refunds: { paymentId: string; amount: number }[];

  const checkout = async (user: User, request: ReturnType<typeof checkoutRequest>) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: request });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Placed;
  };
  const deliver = (call: SandboxWebhookCall) => api.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: call.headers, payload: call.body });
  /** The dialog's card, as the shopper pays in a window opened before the order was cancelled. */
  const payInDialog = async (providerOrderId: string) => {
    const response = await api.app.inject({ method: 'POST', url: '/sandbox-pay/pay', payload: { order_id: providerOrderId, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvv: '123' } } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { razorpay_payment_id: string; razorpay_signature: string };
  };
  const verify = (user: User, orderId: string, result: { razorpay_payment_id: string; razorpay_signature: string }, language = 'en') =>
    api.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: { ...bearer(user.token), 'accept-language': language },
      payload: { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature },
    });
  const mailsOf = (orderId: string, kind: string) => api.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind)));
  const auditOf = async (orderId: string) => (await listAuditLog(api.services.db, { targetType: 'order', targetId: orderId, page: 1, pageSize: 50 })).items;

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    admin = await api.user('admin');
    assert.ok(isSandboxProvider(api.services.payments));
    provider = api.services.payments;
    provider.webhooks.deliver = async (call) => {
      if (holdWebhooks) return void held.push(call);
      const response = await deliver(call);
      assert.equal(response.statusCode, 200, response.body);
    };
    const refund = provider.refund.bind(provider);
    provider.refund = async (input) => {
      refunds.push(input);
      return refund(input);
    };
  });
  beforeEach(() => {
    held = [];
    holdWebhooks = false;
    refunds = [];
  });
  after(() => api.close());

  it('cart A, then cart B cancels A, then A is paid in its open dialog: refunded through the provider, recorded, the customer e-mailed, once', async (t) => {
    const shopper = await api.user();
    const [cushion, lamp] = [await addProduct(api.services, { stock: 5 }), await addProduct(api.services, { stock: 5, price: 129_900 })];
    const a = await checkout(shopper, checkoutRequest([{ productId: cushion, quantity: 2 }]));
    assert.equal(await stockOf(api.services, cushion), 3);
    const b = await checkout(shopper, checkoutRequest([{ productId: lamp, quantity: 1 }]));
    assert.notEqual(b.order.id, a.order.id);
    assert.deepEqual([(await getOrderRow(api.services.db, a.order.id))?.status, await stockOf(api.services, cushion)], ['cancelled', 5]);

    // the provider reports the payment by webhook (during the card's answer) and by the dialog's result
    const result = await payInDialog(a.payment.providerOrderId);
    const verified = await verify(shopper, a.order.id, result);
    assert.equal(verified.statusCode, 200, verified.body);
    const answered = routes.verifyPayment.response.parse(verified.json()).order;
    assert.deepEqual([answered.status, answered.paymentStatus, answered.amountRefunded], ['cancelled', 'refunded', a.order.totals.inclusive]);

    const row = await getOrderRow(api.services.db, a.order.id);
    assert.deepEqual([row?.status, row?.paymentStatus, row?.paymentId, row?.invoiceNumber], ['cancelled', 'refunded', result.razorpay_payment_id, null]);
    assert.equal(await stockOf(api.services, cushion), 5, 'the stock stays on the shelf');
    assert.deepEqual(refunds, [{ paymentId: result.razorpay_payment_id, amount: a.order.totals.inclusive }]);

    const mine = (await api.app.inject({ method: 'GET', url: `/api/orders/${a.order.id}`, headers: bearer(shopper.token) })).json();
    assert.deepEqual(mine.paymentAttempts.map((attempt: { status: string }) => attempt.status), ['paid']);

    const detail = routes.adminGetOrder.response.parse((await api.app.inject({ method: 'GET', url: `/api/admin/orders/${a.order.id}`, headers: bearer(admin.token) })).json());
    assert.deepEqual(
      detail.history.filter((entry) => entry.axis === 'payment').map(({ from, to, by, note }) => ({ from, to, by, note })),
      [
        { from: 'unpaid', to: 'paid', by: null, note: UNPAYABLE_REFUND_NOTE },
        { from: 'paid', to: 'refunded', by: null, note: UNPAYABLE_REFUND_NOTE },
      ],
    );
    const audit = await auditOf(a.order.id);
    assert.deepEqual(
      audit.map(({ action, actor, changes, note }) => ({ action, actor, changes, note })),
      [
        {
          action: 'order.refund',
          actor: { uid: 'system', email: null },
          changes: { paymentStatus: { from: 'unpaid', to: 'refunded' }, amountRefunded: { from: 0, to: a.order.totals.inclusive } },
          note: UNPAYABLE_REFUND_NOTE,
        },
      ],
    );
    const mails = await mailsOf(a.order.id, 'order_payment_refunded');
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, shopper.email);
    assert.equal(mails[0]!.subject, `Payment for order ${a.order.number} refunded`);
    assert.match(mails[0]!.text, /We have refunded the whole payment, ₹1,198\.00, to the card or account you paid with\./);
    assert.equal((await mailsOf(a.order.id, 'order_confirmation')).length, 0, 'no confirmation for an order that was not sold');
    // B is untouched: still waiting for its own payment
    assert.deepEqual([(await getOrderRow(api.services.db, b.order.id))?.status, (await getOrderRow(api.services.db, b.order.id))?.paymentStatus], ['pending', 'unpaid']);

    const line = `pay-after-cancel: order ${a.order.number} cancelled by cart B, paid ${a.order.totals.inclusive} paise -> ${row?.status}/${row?.paymentStatus}, refunds ${refunds.length}, mails ${mails.length} to ${mails[0]!.to} ("${mails[0]!.subject}"), audit ${audit.length} by ${audit[0]!.actor.uid}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('after the hold ended: the webhook and the dialog report the payment at the same moment, and a repeated webhook later: one refund, one mail', async (t) => {
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 3 });
    const a = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }]));
    const released = await releaseExpiredReservations(api.services, new Date(Date.now() + (api.services.config.reservationMinutes + 1) * 60_000));
    assert.ok(released.includes(a.order.id));
    assert.equal(await stockOf(api.services, productId), 3);

    holdWebhooks = true;
    const result = await payInDialog(a.payment.providerOrderId);
    assert.equal(held.length, 1);
    const [webhook, dialog] = await Promise.all([deliver(held[0]!), verify(shopper, a.order.id, result)]);
    assert.deepEqual([webhook.statusCode, dialog.statusCode], [200, 200], `${webhook.body} ${dialog.body}`);
    // the provider delivers the same event again (a retry), and the page sends its result again
    const retried = await deliver(held[0]!);
    assert.deepEqual(retried.json(), { received: true, duplicate: true });
    const again = await verify(shopper, a.order.id, result);
    assert.equal(again.statusCode, 200);
    // and a second event for the same payment (another event id): still nothing more
    const other = { ...held[0]!, headers: { ...held[0]!.headers, 'x-razorpay-event-id': 'evt_second_report' } };
    assert.equal((await deliver(other)).statusCode, 200);

    const row = await getOrderRow(api.services.db, a.order.id);
    const mails = await mailsOf(a.order.id, 'order_payment_refunded');
    const audit = (await auditOf(a.order.id)).filter((entry) => entry.action === 'order.refund');
    assert.deepEqual([row?.status, row?.paymentStatus, row?.amountRefunded], ['cancelled', 'refunded', a.order.totals.inclusive]);
    assert.equal(refunds.length, 1);
    assert.equal(mails.length, 1);
    assert.equal(audit.length, 1);
    const line = `repeated reports: webhook + dialog at once, webhook retry, dialog again, a second event -> refunds ${refunds.length}, mails ${mails.length}, audit entries ${audit.length}, order ${row?.status}/${row?.paymentStatus}`;
    t.diagnostic(line);
    console.log(line);
  });

  it('a refund the provider refuses changes nothing, and the provider’s retry refunds it', async () => {
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 3 });
    const a = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }]));
    await api.app.inject({ method: 'POST', url: `/api/orders/${a.order.id}/cancel`, headers: bearer(shopper.token) });
    holdWebhooks = true;
    await payInDialog(a.payment.providerOrderId);
    const working = provider.refund;
    provider.refund = async () => {
      throw new Error('provider down');
    };
    try {
      assert.equal((await deliver(held[0]!)).statusCode, 500);
    } finally {
      provider.refund = working;
    }
    const unchanged = await getOrderRow(api.services.db, a.order.id);
    assert.deepEqual([unchanged?.status, unchanged?.paymentStatus, (await mailsOf(a.order.id, 'order_payment_refunded')).length], ['cancelled', 'unpaid', 0]);
    assert.equal((await deliver(held[0]!)).statusCode, 200);
    assert.equal((await getOrderRow(api.services.db, a.order.id))?.paymentStatus, 'refunded');
    assert.equal(refunds.length, 1);
  });

  it('never opens a payment for a cancelled order: Pay now and a repeated checkout answer 409 order_not_payable in the caller’s language', async (t) => {
    const shopper = await api.user();
    const productId = await addProduct(api.services, { stock: 3 });
    const request = checkoutRequest([{ productId, quantity: 1 }]);
    const a = await checkout(shopper, request);
    await checkout(shopper, checkoutRequest([{ productId, quantity: 2 }])); // cart B replaces A

    const payNow = await api.app.inject({ method: 'POST', url: `/api/orders/${a.order.id}/pay`, headers: { ...bearer(shopper.token), 'accept-language': 'es' } });
    assert.equal(payNow.statusCode, 409);
    assert.equal(payNow.json().error.code, 'order_not_payable');
    assert.equal(payNow.json().error.message, i18n.t('errors:api.order_not_payable', { lng: 'es' }));
    assert.match(payNow.json().error.message, /^Este pedido ya no se puede pagar/);

    // the first tab sends its request again with the same key (a retry after a network error)
    const replay = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(shopper.token), payload: request });
    assert.equal(replay.statusCode, 409);
    assert.equal(replay.json().error.code, 'order_not_payable');
    assert.equal(replay.json().error.message, i18n.t('errors:api.order_not_payable', { lng: 'en' }));
    const line = `not payable: Pay now ${payNow.statusCode} ${payNow.json().error.code} ("${payNow.json().error.message}"), same-key checkout ${replay.statusCode}`;
    t.diagnostic(line);
    console.log(line);
  });
});
