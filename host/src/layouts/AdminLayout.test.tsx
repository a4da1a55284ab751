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
