import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import type { Order } from 'shared-contracts/domain/order';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { sampleOrder } from 'shared-contracts/testing/orders';
import ConfirmationPage from './ConfirmationPage';

/** The confirmation page for a guest: the offer to create an account, and the page once signed out. */
const GUEST: ShopUser = { uid: 'anon-1', email: null, displayName: null, role: 'customer', anonymous: true };
let user: ShopUser | null = GUEST;
const listeners = new Set<(user: ShopUser | null) => void>();
const createAccountFromGuest = jest.fn();
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => user,
  onUserChanged: (listener: (user: ShopUser | null) => void) => {
    listeners.add(listener);
    listener(user);
    return () => listeners.delete(listener);
  },
  createAccountFromGuest: (email: string, password: string) => createAccountFromGuest(email, password),
}));
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const paid: Order = sampleOrder({ id: 'o1', number: 'HT-000041', states: { status: 'confirmed', paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' }, sellerState: '08' });

function renderPage() {
  call.mockImplementation(async (route) => {
    if (route === routes.myOrder) return { ...paid, paymentAttempts: [], email: 'asha.guest@example.in' };
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

beforeEach(() => {
  user = GUEST;
  listeners.clear();
  call.mockReset();
  createAccountFromGuest.mockReset();
});

describe('the confirmation page for a guest', () => {
  it('offers to create an account with the receipt e-mail; the password follows the shop’s rule; the account keeps the order', async () => {
    createAccountFromGuest.mockImplementation(async (email: string) => {
      user = { ...GUEST, email, anonymous: false };
      for (const listener of listeners) listener(user);
      return user;
    });
    renderPage();
    expect(await screen.findByTestId('confirmation-status')).toHaveTextContent('Thank you! Your order HT-000041 is paid and confirmed.');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha.guest@example.in');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Min 8 characters Password required.')).toBeInTheDocument();
    expect(createAccountFromGuest).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'guest1234' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Your account is ready: this order is in My orders.')).toHaveAttribute('role', 'status');
    expect(createAccountFromGuest).toHaveBeenCalledWith('asha.guest@example.in', 'guest1234');
    expect(screen.getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/accounts/orders');
  });

  it('an e-mail address that already has an account: says so, in the page’s language', async () => {
    createAccountFromGuest.mockRejectedValue(Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }));
    await i18n.changeLanguage('es');
    try {
      renderPage();
      fireEvent.change(await screen.findByLabelText('Contraseña'), { target: { value: 'guest1234' } });
      await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ya existe una cuenta con asha.guest@example.in. Inicia sesión en ella o usa otro correo electrónico. Este pedido sigue en el correo que te enviamos.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a customer signed in with an account is not offered one', async () => {
    user = { uid: 'u1', email: 'c@shop.test', displayName: 'Asha', role: 'customer' };
    renderPage();
    expect(await screen.findByTestId('confirmation-status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create an account' })).toBeNull();
  });

  it('nobody signed in (the e-mail’s link in another browser, the session ended): asks to sign in or create the account', async () => {
    user = null;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in to see this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Faccounts%2Forders%2Fo1%2Fconfirmation');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/login?mode=signup&next=%2Faccounts%2Forders%2Fo1%2Fconfirmation');
    expect(call).not.toHaveBeenCalled();
  });
});
