import './ProductCard.messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-contracts/ui/router';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { formatMoney } from 'shared-contracts/domain/money';
import { productPath } from 'shared-contracts/routes/paths';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** A product in a grid: its picture, title, price (GST included) and stock, linking to its page. */
export function ProductCard({ product }: { product: PublicProduct }) {
  const { to } = useLocale();
  const image = product.images[0];
  return (
    <li className="product-card" data-testid="product-card">
      <Link to={to(productPath(product.slug))}>
        {image ? (
          <img className="product-card__image" src={image.url} alt="" loading="lazy" width={320} height={320} />
        ) : (
          <span className="product-card__image" aria-hidden="true" />
        )}
        <span className="product-card__body">
          <span className="product-card__title">{product.title}</span>
          <Price product={product} />
          <StockLevel level={product.stockLevel} />
        </span>
      </Link>
    </li>
  );
}

export function Price({ product }: { product: Pick<PublicProduct, 'price' | 'mrp'> }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  return (
    <span className="price" data-testid="price">
      {formatMoney(product.price, locale)}
      {product.mrp !== null && product.mrp > product.price && (
        <span className="price__mrp">
          <span className="visually-hidden">{t('price.mrp')} </span>
          {formatMoney(product.mrp, locale)}
        </span>
      )}
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

/** Grey boxes where product cards are about to appear. */
export function CardPlaceholders({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="placeholder-box" style={{ height: '19rem' }} />
      ))}
    </ul>
  );
}
