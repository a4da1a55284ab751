import { lightRoutes as routes } from 'shared-contracts/api/light-routes';
import { lastEvent } from 'shared-contracts/platform/events';
import type { ShopUser } from 'shared-contracts/platform/auth';
import { GUEST_CART_KEY, readGuestCart } from './guestCart';
import { addProduct, cartState, refreshGuestLines, reloadCart, resetCartForTests, setQuantity, startCart } from './store';

let userListener: ((user: ShopUser | null) => void) | undefined;
jest.mock('shared-contracts/platform/auth', () => ({
  onUserChanged: (listener: (user: unknown) => void) => {
    userListener = listener;
    return () => undefined;
  },
}));
const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const product = (n: number, price = 10_000) => ({
  id: `p${n}`,
  slug: `product-${n}`,
  title: `Product ${n}`,
  price,
  gstRate: 12 as const,
  image: null,
  stockLevel: 'in_stock' as const,
});
const serverLine = (n: number, quantity: number) => ({
  productId: `p${n}`,
  slug: `product-${n}`,
  title: `Product ${n}`,
  image: null,
  quantity,
  unitPrice: 10_000,
  gstRate: 12,
  stockLevel: 'in_stock',
});
const customer: ShopUser = { uid: 'u1', email: 'c@shop.test', displayName: null, role: 'customer' };
const signIn = (user: ShopUser | null) => userListener!(user);
/** Lets the cart's queued work (the load after a sign-in) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  call.mockReset();
  resetCartForTests();
});

describe('the cart', () => {
  it('keeps a guest cart in the browser and announces its item count', async () => {
    startCart();
    signIn(null);
    await addProduct(product(1), 2);
    await addProduct(product(2));
    await addProduct(product(1));
    expect(readGuestCart().map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['p1', 3],
      ['p2', 1],
    ]);
    expect(lastEvent('checkout:cart-changed')).toEqual({ itemCount: 4 });
    expect(call).not.toHaveBeenCalled();
  });

  it('merges the guest cart line by line into the account on sign-in, then forgets the browser copy', async () => {
    startCart();
    signIn(null);
    await addProduct(product(1), 2);
    await addProduct(product(2));
    call.mockImplementation(async (route) => {
      if (route === routes.mergeCart) return { lines: [serverLine(3, 1), serverLine(1, 3), serverLine(2, 1)], adjustments: [], updatedAt: null };
      throw new Error(`unexpected ${route.path}`);
    });
    signIn(customer);
    await settled();
    expect(call).toHaveBeenCalledWith(routes.mergeCart, {
      body: {
        lines: [
          { productId: 'p1', quantity: 2 },
          { productId: 'p2', quantity: 1 },
        ],
      },
    });
    expect(cartState().items.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['p3', 1],
      ['p1', 3],
      ['p2', 1],
    ]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(lastEvent('checkout:cart-changed')).toEqual({ itemCount: 5 });
  });

  it('keeps a guest-checkout cart when the guest signs in to an account: the anonymous account’s lines are merged into it', async () => {
    const guest: ShopUser = { uid: 'anon-1', email: null, displayName: null, role: 'customer', anonymous: true };
    startCart();
    call.mockImplementation(async (route) => {
      if (route === routes.getCart) return { lines: [serverLine(1, 2)], adjustments: [], updatedAt: null };
      if (route === routes.mergeCart) return { lines: [serverLine(1, 2)], adjustments: [], updatedAt: null };
      throw new Error(`unexpected ${route.path}`);
    });
    signIn(guest);
    await settled();
    expect(cartState().items.map(({ productId, quantity }) => [productId, quantity])).toEqual([['p1', 2]]);
    signIn(customer);
    await settled();
    expect(call).toHaveBeenLastCalledWith(routes.mergeCart, { body: { lines: [{ productId: 'p1', quantity: 2 }] } });
    expect(cartState().items.map(({ productId, quantity }) => [productId, quantity])).toEqual([['p1', 2]]);
  });

  it('loses nothing when the merge fails: the guest cart stays and the next load merges it', async () => {
    startCart();
    signIn(null);
    await addProduct(product(1), 2);
    call.mockRejectedValueOnce(new Error('network down'));
    signIn(customer);
    await settled();
    expect(readGuestCart()).toHaveLength(1);

    call.mockResolvedValueOnce({ lines: [serverLine(1, 2)], adjustments: [], updatedAt: null });
    await reloadCart();
    expect(call).toHaveBeenLastCalledWith(routes.mergeCart, { body: { lines: [{ productId: 'p1', quantity: 2 }] } });
    expect(cartState()).toMatchObject({ status: 'ready', owner: 'user' });
    expect(readGuestCart()).toEqual([]);
  });

  it('adds to a signed-in user’s cart on the server, and reports what the server could not keep', async () => {
    call.mockResolvedValueOnce({ lines: [serverLine(1, 1)], adjustments: [], updatedAt: null });
    startCart();
    signIn(customer);
    await settled();
    call.mockResolvedValueOnce({
      lines: [serverLine(1, 1), serverLine(2, 4)],
      adjustments: [{ productId: 'p2', requested: 9, kept: 4, reason: 'cart.stock_limit' }],
      updatedAt: null,
    });
    const adjustments = await addProduct(product(2), 9);
    expect(call).toHaveBeenLastCalledWith(routes.replaceCart, {
      body: {
        lines: [
          { productId: 'p1', quantity: 1 },
          { productId: 'p2', quantity: 9 },
        ],
      },
    });
    expect(adjustments).toEqual([{ productId: 'p2', requested: 9, kept: 4, reason: 'cart.stock_limit' }]);
    expect(lastEvent('checkout:cart-changed')).toEqual({ itemCount: 5 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('caps a guest’s line at the stock with the adjustment a signed-in cart gets from the server', async () => {
    startCart();
    signIn(null);
    const adjustments = await addProduct({ ...product(1), stockLevel: 'few_left', maxQuantity: 1 }, 10);
    expect(adjustments).toEqual([{ productId: 'p1', requested: 10, kept: 1, reason: 'cart.stock_limit' }]);
    expect(readGuestCart().map(({ productId, quantity }) => [productId, quantity])).toEqual([['p1', 1]]);
    await setQuantity('p1', 5);
    expect(cartState().items[0]!.quantity).toBe(1);
    expect(cartState().adjustments).toEqual([{ productId: 'p1', requested: 5, kept: 1, reason: 'cart.stock_limit' }]);
    expect(call).not.toHaveBeenCalled();
  });

  it('cuts a guest cart above today’s stock when its products are read again, and says so', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ productId: 'p1', slug: 'product-1', title: 'Product 1', image: null, quantity: 10, unitPrice: 10_000, gstRate: 12 }]));
    startCart();
    signIn(null);
    call.mockImplementation(async (route) => {
      if (route === routes.getProduct) return { product: { ...product(1), images: [], stockLevel: 'few_left', maxQuantity: 1 }, category: {} };
      throw new Error(`unexpected ${route.path}`);
    });
    await refreshGuestLines();
    expect(cartState().items.map(({ productId, quantity, maxQuantity }) => ({ productId, quantity, maxQuantity }))).toEqual([{ productId: 'p1', quantity: 1, maxQuantity: 1 }]);
    expect(cartState().adjustments).toEqual([{ productId: 'p1', requested: 10, kept: 1, reason: 'cart.stock_limit' }]);
    expect(readGuestCart()[0]!.quantity).toBe(1);
    expect(lastEvent('checkout:cart-changed')).toEqual({ itemCount: 1 });
  });

  it('tells a signed-in user what the page’s own cap cut, which the server cannot see', async () => {
    call.mockResolvedValueOnce({ lines: [], adjustments: [], updatedAt: null });
    startCart();
    signIn(customer);
    await settled();
    call.mockResolvedValueOnce({ lines: [serverLine(2, 2)], adjustments: [], updatedAt: null });
    const adjustments = await addProduct({ ...product(2), maxQuantity: 2 }, 5);
    expect(call).toHaveBeenLastCalledWith(routes.replaceCart, { body: { lines: [{ productId: 'p2', quantity: 2 }] } });
    expect(adjustments).toEqual([{ productId: 'p2', requested: 5, kept: 2, reason: 'cart.stock_limit' }]);
  });
});
