import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { ApiError } from 'shared-contracts/api/api-error';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { FakeCheckout } from 'shared-contracts/testing/payments';
import { resetCartForTests } from '../cart/store';
import PaymentPage from './PaymentPage';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';

/** Nobody signed in until the page's "Continue as guest" signs in an anonymous account. */
const GUEST: ShopUser = { uid: 'anon-1', email: null, displayName: null, role: 'customer', anonymous: true };
let user: ShopUser | null = null;
const listeners = new Set<(user: ShopUser | null) => void>();
const signInAsGuest = jest.fn(async () => {
  user = GUEST;
  for (const listener of listeners) listener(user);
  return GUEST;
});
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => user,
  onUserChanged: (listener: (user: ShopUser | null) => void) => {
    listeners.add(listener);
    listener(user);
    return () => listeners.delete(listener);
  },
  signInAsGuest: () => signInAsGuest(),
}));
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/payments', () => ({
  loadPaymentProvider: async () => jest.requireActual('shared-contracts/testing/payments').FakeCheckout,
  loadPaymentConfig: async () => ({ provider: 'sandbox', keyId: 'key', checkoutScriptUrl: 'http://localhost/pay.js', sellerState: '08' }),
}));

const cartLine = { productId: 'p1', slug: 'brass-lamp', title: 'Brass lamp', image: null, quantity: 1, unitPrice: 59_900, gstRate: 12, stockLevel: 'in_stock' };
const order = { id: 'o1', number: 'HT-1001' };

function answer(route: unknown) {
  if (route === lightRoutes.getCart) return { lines: [cartLine], adjustments: [], updatedAt: null };
  if (route === routes.getAccount) return { uid: GUEST.uid, email: null, name: '', phone: null, addresses: [], gstin: null, role: 'customer', createdAt: '2026-01-01T00:00:00.000Z' };
  if (route === routes.checkout)
    return { order, payment: { provider: 'sandbox', keyId: 'key', providerOrderId: 'prov-1', amount: 59_900, currency: 'INR', name: 'Haat', description: 'Order HT-1001', prefill: {} } };
  if (route === routes.verifyPayment) return { order };
  throw new Error('unexpected route');
}

/** The card flow: UPI is offered first, so these tests choose Card. */
const chooseCard = async () => userEvent.click(await screen.findByRole('radio', { name: 'Card' }));

/** Puts `text` in a field in one change, as fillGuestAddress fills the address: the rules and the
 *  kept draft see the value, not each keystroke (a keystroke re-renders the whole payment form). */
const enter = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

function renderPage() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/accounts/orders/:id/confirmation" element={<p>confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

/** After "Continue as guest": a delivery address in Jaipur; resolves with the e-mail field, left empty. */
async function fillGuestAddress() {
  const emailField = await screen.findByLabelText('E-mail for your receipt');
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '14 Johari Bazaar' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jaipur' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '302003' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
  const state = screen.getByLabelText('State');
  fireEvent.mouseDown(state);
  fireEvent.change(state, { target: { value: 'Rajasthan' } });
  fireEvent.click(await screen.findByTitle('Rajasthan'));
  return emailField;
}

beforeEach(() => {
  user = null;
  listeners.clear();
  signInAsGuest.mockClear();
  resetCartForTests();
  FakeCheckout.opened = [];
  call.mockReset();
  call.mockImplementation(async (route) => answer(route));
  sessionStorage.clear(); // a new tab
});

describe('guest checkout on the payment page', () => {
  it('asks a visitor who is not signed in to sign in, says why, and offers to continue as a guest', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in, or check out as a guest' })).toBeInTheDocument();
    expect(screen.getByText(/so that your delivery addresses are kept and your orders are listed in My orders/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fpayment');
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    expect(signInAsGuest).not.toHaveBeenCalled();
  });

  it('says it in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Inicia sesión o compra como invitado' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continuar como invitado' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('continues as a guest: an e-mail address for the receipt, checked by the shared rule, sent with the checkout', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    expect(signInAsGuest).toHaveBeenCalledTimes(1);
    const emailField = await fillGuestAddress();
    await chooseCard();

    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    enter(emailField, 'asha@');
    expect(await screen.findByText('Invalid e-mail.')).toBeInTheDocument();
    expect(call.mock.calls.filter(([route]) => route === routes.checkout)).toHaveLength(0);

    enter(emailField, 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const [[, { body }]] = call.mock.calls.filter(([route]) => route === routes.checkout);
    expect(body).toMatchObject({ email: 'asha@example.in', shippingAddress: { city: 'Jaipur', stateCode: '08' } });
    expect(FakeCheckout.opened[0]!.options.prefill).toMatchObject({ email: 'asha@example.in' });
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-1', razorpay_signature: 'a'.repeat(64) }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
  });

  it('shows a guest refused by the guest share what happened, on the line, and the way past it (signing in); the device id goes with the checkout', async () => {
    const lineMessage = 'Guests cannot reserve more of this item right now. Sign in to buy it.';
    call.mockImplementation(async (route) => {
      if (route === routes.checkout) {
        throw new ApiError(409, 'guest_hold_limit', 'Guests cannot reserve more of some items right now.', { 'lines.0.quantity': [lineMessage] }, { details: { share: 30, products: [{ productId: 'p1', available: 0 }] } });
      }
      return answer(route);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    enter(await fillGuestAddress(), 'asha@example.in');
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be completed: Guests cannot reserve more of some items right now: unpaid guest orders hold as many as the shop allows. Sign in to buy them, or try again later.',
    );
    expect(screen.getByTestId('payment-line-error')).toHaveTextContent(lineMessage);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fpayment');
    expect(FakeCheckout.opened).toHaveLength(0);
    const [[, { body }]] = call.mock.calls.filter(([route]) => route === routes.checkout);
    expect(body.deviceId).toBe(localStorage.getItem('shop:device-id'));
    expect(body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what a guest typed through a reload of the tab, never a UPI ID, and forgets it once the order is paid', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    enter(await fillGuestAddress(), 'asha@example.in');
    enter(screen.getByLabelText(/^Your GSTIN/), '08ABCDE1234F1Z5');
    enter(screen.getByLabelText('Discount code'), 'DIWALI');
    enter(await screen.findByLabelText('Your UPI ID'), 'asha@okbank');
    await chooseCard();
    const kept = sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '';
    expect(kept).not.toContain('asha@okbank');

    // the reload: a new page in the same tab, the guest's session still there
    cleanup();
    resetCartForTests();
    renderPage();
    expect(await screen.findByLabelText('E-mail for your receipt')).toHaveValue('asha@example.in');
    const restored = {
      name: (screen.getByLabelText('Full name') as HTMLInputElement).value,
      phone: (screen.getByLabelText('Phone') as HTMLInputElement).value,
      line1: (screen.getByLabelText('Address line 1') as HTMLInputElement).value,
      city: (screen.getByLabelText('City') as HTMLInputElement).value,
      pincode: (screen.getByLabelText('PIN code') as HTMLInputElement).value,
      gstin: (screen.getByLabelText(/^Your GSTIN/) as HTMLInputElement).value,
      discount: (screen.getByLabelText('Discount code') as HTMLInputElement).value,
    };
    console.log(`guest form after a reload: ${Object.values(restored).filter(Boolean).length} of ${Object.keys(restored).length} fields back, the method ${screen.getByRole('radio', { name: 'Card' }).matches(':checked') ? 'card' : 'lost'}; the UPI ID kept: ${kept.includes('asha@okbank')}`);
    expect(restored).toEqual({ name: 'Asha Rao', phone: '9876543210', line1: '14 Johari Bazaar', city: 'Jaipur', pincode: '302003', gstin: '08ABCDE1234F1Z5', discount: 'DIWALI' });
    expect(screen.getByTitle('Rajasthan')).toBeInTheDocument(); // the state select shows the kept state
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();

    enter(screen.getByLabelText(/^Your GSTIN/), '');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const [[, { body }]] = call.mock.calls.filter(([route]) => route === routes.checkout);
    expect(body).toMatchObject({ email: 'asha@example.in', shippingAddress: { name: 'Asha Rao', pincode: '302003', stateCode: '08' } });
    await act(async () => FakeCheckout.opened[0]!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'prov-1', razorpay_signature: 'a'.repeat(64) }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('does not offer a guest a ticked box to save the address to an account they do not have: unticked, and it says why', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    enter(await fillGuestAddress(), 'asha@example.in');
    const box = screen.getByRole('checkbox', { name: 'Save this address for an account' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/You are checking out as a guest, so there is no account yet\. If you create one after ordering/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).toBeNull();
    await chooseCard();
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const [[, { body }]] = call.mock.calls.filter(([route]) => route === routes.checkout);
    expect(body.saveAddress).toBe(false);
  });

  it('orders nothing when another tab changed the cart since the page showed it: the cart is read again before paying, and the page shows it', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    enter(await fillGuestAddress(), 'asha@example.in');
    await chooseCard();
    expect(screen.getByText('Brass lamp × 1')).toBeInTheDocument();
    // meanwhile, in another tab: a second line added and the quantity of the lamp raised
    const otherLine = { ...cartLine, productId: 'p2', slug: 'jute-rug', title: 'Jute rug', unitPrice: 120_000 };
    call.mockImplementation(async (route) => (route === lightRoutes.getCart ? { lines: [{ ...cartLine, quantity: 2 }, otherLine], adjustments: [], updatedAt: null } : answer(route)));

    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('payment-cart-changed')).toHaveTextContent('Your cart was changed in another tab or window, so nothing was ordered.');
    expect(screen.getByText('Brass lamp × 2')).toBeInTheDocument();
    expect(screen.getByText('Jute rug × 1')).toBeInTheDocument();
    const ordered = call.mock.calls.filter(([route]) => route === routes.checkout).length;
    console.log(`stale tab: ${ordered} checkouts sent for the stale lines; the review shows ${screen.getAllByText(/ × \d/).length} lines as the other tab left them`);
    expect(ordered).toBe(0);
    expect(FakeCheckout.opened).toHaveLength(0);

    // paying now is for what the shopper sees
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const [[, { body }]] = call.mock.calls.filter(([route]) => route === routes.checkout);
    expect(body.lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });
});
