import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { formatMoney } from 'shared-contracts/domain/money';
import type { PaymentAttempt } from 'shared-contracts/api/orders';
import type { Order } from 'shared-contracts/domain/order';
import { FakeCheckout } from 'shared-contracts/testing/payments';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { i18n } from 'shared-contracts/platform/i18n';
import OrdersPage from './OrdersPage';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
/** The order events stream: the test sends what the shop would. */
let sendEvent: ((event: unknown) => void) | undefined;
jest.mock('shared-contracts/platform/live', () => ({
  followEvents: (_route: unknown, onEvent: (event: unknown) => void) => {
    sendEvent = onEvent;
    return () => undefined;
  },
}));

jest.mock('shared-contracts/platform/payments', () => ({ loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout }));
jest.mock('../cart/store', () => ({ reloadCart: async () => undefined }));

const seller = { legalName: 'Haat Crafts Private Limited', gstin: '08AAHCH1234K1Z2', stateCode: '08' };

const orderOf = (id: string, states: Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>): Order =>
  sampleOrder({ id, number: `HT-00000${id.slice(1)}`, states, sellerState: '08', line: { title: 'Brass lamp', unitPrice: 59_900, gstRate: 12 } });

let orders: Record<string, Order>;
let attempts: Record<string, PaymentAttempt[]>;
const payment = { provider: 'sandbox', keyId: 'key', providerOrderId: 'prov-3', amount: 119_800, currency: 'INR', name: 'Haat', description: 'Order HT-000003', prefill: {} };

function answer(route: unknown, input?: { params?: { id: string } }) {
  if (route === routes.myOrders) {
    const items = Object.values(orders).map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      paymentStatus: order.paymentStatus,
      fulfilmentStatus: order.fulfilmentStatus,
      total: order.totals.inclusive,
      currency: 'INR',
      itemCount: 2,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    }));
    return { items, total: items.length, page: 1, pageSize: 10 };
  }
  if (route === routes.myOrder) return { ...orders[input!.params!.id]!, paymentAttempts: attempts[input!.params!.id] ?? [] };
  if (route === routes.payMyOrder) return { order: orders[input!.params!.id], payment };
  if (route === routes.verifyPayment) return { order: orders.o3 };
  if (route === routes.myOrderInvoice) return { order: orders[input!.params!.id], seller };
  if (route === routes.cancelMyOrder) {
    const id = input!.params!.id;
    orders[id] = { ...orders[id]!, status: 'cancelled' };
    return orders[id];
  }
  throw new Error('unexpected route');
}

function renderPage(path: string) {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/accounts/orders" element={<OrdersPage />} />
          <Route path="/accounts/orders/:id/confirmation" element={<p>confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  orders = {
    o1: orderOf('o1', { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }),
    o2: orderOf('o2', { status: 'cancelled', paymentStatus: 'failed', fulfilmentStatus: 'unfulfilled' }),
    o3: orderOf('o3', { status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' }),
  };
  attempts = {};
  FakeCheckout.opened = [];
  call.mockReset();
  call.mockImplementation(async (route, input) => answer(route, input));
});

describe('my orders', () => {
  it('lists the orders and opens one from the list', async () => {
    renderPage('/accounts/orders');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    expect(document.title).toBe('Your orders · Haat');
    await userEvent.click(rows[0]!);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByRole('heading', { name: 'Order HT-000001' })).toBeInTheDocument();
    expect(within(detail).getByText('Brass lamp')).toBeInTheDocument();
  });

  it('follows a change made by the shop without a reload', async () => {
    renderPage('/accounts/orders?order=o1');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('fulfilment-status')).toHaveTextContent('Not shipped yet');
    orders.o1 = { ...orders.o1!, fulfilmentStatus: 'packed' };
    act(() => sendEvent!({ orderId: 'o1', number: 'HT-000001', status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'packed' }));
    expect(await within(detail).findByText('Packed', { selector: '[data-testid="fulfilment-status"]' })).toBeInTheDocument();
    expect(screen.getByTestId('orders-announcement')).toHaveTextContent('Order HT-000001 was updated: Packed.');
  });

  it('says one status everywhere (issue 38): a cancelled order is announced cancelled, in French too; a delivered one is “Delivered” in its chip and its shipment’s heading', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderPage('/accounts/orders?order=o1');
      const detail = await screen.findByTestId('order-detail');
      orders.o1 = { ...orders.o1!, status: 'cancelled' };
      act(() => sendEvent!({ orderId: 'o1', number: 'HT-000001', status: 'cancelled', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }));
      expect(await within(detail).findByText('Annulée', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
      const announced = screen.getByTestId('orders-announcement').textContent;
      console.log(`cancelled order announced: "${announced}"`);
      expect(announced).toBe('La commande HT-000001 a été mise à jour : Annulée.');
      expect(within(detail).queryByTestId('fulfilment-status')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    const shipment = { carrier: 'india_post' as const, trackingNumber: 'EE123456789IN', shippedAt: '2026-11-21T06:30:00.000Z' };
    orders.o1 = { ...orders.o1!, status: 'confirmed', fulfilmentStatus: 'delivered', shipment };
    renderPage('/accounts/orders?order=o1');
    const detail = await screen.findByTestId('order-detail');
    const chip = within(detail).getByTestId('fulfilment-status').textContent;
    const heading = within(within(detail).getByTestId('order-shipment')).getByRole('heading').textContent;
    console.log(`delivered order: chip "${chip}", shipment heading "${heading}"`);
    expect([chip, heading]).toEqual(['Delivered', 'Delivered']);
  });

  it('shows a paid order’s tax invoice when asked, ready to print', async () => {
    renderPage('/accounts/orders?order=o1');
    await userEvent.click(await screen.findByRole('button', { name: 'Tax invoice' }));
    const invoice = await screen.findByRole('article', { name: 'Tax invoice' });
    expect(within(invoice).getByTestId('seller-gstin')).toHaveTextContent('08AAHCH1234K1Z2');
    expect(within(invoice).getByTestId('total-igst')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.myOrderInvoice, { params: { id: 'o1' } }, expect.anything());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('cancels an order awaiting payment after a confirmation, and offers it for no other order', async () => {
    renderPage('/accounts/orders?order=o3');
    const detail = await screen.findByTestId('order-detail');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByText('Cancel order HT-000003?')).toBeInTheDocument();
    expect(screen.getByText('It has not been paid. Its items go back on sale.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(routes.cancelMyOrder, expect.anything(), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await within(detail).findByText('Cancelled', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.cancelMyOrder, { params: { id: 'o3' } }, { signal: expect.any(AbortSignal) });
    expect(within(detail).queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });

  it('keeps an order awaiting payment when the confirmation is declined; a paid order has no cancel button', async () => {
    renderPage('/accounts/orders?order=o3');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(call).not.toHaveBeenCalledWith(routes.cancelMyOrder, expect.anything(), expect.anything());
    cleanup();
    renderPage('/accounts/orders?order=o1');
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });

  it('offers no invoice for an order that was never paid, and does not call it "not shipped yet"', async () => {
    renderPage('/accounts/orders?order=o2');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(detail).queryByTestId('fulfilment-status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tax invoice' })).toBeNull();
    expect(call).not.toHaveBeenCalledWith(routes.myOrderInvoice, expect.anything(), expect.anything());
  });

  it('pays an order awaiting payment with Pay now: the same order in the provider’s dialog, then its confirmation page', async () => {
    attempts.o3 = [{ status: 'failed', reason: 'Your card was declined.', at: '2026-11-24T07:00:00.000Z' }];
    renderPage('/accounts/orders?order=o3');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('payment-attempts')).toHaveTextContent('card declined. Your card was declined.');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Pay now' }));
    await screen.findByText('Complete the payment in the payment window.');
    expect(FakeCheckout.opened).toHaveLength(1);
    expect(FakeCheckout.opened[0]!.options).toMatchObject({ order_id: 'prov-3', amount: 119_800 });
    expect(call).toHaveBeenCalledWith(routes.payMyOrder, { params: { id: 'o3' } });
    expect(call).not.toHaveBeenCalledWith(routes.checkout, expect.anything());
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_2', razorpay_order_id: 'prov-3', razorpay_signature: 'b'.repeat(64) }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.verifyPayment, { body: { orderId: 'o3', paymentId: 'pay_2', signature: 'b'.repeat(64) } });
  });

  it('Pay now with a declined card, the dialog then closed: says so, and the order still awaits payment', async () => {
    renderPage('/accounts/orders?order=o3');
    const detail = await screen.findByTestId('order-detail');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Pay now' }));
    await screen.findByText('Complete the payment in the payment window.');
    act(() => FakeCheckout.opened[0]!.failed!({ error: { description: 'Your card was declined.' } }));
    expect(await screen.findByText(/try another card in the payment window/)).toBeInTheDocument();
    act(() => FakeCheckout.opened[0]!.options.modal!.ondismiss!());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined: Your card was declined. Nothing was charged.');
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
    expect(within(detail).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('Pay now in a second tab after the order was cancelled elsewhere: the server’s 409 is told, and the order shows as it is, without Pay now', async () => {
    renderPage('/accounts/orders?order=o3');
    const detail = await screen.findByTestId('order-detail');
    // meanwhile another tab's checkout replaced the order
    orders.o3 = { ...orders.o3!, status: 'cancelled' };
    call.mockImplementation(async (route, input) => {
      if (route === routes.payMyOrder) throw new ApiError(409, 'order_not_payable', 'This order can no longer be paid.');
      return answer(route, input);
    });
    await userEvent.click(within(detail).getByRole('button', { name: 'Pay now' }));
    const refusal =
      'The payment could not be completed: This order can no longer be paid: it was cancelled (another checkout replaced it, or its reservation ended). Nothing was charged. See its state in My orders.';
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(screen.getByTestId('order-detail')).queryByRole('button', { name: 'Pay now' })).toBeNull());
    // the button and its words went with the reload; the toast keeps them
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(screen.getByTestId('order-detail')).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it('Pay now whose payment reached the order after it was cancelled: says it was refunded, and shows the order refunded', async () => {
    renderPage('/accounts/orders?order=o3');
    const detail = await screen.findByTestId('order-detail');
    await userEvent.click(within(detail).getByRole('button', { name: 'Pay now' }));
    await screen.findByText('Complete the payment in the payment window.');
    // the hold ended while the dialog was open: the server refunds the payment and answers the order as it is
    orders.o3 = { ...orders.o3!, status: 'cancelled', paymentStatus: 'refunded', amountRefunded: orders.o3!.totals.inclusive };
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_3', razorpay_order_id: 'prov-3', razorpay_signature: 'c'.repeat(64) }));
    const amount = formatMoney(orders.o3!.totals.inclusive, 'en');
    const told = `This order had been cancelled before your payment arrived. Your payment of ${amount} has been refunded in full, and we have e-mailed you.`;
    expect((await screen.findAllByText(told)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(screen.getByTestId('order-detail')).queryByRole('button', { name: 'Pay now' })).toBeNull());
    expect(await screen.findByText(told)).toBeInTheDocument();
    expect(within(screen.getByTestId('order-detail')).getByText(`Refunded: ${amount}`)).toBeInTheDocument();
    expect(screen.queryByText('confirmation page')).not.toBeInTheDocument();
  });

  it('names a free order’s payment status', async () => {
    orders.o4 = orderOf('o4', { status: 'confirmed', paymentStatus: 'free', fulfilmentStatus: 'unfulfilled' });
    renderPage('/accounts/orders?order=o4');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('Free (nothing to pay)')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('offers Pay now only for an order awaiting payment, and the confirmation page for a paid one', async () => {
    renderPage('/accounts/orders?order=o1');
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(detail).getByRole('link', { name: 'See the order confirmation' })).toHaveAttribute('href', '/accounts/orders/o1/confirmation');
  });
});
