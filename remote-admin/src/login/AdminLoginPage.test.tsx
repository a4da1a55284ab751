import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AdminLoginPage, { adminDestination } from './AdminLoginPage';

jest.mock('shared-contracts/ui/useUser', () => ({ useRequireIdentity: () => null }));

describe('the admin sign-in', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('asks for email and password, titled in the page’s language', async () => {
    await i18n.changeLanguage('es');
    render(
      <ShopProviders>
        <MemoryRouter>
          <AdminLoginPage />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso de administración' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(document.title).toBe('Acceso de administración · Haat');
  });

  it('sends an admin back to the admin page asked for, else to the dashboard', () => {
    expect(adminDestination('/admin/dashboard/orders?status=paid', '/admin/dashboard')).toBe('/admin/dashboard/orders?status=paid');
    expect(adminDestination('/es/admin/dashboard', '/es/admin/dashboard')).toBe('/es/admin/dashboard');
    expect(adminDestination('/admin/dashboard-evil', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(adminDestination('https://evil.example/admin/dashboard', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(adminDestination('/cart', '/fr/admin/dashboard')).toBe('/fr/admin/dashboard');
    expect(adminDestination(null, '/admin/dashboard')).toBe('/admin/dashboard');
  });
});
