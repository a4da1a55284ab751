/**
 * The stock a product already has when its first variant grid is made (issue 38): a product
 * created with 12 in stock and then given Size S, M, L must not end up with 0 of each without a
 * word. The grid starts the first variant with the product's stock (the API does the same for a
 * grid sent without stock), and says what saving will do to the product's stock.
 */

/** A grid row as VariantGrid keeps it: a saved variant has an `id`; a new one's `stock` is its first stock. */
interface StockRow {
  id?: string;
  stock: number;
}

/**
 * The rows of a product's first grid with the product's stock on the first row, as long as no row
 * was given stock yet (and none is saved: a product with variants has its stock in them already).
 */
export function withProductStock<Row extends StockRow>(rows: readonly Row[], productStock: number, hasVariants: boolean): Row[] {
  if (hasVariants || productStock <= 0 || rows.length === 0 || rows.some((row) => row.id || row.stock > 0)) return [...rows];
  return rows.map((row, index) => (index === 0 ? { ...row, stock: productStock } : row));
}

export type StockNotice =
  /** All the product's stock is on the first variant: share it out before saving. */
  | { kind: 'carried'; stock: number }
  /** Saving makes the product's stock `total` (the variants' sum) instead of `before`. */
  | { kind: 'changes'; before: number; total: number };

/** What the first grid says about the product's stock; null once the product has variants (their sum is its stock). */
export function stockNotice(rows: readonly StockRow[], productStock: number, hasVariants: boolean): StockNotice | null {
  if (hasVariants || rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.stock, 0);
  if (total !== productStock) return { kind: 'changes', before: productStock, total };
  return productStock > 0 && rows[0]!.stock === productStock && rows.length > 1 ? { kind: 'carried', stock: productStock } : null;
}
