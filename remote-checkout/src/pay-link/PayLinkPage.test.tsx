import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOrderRoutes, type PaymentLinkPage } from 'shared-contracts/api/draft-orders';
import { ApiError } from 'shared-contracts/api/api-error';
import { formatMoney } from 'shared-contracts/domain/money';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import { FakeCheckout } from 'shared-contracts/testing/payments';
import PayLinkPage from './PayLinkPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/payments', () => ({ loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout }));

const TOKEN = 'a'.repeat(64);
const order = sampleOrder({ id: 'o7', number: 'HT-000007', states: { status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' }, sellerState: '08', line: { title: 'Dhokra brass cuff', unitPrice: 125_000, gstRate: 3 } });
const page = (status: 'open' | 'paid' | 'expired'): PaymentLinkPage => ({
  link: { id: 'l1', orderId: 'o7', purpose: 'edit', amount: 125_000, status, expiresAt: '2026-11-30T10:00:00.000Z' },
  order: { id: order.id, number: order.number, lines: order.lines, shipping: order.shipping, totals: order.totals, currency: 'INR', status: order.status, paymentStatus: order.paymentStatus },
  language: 'en',
});
const payment = { provider: 'sandbox', keyId: 'key', providerOrderId: 'prov-9', amount: 125_000, currency: 'INR', name: 'Haat', description: 'Order HT-000007', prefill: {} };

function renderPage(path = `/pay/l1?token=${TOKEN}`) {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pay/:id" element={<PayLinkPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  call.mockReset();
  FakeCheckout.opened = [];
});

describe('the payment link page', () => {
  it('says a link without its token is incomplete, and asks the API nothing', async () => {
    renderPage('/pay/l1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Open it again from the message the shop sent you.');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows what is to be paid, opens the provider’s dialog for the link, and thanks once the signed result is accepted', async () => {
    call.mockImplementation(async (route) => {
      if (route === draftOrderRoutes.paymentLink) return page('open');
      if (route === draftOrderRoutes.payPaymentLink) return payment;
      if (route === draftOrderRoutes.verifyPaymentLink) return page('paid');
      throw new Error('unexpected route');
    });
    renderPage();
    const amount = formatMoney(125_000, 'en');
    expect(await screen.findByText(`Your order was changed as agreed. Pay the difference of ${amount} to confirm the change.`)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(draftOrderRoutes.paymentLink, { params: { id: 'l1' }, query: { token: TOKEN } }, expect.anything());
    expect(screen.getByText(/Dhokra brass cuff/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Pay ${amount}` }));
    await screen.findByText('Complete the payment in the payment window.');
    expect(FakeCheckout.opened[0]!.options.order_id).toBe('prov-9');
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-9', razorpay_signature: 'b'.repeat(64) }));
    expect(call).toHaveBeenCalledWith(draftOrderRoutes.verifyPaymentLink, { params: { id: 'l1' }, query: { token: TOKEN }, body: { paymentId: 'pay_1', signature: 'b'.repeat(64) } });
    expect(await screen.findByTestId('pay-link-paid')).toHaveTextContent('Thank you! Order HT-000007 is paid.');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('an expired link says so and offers no payment', async () => {
    call.mockResolvedValueOnce(page('expired'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link has expired. Ask the shop for a new one.');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('a wrong token shows the API’s words on the token', async () => {
    call.mockRejectedValue(new ApiError(403, 'forbidden', 'Forbidden', { token: ['This payment link is not valid.'] }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link is not valid.');
  });
});
