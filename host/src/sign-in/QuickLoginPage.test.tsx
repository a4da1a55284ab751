import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { pageErrorStatus } from 'shared-contracts/errors/page';
import * as auth from 'shared-contracts/platform/auth';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import QuickLoginPage from './QuickLoginPage';

let mockEmulator: string | null = 'http://127.0.0.1:9099';
jest.mock('shared-contracts/platform/config', () => ({
  loadRuntimeConfig: async () => ({ apiBaseUrl: '/api', firebase: { projectId: 'demo-shop' }, authEmulatorUrl: mockEmulator }),
}));
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => null,
  onUserChanged: (listener: (user: unknown) => void) => {
    listener(null);
    return () => {};
  },
  signInWithPassword: jest.fn(),
}));
const signIn = auth.signInWithPassword as jest.MockedFunction<typeof auth.signInWithPassword>;

class Boundary extends Component<{ children: ReactNode }, { status?: number }> {
  override state: { status?: number } = {};
  static getDerivedStateFromError(error: unknown) {
    return { status: pageErrorStatus(error) ?? 500 };
  }
  override render() {
    return this.state.status ? <p>status {this.state.status}</p> : this.props.children;
  }
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const renderPage = (path = '/___login') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Boundary>
          <Routes>
            <Route path="/___login" element={<QuickLoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </Boundary>
      </MemoryRouter>
    </ShopProviders>,
  );

describe('quick sign-in', () => {
  beforeEach(() => {
    mockEmulator = 'http://127.0.0.1:9099';
    signIn.mockReset();
  });

  it('says it works here when the identity service is the local emulator', async () => {
    renderPage();
    expect(await screen.findByText(/uses the local test sign-in service/)).toBeInTheDocument();
  });

  it('is the 404 page when the identity service is not the local emulator', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockEmulator = null;
    renderPage();
    expect(await screen.findByText('status 404')).toBeInTheDocument();
  });

  it('signs the admin in with one click and opens the dashboard', async () => {
    signIn.mockResolvedValueOnce({ uid: 'a', email: 'admin@shop.test', displayName: 'Asha Admin', role: 'owner' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as admin@shop.test' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/dashboard');
    expect(signIn).toHaveBeenCalledWith('admin@shop.test', 'admin1234');
  });

  it('signs the customer in and goes on to ?next', async () => {
    signIn.mockResolvedValueOnce({ uid: 'c', email: 'customer@shop.test', displayName: 'Kabir Customer', role: 'customer' });
    renderPage('/___login?next=/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as customer@shop.test' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/cart');
  });
});
