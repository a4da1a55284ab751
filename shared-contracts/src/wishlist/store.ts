/**
 * The wishlist, one per page, for the shop's hearts (remote-shop's cards and product page) and the
 * My wishlist page (remote-checkout): one module shared by both remotes, so a heart pressed on a
 * card shows on every heart of the page.
 *
 * - A guest's list lives in this browser (localStorage, GUEST_WISHLIST_KEY): each product with the
 *   price it had when saved (the wishlist page's "price drop") and when. A guest checkout's
 *   anonymous account is a guest here too.
 * - A signed-in customer's list lives on the server (/api/wishlist).
 * - On sign-in, a guest's list is merged into the account's (POST /wishlist/merge) and only then
 *   removed from the browser, as the cart is (remote-checkout/src/cart/store.ts): if the merge
 *   fails, nothing is lost and the next page tries again.
 *
 * Nothing of this is in a page's first load: the hearts import it after hydration, and it imports
 * the API client and the wishlist's schemas only for a signed-in customer. Writes go through the
 * one write path (ui/useApiMutation's `runMutation`); changes run one after another.
 */
import { GUEST_WISHLIST_KEY, MAX_WISHLIST_ITEMS } from 'shared-contracts/domain/wishlist';
import { onUserChanged, whenUserKnown, type ShopUser } from 'shared-contracts/platform/auth';

export type WishlistEntry = { productId: string; savedPrice: number; savedAt: string };

export type WishlistState = {
  /** 'loading' until the first answer (a guest: at once; a customer: the server's list). */
  status: 'loading' | 'ready' | 'failed';
  owner: 'guest' | 'user';
  /** Newest first. */
  items: WishlistEntry[];
};

type Listener = () => void;

let state: WishlistState = { status: 'loading', owner: 'guest', items: [] };
const listeners = new Set<Listener>();
let queue: Promise<unknown> = Promise.resolve();
let started = false;
/** The account whose list the state holds (undefined: not known yet). */
let user: ShopUser | null | undefined;

const accountOf = (who: ShopUser | null | undefined) => (who && !who.anonymous ? who : null);

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is WishlistEntry {
  const entry = value as Partial<WishlistEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.productId === 'string' &&
    /^[A-Za-z0-9_-]{1,128}$/.test(entry.productId) &&
    Number.isSafeInteger(entry.savedPrice) &&
    entry.savedPrice! >= 0 &&
    typeof entry.savedAt === 'string'
  );
}

/** A guest's list as this browser keeps it; anything unreadable is dropped item by item. */
export function readGuestWishlist(): WishlistEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(GUEST_WISHLIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_WISHLIST_ITEMS) : [];
  } catch {
    return [];
  }
}

function writeGuestWishlist(items: readonly WishlistEntry[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(GUEST_WISHLIST_KEY);
    else storage()?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(items.map(({ productId, savedPrice, savedAt }) => ({ productId, savedPrice, savedAt }))));
  } catch {
    // storage full or refused: the list lives on in this page only
  }
}

const api = () =>
  Promise.all([
    import('shared-contracts/platform/api').then(({ shopApi }) => shopApi()),
    import('shared-contracts/api/wishlist'),
    import('shared-contracts/ui/useApiMutation'),
  ]).then(([client, { wishlistRoutes }, { runMutation }]) => ({ client, routes: wishlistRoutes, runMutation }));

const fromServer = (items: readonly { productId: string; savedPrice: number; savedAt: string }[]): WishlistEntry[] =>
  items.map(({ productId, savedPrice, savedAt }) => ({ productId, savedPrice, savedAt }));

function set(next: Partial<WishlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function run<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** Loads the list for `who`: the browser's for a guest; for a customer the server's, merging a guest's list first. */
async function load(who: ShopUser | null): Promise<void> {
  const account = accountOf(who);
  if (!account) {
    set({ status: 'ready', owner: 'guest', items: readGuestWishlist() });
    return;
  }
  set({ status: 'loading', owner: 'user' });
  try {
    const { client, routes, runMutation } = await api();
    const guest = readGuestWishlist();
    if (guest.length > 0) {
      const merged = await runMutation(routes.mergeWishlist, { body: { items: guest.map(({ productId, savedPrice }) => ({ productId, savedPrice })) } }, { onError: () => true });
      writeGuestWishlist([]);
      set({ status: 'ready', items: fromServer(merged.items) });
    } else {
      set({ status: 'ready', items: fromServer((await client.call(routes.getWishlist)).items) });
    }
  } catch {
    set({ status: 'failed' });
  }
}

/** Starts following the signed-in user (idempotent); every heart and the wishlist page call it. */
export function startWishlist(): void {
  if (started) return;
  started = true;
  onUserChanged((next) => {
    const changed = user === undefined || (accountOf(user)?.uid ?? null) !== (accountOf(next)?.uid ?? null);
    user = next;
    if (changed) void run(() => load(next));
  });
  if (typeof window !== 'undefined') {
    // a guest's list changed in another tab
    window.addEventListener('storage', (event) => {
      if ((event.key === GUEST_WISHLIST_KEY || event.key === null) && !accountOf(user)) set({ items: readGuestWishlist() });
    });
  }
  if (user === undefined) set({ status: 'loading', items: readGuestWishlist() });
}

export function getWishlistState(): WishlistState {
  return state;
}

export function subscribeWishlist(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isSaved = (productId: string) => state.items.some((item) => item.productId === productId);

/** Saves a product (its price now, as the shopper sees it) or removes it; the state changes at once and follows the server's answer. */
export function toggleWishlist(product: { id: string; price: number }): Promise<void> {
  startWishlist();
  return run(async () => {
    const saved = isSaved(product.id);
    const before = state.items;
    const items = saved
      ? before.filter((item) => item.productId !== product.id)
      : [{ productId: product.id, savedPrice: product.price, savedAt: new Date().toISOString() }, ...before].slice(0, MAX_WISHLIST_ITEMS);
    set({ items });
    const account = accountOf(user);
    if (!account) {
      writeGuestWishlist(items);
      return;
    }
    try {
      const { routes, runMutation } = await api();
      const answer = saved
        ? await runMutation(routes.removeFromWishlist, { params: { productId: product.id } })
        : await runMutation(routes.addToWishlist, { params: { productId: product.id } });
      set({ items: fromServer(answer.items) });
    } catch {
      set({ items: before }); // refused (shown by runMutation): as it was
    }
  });
}

/** Removes a product (the page's "Move to cart" once the cart holds it). */
export function removeFromWishlist(productId: string): Promise<void> {
  if (!isSaved(productId)) return Promise.resolve();
  return toggleWishlist({ id: productId, price: 0 });
}

/** The wishlist page's rows: price now, stock, saved price; a guest's read through the public view. */
export async function wishlistView() {
  startWishlist();
  await whenUserKnown();
  await run(async () => undefined); // after the first load (and a merge) settled
  const { client, routes, runMutation } = await api();
  if (state.owner === 'user') return client.call(routes.getWishlist);
  return runMutation(routes.viewWishlist, { body: { items: state.items.map(({ productId, savedPrice }) => ({ productId, savedPrice })) } }, { onError: () => true });
}

/** Forgets everything (tests). */
export function resetWishlistForTests(): void {
  state = { status: 'loading', owner: 'guest', items: [] };
  listeners.clear();
  queue = Promise.resolve();
  started = false;
  user = undefined;
}
