import './NoResults.messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import type { Category } from 'shared-contracts/domain/catalogue';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { ProductCard } from '../ui/ProductCard';
import { fallbackLang } from '../ui/fallbackLang';
import { activeFilters, filtersFromUrl, filtersToUrl, type ShopFilters } from './shopFilters';

/** How many of the newest products an empty list offers. */
export const SUGGESTED_NEWEST = 4;

/**
 * What an empty /shop list offers instead of nothing (issue 38: "the empty result suggests
 * nothing"): the words searched for across the whole shop when other filters narrowed them, every
 * category, and the newest products. Its own chunk: only an empty list loads it.
 */
export default function NoResults({ filters, categories }: { filters: ShopFilters; categories: readonly Category[] | undefined }) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const categoriesId = useId();
  const newestId = useId();
  const q = filters.q.trim();
  const narrowed = activeFilters(filters).some((filter) => filter.name !== 'q');
  const newest = useApiQuery(lightRoutes.listProducts, { query: { sort: 'newest', page: 1, pageSize: SUGGESTED_NEWEST } });
  /** The shop with only these filters. */
  const shopWith = (only: Partial<ShopFilters>) => {
    const query = filtersToUrl({ ...filtersFromUrl(new URLSearchParams()), ...only }).toString();
    return query ? `${to(PATHS.shop)}?${query}` : to(PATHS.shop);
  };
  return (
    <div style={{ padding: '2rem 0' }} data-testid="shop-empty">
      <p>{q ? t('noResults.forQuery', { q }) : t('shop.empty')}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
        {q && narrowed && <Link to={shopWith({ q })}>{t('noResults.everywhere', { q })}</Link>}
        <Link to={to(PATHS.shop)} className="btn">
          {t('filters.clear')}
        </Link>
      </p>
      {categories?.length ? (
        <nav aria-labelledby={categoriesId}>
          <h3 id={categoriesId} style={{ fontSize: '1rem' }}>
            {t('noResults.categories')}
          </h3>
          <ul style={{ display: 'flex', gap: '.5rem 1rem', flexWrap: 'wrap', listStyle: 'none', padding: 0 }} data-testid="shop-empty-categories">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={shopWith({ category: category.slug })} lang={fallbackLang(category, 'name')}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {newest.data?.items.length ? (
        <section aria-labelledby={newestId}>
          <h3 id={newestId} style={{ fontSize: '1rem' }}>
            {t('noResults.newest')}
          </h3>
          <ul className="product-grid">
            {newest.data.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
