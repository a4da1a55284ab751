import './CardRating.messages';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from 'shared-contracts/api/catalogue';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** A product card's stars: "★ 4.3 (7)", read out in full; nothing for a product without published reviews. */
export function CardRating({ rating }: { rating: PublicProduct['rating'] }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  if (!rating) return null;
  const average = rating.average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="product-card__rating" data-testid="card-rating" style={{ fontSize: '.85rem' }}>
      <span className="visually-hidden">{t('card.rating', { average, count: rating.count })}</span>
      <span aria-hidden="true">
        <span style={{ color: '#8a6508' }}>★</span> {average} ({rating.count})
      </span>
    </span>
  );
}
