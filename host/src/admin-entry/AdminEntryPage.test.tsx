import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AdminEntryPage from './AdminEntryPage';

let user: ShopUser | null | undefined;
jest.mock('shared-contracts/ui/useUser', () => ({ useRequireIdentity: () => user }));

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminEntryPage />} />
          <Route path="/fr/admin" element={<AdminEntryPage />} />
          <Route path="/admin/login" element={<p>admin sign-in</p>} />
          <Route path="/fr/admin/login" element={<p>connexion admin</p>} />
          <Route path="/admin/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

describe('/admin', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('sends a signed-in admin to the dashboard', () => {
    user = { uid: 'a', email: 'admin@shop.test', displayName: null, role: 'owner' };
    renderAt('/admin');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends a customer to the admin sign-in', () => {
    user = { uid: 'c', email: 'customer@shop.test', displayName: null, role: 'customer' };
    renderAt('/admin');
    expect(screen.getByText('admin sign-in')).toBeInTheDocument();
  });

  it('sends a guest to the admin sign-in in their language', async () => {
    user = null;
    await i18n.changeLanguage('fr');
    renderAt('/fr/admin');
    expect(screen.getByText('connexion admin')).toBeInTheDocument();
  });

  it('waits for the identity service before deciding', () => {
    user = undefined;
    const { container } = renderAt('/admin');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('admin sign-in')).toBeNull();
  });
});
