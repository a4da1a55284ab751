import './ProductCard.messages';
import './PriceFrom.messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { formatMoney, percentOff } from 'shared-contracts/domain/money';
import { productPath } from 'shared-contracts/routes/paths';
import { ProductImage } from 'shared-contracts/ui/ProductImage';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { fallbackLang } from './fallbackLang';
import { CardRating } from './CardRating';
import { WishlistHeart } from './WishlistHeart';

/** Cards in the first row of a grid on a phone: their images are part of the first screen. */
export const FIRST_SCREEN_CARDS = 2;
/**
 * How wide a card's picture is drawn (ShopStyles' grid): on a phone the grid has two columns (under
 * 536 px: three 10rem columns and their gaps do not fit) inside the page's 1rem margins, with a
 * .75rem gap and the card's 1px borders, so a picture is 50vw - 1.5rem (182 px on Lighthouse's
 * 412 px phone at 1.75x: the 320 px variant, about 10 KB as AVIF, where `50vw` fetched the 640 px
 * one, about 45 KB, for every card); at most about 15rem on wider screens.
 */
const CARD_IMAGE_SIZES = '(max-width: 535px) calc(50vw - 1.5rem), min(50vw, 15rem)';

/**
 * A product in a grid: its picture, title, price (GST included) and stock, linking to its page.
 * `priority` for the cards of the first screen (FIRST_SCREEN_CARDS); the others' images load lazily.
 */
export function ProductCard({ product, priority = false }: { product: PublicProduct; priority?: boolean }) {
  const { to } = useLocale();
  const image = product.images[0];
  return (
    <li className="product-card" data-testid="product-card">
      <Link to={to(productPath(product.slug))}>
        {image ? (
          <ProductImage className="product-card__image" image={image} width={320} height={320} sizes={CARD_IMAGE_SIZES} priority={priority} />
        ) : (
          <span className="product-card__image" aria-hidden="true" />
        )}
        <span className="product-card__body">
          <span className="product-card__title" lang={fallbackLang(product, 'title')}>
            {product.title}
          </span>
          <Price product={product} from={new Set(product.variants?.map((variant) => variant.price)).size > 1} />
          <CardRating rating={product.rating} />
          <StockLevel level={product.stockLevel} />
        </span>
      </Link>
      <WishlistHeart product={product} />
    </li>
  );
}

/** `from`: the lowest of several prices (a product sold by variant), said "From ₹599.00". */
export function Price({ product, from = false }: { product: Pick<PublicProduct, 'price' | 'mrp'>; from?: boolean }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  return (
    <span className="price" data-testid="price">
      {from ? t('price.from', { price: formatMoney(product.price, locale) }) : formatMoney(product.price, locale)}
      {product.mrp !== null && product.mrp > product.price && (
        <span className="price__mrp">
          <span className="visually-hidden">{t('price.mrp')} </span>
          {formatMoney(product.mrp, locale)}
        </span>
      )}
      {percentOff(product.price, product.mrp ?? 0) > 0 && <span className="price__off">{t('price.off', { percent: percentOff(product.price, product.mrp!) })}</span>}
    </span>
  );
}

export function StockLevel({ level }: { level: PublicProduct['stockLevel'] }) {
  const { t } = useTranslation('shop');
  return (
    <span className={`stock stock--${level}`} data-testid="stock">
      {t(`stock.${level}`)}
    </span>
  );
}

/** Grey cards where product cards are about to appear: the same boxes (square image, title, price, stock), so nothing moves when they do. */
export function CardPlaceholders({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true" data-testid="card-placeholders">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-card">
          <span className="product-card__image placeholder-box" style={{ borderRadius: 0 }} />
          <span className="product-card__body">
            <span className="product-card__title placeholder-box placeholder-line" style={{ width: '80%' }} />
            <span className="price placeholder-box placeholder-line" style={{ width: '40%' }} />
            <span className="stock placeholder-box placeholder-line" style={{ width: '30%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
