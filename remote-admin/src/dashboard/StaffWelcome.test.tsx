import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { StaffWelcome } from './StaffWelcome';

describe('the dashboard of a role without the shop’s figures', () => {
  it('names the fulfilment member’s role and links the sections it may use, nothing else', () => {
    render(
      <ShopProviders>
        <MemoryRouter>
          <StaffWelcome email="packer@shop.test" role="fulfilment" />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(screen.getByText('You are signed in as packer@shop.test, with the role Fulfilment. These are the sections your role may use:')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);
    expect(links).toEqual(['Listing: products and stock /admin/dashboard/listing', 'Orders /admin/dashboard/orders', 'Returns /admin/dashboard/returns']);
  });
});
