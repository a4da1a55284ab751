import type { ProductListQuery } from 'shared-contracts/api/catalogue';
import { MAX_PRICE_FILTER, PRODUCT_SORTS, type ProductSort } from 'shared-contracts/domain/catalogue';
import { PAISE_PER_RUPEE } from 'shared-contracts/domain/money';
import { notBelowPrice } from 'shared-contracts/validation/price';
import { translate } from 'shared-contracts/validation/translate';

/**
 * The shop's filters and the URL's query string, both ways. Everything the shop page shows is
 * in the URL, so a link or a reload shows the same list.
 */

export const SHOP_PAGE_SIZE = 12;

/** The shop's filters as the URL holds them (prices in rupees, as typed). */
export type ShopFilters = { q: string; category: string; min: string; max: string; inStock: boolean; topRated?: boolean; sort: ProductSort; page: number };

/** "4 stars & up": the average of the published reviews (issue 36). */
export const TOP_RATED_STARS = 4;

/** The filters in a query string; anything missing or not understood is its default. */
export function filtersFromUrl(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    inStock: params.get('inStock') === '1',
    ...(params.get('rating') === String(TOP_RATED_STARS) ? { topRated: true } : {}),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'newest',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The query string of some filters: only what differs from the defaults, text trimmed. */
export function filtersToUrl(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.min.trim()) params.set('min', filters.min.trim());
  if (filters.max.trim()) params.set('max', filters.max.trim());
  if (filters.inStock) params.set('inStock', '1');
  if (filters.topRated) params.set('rating', String(TOP_RATED_STARS));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether a query string filters the list (a sort alone does not). */
export const isFiltered = (params: URLSearchParams) => params.toString() !== '' && !(params.size === 1 && params.has('sort'));

/** Rupees as typed ('499', '1299.50') to paise; `undefined` for an empty field, NaN for anything not an amount. */
export function rupeesToPaise(value: string): number | undefined {
  if (!value.trim()) return undefined;
  const rupees = Number(value);
  return Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees * PAISE_PER_RUPEE) : NaN;
}

/** What is wrong with a price field, in rupees as the shopper typed it; a refused field is left out of the query. */
export type PriceErrors = { min?: string; max?: string };

/**
 * The price range's field errors: an amount that is not one, one above the API's limit, a highest
 * price below the lowest (the API's own rule, `notBelowPrice`, on the highest price's field). The
 * page refuses these itself, so the list is never asked for a query the API would answer with 400.
 */
export function priceErrors(filters: Pick<ShopFilters, 'min' | 'max'>): PriceErrors {
  const errors: PriceErrors = {};
  const paise = { min: rupeesToPaise(filters.min), max: rupeesToPaise(filters.max) };
  for (const bound of ['min', 'max'] as const) {
    const value = paise[bound];
    if (value === undefined) continue;
    if (Number.isNaN(value)) errors[bound] = translate('positiveNumber');
    else if (value > MAX_PRICE_FILTER) errors[bound] = translate('maxNumber', { n: MAX_PRICE_FILTER / PAISE_PER_RUPEE });
  }
  if (!errors.min && !errors.max && paise.min !== undefined && paise.max !== undefined) {
    const verdict = notBelowPrice(paise.min)(paise.max);
    if (verdict !== true) errors.max = verdict;
  }
  return errors;
}

/** The API's product list query for some filters (prices in paise), one page of SHOP_PAGE_SIZE. */
export function productListQuery(filters: ShopFilters): ProductListQuery {
  // A refused price field filters nothing (its error is shown on it); a refused range, neither end.
  const errors = priceErrors(filters);
  const range = errors.min || errors.max ? {} : { minPrice: rupeesToPaise(filters.min), maxPrice: rupeesToPaise(filters.max) };
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(range.minPrice !== undefined ? { minPrice: range.minPrice } : {}),
    ...(range.maxPrice !== undefined ? { maxPrice: range.maxPrice } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
    ...(filters.topRated ? { minRating: TOP_RATED_STARS } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: SHOP_PAGE_SIZE,
  };
}

/** A filter the shopper can take away on its own (a chip): which one, and the value it holds. */
export type ActiveFilter = { name: 'q' | 'category' | 'min' | 'max' | 'inStock' | 'topRated'; value: string };

/** The filters a list is narrowed by, in the form's order (the sort and the page narrow nothing). */
export function activeFilters(filters: ShopFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.q.trim()) active.push({ name: 'q', value: filters.q.trim() });
  if (filters.category) active.push({ name: 'category', value: filters.category });
  if (filters.min.trim()) active.push({ name: 'min', value: filters.min.trim() });
  if (filters.max.trim()) active.push({ name: 'max', value: filters.max.trim() });
  if (filters.inStock) active.push({ name: 'inStock', value: '1' });
  if (filters.topRated) active.push({ name: 'topRated', value: String(TOP_RATED_STARS) });
  return active;
}

/** The filters without one of them, from the first page. */
export function withoutFilter(filters: ShopFilters, name: ActiveFilter['name']): ShopFilters {
  return { ...filters, [name]: name === 'inStock' || name === 'topRated' ? false : '', page: 1 };
}
