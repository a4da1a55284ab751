import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { resetCartForTests } from './store';
import CartPage from './CartPage';

jest.mock('shared-contracts/platform/auth', () => jest.requireActual('shared-contracts/testing/auth').signedInAuth());
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const line = (productId: string, title: string, stockLevel: string) => ({
  productId,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  image: null,
  quantity: 2,
  unitPrice: 59_900,
  gstRate: 12,
  stockLevel,
});

function renderCart(lines: unknown[], adjustments: unknown[] = []) {
  call.mockImplementation(async (route) => {
    if (route === lightRoutes.getCart) return { lines, adjustments, updatedAt: null };
    throw new Error('unexpected route');
  });
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  resetCartForTests();
  call.mockReset();
});
afterEach(cleanup);

describe('the cart page', () => {
  it('shows each line with its product link and the totals, and leads to payment', async () => {
    renderCart([line('p1', 'Brass lamp', 'in_stock')]);
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByRole('link', { name: 'Brass lamp' })).toHaveAttribute('href', '/shop/brass-lamp');
    expect(within(lines[0]!).getByText(`${formatMoney(59_900, 'en')} each, GST included`)).toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent(formatMoney(119_800, 'en'));
    expect(screen.getByRole('link', { name: 'Proceed to payment' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Your cart · Haat');
  });

  it('holds back payment while a line cannot be bought, and says why on the line', async () => {
    renderCart([line('p1', 'Brass lamp', 'in_stock'), line('p2', 'Blue bowl', 'sold_out')]);
    const problem = await screen.findByTestId('cart-line-problem');
    expect(problem).toHaveTextContent('Sold out: remove it to continue.');
    expect(screen.getByText('Remove the items that can no longer be bought to continue.')).toBeInTheDocument();
  });

  it('says what the cart could not keep of a product no longer in it', async () => {
    renderCart([], [{ productId: 'p9', reason: 'cart.sold_out', requested: 1, kept: 0 }]);
    expect(await screen.findByText('“A product” is sold out and is not in your cart.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });
});
