import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui/router';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import type { AdminPageId } from 'shared-contracts/routes/admin-pages';
import { RequireAdmin } from './RequireAdmin';

let user: ShopUser | null | undefined;
jest.mock('shared-contracts/ui/useUser', () => ({ useRequireIdentity: () => user }));
// the second factor (two-factor/SecondFactorGate): not set up, not required, so the page shows
jest.mock('shared-contracts/platform/api', () => ({
  shopApi: async () => ({ call: async () => ({ enrolled: false, required: false, verified: false, recoveryCodesLeft: 0 }) }),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

const renderAt = (path: string, page?: AdminPageId) =>
  render(
    <ShopProviders>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/login" element={<Where />} />
        <Route path="/es/admin/login" element={<Where />} />
        <Route
          path="*"
          element={
            <RequireAdmin page={page}>
              <h1>Orders</h1>
            </RequireAdmin>
          }
        />
      </Routes>
    </MemoryRouter>
    </ShopProviders>,
  );

const person = (role: ShopUser['role']): ShopUser => ({ uid: 'u1', email: `${role}@shop.test`, displayName: null, role });

describe('the admin guard', () => {
  it('shows the page to an admin', async () => {
    user = person('owner');
    renderAt('/admin/dashboard/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('sends a customer to the admin sign-in, remembering the page', () => {
    user = person('customer');
    renderAt('/admin/dashboard/orders?status=paid');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(screen.getByText(`at /admin/login?next=${encodeURIComponent('/admin/dashboard/orders?status=paid')}`)).toBeInTheDocument();
  });

  it('sends a guest to the sign-in in their language', async () => {
    user = null;
    await i18n.changeLanguage('es');
    renderAt('/es/admin/dashboard');
    expect(screen.getByText(`at /es/admin/login?next=${encodeURIComponent('/es/admin/dashboard')}`)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('tells a staff member whose role may not use the page what it needs, instead of showing it', async () => {
    user = person('fulfilment');
    renderAt('/admin/dashboard/settings', 'adminSettings');
    const alert = (await screen.findByRole('heading', { name: 'Not part of your role' })).closest('section')!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Your role (Fulfilment) does not include this page: it needs the permission “Settings”. Ask the shop’s owner if you need it.');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
  });

  it('shows a page the role may use', async () => {
    user = person('fulfilment');
    renderAt('/admin/dashboard/orders', 'adminOrders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('shows neither page nor redirect until the identity service has answered', () => {
    user = undefined;
    const { container } = renderAt('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
