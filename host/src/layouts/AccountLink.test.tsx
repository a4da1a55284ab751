import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { AccountLink } from './AccountLink';

let user: ShopUser | null = null;
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => user,
  onUserChanged: (listener: (user: ShopUser | null) => void) => {
    listener(user);
    return () => undefined;
  },
}));

function renderLink() {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/shop']}>
        <AccountLink />
      </MemoryRouter>
    </ShopProviders>,
  );
}

describe('the header’s account link', () => {
  it('names a signed-in customer and leads to their account', () => {
    user = { uid: 'u1', email: 'c@shop.test', displayName: 'Asha', role: 'customer' };
    renderLink();
    expect(screen.getByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/accounts');
  });

  it('treats a guest who checked out as a guest (an anonymous account) as signed out: "Sign in"', () => {
    user = { uid: 'anon-1', email: null, displayName: null, role: 'customer', anonymous: true };
    renderLink();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
