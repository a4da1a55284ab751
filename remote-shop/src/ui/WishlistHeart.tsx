import './ProductCard.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Store = typeof import('shared-contracts/wishlist/store');
let loading: Promise<Store> | undefined;
/** The wishlist (shared-contracts/wishlist/store): imported after hydration, never in a page's first load. */
const store = () => (loading ??= import(/* webpackChunkName: "wishlist" */ 'shared-contracts/wishlist/store'));

/**
 * The heart on a product card and the product page (issue 36 item 4): saves the product to the
 * wishlist, or removes it. Drawn pressed once the wishlist, loaded after hydration, says it is saved;
 * the server's HTML is the same for everyone (not pressed).
 */
export function WishlistHeart({ product, className = '' }: { product: { id: string; price: number; title: string }; className?: string }) {
  const { t } = useTranslation('shop');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void store().then((wishlist) => {
      if (!live) return;
      wishlist.startWishlist();
      const update = () => setSaved(wishlist.isSaved(product.id));
      update();
      stop = wishlist.subscribeWishlist(update);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [product.id]);
  return (
    <button
      type="button"
      className={`heart ${className}`}
      aria-pressed={saved}
      aria-label={t('wishlist.save', { title: product.title })}
      onClick={() => void store().then((wishlist) => wishlist.toggleWishlist(product))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 20s-7-4.3-9-8.4C1.5 8.4 3.4 5 6.7 5c2 0 3.3 1 4.3 2.4h2C14 6 15.3 5 17.3 5c3.3 0 5.2 3.4 3.7 6.6C19 15.7 12 20 12 20z" />
      </svg>
    </button>
  );
}
