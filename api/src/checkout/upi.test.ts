import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { upiPaymentAnswerSchema, upiPaymentSchema } from 'shared-contracts/api/upi';
import { startTestApi, type TestApi } from '../../test/harness';
import { sandboxUpiCollects } from '../db/schema';
import { getOrderRow } from '../orders/lifecycle';
import { listPaymentAttempts } from '../orders/repository';
import { isSandboxProvider, type SandboxProvider, type SandboxWebhookCall } from '../payments/sandbox';
import { SANDBOX_PAYEE_VPA, UPI_DECLINED_MESSAGE, UPI_EXPIRED_MESSAGE } from '../payments/sandbox-upi';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from './testing';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('UPI in the sandbox: a collect request approved, declined or expired in the stand-in UPI app', () => {
  let api: TestApi;
  let shopper: User;
  let provider: SandboxProvider;
  /** Webhooks the sandbox sent during a test, delivered to the API with inject (unless `dropWebhooks`). */
  let sent: SandboxWebhookCall[];
  let dropWebhooks = false;

  const placeOrder = async (productId: string, quantity = 1) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(shopper.token), payload: checkoutRequest([{ productId, quantity }]) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { order: { id: string }; payment: { providerOrderId: string; amount: number } };
  };
  const collect = (orderId: string, vpa: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/payments/upi/collect', headers: { ...bearer(shopper.token), ...headers }, payload: { orderId, vpa } });
  const follow = async (orderId?: string) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/payments/upi${orderId ? `?orderId=${orderId}` : ''}`, headers: bearer(shopper.token) });
    assert.equal(response.statusCode, 200, response.body);
    return upiPaymentAnswerSchema.parse(response.json()).payment;
  };
  /** What the stand-in UPI app shows for a UPI ID, and its two buttons. */
  const upiApp = {
    requests: async (vpa: string) => {
      const response = await api.app.inject({ method: 'GET', url: `/sandbox-pay/upi/requests?vpa=${encodeURIComponent(vpa)}` });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { requests: { id: string; amount: number; providerOrderId: string; status: string }[] }).requests;
    },
    answer: (id: string, action: 'approve' | 'decline') => api.app.inject({ method: 'POST', url: `/sandbox-pay/upi/requests/${id}/${action}` }),
  };
  const sentEvents = () => sent.map((call) => JSON.parse(call.body) as { event: string; payload: { payment: { entity: Record<string, unknown> } } });

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    shopper = await api.user();
    assert.ok(isSandboxProvider(api.services.payments));
    provider = api.services.payments;
    provider.webhooks.deliver = async (call) => {
      sent.push(call);
      if (dropWebhooks) throw new Error('webhook lost');
      const response = await api.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: call.headers, payload: call.body });
      assert.equal(response.statusCode, 200, response.body);
    };
  });
  beforeEach(() => {
    sent = [];
    dropWebhooks = false;
  });
  after(() => api.close());

  it('judges the UPI ID by the shared rule, in the caller’s language', async () => {
    const productId = await addProduct(api.services);
    const { order } = await placeOrder(productId);
    const messages: string[] = [];
    for (const [language, expected] of [
      ['en', 'Enter a UPI ID like name@bank.'],
      ['es', 'Introduce un ID de UPI como nombre@banco.'],
      ['fr', 'Saisissez un identifiant UPI de la forme nom@banque.'],
    ] as const) {
      const response = await collect(order.id, 'asha at okaxis', { 'accept-language': language });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().error.fields, { vpa: [expected] });
      messages.push(`${language}: ${expected}`);
    }
    assert.equal(await follow(order.id).then((payment) => payment?.collect), null);
    console.log(`upi id refused on the field: ${messages.join(' | ')}`);
  });

  it('approved in the stand-in UPI app: the signed webhook pays the order once; the QR code names the amount', async () => {
    const productId = await addProduct(api.services, { price: 129_950, stock: 4 });
    const { order, payment } = await placeOrder(productId);
    const response = await collect(order.id, ' Asha.Rao@okaxis ');
    assert.equal(response.statusCode, 200, response.body);
    const waiting = upiPaymentSchema.parse(response.json());
    assert.equal(waiting.collect?.status, 'pending');
    assert.equal(waiting.collect?.vpa, 'asha.rao@okaxis');
    assert.equal(waiting.qr, `upi://pay?pa=${encodeURIComponent(SANDBOX_PAYEE_VPA)}&pn=Haat%20Crafts%20Private%20Limited&am=1299.50&cu=INR&tr=${payment.providerOrderId}`);
    // a reload finds the waiting collect again, without knowing the order
    assert.equal((await follow())?.collect?.id, waiting.collect?.id);
    // pressing again sends no second request
    assert.equal(upiPaymentSchema.parse((await collect(order.id, 'asha.rao@okaxis')).json()).collect?.id, waiting.collect?.id);

    const listed = await upiApp.requests('asha.rao@okaxis');
    const request = listed.find((item) => item.providerOrderId === payment.providerOrderId);
    assert.equal(request?.amount, 129_950);
    assert.equal((await getOrderRow(api.services.db, order.id))?.paymentStatus, 'unpaid', 'nothing is paid while the collect waits');

    const approved = await upiApp.answer(request!.id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    const [captured] = sentEvents();
    assert.equal(captured?.event, 'payment.captured');
    assert.equal(captured?.payload.payment.entity.method, 'upi');
    assert.equal(captured?.payload.payment.entity.vpa, 'asha.rao@okaxis');
    const paid = await getOrderRow(api.services.db, order.id);
    assert.equal(paid?.paymentStatus, 'paid');
    assert.equal(paid?.status, 'confirmed');
    assert.equal(await stockOf(api.services, productId), 3);

    // the page following it sees it paid; asking again changes nothing
    const followed = await follow(order.id);
    assert.equal(followed?.collect?.status, 'approved');
    assert.equal(followed?.order.paymentStatus, 'paid');
    await follow(order.id);
    const attempts = await listPaymentAttempts(api.services.db, order.id);
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['paid'],
    );
    assert.equal((await upiApp.requests('asha.rao@okaxis')).length, 0);
    assert.equal(await follow(), null);
    console.log(`upi approve: 1 collect, ${sent.length} webhook (${captured?.event}), order ${paid?.paymentStatus}, ${attempts.length} attempt, stock 4 -> 3`);
  });

  it('never charges twice: a second collect, a second approval, a card after it, a lost webhook', async () => {
    const productId = await addProduct(api.services, { stock: 4 });
    const { order, payment } = await placeOrder(productId);
    const first = upiPaymentSchema.parse((await collect(order.id, 'ravi@ybl')).json()).collect!;
    const second = upiPaymentSchema.parse((await collect(order.id, 'ravi.k@okhdfc')).json()).collect!;
    assert.notEqual(first.id, second.id);

    // the webhook is lost: the page's next look at the collect verifies its signed result and marks it paid
    dropWebhooks = true;
    assert.equal((await upiApp.answer(first.id, 'approve')).statusCode, 200);
    assert.equal((await getOrderRow(api.services.db, order.id))?.paymentStatus, 'unpaid');
    assert.equal((await follow(order.id))?.order.paymentStatus, 'paid');
    dropWebhooks = false;

    const again = await upiApp.answer(first.id, 'approve');
    const other = await upiApp.answer(second.id, 'approve');
    const card = await api.app.inject({
      method: 'POST',
      url: '/sandbox-pay/pay',
      payload: { order_id: payment.providerOrderId, card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' } },
    });
    const more = await collect(order.id, 'ravi@ybl');
    assert.deepEqual([again.statusCode, other.statusCode, card.statusCode, more.statusCode], [409, 409, 409, 409]);
    assert.equal(more.json().error.code, 'order_not_payable');
    const ledger = await provider.ledger.get(payment.providerOrderId);
    const attempts = await listPaymentAttempts(api.services.db, order.id);
    const [approvedRow] = await api.services.db.select().from(sandboxUpiCollects).where(eq(sandboxUpiCollects.id, first.id));
    assert.equal(ledger?.paymentId, approvedRow?.paymentId);
    assert.equal((await getOrderRow(api.services.db, order.id))?.paymentId, approvedRow?.paymentId);
    assert.deepEqual(
      attempts.map((attempt) => attempt.status),
      ['paid'],
    );
    assert.equal(await stockOf(api.services, productId), 3);
    console.log(`upi no double charge: 2 collects, 4 more tries refused (409 x4), ${attempts.length} paid attempt, ledger ${ledger?.status}`);
  });

  it('declined: the order waits, the page learns why, and a new collect request pays it', async () => {
    const productId = await addProduct(api.services, { stock: 2 });
    const { order } = await placeOrder(productId);
    const waiting = upiPaymentSchema.parse((await collect(order.id, 'meera@oksbi')).json()).collect!;
    const declined = await upiApp.answer(waiting.id, 'decline');
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(sentEvents()[0]?.event, 'payment.failed');
    assert.equal(sentEvents()[0]?.payload.payment.entity.error_description, UPI_DECLINED_MESSAGE);
    const afterDecline = await follow(order.id);
    assert.equal(afterDecline?.collect?.status, 'declined');
    assert.equal(afterDecline?.order.paymentStatus, 'failed');
    assert.equal(afterDecline?.order.status, 'pending');
    assert.equal(await stockOf(api.services, productId), 1, 'the order keeps its stock for the next try');
    assert.equal((await upiApp.answer(waiting.id, 'approve')).statusCode, 409, 'a declined request cannot be approved later');

    const retry = upiPaymentSchema.parse((await collect(order.id, 'meera@oksbi')).json()).collect!;
    assert.notEqual(retry.id, waiting.id);
    assert.equal((await upiApp.answer(retry.id, 'approve')).statusCode, 200);
    const paid = await follow(order.id);
    assert.equal(paid?.order.paymentStatus, 'paid');
    const attempts = await listPaymentAttempts(api.services.db, order.id);
    assert.deepEqual(attempts.map((attempt) => [attempt.status, attempt.reason]), [
      ['failed', UPI_DECLINED_MESSAGE],
      ['paid', null],
    ]);
    console.log(`upi decline then retry: attempts ${attempts.map((attempt) => attempt.status).join(' -> ')}, order ${paid?.order.paymentStatus}`);
  });

  it('expired: a collect past its time is reported failed and cannot be approved', async () => {
    const productId = await addProduct(api.services);
    const { order } = await placeOrder(productId);
    const waiting = upiPaymentSchema.parse((await collect(order.id, 'kabir@paytm')).json()).collect!;
    assert.equal((await follow())?.collect?.id, waiting.id);
    // the payer's five minutes pass
    await api.services.db.update(sandboxUpiCollects).set({ expiresAt: new Date(Date.now() - 1_000).toISOString() }).where(eq(sandboxUpiCollects.id, waiting.id));

    assert.equal((await upiApp.answer(waiting.id, 'approve')).statusCode, 409);
    assert.equal(sentEvents().length, 1);
    assert.equal(sentEvents()[0]?.event, 'payment.failed');
    const expired = await follow(order.id);
    assert.equal(expired?.collect?.status, 'expired');
    assert.equal(expired?.order.paymentStatus, 'failed');
    assert.equal(await follow(), null, 'after a reload there is no waiting collect to find');
    assert.equal((await upiApp.requests('kabir@paytm')).length, 0);
    // the sweep finds none left to expire, and sends nothing more
    assert.equal(await provider.upi.expireOverdue(), 0);
    assert.equal(sentEvents().length, 1);
    const attempts = await listPaymentAttempts(api.services.db, order.id);
    assert.deepEqual(attempts.map((attempt) => [attempt.status, attempt.reason]), [['failed', UPI_EXPIRED_MESSAGE]]);
    console.log(`upi expiry: collect ${expired?.collect?.status}, 1 payment.failed webhook, order payment ${expired?.order.paymentStatus}, approval after expiry 409`);
  });

  it('answers 404 for someone else’s order', async () => {
    const productId = await addProduct(api.services);
    const { order } = await placeOrder(productId);
    const other = await api.user();
    const response = await api.app.inject({ method: 'POST', url: '/api/payments/upi/collect', headers: bearer(other.token), payload: { orderId: order.id, vpa: 'x1@ybl' } });
    assert.equal(response.statusCode, 404);
    const [row] = await api.services.db.select().from(sandboxUpiCollects).where(eq(sandboxUpiCollects.vpa, 'x1@ybl'));
    assert.equal(row, undefined);
  });
});
