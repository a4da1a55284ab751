import { routes } from 'shared-contracts/api/routes';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { shopApi } from 'shared-contracts/platform/api';
import { downloadText } from 'shared-contracts/ui/download';
import { listQuery } from '../lists/useAdminList';
import { productsToCsv } from './csv';
import type { ProductFilters } from './filters';

/** Pages of this size are read for an export. */
const EXPORT_PAGE_SIZE = 100;

/** Every product matching the filters, all pages read in turn, in the table's order. */
export async function allProducts({ q, category, published, maxStock, sort }: ProductFilters): Promise<Product[]> {
  const api = await shopApi();
  const all: Product[] = [];
  for (let page = 1; ; page += 1) {
    const query = listQuery({ q, category, published, maxStock, sort, page, pageSize: EXPORT_PAGE_SIZE });
    const result = await api.call(routes.adminListProducts, { query: query as never });
    all.push(...result.items);
    if (all.length >= result.total || result.items.length === 0) return all;
  }
}

/** Every product matching the filters as a CSV download, `products-<date>.csv`. */
export async function exportProductsCsv(filters: ProductFilters, categories: Category[]): Promise<void> {
  downloadText(`products-${new Date().toISOString().slice(0, 10)}.csv`, productsToCsv(await allProducts(filters), categories), 'text/csv');
}
