import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { FakeCheckout } from 'shared-contracts/testing/payments';
import { resetCartForTests } from '../cart/store';
import PaymentPage from './PaymentPage';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/payments', () => ({
  loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout,
  loadPaymentConfig: async () => ({ provider: 'sandbox', keyId: 'key', checkoutScriptUrl: 'http://localhost/pay.js', sellerState: '29' }),
}));

const address = { name: 'Asha Rao', line1: '12 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876543210' };
const lamp = { productId: 'p1', slug: 'brass-lamp', title: 'Brass lamp', image: null, quantity: 2, unitPrice: 59_900, gstRate: 12, stockLevel: 'in_stock' };
const cushion = { productId: 'p2', slug: 'cushion', title: 'Cushion', image: null, quantity: 1, unitPrice: 20_000, gstRate: 5, stockLevel: 'in_stock' };
const NOT_FOUND = 'This discount code does not exist.';

function answer(route: unknown, input: { body?: { code?: string } }) {
  if (route === lightRoutes.getCart) return { lines: [lamp, cushion], adjustments: [], updatedAt: null };
  if (route === routes.getAccount)
    return { uid: 'u1', email: 'c@shop.test', name: 'Asha Rao', phone: null, addresses: [address], gstin: null, role: 'customer', createdAt: '2026-01-01T00:00:00.000Z' };
  if (route === routes.previewDiscount) {
    if (input.body?.code?.toUpperCase() !== 'LAMPS10') throw new ApiError(422, 'discount_rejected', 'This discount code cannot be used for this order.', { discountCode: [NOT_FOUND] });
    // 10% of the lamps only (their category): 11,980 off 1,19,800
    return { discount: { code: 'LAMPS10', kind: 'percentage', value: 10, amount: 11_980 }, eligible: { p1: true, p2: false } };
  }
  if (route === routes.checkout) throw new ApiError(422, 'discount_rejected', 'This discount code cannot be used for this order.', { discountCode: ['This discount code has been used up.'] });
  throw new Error('unexpected route');
}

function renderPage() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  resetCartForTests();
  FakeCheckout.opened = [];
  call.mockReset();
  call.mockImplementation(async (route, input) => answer(route, input));
  sessionStorage.clear(); // a new tab
});

describe('a discount code at payment', () => {
  it('shows the API’s words for a refused code, and takes an accepted one off the lines it applies to', async () => {
    renderPage();
    const review = within(await screen.findByRole('complementary', { name: 'Review' }));
    // the card flow: UPI is offered first
    await userEvent.click(await review.findByRole('radio', { name: 'Card' }));
    expect(await review.findByRole('button', { name: 'Pay ₹1,398.00' })).toBeInTheDocument();

    // the code in one change: a keystroke each re-renders the whole payment page (GuestCheckout.test's `enter`)
    fireEvent.change(review.getByLabelText('Discount code'), { target: { value: 'nope' } });
    await userEvent.click(review.getByRole('button', { name: 'Apply' }));
    expect(await review.findByText(NOT_FOUND)).toBeInTheDocument();

    fireEvent.change(review.getByLabelText('Discount code'), { target: { value: 'lamps10' } });
    await userEvent.click(review.getByRole('button', { name: 'Apply' }));
    expect(await review.findByText('Code LAMPS10 applied: ₹119.80 off.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(routes.previewDiscount, { body: { code: 'lamps10', lines: [{ productId: 'p1', quantity: 2 }, { productId: 'p2', quantity: 1 }], stateCode: '29' } }, { signal: expect.any(AbortSignal) });
    expect(review.getByTestId('totals-discount')).toHaveTextContent('Discount (LAMPS10)−₹119.80');
    expect(review.getByTestId('grand-total')).toHaveTextContent('₹1,278.20');
    // the checkout sends the code and the discounted total; refused meanwhile, the code goes and its words stay
    await userEvent.click(review.getByRole('button', { name: 'Pay ₹1,278.20' }));
    await waitFor(() => expect(call.mock.calls.some(([route]) => route === routes.checkout)).toBe(true));
    const [, sent] = call.mock.calls.find(([route]) => route === routes.checkout)!;
    expect(sent.body).toMatchObject({ discountCode: 'LAMPS10', expectedTotal: 127_820 });
    expect(await review.findByText('This discount code has been used up.')).toBeInTheDocument();
    expect(review.getByTestId('grand-total')).toHaveTextContent('₹1,398.00');
  });

  it('asks about a code applied before a reload again, and shows it applied (the tab kept the code, never its verdict)', async () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ uid: 'u1', form: {}, method: 'card', discount: { code: 'LAMPS10', applied: true } }));
    renderPage();
    const review = within(await screen.findByRole('complementary', { name: 'Review' }));
    expect(await review.findByText('Code LAMPS10 applied: ₹119.80 off.')).toBeInTheDocument();
    expect(review.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(review.getByTestId('grand-total')).toHaveTextContent('₹1,278.20');
    expect(call.mock.calls.filter(([route]) => route === routes.previewDiscount)).toHaveLength(1);
  });
});

