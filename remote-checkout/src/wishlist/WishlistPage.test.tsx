import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { i18n } from 'shared-contracts/platform/i18n';
import { GUEST_WISHLIST_KEY } from 'shared-contracts/domain/wishlist';
import { GUEST_CART_KEY } from '../cart/guestCart';
import { resetWishlistForTests } from 'shared-contracts/wishlist/store';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { resetCartForTests } from '../cart/store';
import WishlistPage from './WishlistPage';

/** A guest: the wishlist and the cart live in the browser; the page reads the products through POST /wishlist/view. */
jest.mock('shared-contracts/platform/auth', () => ({
  onUserChanged: (listener: (user: null) => void) => {
    listener(null);
    return () => undefined;
  },
  whenUserKnown: async () => null,
}));
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const item = (productId: string, title: string, price: number, savedPrice: number, extra: object = {}) => ({
  productId,
  slug: productId,
  title,
  image: null,
  price,
  savedPrice,
  gstRate: 12,
  stockLevel: 'in_stock',
  hasVariants: false,
  savedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  resetWishlistForTests();
  resetCartForTests();
  call.mockReset();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter>
        <WishlistPage />
      </MemoryRouter>
    </ShopProviders>,
  );

describe('My wishlist', () => {
  it('shows each saved product’s price now, the drop since it was saved and its stock, and moves one to the cart in one step', async () => {
    localStorage.setItem(
      GUEST_WISHLIST_KEY,
      JSON.stringify([
        { productId: 'bowl', savedPrice: 149_900, savedAt: '2026-11-01T00:00:00.000Z' },
        { productId: 'kurta', savedPrice: 99_900, savedAt: '2026-11-01T00:00:00.000Z' },
      ]),
    );
    call.mockImplementation(async (route: { path: string }, input: { body: { items: { productId: string }[] } }) => {
      expect(route.path).toBe('/wishlist/view');
      expect(input.body.items.map((entry) => entry.productId)).toEqual(['bowl', 'kurta']);
      return { items: [item('bowl', 'Blue pottery bowl', 129_900, 149_900), item('kurta', 'Block-printed kurta', 99_900, 99_900, { hasVariants: true, stockLevel: 'sold_out' })] };
    });
    renderPage();
    const rows = await screen.findAllByTestId('wishlist-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Was ₹1,499.00 when you saved it')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('price-drop')).toBeNull();
    expect(within(rows[1]!).getByText('Sold out')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/shop/kurta');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('“Blue pottery bowl” is in your cart.')).toBeInTheDocument();
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]')).toEqual([expect.objectContaining({ productId: 'bowl', quantity: 1, unitPrice: 129_900 })]);
    expect(JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]').map((entry: { productId: string }) => entry.productId)).toEqual(['kurta']);
  });

  it('says how to start when nothing is saved, in the page’s language', async () => {
    await i18n.changeLanguage('es');
    call.mockResolvedValue({ items: [] });
    renderPage();
    expect(await screen.findByText('Aún no has guardado nada. Pulsa el corazón de un producto para guardarlo aquí.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mi lista de deseos' })).toBeInTheDocument();
  });
});
