import './ProductCard.messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_WISHLIST_KEY } from 'shared-contracts/domain/wishlist';
import { onUserChanged } from 'shared-contracts/platform/auth';

type Store = typeof import('shared-contracts/wishlist/store');
let loading: Promise<Store> | undefined;
/** The wishlist (shared-contracts/wishlist/store): imported after hydration, never in a page's first load. */
/** Hearts waiting for a reason to load it: they all follow once one heart loads it. */
const waiting = new Set<() => void>();
const store = () => {
  if (!loading) {
    loading = import(/* webpackChunkName: "wishlist" */ 'shared-contracts/wishlist/store');
    for (const start of waiting) start();
  }
  return loading;
};

/**
 * The heart on a product card and the product page (issue 36 item 4): saves the product to the
 * wishlist, or removes it. Drawn pressed once the wishlist, loaded after hydration, says it is saved;
 * the server's HTML is the same for everyone (not pressed). A visitor with nothing to show (no list
 * in this browser, not signed in to an account: every first visit) loads the wishlist only when they
 * press a heart or sign in.
 */
export function WishlistHeart({ product, className = '' }: { product: { id: string; price: number; title: string }; className?: string }) {
  const { t } = useTranslation('shop');
  const [saved, setSaved] = useState(false);
  /** Starts following the wishlist (once per heart); undefined until the effect ran. */
  const follow = useRef<() => void>(undefined);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    let following = false;
    follow.current = () => {
      if (following) return;
      following = true;
      void store().then((wishlist) => {
        if (!live) return;
        wishlist.startWishlist();
        const update = () => setSaved(wishlist.isSaved(product.id));
        update();
        stop = wishlist.subscribeWishlist(update);
      });
    };
    let guestList = false;
    try {
      guestList = globalThis.localStorage?.getItem(GUEST_WISHLIST_KEY) != null;
    } catch {
      // storage refused: nothing saved in this browser
    }
    const start = follow.current;
    if (guestList || loading) start();
    waiting.add(start);
    const unfollowUser = guestList ? undefined : onUserChanged((user) => void (user && !user.anonymous && start()));
    return () => {
      live = false;
      stop?.();
      waiting.delete(start);
      unfollowUser?.();
    };
  }, [product.id]);
  return (
    <button
      type="button"
      className={`heart ${className}`}
      aria-pressed={saved}
      aria-label={t('wishlist.save', { title: product.title })}
      onClick={() => {
        follow.current?.();
        void store().then((wishlist) => wishlist.toggleWishlist(product));
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 20s-7-4.3-9-8.4C1.5 8.4 3.4 5 6.7 5c2 0 3.3 1 4.3 2.4h2C14 6 15.3 5 17.3 5c3.3 0 5.2 3.4 3.7 6.6C19 15.7 12 20 12 20z" />
      </svg>
    </button>
  );
}
