import type { SorterResult } from 'antd/es/table/interface';
import { ADMIN_PRODUCT_SORTS } from 'shared-contracts/api/admin';
import type { Product } from 'shared-contracts/domain/catalogue';
import { FIRST_PAGE, type PageFilters } from '../lists/useAdminList';

export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
/** What the product table is filtered and sorted by. */
export type ProductFilters = PageFilters & { q?: string; category?: string; published?: boolean; maxStock?: number; sort: ProductSort };
/** The table as it opens: last updated first. */
export const FIRST_PRODUCTS: ProductFilters = { ...FIRST_PAGE, sort: 'updated' };
/** Low stock: at most this many left. */
export const LOW_STOCK = 5;

/** A sortable column's [ascending, descending] sort; stock and text sort one way only. */
const BY_COLUMN: Record<string, [ProductSort, ProductSort]> = {
  price: ['price_asc', 'price_desc'],
  stock: ['stock_asc', 'stock_asc'],
  title: ['title', 'title'],
  updatedAt: ['updated', 'updated'],
};

/** The API sort for the table's sorted column; none sorted: last updated first. */
export function sortOf(sorter: SorterResult<Product>): ProductSort {
  const pair = sorter.order && typeof sorter.field === 'string' ? BY_COLUMN[sorter.field] : undefined;
  return pair ? (sorter.order === 'ascend' ? pair[0] : pair[1]) : 'updated';
}
