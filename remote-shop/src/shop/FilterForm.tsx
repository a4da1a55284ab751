import { useId, type FormEvent, type KeyboardEvent } from 'react';
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

/** The text fields of the form: applied once typing pauses, or at once with Enter (ShopPage). */
export type FilterDraft = Pick<ShopFilters, 'q' | 'min' | 'max'>;

export interface FilterFormProps {
  /** The form's look and place: the column beside the list, or the phone's drawer. */
  className: string;
  draft: FilterDraft;
  setDraft: (draft: FilterDraft) => void;
  /** The filters as the controls show them (a change shows before its navigation lands). */
  shown: ShopFilters;
  apply: (change: Partial<ShopFilters>) => void;
  /** Enter in a text field, or the drawer's button: applies the text fields at once. */
  onSubmit: (event: FormEvent) => void;
  /** The submit button's text, for the drawer (it closes it); none beside the list, where every change applies by itself. */
  submitLabel?: string;
  categories: readonly Category[] | undefined;
  refused: PriceErrors;
  filtered: boolean;
}

/**
 * Enter in a text field submits the form: a browser does it by itself only for a form with a submit
 * button or a single text field, and this one has three and, beside the list, no button.
 */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.type === 'checkbox') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * The shop's filters: search, category, price range, in stock only. Beside the list on wide screens;
 * on a phone the same form in the filters drawer (ShopPage draws it in both places, CSS shows one).
 * Every filter applies the same way, by itself: a choice at once, typing once it pauses.
 */
export function FilterForm({ className, draft, setDraft, shown, apply, onSubmit, submitLabel, categories, refused, filtered }: FilterFormProps) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const ids = { q: useId(), category: useId(), min: useId(), max: useId(), inStock: useId(), topRated: useId(), priceError: useId() };
  const priceError = refused.min ?? refused.max;
  return (
    <form className={className} role="search" aria-label={t('filters.label')} onSubmit={onSubmit} onKeyDown={submitOnEnter}>
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
      <label className="inline" htmlFor={ids.topRated}>
        <input id={ids.topRated} type="checkbox" checked={shown.topRated ?? false} onChange={(event) => apply({ topRated: event.target.checked })} />
        {t('filters.topRated')}
      </label>
      {submitLabel && (
        <button type="submit" className="btn btn--primary">
          {submitLabel}
        </button>
      )}
      {filtered && (
        <Link to={to(PATHS.shop)} className="btn">
          {t('filters.clear')}
        </Link>
      )}
    </form>
  );
}
