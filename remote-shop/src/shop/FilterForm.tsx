import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from 'shared-contracts/domain/catalogue';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import type { PriceErrors, ShopFilters } from './shopFilters';
import { fallbackLang } from '../ui/fallbackLang';

/** The price range's two fields, in rupees. */
const PRICE_BOUNDS = ['min', 'max'] as const;

/** The text fields of the form, applied on submit (the rest applies at once). */
export type FilterDraft = Pick<ShopFilters, 'q' | 'min' | 'max'>;

export interface FilterFormProps {
  /** The form's look and place: the column beside the list, or the phone's drawer. */
  className: string;
  draft: FilterDraft;
  setDraft: (draft: FilterDraft) => void;
  /** The filters as the controls show them (a change shows before its navigation lands). */
  shown: ShopFilters;
  apply: (change: Partial<ShopFilters>) => void;
  onSubmit: (event: FormEvent) => void;
  categories: readonly Category[] | undefined;
  refused: PriceErrors;
  filtered: boolean;
}

/**
 * The shop's filters: search, category, price range, in stock only. Beside the list on wide screens;
 * on a phone the same form in the filters drawer (ShopPage draws it in both places, CSS shows one).
 */
export function FilterForm({ className, draft, setDraft, shown, apply, onSubmit, categories, refused, filtered }: FilterFormProps) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const ids = { q: useId(), category: useId(), min: useId(), max: useId(), inStock: useId(), priceError: useId() };
  const priceError = refused.min ?? refused.max;
  return (
    <form className={className} role="search" aria-label={t('filters.label')} onSubmit={onSubmit}>
      <div>
        <label htmlFor={ids.q}>{t('filters.search')}</label>
        <input id={ids.q} type="search" name="q" value={draft.q} maxLength={100} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
      </div>
      <div>
        <label htmlFor={ids.category}>{t('filters.category')}</label>
        <select id={ids.category} value={shown.category} onChange={(event) => apply({ category: event.target.value })}>
          <option value="">{t('filters.allCategories')}</option>
          {categories?.map((category) => (
            <option key={category.id} value={category.slug} lang={fallbackLang(category, 'name')}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '.25rem' }}>{t('filters.price')}</legend>
        <div className="price-range">
          {PRICE_BOUNDS.map((bound) => (
            <div key={bound}>
              <label htmlFor={ids[bound]} className="visually-hidden">
                {t(`filters.${bound}Price`)}
              </label>
              <input
                id={ids[bound]}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder={t(`filters.${bound}`)}
                value={draft[bound]}
                aria-invalid={refused[bound] ? true : undefined}
                aria-describedby={refused[bound] ? ids.priceError : undefined}
                onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
              />
            </div>
          ))}
        </div>
        {priceError && (
          <p id={ids.priceError} role="alert" data-testid="price-error" style={{ color: COLORS.error, margin: '.35rem 0 0' }}>
            {refused.min ? `${t('filters.minPrice')}: ${refused.min}` : `${t('filters.maxPrice')}: ${refused.max}`}
          </p>
        )}
      </fieldset>
      <label className="inline" htmlFor={ids.inStock}>
        <input id={ids.inStock} type="checkbox" checked={shown.inStock} onChange={(event) => apply({ inStock: event.target.checked })} />
        {t('filters.inStock')}
      </label>
      <button type="submit" className="btn btn--primary">
        {t('filters.apply')}
      </button>
      {filtered && (
        <Link to={to(PATHS.shop)} className="btn">
          {t('filters.clear')}
        </Link>
      )}
    </form>
  );
}
