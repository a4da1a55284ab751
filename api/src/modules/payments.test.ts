import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { paymentConfigSchema, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts/api/checkout';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { carts, orderHistory, paymentEvents } from '../db/schema';
import { getOrderRow } from '../orders/lifecycle';
import { listPaymentAttempts } from '../orders/repository';
import { orderCounts } from '../admin/users-repository';
import { isSandboxProvider, SANDBOX_KEY_ID, type SandboxProvider, type SandboxWebhookCall } from '../payments/sandbox';
import { hmacHex, paymentSignature } from '../payments/signature';
import { formatMoney } from 'shared-contracts/domain/money';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('payments: config, the signed dialog result, webhooks, the sandbox provider', () => {
  let api: TestApi;
  let shopper: User;
  let provider: SandboxProvider;
  /** Webhooks the sandbox sent during a test; delivered to the API with inject. */
  let sent: SandboxWebhookCall[];
  const { keySecret, webhookSecret } = { keySecret: 'sandbox-key-secret', webhookSecret: 'sandbox-webhook-secret' };

  const placeOrder = async (productId: string, quantity = 1) => {
    await api.app.inject({ method: 'PUT', url: '/api/cart', headers: bearer(shopper.token), payload: { lines: [{ productId, quantity }] } });
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(shopper.token), payload: checkoutRequest([{ productId, quantity }]) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { order: { id: string }; payment: { providerOrderId: string; amount: number } };
  };
  const verify = (user: User, payload: object) => api.app.inject({ method: 'POST', url: '/api/payments/verify', headers: bearer(user.token), payload });
  const webhook = (body: string, headers: Record<string, string>) =>
    api.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', ...headers }, payload: body });
  const signedEvent = (event: string, providerOrderId: string, amount: number, eventId: string) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity: { id: `pay_${eventId}`, order_id: providerOrderId, amount, currency: 'INR', status: event === 'payment.failed' ? 'failed' : 'captured' } } },
      created_at: 1_700_000_000,
    });
    return { body, headers: { [WEBHOOK_SIGNATURE_HEADER]: hmacHex(webhookSecret, body), [WEBHOOK_EVENT_ID_HEADER]: eventId } };
  };
  const attemptsOf = (orderId: string) => listPaymentAttempts(api.services.db, orderId);
  const snapshot = async (orderId: string, productId: string) => ({
    order: await getOrderRow(api.services.db, orderId),
    history: (await api.services.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length,
    stock: await stockOf(api.services, productId),
  });

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    shopper = await api.user();
    assert.ok(isSandboxProvider(api.services.payments));
    provider = api.services.payments;
    provider.webhooks.deliver = async (call) => {
      sent.push(call);
      const response = await api.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: call.headers, payload: call.body });
      assert.equal(response.statusCode, 200, response.body);
    };
  });
  beforeEach(() => {
    sent = [];
  });
  after(() => api.close());

  it('tells the browser the provider, its public key, where its script is and the seller’s GST state', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/payments/config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(paymentConfigSchema.parse(response.json()), {
      provider: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      checkoutScriptUrl: 'http://localhost:8080/sandbox-pay/checkout.js',
      sellerState: '08',
    });
    assert.ok(!response.body.includes(keySecret));
  });

  it('refuses to verify for a caller who is not signed in', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/payments/verify', payload: { orderId: 'x', paymentId: 'pay_1', signature: 'a'.repeat(64) } });
    assert.equal(response.statusCode, 401);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const productId = await addProduct(api.services);
    const { order, payment } = await placeOrder(productId);
    const before = await snapshot(order.id, productId);
    const forgeries = [
      paymentSignature('not-the-secret', payment.providerOrderId, 'pay_1'),
      paymentSignature(keySecret, 'order_someone_else', 'pay_1'), // signed for another provider order
      'f'.repeat(64),
    ];
    for (const signature of forgeries) {
      const response = await verify(shopper, { orderId: order.id, paymentId: 'pay_1', signature });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().error.code, 'invalid_signature');
    }
    assert.deepEqual(await snapshot(order.id, productId), before);
    assert.equal((await api.services.db.select().from(carts).where(eq(carts.uid, shopper.uid)))[0]?.lines.length, 1);
  });

  it('accepts the provider’s signature: paid, confirmed, stock kept, cart emptied; a repeat is harmless', async () => {
    const productId = await addProduct(api.services, { stock: 5 });
    const { order, payment } = await placeOrder(productId, 2);
    const signature = paymentSignature(keySecret, payment.providerOrderId, 'pay_good_1');
    const response = await verify(shopper, { orderId: order.id, paymentId: 'pay_good_1', signature });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().order.status, 'confirmed');
    assert.equal(response.json().order.paymentStatus, 'paid');
    const paid = await snapshot(order.id, productId);
    assert.equal(paid.order?.reservedUntil, null);
    assert.equal(paid.order?.paymentId, 'pay_good_1');
    assert.equal(paid.stock, 3);
    assert.equal(paid.history, 2);
    assert.deepEqual((await api.services.db.select().from(carts).where(eq(carts.uid, shopper.uid)))[0]?.lines, []);

    const again = await verify(shopper, { orderId: order.id, paymentId: 'pay_good_1', signature });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(await snapshot(order.id, productId), paid);
  });

  it('answers 404 when verifying someone else’s order', async () => {
    const productId = await addProduct(api.services);
    const { order, payment } = await placeOrder(productId);
    const other = await api.user();
    const response = await verify(other, { orderId: order.id, paymentId: 'pay_x', signature: paymentSignature(keySecret, payment.providerOrderId, 'pay_x') });
    assert.equal(response.statusCode, 404);
    assert.equal((await getOrderRow(api.services.db, order.id))?.paymentStatus, 'unpaid');
  });

  it('acts on a webhook signed over its raw body, and ignores a replay of it', async () => {
    const productId = await addProduct(api.services);
    const { order, payment } = await placeOrder(productId);
    const event = signedEvent('payment.captured', payment.providerOrderId, payment.amount, 'evt_captured_1');

    const unsigned = await webhook(event.body, { [WEBHOOK_EVENT_ID_HEADER]: 'evt_captured_1' });
    assert.equal(unsigned.statusCode, 403);
    assert.equal(unsigned.json().error.code, 'invalid_signature');
    // the same JSON with other whitespace is other bytes: the signature no longer matches
    const reformatted = await webhook(JSON.stringify(JSON.parse(event.body), null, 1), event.headers);
    assert.equal(reformatted.json().error.code, 'invalid_signature');
    assert.equal((await getOrderRow(api.services.db, order.id))?.paymentStatus, 'unpaid');

    const first = await webhook(event.body, event.headers);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, duplicate: false });
    const paid = await snapshot(order.id, productId);
    assert.equal(paid.order?.status, 'confirmed');
    assert.equal(paid.order?.paymentStatus, 'paid');

    const replay = await webhook(event.body, event.headers);
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json(), { received: true, duplicate: true });
    assert.deepEqual(await snapshot(order.id, productId), paid);
    assert.equal((await api.services.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_captured_1'))).length, 1);
  });

  it('keeps the order waiting, with its stock, on payment.failed: one attempt recorded, however often the event is replayed', async () => {
    const productId = await addProduct(api.services, { stock: 4 });
    const { order, payment } = await placeOrder(productId, 3);
    assert.equal(await stockOf(api.services, productId), 1);
    const event = signedEvent('payment.failed', payment.providerOrderId, payment.amount, 'evt_failed_1');
    assert.deepEqual((await webhook(event.body, event.headers)).json(), { received: true, duplicate: false });
    const failed = await snapshot(order.id, productId);
    assert.equal(failed.stock, 1);
    assert.equal(failed.order?.paymentStatus, 'failed');
    assert.equal(failed.order?.status, 'pending');
    assert.deepEqual((await webhook(event.body, event.headers)).json(), { received: true, duplicate: true });
    assert.deepEqual(await snapshot(order.id, productId), failed);
    assert.deepEqual((await attemptsOf(order.id)).map((attempt) => attempt.status), ['failed']);
  });

  it('acknowledges signed events it does not act on', async () => {
    const body = JSON.stringify({ event: 'payment.dispute.created', payload: {}, created_at: 1 });
    const response = await webhook(body, { [WEBHOOK_SIGNATURE_HEADER]: hmacHex(webhookSecret, body), [WEBHOOK_EVENT_ID_HEADER]: 'evt_other_1' });
    assert.deepEqual(response.json(), { received: true, duplicate: false });
  });

  describe('the sandbox’s hosted side', () => {
    const pay = (orderId: string, number: string) =>
      api.app.inject({ method: 'POST', url: '/sandbox-pay/pay', payload: { order_id: orderId, card: { number, expiry: '12/30', cvv: '123' } } });

    it('serves its checkout script', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/sandbox-pay/checkout.js' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.match(response.body, /window\.SandboxCheckout = SandboxCheckout/);
      // every page downloads it at start-up: the dialog's own texts in each language, not the answers of /pay, no opening comment
      assert.ok(response.body.includes('"sandbox.pay":"Pay {{amount}}"') && response.body.includes('"sandbox.pay":"Payer {{amount}}"'), 'the dialog texts in en and fr');
      assert.ok(!response.body.includes('sandbox.testCards') && !response.body.startsWith('/*'));
      console.log(`sandbox checkout.js: ${(gzipSync(response.body, { level: 9 }).length / 1024).toFixed(1)} KB gzip, dialog texts only`);
    });

    it('charges 4111 1111 1111 1111: a signed result the shop accepts, and a signed payment.captured webhook', async () => {
      const productId = await addProduct(api.services, { stock: 2 });
      const { order, payment } = await placeOrder(productId);
      const response = await pay(payment.providerOrderId, '4111 1111 1111 1111');
      assert.equal(response.statusCode, 200, response.body);
      const result = response.json();
      assert.equal(result.razorpay_order_id, payment.providerOrderId);
      assert.equal(result.razorpay_signature, paymentSignature(keySecret, payment.providerOrderId, result.razorpay_payment_id));

      assert.equal(sent.length, 1);
      assert.equal(sent[0]!.url, 'http://localhost:8080/api/payments/webhook');
      assert.equal(JSON.parse(sent[0]!.body).event, 'payment.captured');
      assert.equal(sent[0]!.headers[WEBHOOK_SIGNATURE_HEADER], hmacHex(webhookSecret, sent[0]!.body));
      assert.equal((await getOrderRow(api.services.db, order.id))?.paymentStatus, 'paid');

      const verified = await verify(shopper, { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature });
      assert.equal(verified.statusCode, 200);
      assert.equal(verified.json().order.status, 'confirmed');
      assert.equal(await stockOf(api.services, productId), 1);

      const twice = await pay(payment.providerOrderId, '4111111111111111');
      assert.equal(twice.statusCode, 409);
    });

    it('declines 4000 0000 0000 0002 with a payment.failed webhook; paying again for the same cart pays the same order: one paid order, two attempts', async () => {
      const ordersSoFar = async () => (await api.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(shopper.token) })).json().total as number;
      const before = await ordersSoFar();
      const productId = await addProduct(api.services, { stock: 2 });
      const { order, payment } = await placeOrder(productId, 2);
      const response = await pay(payment.providerOrderId, '4000 0000 0000 0002');
      assert.equal(response.statusCode, 402);
      assert.equal(response.json().error.description, 'Your card was declined.');
      assert.equal(JSON.parse(sent[0]!.body).event, 'payment.failed');
      const row = await getOrderRow(api.services.db, order.id);
      assert.deepEqual([row?.status, row?.paymentStatus], ['pending', 'failed']);
      assert.equal(await stockOf(api.services, productId), 0, 'the order still holds its stock');

      // Pay again (a new key, as after a decline or a reload): the same order and provider order.
      const again = await placeOrder(productId, 2);
      assert.equal(again.order.id, order.id);
      assert.equal(again.payment.providerOrderId, payment.providerOrderId);
      const paid = await pay(payment.providerOrderId, '4111 1111 1111 1111');
      assert.equal(paid.statusCode, 200, paid.body);
      const result = paid.json();
      const verified = await verify(shopper, { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature });
      assert.deepEqual([verified.json().order.status, verified.json().order.paymentStatus], ['confirmed', 'paid']);
      assert.equal(await stockOf(api.services, productId), 0);

      const mine = await api.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(shopper.token) });
      assert.deepEqual(
        mine.json().paymentAttempts.map((attempt: { status: string; reason: string | null }) => [attempt.status, attempt.reason]),
        [
          ['failed', 'Your card was declined.'],
          ['paid', null],
        ],
      );
      assert.equal(await ordersSoFar(), before + 1, 'one order for the decline and the payment');
      assert.equal((await orderCounts(api.services.db, [shopper.uid])).get(shopper.uid), before + 1, 'the admin counts orders, not attempts');
    });

    it('charges only provider orders it issued, and only test cards', async () => {
      assert.equal((await pay('order_sbx_unknown', '4111111111111111')).statusCode, 404);
      const productId = await addProduct(api.services);
      const { payment } = await placeOrder(productId);
      assert.equal((await pay(payment.providerOrderId, '5555555555554444')).statusCode, 400);
      assert.equal((await pay(payment.providerOrderId, '12')).statusCode, 400);
      assert.equal(sent.length, 0);
    });

    describe('its checkout.js in a page', () => {
      type Result = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

      /** A page that loaded the script, whose fetch goes to the test API. */
      async function page() {
        const script = (await api.app.inject({ method: 'GET', url: '/sandbox-pay/checkout.js' })).body;
        const dom = new JSDOM('<!doctype html><button id="buy">Buy</button>', { url: 'http://localhost:8080/payment', runScripts: 'outside-only' });
        const window = dom.window as unknown as Window & { SandboxCheckout: new (options: object) => { open(): void; close?(): void; on(event: string, fn: (r: unknown) => void): void } };
        window.fetch = (async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
          const response = await api.app.inject({ method: init.method as 'POST', url: new URL(url).pathname, headers: init.headers, payload: init.body });
          return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
        }) as never;
        dom.window.eval(script);
        return { dom, window, document: dom.window.document };
      }
      const input = (document: Document, label: string) => {
        const element = [...document.querySelectorAll('label')].find((each) => each.textContent === label);
        assert.ok(element, `a field labelled ${label}`);
        return document.getElementById(element.htmlFor) as HTMLInputElement;
      };
      const fillAndPay = (document: Document, number: string) => {
        input(document, 'Card number').value = number;
        input(document, 'Expiry (MM/YY)').value = '12/30';
        input(document, 'CVV').value = '123';
        document.querySelector<HTMLFormElement>('[role=dialog] form')!.requestSubmit();
      };

      it('opens an accessible card dialog and hands the signed result to `handler`', async () => {
        const productId = await addProduct(api.services);
        const { order, payment } = await placeOrder(productId);
        const { window, document } = await page();
        const result = await new Promise<Result>((resolve) => {
          new window.SandboxCheckout({ key: SANDBOX_KEY_ID, order_id: payment.providerOrderId, amount: payment.amount, currency: 'INR', name: 'Haat', description: 'Order', handler: resolve }).open();
          const dialog = document.querySelector('[role=dialog]');
          assert.equal(dialog?.getAttribute('aria-modal'), 'true');
          assert.equal(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent, 'Haat');
          assert.equal(document.activeElement, input(document, 'Card number'));
          fillAndPay(document, '4111 1111 1111 1111');
        });
        assert.equal(document.querySelector('[role=dialog]'), null);
        const verified = await verify(shopper, { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature });
        assert.equal(verified.json().order.paymentStatus, 'paid');
      });

      it('shows a declined card in the dialog, tells the failure listeners, and takes another card in the same dialog', async () => {
        const productId = await addProduct(api.services);
        const { order, payment } = await placeOrder(productId);
        const { window, document } = await page();
        let dismissed = false;
        const failures: unknown[] = [];
        let handle: (result: Result) => void = () => undefined;
        const handled = new Promise<Result>((resolve) => (handle = resolve));
        const checkout = new window.SandboxCheckout({
          key: SANDBOX_KEY_ID,
          order_id: payment.providerOrderId,
          amount: payment.amount,
          handler: (result: Result) => handle(result),
          onfailed: (response: unknown) => failures.push(response),
          modal: { ondismiss: () => (dismissed = true) },
        });
        const failed = new Promise((resolve) => checkout.on('payment.failed', resolve));
        checkout.open();
        fillAndPay(document, '4000 0000 0000 0002');
        const response = (await failed) as { error: { description: string } };
        assert.equal(response.error.description, 'Your card was declined.');
        assert.equal(failures.length, 1);
        assert.equal(document.querySelector('[role=alert]')?.textContent, 'Your card was declined.');
        const payButton = document.querySelector<HTMLButtonElement>('[role=dialog] button[type=submit]')!;
        assert.equal(payButton.disabled, false, 'the dialog stays open for another card');
        assert.equal(document.activeElement, input(document, 'Card number'));

        fillAndPay(document, '4111 1111 1111 1111');
        const result = await handled;
        assert.equal(dismissed, false);
        assert.equal(document.querySelector('[role=dialog]'), null);
        const verified = await verify(shopper, { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature });
        assert.equal(verified.json().order.paymentStatus, 'paid');
      });

      it("speaks the page's language: its texts and money as the shop's, a declined card in Spanish, and My orders says it in the order's language", async () => {
        const productId = await addProduct(api.services, { price: 289_900 });
        const placed = await api.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...bearer(shopper.token), 'accept-language': 'es' },
          payload: checkoutRequest([{ productId, quantity: 1 }]),
        });
        assert.equal(placed.statusCode, 200, placed.body);
        const { order, payment } = placed.json() as { order: { id: string }; payment: { providerOrderId: string; amount: number } };
        const { window, document } = await page();
        const checkout = new window.SandboxCheckout({ key: SANDBOX_KEY_ID, order_id: payment.providerOrderId, amount: payment.amount, currency: 'INR', name: 'Haat', description: 'Pedido', locale: 'es', handler: () => undefined });
        const failed = new Promise((resolve) => checkout.on('payment.failed', resolve));
        checkout.open();
        const dialog = document.querySelector('[role=dialog]')!;
        assert.equal(dialog.getAttribute('lang'), 'es');
        const payButton = dialog.querySelector<HTMLButtonElement>('button[type=submit]')!;
        assert.equal(payButton.textContent, `Pagar ${formatMoney(payment.amount, 'es')}`);
        assert.equal(dialog.querySelector('button[type=button]')?.textContent, 'Cancelar');
        input(document, 'Número de tarjeta').value = '4000 0000 0000 0002';
        input(document, 'Caducidad (MM/AA)').value = '12/30';
        input(document, 'CVV').value = '123';
        dialog.querySelector('form')!.requestSubmit();
        const response = (await failed) as { error: { description: string; reason: string } };
        assert.deepEqual([response.error.description, response.error.reason], ['Tu tarjeta ha sido rechazada.', 'card_declined']);
        assert.equal(document.querySelector('[role=alert]')?.textContent, 'Tu tarjeta ha sido rechazada.');
        // the provider's webhook says it in English with its reason code; the shop keeps its own words, in the order's language
        assert.equal(JSON.parse(sent.at(-1)!.body).payload.payment.entity.error_reason, 'card_declined');
        const mine = await api.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { ...bearer(shopper.token), 'accept-language': 'es' } });
        const attempts = mine.json().paymentAttempts as { status: string; reason: string | null }[];
        assert.deepEqual(attempts.map((attempt) => [attempt.status, attempt.reason]), [['failed', 'Tu tarjeta ha sido rechazada.']]);
        console.log(`sandbox dialog in es: "${payButton.textContent}"; declined: ${response.error.description}; My orders: ${attempts[0]?.reason}`);
        checkout.close?.();
      });

      it('formats the expiry as MM/YY while it is typed', async () => {
        const { window, document } = await page();
        new window.SandboxCheckout({ key: SANDBOX_KEY_ID, order_id: 'order_sbx_x', amount: 100 }).open();
        const expiry = input(document, 'Expiry (MM/YY)');
        const type = (value: string, inputType = 'insertText') => {
          expiry.value = value;
          expiry.dispatchEvent(new (window as unknown as typeof globalThis).InputEvent('input', { inputType, bubbles: true }));
          return expiry.value;
        };
        assert.equal(type('1'), '1');
        assert.equal(type('12'), '12/');
        assert.equal(type('12/3'), '12/3');
        assert.equal(type('12/30'), '12/30');
        assert.equal(type('12/301'), '12/30');
        assert.equal(type('1230'), '12/30', 'pasted digits');
        assert.equal(type('4'), '04/', 'a month that can only be April');
        assert.equal(type('12', 'deleteContentBackward'), '12', 'the slash can be deleted');
        assert.equal(expiry.getAttribute('inputmode'), 'numeric');
      });
    });
  });
});
