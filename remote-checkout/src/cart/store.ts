/**
 * The cart, one per page, for every piece of the checkout remote (mini-cart, add-to-cart, cart and
 * payment pages).
 *
 * - A guest's cart lives in this browser (guestCart.ts), with a snapshot of each product.
 * - A signed-in user's cart lives on the server (GET/PUT /cart); the server prices and caps it.
 * - A guest who checks out as a guest has an anonymous account (platform/auth `signInAsGuest`): its
 *   cart is on the server like a user's. Signing in to another account (or out) brings it back to
 *   the browser first, so the guest's cart is kept.
 * - When someone signs in while the browser holds a guest cart, it is merged line by line into the
 *   account's cart (POST /cart/merge) and only then removed from the browser: if the merge fails,
 *   nothing is lost and the next page load tries again.
 * Every change is announced on the event bus (`checkout:cart-changed`), so the host's header and
 * any other app follow. Changes run one after another, never interleaved.
 * - Other tabs of this browser are followed (issue 38): a guest's cart through the `storage` event
 *   on its localStorage key; an account's cart (the server's) is read again when a tab becomes
 *   visible, and when another tab says on the `shop:cart` BroadcastChannel that it changed it.
 *   The payment page also reads it again just before paying (`cartStillHolds`), so a stale tab
 *   never pays for lines removed in another.
 *
 * The API client and its schemas are imported on first use: a guest's first visit (the mini-cart)
 * needs neither. Writes go through the one write path (ui/useApiMutation's `runMutation`); their
 * refusal is kept in the state (`error`), which the cart page shows.
 */
import type { Cart } from 'shared-contracts/api/cart';
import type { AddToCartProps } from 'shared-contracts/remotes/contracts';
import { addToCart, lineKey, mergeCarts, setLineQuantity, type CartAdjustment, type CartLine, type LineRef, type StockLookup } from 'shared-contracts/domain/cart';
import type { StockLevel } from 'shared-contracts/domain/catalogue';
import { variantLabel } from 'shared-contracts/domain/variants';
import { onUserChanged, type ShopUser } from 'shared-contracts/platform/auth';
import { i18n } from 'shared-contracts/platform/i18n';
import { publish } from 'shared-contracts/platform/events';
import { clearGuestCart, GUEST_CART_KEY, readGuestCart, writeGuestCart, type GuestLine } from './guestCart';

export type CartItem = GuestLine & {
  /** From the server (or a refreshed guest line); unknown for a guest line not refreshed yet. */
  stockLevel?: StockLevel;
  /** The product is no longer sold (a guest line whose product is gone). */
  unavailable?: boolean;
  /**
   * Most items the line may hold now (the stock, up to the per-line limit): from the server, or the
   * product's as last read; unknown for a guest line not refreshed yet.
   */
  maxQuantity?: number;
};

export type CartState = {
  /** 'loading' until the first answer (guest: at once; user: the server's cart). */
  status: 'loading' | 'ready' | 'failed';
  owner: 'guest' | 'user';
  items: CartItem[];
  /** What the last change could not keep (quantity capped, sold out, too many lines). */
  adjustments: CartAdjustment[];
  /** The last change or load that failed, for the page to show; the items are as before it. */
  error?: unknown;
};

type Listener = () => void;

let state: CartState = { status: 'loading', owner: 'guest', items: [], adjustments: [] };
const listeners = new Set<Listener>();
let user: ShopUser | null | undefined;
let started = false;
let stopFollowing: (() => void) | undefined;
let resolveUserKnown: () => void = () => {};
/** Resolves once the identity service has said who is signed in (a guest: at once). */
let userKnown = new Promise<void>((resolve) => {
  resolveUserKnown = resolve;
});
/** The language the items' titles were last read in from the server (undefined: not read yet). */
let namedIn: string | undefined;
/** Changes run one after another. */
let queue: Promise<unknown> = Promise.resolve();
/** Where this tab tells the browser's other tabs that it changed the account's cart. */
const CART_CHANNEL = 'shop:cart';
let channel: BroadcastChannel | undefined;

const api = () =>
  Promise.all([
    import('shared-contracts/platform/api').then(({ shopApi }) => shopApi()),
    import('shared-contracts/api/light-routes'),
    import('shared-contracts/ui/useApiMutation'),
  ]).then(([client, { lightRoutes }, { runMutation }]) => ({ client, routes: lightRoutes, runMutation }));

/** A write's refusal is the state's `error`, shown by the page: nothing is shown on the way. */
const shownByState = { onError: () => true };

function set(next: Partial<CartState>): void {
  state = { ...state, ...next };
  publish('checkout:cart-changed', { itemCount: itemCount(state.items) });
  for (const listener of listeners) listener();
}

export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

function fromServer(cart: Cart): CartItem[] {
  return cart.lines.map((line) => ({
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId, variant: line.variant ?? '' } : {}),
    slug: line.slug,
    title: line.title,
    image: line.image,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    gstRate: line.gstRate,
    stockLevel: line.stockLevel,
    maxQuantity: line.maxQuantity,
  }));
}

/**
 * What a guest's lines may hold, as the shared cart rules take stock: each line's `maxQuantity`
 * caps it exactly as the stock would, so a guest's cart is cut with the server's very adjustments
 * (and so the same message) as a signed-in shopper's.
 */
function guestStock(items: readonly CartItem[]): StockLookup {
  return Object.fromEntries(items.flatMap((item) => (item.maxQuantity === undefined ? [] : [[lineKey(item), item.maxQuantity]])));
}

function run<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** Loads the cart for `who`: the browser's for a guest; for a user the server's, merging a guest cart first. */
async function load(who: ShopUser | null): Promise<void> {
  if (!who) {
    set({ status: 'ready', owner: 'guest', items: readGuestCart(), adjustments: [], error: undefined });
    return;
  }
  set({ status: state.owner === 'user' && state.status === 'ready' ? 'ready' : 'loading', owner: 'user', error: undefined });
  try {
    const language = i18n.language;
    const { client, routes, runMutation } = await api();
    const guest = readGuestCart();
    if (guest.length > 0) {
      const lines = guest.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
      const cart = await runMutation(routes.mergeCart, { body: { lines } }, shownByState);
      clearGuestCart();
      set({ status: 'ready', items: fromServer(cart), adjustments: cart.adjustments });
      announce();
    } else {
      const cart = await client.call(routes.getCart);
      set({ status: 'ready', items: fromServer(cart), adjustments: cart.adjustments });
    }
    namedIn = language;
  } catch (error) {
    set({ status: 'failed', error });
  }
}

/** Starts following the signed-in user (idempotent); every checkout component calls it. */
export function startCart(): void {
  if (started) return;
  started = true;
  stopFollowing = onUserChanged((next) => {
    const changed = user === undefined || (user?.uid ?? null) !== (next?.uid ?? null);
    // A guest's anonymous account (guest checkout) left for another account or for none: its cart
    // goes back to the browser, to be merged into the next account's like any guest cart.
    if (changed && user?.anonymous && state.owner === 'user' && state.items.length > 0) writeGuestCart(state.items);
    user = next;
    resolveUserKnown();
    if (changed) void run(() => load(next));
  });
  const stopTabs = followOtherTabs();
  const stopUser = stopFollowing;
  stopFollowing = () => {
    stopUser?.();
    stopTabs();
  };
  // No answer yet (identity SDK starting): meanwhile show what the browser holds.
  if (user === undefined) set({ status: 'loading', items: readGuestCart() });
}

/** Products, variants and quantities: what an order of these lines would be for. */
function linesOf(items: readonly { productId: string; variantId?: string; quantity: number }[]): string {
  return items.map((item) => `${lineKey(item)}*${item.quantity}`).join(',');
}

/** Tells the browser's other tabs that this one changed the account's cart (they read it again). */
function announce(): void {
  if (user) channel?.postMessage({ uid: user.uid });
}

/**
 * A guest's cart changed in another tab (its localStorage copy): take its lines, keeping what this
 * tab read of the products since (stock, availability) for the lines it still holds.
 */
function adoptGuestCart(): void {
  const known = new Map(state.items.map((item) => [lineKey(item), item]));
  const items: CartItem[] = readGuestCart().map((line) => ({ ...known.get(lineKey(line)), ...line }));
  if (linesOf(items) === linesOf(state.items)) return;
  set({ items, adjustments: [], error: undefined });
}

/** Follows the cart as the browser's other tabs change it; returns how to stop. */
function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of localStorage
    if (event.key !== GUEST_CART_KEY && event.key !== null) return;
    void run(async () => {
      if (!user) adoptGuestCart();
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && user) void run(() => load(user ?? null));
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : undefined;
  const onMessage = (event: MessageEvent<{ uid?: unknown }>) => {
    if (user && event.data?.uid === user.uid) void run(() => load(user ?? null));
  };
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    channel = undefined;
  };
}

/** Reads the cart again (after paying, the server has emptied it); a change found is told to the other tabs. */
export function reloadCart(): Promise<void> {
  startCart();
  return run(async () => {
    const before = linesOf(state.items);
    await load(user ?? null);
    if (linesOf(state.items) !== before) announce();
  });
}

/**
 * Reads the cart again and tells whether it still holds exactly `lines` (products, variants and
 * quantities): another tab may have changed it since the page showed it. The state then shows
 * the cart as it is.
 */
export async function cartStillHolds(lines: readonly { productId: string; variantId?: string; quantity: number }[]): Promise<boolean> {
  await reloadCart();
  return state.status !== 'ready' || linesOf(state.items) === linesOf(lines);
}

/**
 * Replaces the server cart with `lines`; the server caps them and says what it changed. `capped`
 * is what the same rule already cut here (the line limit, the stock the page knew), which the
 * server, sent the cut lines, cannot report again.
 */
async function saveServerCart(lines: { productId: string; variantId?: string; quantity: number }[], capped: CartAdjustment[]): Promise<void> {
  const { routes, runMutation } = await api();
  const cart = await runMutation(routes.replaceCart, { body: { lines } }, shownByState);
  const reported = new Set(cart.adjustments.map(lineKey));
  const adjustments = [...capped.filter((adjustment) => !reported.has(lineKey(adjustment))), ...cart.adjustments];
  set({ status: 'ready', items: fromServer(cart), adjustments, error: undefined });
  announce();
}

async function change(guestChange: (lines: CartLine[]) => { lines: CartLine[]; adjustments: CartAdjustment[] }, product?: CartItem): Promise<void> {
  const current: CartLine[] = state.items.map(({ productId, variantId, quantity, unitPrice, gstRate }) => ({
    productId,
    ...(variantId ? { variantId } : {}),
    quantity,
    unitPrice,
    gstRate,
  }));
  const result = guestChange(current);
  const known = new Map(state.items.map((item) => [lineKey(item), item]));
  if (product) known.set(lineKey(product), { ...known.get(lineKey(product)), ...product });
  if (user) {
    try {
      await saveServerCart(
        result.lines.map(({ productId, variantId, quantity }) => ({ productId, ...(variantId ? { variantId } : {}), quantity })),
        result.adjustments,
      );
    } catch (error) {
      set({ error });
      throw error;
    }
    return;
  }
  const items: CartItem[] = result.lines.map((line) => ({ ...known.get(lineKey(line))!, ...line }));
  writeGuestCart(items);
  set({ status: 'ready', items, adjustments: result.adjustments, error: undefined });
}

/** Puts `quantity` of a product in the cart; resolves with what could not be kept (if anything). */
export function addProduct(product: AddToCartProps['product'], quantity = 1): Promise<CartAdjustment[]> {
  startCart();
  return run(async () => {
    await userKnown;
    const line: CartItem = {
      productId: product.id,
      ...(product.variantId ? { variantId: product.variantId, variant: product.variant ?? '' } : {}),
      slug: product.slug,
      title: product.title,
      image: product.image,
      quantity,
      unitPrice: product.price,
      gstRate: product.gstRate,
      stockLevel: product.stockLevel,
      maxQuantity: product.maxQuantity,
    };
    // The product page's figure caps a guest's line; a signed-in user's is capped again by the server.
    const stock = product.stockLevel === 'sold_out' ? 0 : product.maxQuantity;
    const item = { productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), unitPrice: line.unitPrice, gstRate: line.gstRate };
    await change((lines) => addToCart(lines, item, quantity, stock), line);
    return state.adjustments.filter((adjustment) => lineKey(adjustment) === lineKey(line));
  });
}

/** Sets a line's quantity (0 removes it), capped by what the line may hold. A line: its product id, or its product and variant. */
export function setQuantity(line: string | LineRef, quantity: number): Promise<void> {
  const ref: LineRef = typeof line === 'string' ? { productId: line } : line;
  return run(() => change((lines) => setLineQuantity(lines, ref, quantity, guestStock(state.items)[lineKey(ref)])));
}

export function removeLine(line: string | LineRef): Promise<void> {
  return setQuantity(line, 0);
}

/**
 * Undoes a removal: puts `item` back at `position` with its quantity, capped by the same rules as
 * any change (the stock may have gone down meanwhile, which is then said as for an add).
 */
export function restoreLine(item: CartItem, position: number): Promise<void> {
  return run(() =>
    change((lines) => {
      if (lines.some((line) => lineKey(line) === lineKey(item))) return { lines, adjustments: [] };
      const ref = { productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}) };
      const added = addToCart(lines, { ...ref, unitPrice: item.unitPrice, gstRate: item.gstRate }, item.quantity, guestStock([item])[lineKey(item)]);
      const restored = added.lines.find((line) => lineKey(line) === lineKey(item));
      if (!restored) return added;
      const others = added.lines.filter((line) => line !== restored);
      return { lines: [...others.slice(0, position), restored, ...others.slice(position)], adjustments: added.adjustments };
    }, item),
  );
}

/**
 * A guest's lines hold the product as it was when added: read each product again for its current
 * price and stock (a product no longer sold is marked unavailable), and cut a line above the stock
 * by the shared rule, saying so as the server does for a signed-in cart. A user's lines come
 * priced and capped by the server already.
 */
export function refreshGuestLines(): Promise<void> {
  return run(async () => {
    if (user || state.items.length === 0) return;
    const language = i18n.language;
    const { client, routes } = await api();
    const { isApiError } = await import('shared-contracts/api/api-error');
    const items = await Promise.all(
      state.items.map(async (item): Promise<CartItem> => {
        try {
          const { product } = await client.call(routes.getProduct, { params: { slug: item.slug } });
          // a variant's own price and stock; a variant no longer sold is unavailable, as a product would be
          const variant = item.variantId ? product.variants?.find((candidate) => candidate.id === item.variantId) : undefined;
          if (item.variantId && !variant) return { ...item, unavailable: true };
          const sold = variant ?? product;
          const image = variant?.images.length ? (product.images.find((candidate) => candidate.url === variant.images[0]) ?? product.images[0]) : product.images[0];
          return {
            ...item,
            title: product.title,
            // the variant's values in the page's language, as the server names a signed-in cart's (issue 38)
            ...(variant ? { variant: variantLabel(variant.options) } : {}),
            unitPrice: sold.price,
            gstRate: product.gstRate,
            stockLevel: sold.stockLevel,
            maxQuantity: sold.maxQuantity,
            image: image ?? null,
          };
        } catch (error) {
          return isApiError(error) && error.status === 404 ? { ...item, unavailable: true } : item;
        }
      }),
    );
    if (user) return;
    // A sold-out line stays, marked, rather than vanishing: capped only where something is left.
    const stock = Object.fromEntries(Object.entries(guestStock(items)).filter(([, max]) => max > 0));
    const settled = mergeCarts(items, [], stock);
    const kept = new Map(settled.lines.map((line) => [lineKey(line), line.quantity]));
    const cut = items.map((item) => ({ ...item, quantity: kept.get(lineKey(item)) ?? item.quantity }));
    writeGuestCart(cut);
    namedIn = language;
    set({ items: cut, adjustments: settled.adjustments });
  });
}

/** The language the cart's product titles are in: the page reads the cart again when it shows another. */
export function cartLanguage(): string | undefined {
  return namedIn;
}

export function cartState(): CartState {
  return state;
}

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget everything. */
export function resetCartForTests(): void {
  namedIn = undefined;
  state = { status: 'loading', owner: 'guest', items: [], adjustments: [] };
  user = undefined;
  started = false;
  stopFollowing?.();
  userKnown = new Promise<void>((resolve) => {
    resolveUserKnown = resolve;
  });
  queue = Promise.resolve();
  listeners.clear();
  stopFollowing = undefined;
}
