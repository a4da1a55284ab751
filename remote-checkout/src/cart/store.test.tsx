import { waitFor } from '@testing-library/react';
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

  it('names a guest’s variant in the language the product is read again in, as a signed-in cart’s is (issue 38)', async () => {
    // added on the English page: "Colour: Red"; the shopper opens the Spanish cart
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ productId: 'p1', variantId: 'v1', variant: 'Colour: Red', slug: 'product-1', title: 'Lac bangles', image: null, quantity: 1, unitPrice: 10_000, gstRate: 12 }]),
    );
    startCart();
    signIn(null);
    const variant = { id: 'v1', sku: 'LAC-RED', options: [{ name: 'Color', value: 'Rojo' }], price: 10_000, stockLevel: 'in_stock', maxQuantity: 5, images: [] };
    call.mockImplementation(async (route) => {
      if (route === routes.getProduct) return { product: { ...product(1), title: 'Pulseras de laca', images: [], variants: [variant] }, category: {} };
      throw new Error(`unexpected ${route.path}`);
    });
    await refreshGuestLines();
    const [line] = cartState().items;
    console.log(`guest cart in es: "${line!.title} (${line!.variant})"`);
    expect([line!.title, line!.variant]).toEqual(['Pulseras de laca', 'Color: Rojo']);
    expect(readGuestCart()[0]!.variant).toBe('Color: Rojo');
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

  describe('in two tabs of one browser', () => {
    /** The browser's BroadcastChannel, between the tabs of this test: what this tab said, and a way to say something to it. */
    const said: unknown[] = [];
    const tabs = new Set<FakeChannel>();
    class FakeChannel extends EventTarget {
      constructor(readonly name: string) {
        super();
        tabs.add(this);
      }
      postMessage(data: unknown) {
        said.push(data);
      }
      close() {
        tabs.delete(this);
      }
    }
    const fromOtherTab = (data: unknown) => tabs.forEach((tab) => tab.dispatchEvent(new MessageEvent('message', { data })));
    const lines = () => cartState().items.map(({ productId, quantity }) => [productId, quantity]);

    beforeAll(() => Object.assign(globalThis, { BroadcastChannel: FakeChannel }));
    afterAll(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
    beforeEach(() => {
      said.length = 0;
    });

    it('follows a guest cart changed in another tab (the storage event on its key)', async () => {
      startCart();
      signIn(null);
      await addProduct(product(1), 2);
      await addProduct(product(2));
      // the other tab removes product 1: its localStorage write reaches this tab as a storage event
      const left = readGuestCart().filter((line) => line.productId !== 'p1');
      localStorage.setItem(GUEST_CART_KEY, JSON.stringify(left));
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY, newValue: JSON.stringify(left) }));
      await settled();
      console.log(`guest tabs: after the other tab's removal this tab holds ${JSON.stringify(lines())}`);
      expect(lines()).toEqual([['p2', 1]]);
      expect(lastEvent('checkout:cart-changed')).toEqual({ itemCount: 1 });
      expect(call).not.toHaveBeenCalled();
    });

    it('reads an account’s cart again when another tab says it changed it, or when the tab is shown again; and says so itself after a change', async () => {
      let server = [serverLine(1, 2), serverLine(2, 1)];
      call.mockImplementation(async (route, input) => {
        if (route === routes.getCart) return { lines: server, adjustments: [], updatedAt: null };
        if (route === routes.replaceCart) {
          server = input.body.lines.map((line: { productId: string; quantity: number }) => serverLine(Number(line.productId.slice(1)), line.quantity));
          return { lines: server, adjustments: [], updatedAt: null };
        }
        throw new Error(`unexpected ${route.path}`);
      });
      startCart();
      signIn(customer);
      await settled();
      expect(lines()).toEqual([['p1', 2], ['p2', 1]]);

      const reads = () => call.mock.calls.filter(([route]) => route === routes.getCart).length;
      const before = reads();
      server = [serverLine(2, 1)]; // the other tab removed product 1
      fromOtherTab({ uid: 'someone-else' }); // another account's tab: not this cart
      fromOtherTab({ uid: customer.uid });
      await waitFor(() => expect(lines()).toEqual([['p2', 1]]));
      expect(reads()).toBe(before + 1);

      server = [serverLine(2, 3)]; // changed again while this tab was in the background
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(lines()).toEqual([['p2', 3]]));
      console.log(`account tabs: ${reads() - before} readings of the server's cart for 2 broadcasts (one of another account) and 1 return to the tab; this tab holds ${JSON.stringify(lines())}`);
      expect(reads()).toBe(before + 2);

      said.length = 0;
      await setQuantity('p2', 1);
      expect(said).toEqual([{ uid: customer.uid }]);
    });
  });
});
