import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { i18n } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import AboutUsPage from './AboutUsPage';
import ShippingPolicyPage from './ShippingPolicyPage';

const renderPage = (Page: ComponentType, path = '/') =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ShopProviders>,
  );

afterEach(() => i18n.changeLanguage('en'));

describe('the content pages', () => {
  it('link to pages in the active language', async () => {
    await i18n.changeLanguage('es');
    renderPage(AboutUsPage, `/es${PATHS.aboutUs}`);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/es/contact-us');
  });

  it('state the shipping amounts the cart rules charge', () => {
    renderPage(ShippingPolicyPage);
    expect(screen.getByText(/free on orders of ₹499\.00 or more.*flat fee of ₹49\.00/)).toBeInTheDocument();
  });
});
