/**
 * @jest-environment jsdom
 */
import { routes } from 'shared-contracts/api/routes';
import { ApiError } from 'shared-contracts/api/api-error';
import type { ProviderCheckoutOptions, ProviderPaymentFailure } from 'shared-contracts/platform/payments';
import { pay, payOrder, PaymentAttempts, type PaymentRequest, type PaymentStep } from './pay';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const reloadCart = jest.fn(async () => undefined);
jest.mock('../cart/store', () => ({ reloadCart: () => reloadCart() }));

/** The provider's dialog: each test says how the shopper ends it. */
let dialog: (options: ProviderCheckoutOptions, fail: (failure: ProviderPaymentFailure) => void) => void;
const opened: ProviderCheckoutOptions[] = [];
const closed: ProviderCheckoutOptions[] = [];
class FakeCheckout {
  private failed?: (failure: ProviderPaymentFailure) => void;
  constructor(readonly options: ProviderCheckoutOptions) {}
  close() {
    closed.push(this.options);
  }
  on(_event: string, listener: (failure: ProviderPaymentFailure) => void) {
    this.failed = listener;
    return this;
  }
  open() {
    opened.push(this.options);
    dialog(this.options, this.failed!);
    return this;
  }
}
jest.mock('shared-contracts/platform/payments', () => ({ loadPaymentProvider: async () => FakeCheckout }));

const request: PaymentRequest = {
  lines: [{ productId: 'p1', quantity: 2, unitPrice: 59_900 }],
  shippingAddress: { name: 'Asha Rao', line1: '12 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876543210' },
  gstin: null,
  saveAddress: false,
  expectedTotal: 119_800,
};
const order = { id: 'o1', number: 'HT-1001' };
const payment = { provider: 'sandbox', keyId: 'key', providerOrderId: 'prov-1', amount: 119_800, currency: 'INR', name: 'Haat', description: 'Order HT-1001', prefill: {} };
const signed = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-1', razorpay_signature: 'a'.repeat(64) };

const keysSent = () => call.mock.calls.filter(([route]) => route === routes.checkout).map(([, input]) => input.body.idempotencyKey);

let steps: PaymentStep[];
const payOnce = (attempts: PaymentAttempts, body = request) => pay(body, { attempts, email: 'asha@shop.test', onStep: (step) => steps.push(step) });

beforeEach(() => {
  steps = [];
  opened.length = 0;
  closed.length = 0;
  reloadCart.mockClear();
  call.mockReset();
  call.mockImplementation(async (route) => {
    if (route === routes.checkout) return { order, payment };
    if (route === routes.verifyPayment) return { order };
    throw new Error('unexpected route');
  });
});

describe('paying for the cart', () => {
  it('creates the order, opens the provider’s dialog, has the signed result verified and reloads the emptied cart', async () => {
    dialog = (options) => options.handler(signed);
    const result = await payOnce(new PaymentAttempts());
    expect(result).toEqual({ kind: 'paid', order });
    expect(steps).toEqual(['creating', 'paying', 'verifying']);
    expect(call).toHaveBeenCalledWith(routes.checkout, { body: { ...request, idempotencyKey: expect.any(String) } });
    expect(opened[0]).toMatchObject({ key: 'key', order_id: 'prov-1', amount: 119_800, prefill: { email: 'asha@shop.test' } });
    expect(call).toHaveBeenCalledWith(routes.verifyPayment, { body: { orderId: 'o1', paymentId: 'pay_1', signature: 'a'.repeat(64) } });
    expect(reloadCart).toHaveBeenCalledTimes(1);
  });

  it('a closed dialog is a cancelled payment, nothing verified', async () => {
    const attempts = new PaymentAttempts();
    dialog = (options) => options.modal!.ondismiss!();
    expect(await payOnce(attempts)).toEqual({ kind: 'cancelled' });
    expect(await payOnce(attempts)).toEqual({ kind: 'cancelled' });
    expect(keysSent()).toHaveLength(2);
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
  });

  it('a declined card leaves the dialog open: the page hears of it, and another card in the same dialog pays', async () => {
    dialog = (options, fail) => {
      fail({ error: { description: 'Your card was declined.' } });
      options.handler(signed);
    };
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'paid', order });
    expect(steps).toEqual(['creating', 'paying', 'retrying', 'verifying']);
    expect(opened).toHaveLength(1);
  });

  it('a declined card, then the dialog closed: declined, with the reason; nothing verified', async () => {
    dialog = (options, fail) => {
      fail({ error: { description: 'Your card was declined.' } });
      options.modal!.ondismiss!();
    };
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'declined', reason: 'Your card was declined.' });
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
    expect(reloadCart).not.toHaveBeenCalled();
  });

  it('a double press while the first is under way sends one key', async () => {
    const attempts = new PaymentAttempts();
    expect(attempts.keyFor(request)).toBe(attempts.keyFor(request));
  });

  it('a changed request (new prices after a review) gets a new key', async () => {
    const attempts = new PaymentAttempts();
    const first = attempts.keyFor(request);
    expect(attempts.keyFor({ ...request, lines: [{ productId: 'p1', quantity: 2, unitPrice: 64_900 }], expectedTotal: 129_800 })).not.toBe(first);
  });

  it('a failure the shopper retries keeps the key (the server answers the same order)', async () => {
    const attempts = new PaymentAttempts();
    call.mockRejectedValueOnce(new Error('network down'));
    expect((await payOnce(attempts)).kind).toBe('failed');
    dialog = (options) => options.handler(signed);
    await payOnce(attempts);
    const [first, second] = keysSent();
    expect(second).toBe(first);
  });

  it('a 409 price_changed gives the server’s figures for a new review, opens no dialog and reloads the cart', async () => {
    const details = { lines: [{ productId: 'p1', quantity: 2, unitPrice: 64_900, gstRate: 12 }], expectedTotal: 119_800, total: 129_800 };
    call.mockRejectedValueOnce(new ApiError(409, 'price_changed', 'Prices have changed since you reviewed your order.', {}, { details }));
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'repriced', prices: details });
    expect(opened).toHaveLength(0);
    expect(reloadCart).toHaveBeenCalledTimes(1);
  });

  it('any other refusal (too many unpaid orders) is a failure carrying the API’s error', async () => {
    const refusal = new ApiError(409, 'unpaid_order_limit', 'Too many unpaid orders.');
    call.mockRejectedValueOnce(refusal);
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'failed', error: refusal });
    expect(steps).toEqual(['creating']);
    expect(opened).toHaveLength(0);
  });

  it('a free order (a discount covered it all): confirmed by the server, no dialog opened, nothing verified, the emptied cart reloaded', async () => {
    const free = { ...order, status: 'confirmed', paymentStatus: 'free' };
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) return { order: free, payment: null };
      throw new Error('unexpected route');
    });
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'paid', order: free });
    expect(steps).toEqual(['creating']);
    expect(opened).toHaveLength(0);
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
    expect(reloadCart).toHaveBeenCalledTimes(1);
  });

  it('a payment that reached an order cancelled meanwhile (another tab): refunded, as the server answers it; the cart is not touched', async () => {
    const refunded = { ...order, status: 'cancelled', paymentStatus: 'refunded', amountRefunded: 119_800 };
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) return { order, payment };
      if (route === routes.verifyPayment) return { order: refunded };
      throw new Error('unexpected route');
    });
    dialog = (options) => options.handler(signed);
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'refunded', order: refunded });
    expect(steps).toEqual(['creating', 'paying', 'verifying']);
    expect(reloadCart).not.toHaveBeenCalled();
  });

  it('an order cancelled meanwhile is refused (409 order_not_payable): no dialog, and the next press is a new request, not the same key again', async () => {
    const attempts = new PaymentAttempts();
    const refusal = new ApiError(409, 'order_not_payable', 'This order can no longer be paid.');
    call.mockRejectedValueOnce(refusal);
    expect(await payOnce(attempts)).toEqual({ kind: 'failed', error: refusal });
    expect(opened).toHaveLength(0);
    dialog = (options) => options.handler(signed);
    expect((await payOnce(attempts)).kind).toBe('paid');
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('a price_changed without readable figures is a failure too', async () => {
    const refusal = new ApiError(409, 'price_changed', 'Prices have changed.', {}, { details: { total: 'lots' } });
    call.mockRejectedValueOnce(refusal);
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'failed', error: refusal });
    expect(reloadCart).not.toHaveBeenCalled();
  });
});

describe('the browser’s Back while the provider’s dialog is open (issue 38)', () => {
  it('closes the dialog as its own Close would: a cancelled payment, nothing verified, no history entry added', async () => {
    window.history.replaceState({ idx: 3, key: 'cart' }, '', '/cart');
    window.history.pushState({ idx: 4, key: 'payment' }, '', '/payment');
    const entries = window.history.length;
    dialog = () => window.history.back();
    const result = await payOnce(new PaymentAttempts());
    console.log(`back during payment: ${closed.length} dialog closed, result ${result.kind}, page ${window.location.pathname}, ${window.history.length - entries} history entries added`);
    expect(result).toEqual({ kind: 'cancelled' });
    expect(closed).toHaveLength(1);
    expect(window.location.pathname).toBe('/cart');
    expect(window.history.length).toBe(entries);
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
  });

  it('a dialog that ended stops following the history: Back afterwards closes nothing', async () => {
    window.history.pushState({ idx: 5, key: 'payment' }, '', '/payment');
    dialog = (options) => options.handler(signed);
    expect(await payOnce(new PaymentAttempts())).toEqual({ kind: 'paid', order });
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(closed).toHaveLength(0);
  });
});

describe('paying an order from My orders (Pay now)', () => {
  it('asks the server for that order’s provider order, then pays it in the same dialog', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.payMyOrder) return { order, payment };
      if (route === routes.verifyPayment) return { order };
      throw new Error('unexpected route');
    });
    dialog = (options) => options.handler(signed);
    expect(await payOrder('o1', { onStep: (step) => steps.push(step) })).toEqual({ kind: 'paid', order });
    expect(call).toHaveBeenCalledWith(routes.payMyOrder, { params: { id: 'o1' } });
    expect(call).not.toHaveBeenCalledWith(routes.checkout, expect.anything());
    expect(call).toHaveBeenCalledWith(routes.verifyPayment, { body: { orderId: 'o1', paymentId: 'pay_1', signature: 'a'.repeat(64) } });
  });
});
