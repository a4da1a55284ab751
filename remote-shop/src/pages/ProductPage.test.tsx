import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ProductPage from './ProductPage';

const renderAt = (path: string) =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/:slug" element={<ProductPage />} />
          <Route path="/:locale/shop/:slug" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );

describe('the product page', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('names the product by its slug in its one heading', () => {
    renderAt('/shop/blue-pottery-bowl');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blue pottery bowl');
  });

  it('says the details come with the shop API and links back to the shop in the active language', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/fr/shop/blue-pottery-bowl');
    expect(screen.getByText(/une fois l’API de la boutique connectée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
  });
});
