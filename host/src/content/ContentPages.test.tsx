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

  it('send the shopper to the delivery estimate for the shipping, not to fixed amounts (the merchant’s table decides them)', () => {
    renderPage(ShippingPolicyPage);
    expect(screen.getByText(/Give your PIN code on a product page or in your cart/)).toBeInTheDocument();
  });
});
