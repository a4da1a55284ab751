import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION } from 'shared-contracts/domain/privacy';
import { ApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import type { ShopUser } from 'shared-contracts/platform/auth';
import * as auth from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import * as google from './google';
import LoginPage from './LoginPage';

jest.mock('shared-contracts/platform/auth', () => {
  let user: unknown = null;
  const listeners = new Set<(u: unknown) => void>();
  const setUser = (next: unknown) => {
    user = next;
    listeners.forEach((listener) => listener(next));
  };
  return {
    knownUser: () => user,
    onUserChanged: (listener: (u: unknown) => void) => {
      listeners.add(listener);
      listener(user);
      return () => listeners.delete(listener);
    },
    signInWithPassword: jest.fn(),
    signOut: jest.fn(async () => setUser(null)),
    __setUser: setUser,
  };
});

// The shop API: sign-up and the password-reset mail go through it.
const mockCall = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call: mockCall }) }));
jest.mock('./google', () => ({ signInWithGoogle: jest.fn(), finishGoogleRedirect: jest.fn(async () => null) }));
const mockedGoogle = google as jest.Mocked<typeof google>;

const mocked = auth as jest.Mocked<typeof auth> & { __setUser: (user: ShopUser | null) => void };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderLogin = (path = '/login') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

const customer: ShopUser = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha', role: 'customer' };

beforeEach(() => mockedGoogle.finishGoogleRedirect.mockResolvedValue(null));

afterEach(async () => {
  jest.clearAllMocks();
  act(() => mocked.__setUser(null));
  await i18n.changeLanguage('en');
});

describe('the sign-in page', () => {
  it('shows the catalogue message for a wrong password, and stays', async () => {
    mocked.signInWithPassword.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    renderLogin('/login?next=/accounts');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@shop.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(mocked.signInWithPassword).toHaveBeenCalledWith('asha@shop.test', 'nope1234');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('judges a new password with the shared rule and creates nothing', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@shop.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'short2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Min 8 characters Password required.')).toBeInTheDocument();
    expect(screen.getByText('Does not match.')).toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();
  });

  it('creates the account through the API, signs in with it and goes to ?next', async () => {
    mockCall.mockResolvedValueOnce({ uid: 'u1', verificationSent: true });
    mocked.signInWithPassword.mockImplementationOnce(async () => {
      mocked.__setUser(customer);
      return customer;
    });
    renderLogin('/login?next=%2Faccounts%3Ftab%3D1');
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Asha ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@shop.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/accounts?tab=1');
    expect(mockCall).toHaveBeenCalledWith(routes.signUp, { body: { name: 'Asha', email: 'asha@shop.test', password: 'secret123', privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false } }, { signal: expect.any(AbortSignal) });
    expect(mocked.signInWithPassword).toHaveBeenCalledWith('asha@shop.test', 'secret123');
  });

  it("shows the API's refusal on its field (the e-mail taken, the password rule), and stays", async () => {
    mockCall.mockRejectedValueOnce(
      new ApiError(409, 'conflict', 'x', { email: ['An account with this e-mail already exists.'], password: ['Password must contain 1 digit(0-9)'] }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@shop.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(screen.getByText('Password must contain 1 digit(0-9)')).toBeInTheDocument();
    expect(mocked.signInWithPassword).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('never follows a next that leaves the site', async () => {
    mocked.signInWithPassword.mockImplementationOnce(async () => {
      mocked.__setUser(customer);
      return customer;
    });
    renderLogin('/login?next=//evil.example/');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@shop.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("asks the API for the password-reset e-mail (in the page's language: the client sends it)", async () => {
    mockCall.mockResolvedValueOnce({ queued: true });
    await i18n.changeLanguage('fr');
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@shop.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent('asha@shop.test');
    expect(mockCall).toHaveBeenCalledWith(routes.requestPasswordReset, { body: { email: 'asha@shop.test' } }, { signal: expect.any(AbortSignal) });
  });

  it('signs in with Google in a popup and goes to ?next', async () => {
    mockedGoogle.signInWithGoogle.mockImplementationOnce(async () => {
      mocked.__setUser(customer);
      return customer;
    });
    renderLogin('/login?next=%2Faccounts');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/accounts');
    expect(mockedGoogle.signInWithGoogle).toHaveBeenCalledWith('popup');
  });

  it('says a blocked popup in the catalogue\'s words and offers Google in this window; a closed popup is said too', async () => {
    await act(() => i18n.changeLanguage('es'));
    mockedGoogle.signInWithGoogle.mockRejectedValueOnce({ code: 'auth/popup-blocked' }).mockResolvedValueOnce(null);
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se bloqueó la ventana de inicio de sesión.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar con Google en esta ventana' }));
    await waitFor(() => expect(mockedGoogle.signInWithGoogle).toHaveBeenLastCalledWith('redirect'));
    // leaving for Google: the page stays until the browser goes
    expect(screen.queryByTestId('where')).toBeNull();

    mockedGoogle.signInWithGoogle.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Se cerró la ventana antes de iniciar sesión.');
    expect(screen.queryByRole('button', { name: 'Continuar con Google en esta ventana' })).toBeNull();
  });

  it('finishes a Google sign-in that came back from a redirect, and goes to ?next', async () => {
    mockedGoogle.finishGoogleRedirect.mockImplementationOnce(async () => {
      mocked.__setUser(customer);
      return customer;
    });
    renderLogin('/login?next=%2Fpayment');
    expect(await screen.findByTestId('where')).toHaveTextContent('/payment');
  });

  it('shows why Google sign-in failed on the way back (an account with a password has that e-mail)', async () => {
    mockedGoogle.finishGoogleRedirect.mockRejectedValueOnce({ code: 'auth/account-exists-with-different-credential' });
    renderLogin('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already exists with this e-mail. Sign in with your password instead.');
  });

  it('tells a signed-in visitor who they are, and signs them out', async () => {
    act(() => mocked.__setUser(customer));
    renderLogin();
    expect(screen.getByText('You are signed in as Asha (asha@shop.test).')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(mocked.signOut).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says why a page asked for a sign-in (paying, orders, the account), in the page language; nothing for other pages', async () => {
    renderLogin('/login?next=%2Fpayment');
    expect(await screen.findByTestId('login-why')).toHaveTextContent('Sign in, or create an account, to pay for your cart');
  });

  it('names the reason of a localized next, and of an order page', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderLogin('/login?next=%2Fes%2Faccounts%2Forders%2Fo1%2Fconfirmation');
    expect(await screen.findByTestId('login-why')).toHaveTextContent('Inicia sesión para ver tus pedidos, sus facturas y su entrega.');
  });

  it('adds no reason for a page that needs none', async () => {
    renderLogin('/login?next=%2Fshop');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByTestId('login-why')).toBeNull();
  });
});
