import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { formatMoney } from 'shared-contracts/domain/money';
import type { Order } from 'shared-contracts/domain/order';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import ConfirmationPage from './ConfirmationPage';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const seller = { legalName: 'Haat Crafts Private Limited', gstin: '08AAHCH1234K1Z2', stateCode: '08' };
const paid: Order = {
  ...sampleOrder({ id: 'o1', number: 'HT-000041', states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }, sellerState: '08', line: { title: 'Brass lamp', unitPrice: 59_900, gstRate: 12 } }),
  invoice: { number: 'HT/26-27/000007', date: '2026-11-24T07:00:00.000Z' },
};

function renderPage(order: Order | Error) {
  call.mockImplementation(async (route) => {
    if (route === routes.myOrder) {
      if (order instanceof Error) throw order;
      return { ...order, paymentAttempts: [] };
    }
    if (route === routes.myOrderInvoice) return { order, seller };
    throw new Error('unexpected route');
  });
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/accounts/orders/o1/confirmation']}>
        <Routes>
          <Route path="/accounts/orders/:id/confirmation" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => call.mockReset());

describe('the order confirmation page', () => {
  it('shows the order number, its lines and totals with GST, the delivery address, what happens next and the invoice', async () => {
    renderPage(paid);
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Thank you! Your order HT-000041 is paid and confirmed.');
    expect(call).toHaveBeenCalledWith(routes.myOrder, { params: { id: 'o1' } }, expect.anything());
    expect(document.title).toBe('Order confirmation · Haat');
    const items = within(screen.getByRole('region', { name: 'What you bought' }));
    expect(items.getByText('Brass lamp')).toBeInTheDocument();
    expect(items.getByText('Total').closest('tr')).toHaveTextContent(formatMoney(paid.totals.inclusive, 'en'));
    expect(items.getByText(/^(IGST|CGST)$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery address' }).nextElementSibling).toHaveTextContent(paid.shippingAddress.line1);
    const next = within(screen.getByRole('complementary', { name: 'What happens next' }));
    expect(next.getByText(/We prepare your parcel/)).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'See this order in My orders' })).toHaveAttribute('href', '/accounts/orders?order=o1');
    await userEvent.click(screen.getByRole('button', { name: 'Tax invoice' }));
    expect(await screen.findByRole('article', { name: 'Tax invoice' })).toHaveTextContent('HT/26-27/000007');
  });

  it('says so for an order not paid yet, with the way to My orders, and offers no invoice', async () => {
    renderPage({ ...paid, status: 'pending', paymentStatus: 'failed', invoice: null });
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Order HT-000041 has not been paid yet. You can pay it or cancel it in My orders.');
    expect(screen.queryByRole('button', { name: 'Tax invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See this order in My orders' })).toBeInTheDocument();
  });

  it('someone else’s order, or none: not found', async () => {
    renderPage(new ApiError(404, 'not_found', 'Not found.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was not found in your account.');
  });
});
