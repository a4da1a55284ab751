import './ProductPage.messages';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'shared-contracts/ui/router';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { isApiError } from 'shared-contracts/api/api-error';
import type { ProductDetail } from 'shared-contracts/api/catalogue';
import { MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { variantImages, variantLabel } from 'shared-contracts/domain/variants';
import { pageNotFound } from 'shared-contracts/errors/page';
import { PATHS } from 'shared-contracts/routes/paths';
import { RemoteFragment } from 'shared-contracts/ui/RemoteFragment';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useHydrated } from 'shared-contracts/ui/useHydrated';
import { CardPlaceholders, Price, ProductCard, StockLevel } from '../ui/ProductCard';
import { LoadError } from '../ui/LoadError';
import { ShopStyles } from '../ui/ShopStyles';
import { fallbackLang } from '../ui/fallbackLang';
import { WishlistHeart } from '../ui/WishlistHeart';
import { ProductGallery } from './ProductGallery';
import { ProductHead } from './ProductHead';
import { ReviewsSlot } from './reviews/ReviewsSlot';
import { useVariantChoice, VariantPicker } from './VariantPicker';

export const RELATED_COUNT = 4;

/** The delivery question (issue 32): loaded once the page runs, in space kept for it so nothing jumps. */
const ProductDelivery = lazy(() => import('./ProductDelivery'));
/** "Tell me when it is back" (issue 36 item 2): loaded only in the browser, for a sold-out item. */
const StockAlertForm = lazy(() => import(/* webpackChunkName: "stock-alert" */ '../stock-alerts/StockAlertForm'));

/** A product (/shop/:slug): gallery, price with GST, stock, quantity, add to cart, related products. An unknown slug is the 404 page. */
export default function ProductPage() {
  const { t } = useTranslation('shop');
  const { slug = '' } = useParams();
  const detail = useApiQuery(lightRoutes.getProduct, { params: { slug } });

  if (isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400)) throw pageNotFound();

  return (
    <article aria-busy={detail.loading ? 'true' : undefined}>
      <ShopStyles />
      {detail.data ? (
        <Product detail={detail.data} />
      ) : detail.error !== undefined ? (
        <>
          <h1>{t('product.unavailable')}</h1>
          <LoadError error={detail.error} onRetry={detail.reload} />
        </>
      ) : (
        // the loaded page's boxes: the breadcrumb's line, the square photo, the details beside (or below) it
        <div aria-hidden="true">
          <div className="placeholder-box placeholder-line" style={{ width: '12rem', margin: '0 0 1rem', fontSize: '.9rem', lineHeight: 'normal' }} />
          <div className="product-layout">
            <div className="gallery__main placeholder-box" />
            <div className="placeholder-box" style={{ height: '16rem' }} />
          </div>
        </div>
      )}
    </article>
  );
}

function Product({ detail }: { detail: ProductDetail }) {
  const { product, category } = detail;
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  // A product sold by variant shows the chosen variant's price, stock and images (VariantPicker.tsx);
  // a combination the shop does not sell cannot go in the cart.
  const choice = useVariantChoice(product);
  const { variant } = choice;
  const byVariant = (product.variants?.length ?? 0) > 0;
  const shown = variant ?? { price: product.price, mrp: product.mrp, stockLevel: byVariant ? ('sold_out' as const) : product.stockLevel, maxQuantity: byVariant ? 0 : product.maxQuantity };
  const images = variantImages(product.images, variant);
  const soldOut = shown.stockLevel === 'sold_out';
  // As many as may go in a cart: the stock, up to the per-line limit (one choice, disabled, when sold out).
  const choices = Math.max(1, shown.maxQuantity ?? MAX_QUANTITY_PER_LINE);
  const chosen = Math.min(quantity, choices);
  const hydrated = useHydrated();

  // Another product (a related one): start again from one piece (the gallery from its first photo).
  const [shownFor, setShownFor] = useState(product.id);
  if (shownFor !== product.id) {
    setShownFor(product.id);
    setQuantity(1);
  }

  return (
    <>
      <ProductHead detail={detail} />
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb" style={{ marginBottom: '1rem', fontSize: '.9rem' }}>
        <Link to={to(PATHS.shop)}>{t('product.shopLink')}</Link> ›{' '}
        <Link to={`${to(PATHS.shop)}?category=${encodeURIComponent(category.slug)}`} lang={fallbackLang(category, 'name')}>
          {category.name}
        </Link>
      </nav>
      <div className="product-layout">
        <ProductGallery images={images} title={product.title} />
        <section className="product-buy" aria-labelledby="product-title">
          <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '.75rem' }}>
            <h1 id="product-title" style={{ margin: 0 }} lang={fallbackLang(product, 'title')}>
              {product.title}
            </h1>
            <WishlistHeart product={{ id: product.id, price: product.price, title: product.title }} className="heart--inline" />
          </div>
          <div>
            <Price product={shown} />
            <div style={{ fontSize: '.85rem', opacity: 0.8 }}>{t('product.gst', { rate: product.gstRate })}</div>
          </div>
          <VariantPicker product={product} choice={choice} />
          {(!byVariant || variant) && <StockLevel level={shown.stockLevel} />}
          {hydrated && soldOut && (!byVariant || variant) && (
            <Suspense fallback={null}>
              <StockAlertForm productId={product.id} variantId={variant?.id} />
            </Suspense>
          )}
          {/* quantity and add to cart: in a phone's first screen, and kept at its top while the description is read (ShopStyles) */}
          <div className="buy-bar">
            <label htmlFor={quantityId}>{t('product.quantity')}</label>
            <select id={quantityId} value={chosen} disabled={soldOut} onChange={(event) => setQuantity(Number(event.target.value))}>
              {Array.from({ length: choices }, (_, index) => index + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <RemoteFragment
              remote="checkout"
              module="./AddToCart"
              props={{
                product: {
                  id: product.id,
                  slug: product.slug,
                  title: product.title,
                  price: shown.price,
                  gstRate: product.gstRate,
                  image: images[0] ?? null,
                  stockLevel: shown.stockLevel,
                  maxQuantity: shown.maxQuantity,
                  ...(variant ? { variantId: variant.id, variant: variantLabel(variant.options) } : {}),
                },
                quantity: chosen,
              }}
            />
          </div>
          <div style={{ minHeight: '5.5rem' }}>
            {hydrated && (
              <Suspense fallback={null}>
                <ProductDelivery productId={product.id} variantId={variant?.id} quantity={chosen} />
              </Suspense>
            )}
          </div>
          <div>
            <h2 style={{ fontSize: '1.1rem' }}>{t('product.about')}</h2>
            {product.description
              .split(/\n{2,}/)
              .filter(Boolean)
              .map((paragraph, index) => (
                <p key={index} style={{ whiteSpace: 'pre-line' }} lang={fallbackLang(product, 'description')}>
                  {paragraph}
                </p>
              ))}
            {product.hsn && <p style={{ fontSize: '.85rem', opacity: 0.7 }}>{t('product.hsn', { hsn: product.hsn })}</p>}
          </div>
          <Specifications product={product} sku={variant ? variant.sku : product.sku} />
        </section>
      </div>
      <ReviewsSlot productId={product.id} title={product.title} slug={product.slug} />
      <Related productId={product.id} category={category.slug} />
    </>
  );
}

/**
 * The merchant's attributes and SKU (the chosen variant's, for a product sold by variant) as a
 * two-column table; nothing when the product has none.
 */
function Specifications({ product, sku }: { product: ProductDetail['product']; sku: string | null | undefined }) {
  const { t } = useTranslation('shop');
  const rows = [...(sku ? [{ key: t('product.sku'), value: sku }] : []), ...(product.attributes ?? [])];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specs-title">
      <h2 id="product-specs-title" style={{ fontSize: '1.1rem' }}>
        {t('product.specifications')}
      </h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby="product-specs-title" data-testid="product-specifications">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} style={{ borderTop: `1px solid ${COLORS.tableRule}` }}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 600, padding: '.4rem .75rem .4rem 0', verticalAlign: 'top' }}>
                {row.key}
              </th>
              <td style={{ padding: '.4rem 0' }}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Related({ productId, category }: { productId: string; category: string }) {
  const { t } = useTranslation('shop');
  const related = useApiQuery(lightRoutes.listProducts, { query: { category, sort: 'newest', pageSize: RELATED_COUNT + 1 } });
  const items = related.data?.items.filter((item) => item.id !== productId).slice(0, RELATED_COUNT);
  if (related.error !== undefined || (items && items.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" aria-busy={related.loading ? 'true' : undefined} style={{ marginTop: '2.5rem' }}>
      <h2 id="related-title">{t('product.related')}</h2>
      {items ? (
        <ul className="product-grid">
          {items.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      ) : (
        <CardPlaceholders count={RELATED_COUNT} />
      )}
    </section>
  );
}
