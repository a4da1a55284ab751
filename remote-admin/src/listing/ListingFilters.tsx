import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import type { Category } from 'shared-contracts/domain/catalogue';
import { ListFilters } from '../lists/ListFilters';
import { LOW_STOCK, type ProductFilters } from './filters';

type Props = { filters: ProductFilters; categories: Category[]; onChange: (change: Partial<ProductFilters>) => void };

/** The product table's filters: search, category, visibility and stock. */
export function ListingFilters({ filters, categories, onChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <ListFilters label={t('listing.filter.label')} searchLabel={t('listing.filter.search')} searchWidth={240} spacing={12} onSearch={(q) => onChange({ q })}>
      <Select<string>
        allowClear
        aria-label={t('listing.filter.category')}
        placeholder={t('listing.filter.category')}
        style={{ width: 180 }}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        options={categories.map((category) => ({ value: category.slug, label: category.name }))}
      />
      <Select<'yes' | 'no'>
        allowClear
        aria-label={t('listing.filter.published')}
        placeholder={t('listing.filter.published')}
        style={{ width: 160 }}
        value={filters.published === undefined ? undefined : filters.published ? 'yes' : 'no'}
        onChange={(value) => onChange({ published: value === undefined ? undefined : value === 'yes' })}
        options={[
          { value: 'yes', label: t('listing.published') },
          { value: 'no', label: t('listing.hidden') },
        ]}
      />
      <Select<'low' | 'out'>
        allowClear
        aria-label={t('listing.filter.stock')}
        placeholder={t('listing.filter.stock')}
        style={{ width: 160 }}
        value={filters.maxStock === undefined ? undefined : filters.maxStock === 0 ? 'out' : 'low'}
        onChange={(value) => onChange({ maxStock: value === undefined ? undefined : value === 'out' ? 0 : LOW_STOCK })}
        options={[
          { value: 'low', label: t('listing.filter.lowStock', { n: LOW_STOCK }) },
          { value: 'out', label: t('listing.filter.outOfStock') },
        ]}
      />
    </ListFilters>
  );
}
