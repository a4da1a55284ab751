import './WishlistPage.messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { WishlistItem } from 'shared-contracts/api/wishlist';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { PATHS, productPath } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { getWishlistState, removeFromWishlist, subscribeWishlist, wishlistView } from 'shared-contracts/wishlist/store';
import { addProduct } from '../cart/store';
import { CheckoutStyles } from '../ui/CheckoutStyles';

type Loaded = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: WishlistItem[] };

/**
 * My wishlist (/accounts/wishlist, issue 36 item 4): each saved product with its price now, the
 * drop since it was saved, its stock, and "Move to cart" in one step (a product sold by variant
 * opens its page to choose one). A guest's list is this browser's; a customer's is their account's,
 * with a guest's merged in on sign-in (shared-contracts/wishlist/store).
 */
export default function WishlistPage() {
  const { t } = useTranslation('checkout');
  const { to, locale } = useLocale();
  usePageTitle(t('wishlist.title'));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [owner, setOwner] = useState(getWishlistState().owner);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    wishlistView().then(
      (view) => setLoaded({ status: 'ready', items: view.items }),
      (error: unknown) => setLoaded({ status: 'failed', error }),
    );
  }, []);
  useEffect(() => {
    load();
    // signed in or out meanwhile (another tab, the header): the list is another one
    return subscribeWishlist(() => setOwner(getWishlistState().owner));
  }, [load]);
  useEffect(load, [owner, load]);

  const remove = async (item: WishlistItem) => {
    await removeFromWishlist(item.productId);
    setLoaded((now) => (now.status === 'ready' ? { ...now, items: now.items.filter((other) => other.productId !== item.productId) } : now));
  };

  const move = async (item: WishlistItem) => {
    setBusy(item.productId);
    setNote(null);
    try {
      await addProduct({ id: item.productId, slug: item.slug, title: item.title, price: item.price, gstRate: item.gstRate, image: item.image, stockLevel: item.stockLevel });
      await remove(item);
      setNote(t('wishlist.moved', { title: item.title }));
    } catch (error) {
      setNote(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article style={{ maxWidth: '48rem' }} data-testid="wishlist">
      <CheckoutStyles />
      <h1>{t('wishlist.title')}</h1>
      {owner === 'guest' && (
        <p>
          {t('wishlist.guest')} <Link to={`${to(PATHS.login)}?next=${encodeURIComponent(to(PATHS.wishlist))}`}>{t('wishlist.signIn')}</Link>
        </p>
      )}
      <p role="status">{note}</p>
      {loaded.status === 'loading' ? (
        <Skeleton active />
      ) : loaded.status === 'failed' ? (
        <div role="alert">
          <p>{t('wishlist.failed')}</p>
          <Button onClick={load}>{t('wishlist.retry')}</Button>
        </div>
      ) : loaded.items.length === 0 ? (
        <>
          <p>{t('wishlist.empty')}</p>
          <LinkButton to={to(PATHS.shop)}>{t('wishlist.shop')}</LinkButton>
        </>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
          {loaded.items.map((item) => (
            <li key={item.productId} data-testid="wishlist-item" style={{ display: 'flex', gap: '1rem', alignItems: 'center', borderBottom: `1px solid ${COLORS.border}`, paddingBottom: '1rem' }}>
              {item.image ? <ProductImage image={item.image} width={96} height={96} sizes="96px" /> : <span style={{ width: 96, height: 96 }} aria-hidden="true" />}
              <div style={{ flex: 1, display: 'grid', gap: '.25rem' }}>
                <Link to={to(productPath(item.slug))} style={{ fontWeight: 600 }}>
                  {item.title}
                </Link>
                <span>
                  <strong>{formatMoney(item.price, locale)}</strong>
                  {item.price < item.savedPrice && (
                    <span data-testid="price-drop" style={{ color: COLORS.success, marginInlineStart: '.5rem' }}>
                      {t('wishlist.drop', { price: formatMoney(item.savedPrice, locale) })}
                    </span>
                  )}
                </span>
                <span style={{ color: item.stockLevel === 'sold_out' ? COLORS.error : item.stockLevel === 'few_left' ? COLORS.warning : COLORS.success }}>{t(`wishlist.stock.${item.stockLevel}`)}</span>
              </div>
              <div style={{ display: 'grid', gap: '.5rem' }}>
                {item.hasVariants ? (
                  <LinkButton to={to(productPath(item.slug))}>{t('wishlist.choose')}</LinkButton>
                ) : (
                  <Button type="primary" disabled={item.stockLevel === 'sold_out'} loading={busy === item.productId} onClick={() => void move(item)}>
                    {t('wishlist.move')}
                  </Button>
                )}
                <Button onClick={() => void remove(item)}>{t('wishlist.remove')}</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
