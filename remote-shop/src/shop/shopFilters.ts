import type { ProductListQuery } from 'shared-contracts/api/catalogue';
import { PRODUCT_SORTS, type ProductSort } from 'shared-contracts/domain/catalogue';
import { PAISE_PER_RUPEE } from 'shared-contracts/domain/money';

/**
 * The shop's filters and the URL's query string, both ways. Everything the shop page shows is
 * in the URL, so a link or a reload shows the same list.
 */

export const SHOP_PAGE_SIZE = 12;

/** The shop's filters as the URL holds them (prices in rupees, as typed). */
export type ShopFilters = { q: string; category: string; min: string; max: string; inStock: boolean; sort: ProductSort; page: number };

/** The filters in a query string; anything missing or not understood is its default. */
export function filtersFromUrl(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    inStock: params.get('inStock') === '1',
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
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether a query string filters the list (a sort alone does not). */
export const isFiltered = (params: URLSearchParams) => params.toString() !== '' && !(params.size === 1 && params.has('sort'));

/** Rupees as typed ('499', '1299.50') to paise for the API; anything else is passed on for the API to judge. */
function rupeesToPaiseQuery(value: string): number | string | undefined {
  if (!value.trim()) return undefined;
  const rupees = Number(value);
  return Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees * PAISE_PER_RUPEE) : value;
}

/** The API's product list query for some filters (prices in paise), one page of SHOP_PAGE_SIZE. */
export function productListQuery(filters: ShopFilters): ProductListQuery {
  const minPrice = rupeesToPaiseQuery(filters.min);
  const maxPrice = rupeesToPaiseQuery(filters.max);
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(minPrice !== undefined ? { minPrice: minPrice as number } : {}),
    ...(maxPrice !== undefined ? { maxPrice: maxPrice as number } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: SHOP_PAGE_SIZE,
  };
}
