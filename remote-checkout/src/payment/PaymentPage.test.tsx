import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { formatMoney } from 'shared-contracts/domain/money';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { FakeCheckout } from 'shared-contracts/testing/payments';
import { resetCartForTests } from '../cart/store';
import PaymentPage from './PaymentPage';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

let sellerState = '27';
jest.mock('shared-contracts/platform/payments', () => ({
  loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout,
  loadPaymentConfig: async () => ({ provider: 'sandbox', keyId: 'key', checkoutScriptUrl: 'http://localhost/pay.js', sellerState }),
}));

const address = { name: 'Asha Rao', line1: '12 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876543210' };
const cartLine = { productId: 'p1', slug: 'brass-lamp', title: 'Brass lamp', image: null, quantity: 2, unitPrice: 59_900, gstRate: 12, stockLevel: 'in_stock' };
const order = { id: 'o1', number: 'HT-1001' };

function answer(route: unknown) {
  if (route === lightRoutes.getCart) return { lines: [cartLine], adjustments: [], updatedAt: null };
  if (route === routes.getAccount)
    return { uid: 'u1', email: 'c@shop.test', name: 'Asha Rao', phone: null, addresses: [address], gstin: null, role: 'customer', createdAt: '2026-01-01T00:00:00.000Z' };
  if (route === routes.checkout)
    return {
      order,
      payment: { provider: 'sandbox', keyId: 'key', providerOrderId: `prov-${call.mock.calls.filter(([r]) => r === routes.checkout).length}`, amount: 119_800, currency: 'INR', name: 'Haat', description: 'Order HT-1001', prefill: {} },
    };
  if (route === routes.verifyPayment) return { order };
  throw new Error('unexpected route');
}

function renderPage() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/accounts/orders" element={<p>orders page</p>} />
          <Route path="/accounts/orders/:id/confirmation" element={<p>confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

// Several dialog steps per test; a loaded machine (CI beside other work) needs more than 5 s.

/** The card flow: UPI is offered first, so these tests choose Card. */
const chooseCard = async () => userEvent.click(await screen.findByRole('radio', { name: 'Card' }));

const checkoutCalls = () => call.mock.calls.filter(([route]) => route === routes.checkout);

beforeEach(() => {
  resetCartForTests();
  FakeCheckout.opened = [];
  call.mockReset();
  call.mockImplementation(async (route) => answer(route));
  sellerState = '27';
  sessionStorage.clear(); // a new tab: no form kept from another test (checkoutDraft.ts)
});

describe('the payment page', () => {
  it('starts from the saved address and shows the total to pay', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: /Pay ₹1,198/ })).toBeInTheDocument();
    expect(screen.getByLabelText('PIN code')).toHaveValue('560001');
    expect(screen.getByText('Brass lamp × 2')).toBeInTheDocument();
    expect(document.title).toBe('Payment · Haat');
  });

  it('splits the GST as the order will: IGST across states, CGST and SGST within the seller’s state', async () => {
    // The saved address is in Karnataka (29); a Maharashtra (27) seller charges IGST.
    renderPage();
    const review = within(await screen.findByRole('complementary', { name: 'Review' }));
    expect(await review.findByText('IGST')).toBeInTheDocument();
    expect(review.queryByText('CGST')).toBeNull();
    cleanup();
    resetCartForTests();
    // The same address with a seller in Karnataka: CGST and SGST, half each.
    sellerState = '29';
    renderPage();
    const local = within(await screen.findByRole('complementary', { name: 'Review' }));
    expect(await local.findByText('CGST')).toBeInTheDocument();
    expect(local.getByText('SGST')).toBeInTheDocument();
    expect(local.queryByText('IGST')).toBeNull();
  });

  it('pays: the dialog’s signed result is verified and the shopper lands on the order’s confirmation page', async () => {
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    expect(FakeCheckout.opened[0]!.options).toMatchObject({ order_id: 'prov-1', amount: 119_800 });
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-1', razorpay_signature: 'a'.repeat(64) }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.verifyPayment, { body: { orderId: 'o1', paymentId: 'pay_1', signature: 'a'.repeat(64) } });
  });

  it('a declined card: the dialog stays open for another card; closed, the page says so and keeps the cart; Pay again opens the dialog again', async () => {
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    act(() => FakeCheckout.opened[0]!.failed!({ error: { description: 'Your card was declined.' } }));
    expect(await screen.findByText('That card was declined. Nothing was charged: try another card in the payment window.')).toBeInTheDocument();
    act(() => FakeCheckout.opened[0]!.options.modal!.ondismiss!());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined: Your card was declined. Nothing was charged and your cart is unchanged.');
    expect(screen.getByText('Brass lamp × 2')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    expect(checkoutCalls()).toHaveLength(2);
  });

  it('sends the total on the pay button; a changed price is shown for a new review, and the new total is paid once confirmed', async () => {
    const newTotal = 2 * 64_900;
    let repriced = false;
    call.mockImplementation(async (route) => {
      if (route === routes.checkout && !repriced) {
        repriced = true;
        throw new ApiError(409, 'price_changed', 'Prices have changed since you reviewed your order.', {}, {
          details: { lines: [{ productId: 'p1', quantity: 2, unitPrice: 64_900, gstRate: 12 }], expectedTotal: 119_800, total: newTotal },
        });
      }
      return answer(route);
    });
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: `Pay ${formatMoney(119_800, 'en')}` }));
    expect(await screen.findByTestId('payment-repriced')).toHaveTextContent(
      `Prices have changed since your review: the total is now ${formatMoney(newTotal, 'en')} (it was ${formatMoney(119_800, 'en')}). Check the new figures, then pay the new total.`,
    );
    expect(checkoutCalls()[0]![1].body.expectedTotal).toBe(119_800);
    expect(FakeCheckout.opened).toHaveLength(0);
    const review = within(screen.getByRole('complementary', { name: 'Review' }));
    expect(review.getByText(`was ${formatMoney(119_800, 'en')}`)).toBeInTheDocument();
    expect(review.getByText('Total').closest('tr')).toHaveTextContent(formatMoney(newTotal, 'en'));

    // paying again is the confirmation: the new total, under a new key
    await userEvent.click(screen.getByRole('button', { name: `Pay ${formatMoney(newTotal, 'en')}` }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const [first, second] = checkoutCalls().map(([, input]) => input.body);
    expect(second.expectedTotal).toBe(newTotal);
    expect(second.lines).toEqual([{ productId: 'p1', quantity: 2, unitPrice: 64_900 }]);
    expect(second.idempotencyKey).not.toEqual(first.idempotencyKey);
  });

  it('too many unpaid orders: says to pay or cancel one, with the way to My orders', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) throw new ApiError(409, 'unpaid_order_limit', 'Too many unpaid orders.');
      return answer(route);
    });
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The payment could not be completed: Too many of your orders are waiting for payment. Pay or cancel one of them in My orders, then place this order. Go to My orders',
    );
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/accounts/orders');
  });

  it('a payment that reached an order cancelled meanwhile (another tab): says it was refunded, with the way to My orders, and stays on the page', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.verifyPayment) return { order: { ...order, status: 'cancelled', paymentStatus: 'refunded', amountRefunded: 119_800 } };
      return answer(route);
    });
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-1', razorpay_signature: 'a'.repeat(64) }));
    const alert = await screen.findByTestId('payment-refunded');
    expect(alert).toHaveTextContent(
      `Order HT-1001 had been cancelled before your payment arrived (another checkout replaced it, or its reservation ended). Your payment of ${formatMoney(119_800, 'en')} has been refunded in full, and we have e-mailed you. Pay again to place this order anew. Go to My orders`,
    );
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/accounts/orders');
    expect(screen.queryByText('confirmation page')).not.toBeInTheDocument();
  });

  it('an order cancelled meanwhile is not opened for payment: the server’s 409 is shown, with the way to My orders', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) throw new ApiError(409, 'order_not_payable', 'This order can no longer be paid.');
      return answer(route);
    });
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The payment could not be completed: This order can no longer be paid: it was cancelled (another checkout replaced it, or its reservation ended). Nothing was charged. See its state in My orders. Go to My orders',
    );
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/accounts/orders');
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it('a free order (a discount covered it all): no payment window, straight to its confirmation page', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) return { order: { ...order, status: 'confirmed', paymentStatus: 'free' }, payment: null };
      return answer(route);
    });
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
    expect(call).not.toHaveBeenCalledWith(routes.verifyPayment, expect.anything());
  });

  it('store credit: offered with its balance, pays part of the total (the totals stay whole), and the rest is paid on the button', async () => {
    call.mockImplementation(async (route) => (route === routes.myStoreCredit ? { balance: 50_000, entries: [] } : answer(route)));
    renderPage();
    await chooseCard();
    const use = await screen.findByRole('checkbox', { name: 'Use my store credit (₹500.00 available)' });
    expect(use).toBeChecked();
    expect(screen.getByTestId('store-credit-applied')).toHaveTextContent('−₹500.00');
    expect(screen.getByTestId('store-credit-to-pay')).toHaveTextContent('₹698.00');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹698.00' }));
    await waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    expect(checkoutCalls()[0]![1].body).toMatchObject({ useStoreCredit: true, expectedTotal: 119_800 });
  });

  it('store credit covering the whole total: the button places the order, with no payment window', async () => {
    call.mockImplementation(async (route) => {
      if (route === routes.myStoreCredit) return { balance: 200_000, entries: [] };
      if (route === routes.checkout) return { order: { ...order, status: 'confirmed', paymentStatus: 'free', storeCredit: 119_800 }, payment: null };
      return answer(route);
    });
    renderPage();
    expect(await screen.findByText('Your store credit covers this order: there is nothing more to pay.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order with store credit' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it('a double click makes one order', async () => {
    renderPage();
    await chooseCard();
    const pay = await screen.findByRole('button', { name: /Pay/ });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    expect(checkoutCalls()).toHaveLength(1);
  });

  it('a cancelled dialog: says so, and Pay again asks the server again (which answers the same order)', async () => {
    renderPage();
    await chooseCard();
    await userEvent.click(await screen.findByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    act(() => FakeCheckout.opened[0]!.options.modal!.ondismiss!());
    expect(await screen.findByText(/Payment cancelled/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    expect(checkoutCalls()).toHaveLength(2);
  });
});
