import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { AdminLayout } from './AdminLayout';

let user: ShopUser | null = null;
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => user,
  onUserChanged: (listener: (user: ShopUser | null) => void) => {
    listener(user);
    return () => undefined;
  },
  signOut: jest.fn(),
}));

function navFor(role: ShopUser['role']): string[] {
  user = { uid: 'u1', email: `${role}@shop.test`, displayName: null, role };
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/admin/dashboard/orders']}>
        <AdminLayout />
      </MemoryRouter>
    </ShopProviders>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole('link');
  return links.map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

describe('the admin navigation', () => {
  it('offers fulfilment staff only what their role may use', () => {
    const nav = navFor('fulfilment');
    expect(nav).toEqual([
      'Dashboard /admin/dashboard',
      'Listing /admin/dashboard/listing',
      'Orders /admin/dashboard/orders',
      'Returns /admin/dashboard/returns',
      'Back to the shop /',
    ]);
    console.log(`admin nav, fulfilment: ${nav.length - 1} sections (no Settings, Users, Discounts, GST reports)`);
  });

  it('offers the owner every section', () => {
    expect(navFor('owner').map((link) => link.split(' /')[0])).toEqual(['Dashboard', 'Listing', 'Orders', 'Returns', 'Reviews', 'Users', 'Discounts', 'GST reports', 'Settings', 'Back to the shop']);
  });
});

describe('the admin chrome before sign-in', () => {
  const renderAt = (path: string, who: ShopUser | null) => {
    user = who;
    render(
      <ShopProviders>
        <MemoryRouter initialEntries={[path]}>
          <AdminLayout />
        </MemoryRouter>
      </ShopProviders>,
    );
  };

  it.each([
    ['a guest on the admin sign-in', '/admin/login', null],
    ['a guest sent to the sign-in from an admin page', '/admin/login?next=%2Fadmin%2Fdashboard%2Forders', null],
    ['a customer told they are no admin', '/admin/login', { uid: 'c1', email: 'customer@shop.test', displayName: null, role: 'customer' as const }],
  ])('shows %s no admin sections, only the way back to the shop', (_, path, who) => {
    renderAt(path, who);
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    console.log(`admin chrome for ${who?.role ?? 'a guest'} at ${path}: 0 admin sections, ${screen.getAllByRole('link').length} links (brand, back to the shop)`);
  });

  it('shows the sections once a staff member is signed in', () => {
    renderAt('/admin/login', { uid: 'u1', email: 'owner@shop.test', displayName: null, role: 'owner' });
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole('link')).toHaveLength(10);
    expect(screen.getAllByRole('link', { name: 'Back to the shop' })).toHaveLength(1);
  });
});
