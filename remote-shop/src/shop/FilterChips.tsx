import { useTranslation } from 'react-i18next';
import type { Category } from 'shared-contracts/domain/catalogue';
import { formatMoney } from 'shared-contracts/domain/money';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { filtersToUrl, rupeesToPaise, withoutFilter, type ActiveFilter, type ShopFilters } from './shopFilters';

/**
 * The filters in use, each a chip that takes it away: a link to the list without it (works before
 * the app has started; nothing to draw differently on the server). Nothing when the list is not filtered.
 */
export function FilterChips({ filters, active, categories }: { filters: ShopFilters; active: ActiveFilter[]; categories: readonly Category[] | undefined }) {
  const { t } = useTranslation('shop');
  const { locale, to } = useLocale();
  if (active.length === 0) return null;
  // an amount as the prices show it in this language ("Desde 500,00 ₹" beside "2899,00 ₹")
  const money = (rupees: string) => {
    const paise = rupeesToPaise(rupees);
    return paise === undefined || Number.isNaN(paise) ? rupees : formatMoney(paise, locale);
  };
  const label = ({ name, value }: ActiveFilter) => {
    switch (name) {
      case 'q':
        return t('filters.chip.q', { q: value });
      case 'category':
        return categories?.find((category) => category.slug === value)?.name ?? value;
      case 'min':
        return t('filters.chip.min', { amount: money(value) });
      case 'max':
        return t('filters.chip.max', { amount: money(value) });
      case 'inStock':
        return t('filters.inStock');
      case 'topRated':
        return t('filters.topRated');
    }
  };
  return (
    <ul className="filter-chips" aria-label={t('filters.active')} data-testid="filter-chips">
      {active.map((filter) => {
        const text = label(filter);
        const query = filtersToUrl(withoutFilter(filters, filter.name)).toString();
        return (
          <li key={filter.name}>
            {/* named by its text (what it removes is said first, for a screen reader), not by a label */}
            <Link to={`${to(PATHS.shop)}${query ? `?${query}` : ''}`}>
              <span className="visually-hidden">{t('filters.remove')} </span>
              {text}
              <span aria-hidden="true" className="filter-chips__x">
                ×
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
