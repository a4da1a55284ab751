import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
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
  renderPage();
}

/** The cart page at /cart, with whatever `call` answers. */
function renderPage() {
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

  it('names a sold-out line the cart no longer holds, with its variant', async () => {
    renderCart([], [{ productId: 'p9', variantId: 'v2', reason: 'cart.sold_out', requested: 1, kept: 0, title: 'Block-printed kurta', variant: 'Size: M' }]);
    expect(await screen.findByText('“Block-printed kurta (Size: M)” is sold out and is not in your cart.')).toBeInTheDocument();
  });

  it('says what the cart could not keep of a product no longer in it', async () => {
    renderCart([], [{ productId: 'p9', reason: 'cart.sold_out', requested: 1, kept: 0 }]);
    expect(await screen.findByText('“A product” is sold out and is not in your cart.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('offers no more of a product than may be bought, and says why a line was cut', async () => {
    renderCart([{ ...line('p1', 'Brass lamp', 'few_left'), quantity: 1, maxQuantity: 1 }], [{ productId: 'p1', reason: 'cart.stock_limit', requested: 10, kept: 1 }]);
    const quantity = await screen.findByLabelText('Quantity of Brass lamp');
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1']);
    expect(screen.getByText('Only 1 of “Brass lamp” in stock: your cart holds 1.')).toBeInTheDocument();
  });

  it('undoes a removal: the line comes back in its place with its quantity', async () => {
    const lamp = { ...line('p1', 'Brass lamp', 'in_stock'), quantity: 3, maxQuantity: 10 };
    const bowl = { ...line('p2', 'Blue bowl', 'in_stock'), maxQuantity: 10 };
    renderCart([lamp, bowl]);
    await screen.findAllByTestId('cart-line');
    call.mockImplementation(async (route, input) => {
      if (route !== lightRoutes.replaceCart) throw new Error('unexpected route');
      const byId = { p1: lamp, p2: bowl } as Record<string, typeof lamp>;
      const lines = (input.body.lines as { productId: string; quantity: number }[]).map(({ productId, quantity: n }) => ({ ...byId[productId]!, quantity: n }));
      return { lines, adjustments: [], updatedAt: null };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brass lamp from the cart' }));
    const notice = await screen.findByTestId('cart-undo');
    expect(notice).toHaveTextContent('“Brass lamp” was removed from your cart.');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    const undo = within(notice).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.click(undo);
    await waitFor(() => expect(screen.queryByTestId('cart-undo')).toBeNull());
    expect(call).toHaveBeenLastCalledWith(lightRoutes.replaceCart, {
      body: {
        lines: [
          { productId: 'p1', quantity: 3 },
          { productId: 'p2', quantity: 2 },
        ],
      },
    });
    const lines = screen.getAllByTestId('cart-line');
    expect(within(lines[0]!).getByRole('link', { name: 'Brass lamp' })).toBeInTheDocument();
    expect(within(lines[0]!).getByLabelText('Quantity of Brass lamp')).toHaveValue('3');
  });

  it('offers the undo on the empty cart too, after its last line went', async () => {
    const lamp = { ...line('p1', 'Brass lamp', 'in_stock'), maxQuantity: 10 };
    renderCart([lamp]);
    await screen.findAllByTestId('cart-line');
    call.mockImplementation(async (route, input) => {
      if (route !== lightRoutes.replaceCart) throw new Error('unexpected route');
      return { lines: input.body.lines.map(({ quantity: n }: { quantity: number }) => ({ ...lamp, quantity: n })), adjustments: [], updatedAt: null };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brass lamp from the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('cart-undo')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
  });

  it('names the products in the page’s language: the cart is read again when the language changes', async () => {
    call.mockImplementation(async (route) => {
      if (route !== lightRoutes.getCart) throw new Error('unexpected route');
      return { lines: [line('p1', i18n.language === 'es' ? 'Lámpara de latón' : 'Brass lamp', 'in_stock')], adjustments: [], updatedAt: null };
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Brass lamp' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    try {
      await act(() => i18n.changeLanguage('es'));
      expect(await screen.findByRole('link', { name: 'Lámpara de latón' })).toBeInTheDocument();
      expect(call).toHaveBeenCalledTimes(2);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
