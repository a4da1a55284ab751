import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { resetCartForTests } from './store';
import type { AddToCartProps } from 'shared-contracts/remotes/contracts';
import AddToCart from './AddToCart';

/** A guest: the cart lives in the browser, no API call. */
jest.mock('shared-contracts/platform/auth', () => ({
  onUserChanged: (listener: (user: null) => void) => {
    listener(null);
    return () => undefined;
  },
}));
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call: jest.fn() }) }));

const lamp: AddToCartProps['product'] = { id: 'p1', slug: 'brass-lamp', title: 'Brass lamp', price: 59_900, gstRate: 12, image: null, stockLevel: 'in_stock' };

const renderButton = (product = lamp, quantity = 1) =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <AddToCart product={product} quantity={quantity} />
      </MemoryRouter>
    </ShopProviders>,
  );

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the add-to-cart fragment', () => {
  it('puts the product in the cart, says so and links to the cart', async () => {
    renderButton(lamp, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/Added 2 “Brass lamp” to your cart\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it('says when the cart could not keep what was asked for', async () => {
    renderButton(lamp, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added 1/);
    cleanup();
    renderButton(lamp, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('At most 10 of “Brass lamp” per order: your cart holds 10. View cart');
  });

  it('cannot add a sold-out product, in the active language, and leaves saying "sold out" to the product page’s stock line (issue 38: “Épuisé” twice)', async () => {
    await i18n.changeLanguage('fr');
    renderButton({ ...lamp, stockLevel: 'sold_out' });
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(/Épuisé/)).toBeNull();
  });
});
