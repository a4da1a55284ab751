/**
 * Products as CSV: export the table, import rows. Every imported row is judged by the shared
 * product rules (productInputSchema, the same the API applies), after turning rupees into paise
 * and the category's slug into its id; good rows are sent, bad rows reported with their line and
 * each field's message. Reading and writing is the shop's one CSV module (shared-contracts/csv, on
 * papaparse): no exported cell runs as a formula in a spreadsheet, and the import takes the
 * neutralising quote off again.
 *
 * The import only adds products. A row whose slug a product already has is refused for that row
 * (the API's 409 on the slug), never applied: the file's stock is an absolute count taken when it
 * was written, and writing it back would undo what buyers reserved since (the oversell of issue 11).
 * Existing products change in their form (versioned) and their stock by adjustments (+n / -n).
 *
 * A product sold by variant is one row per variant: the product's columns repeated, its variant's
 * values in `options` ('Size=M | Colour=Red'), and the variant's own `variantSku`, price, MRP and
 * stock. Rows of one slug with options make one product with that grid (judged by the shared
 * variant rule), created with the lowest price and the total stock, then given its variants.
 */
import type { z } from 'zod';
import { productInputSchema, type ProductInput } from 'shared-contracts/api/admin';
import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { variantProblems, type ProductOption, type VariantOptionValue } from 'shared-contracts/domain/variants';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { i18n } from 'shared-contracts/platform/i18n';
import { unique } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { parseCsv, restoreCell, toCsv } from 'shared-contracts/csv/csv';

export const CSV_COLUMNS = ['slug', 'title', 'description', 'category', 'price', 'mrp', 'gstRate', 'hsn', 'stock', 'published', 'sku', 'tags', 'attributes', 'options', 'variantSku'] as const;

/** Between a cell's tags, and between its attributes ('material=Brass | height_cm=12'). */
const LIST_SEPARATOR = ' | ';
/** A cell's list items, split at '|' with the spaces around it; empty items dropped. */
const listCell = (cell: string) => cell.split(/\s*\|\s*/).filter((item) => item !== '');
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The products as a CSV the import reads back: prices in rupees, the category by its slug. */
export function productsToCsv(products: readonly Product[], categories: readonly Category[]): string {
  const slugOf = new Map(categories.map((category) => [category.id, category.slug]));
  const row = (product: Product, sold: { price: number; mrp: number | null; stock: number }, options = '', variantSku = '') => [
    product.slug,
    product.title,
    product.description,
    slugOf.get(product.categoryId) ?? product.categoryId,
    String(paiseToRupees(sold.price)),
    sold.mrp === null ? '' : String(paiseToRupees(sold.mrp)),
    String(product.gstRate),
    product.hsn ?? '',
    String(sold.stock),
    product.published ? 'true' : 'false',
    product.sku ?? '',
    product.tags.join(LIST_SEPARATOR),
    product.attributes.map((attribute) => `${attribute.key}=${attribute.value}`).join(LIST_SEPARATOR),
    options,
    variantSku,
  ];
  return toCsv([
    [...CSV_COLUMNS],
    // one row per variant for a product sold by variant
    ...products.flatMap((product) =>
      product.variants?.length
        ? product.variants.map((variant) =>
            row(product, variant, variant.options.map((option) => `${option.name}=${option.value}`).join(LIST_SEPARATOR), variant.sku ?? ''),
          )
        : [row(product, product)],
    ),
  ]);
}

export type RowProblem = { field: string; message: string };
/** A variant as its row gave it. */
export type CsvVariant = { options: VariantOptionValue[]; sku: string | null; price: number; mrp: number | null; stock: number };
/** A product to create, with its options and variants when its rows have them. */
export type GoodRow = { line: number; product: ProductInput; options?: ProductOption[]; variants?: CsvVariant[] };
export type BadRow = { line: number; title: string; problems: RowProblem[] };
export type CsvCheck = { good: GoodRow[]; bad: BadRow[]; missingColumns: string[] };

const BOOLEAN: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false, '': false };

/** Rupees typed in a cell to paise, or the shared 'number' message. */
function money(cell: string, field: string, problems: RowProblem[]): number | undefined {
  if (cell.trim() === '') return undefined;
  try {
    return rupeesToPaise(cell);
  } catch {
    problems.push({ field, message: translate('onlyDigit') });
    return undefined;
  }
}

function integer(cell: string, field: string, problems: RowProblem[]): number | undefined {
  if (cell.trim() === '') return undefined;
  if (!/^-?\d+$/.test(cell.trim())) {
    problems.push({ field, message: translate('onlyDigit') });
    return undefined;
  }
  return Number(cell.trim());
}

/**
 * Judges every data row of a CSV (the first row names the columns, in any order). `line` is the
 * row's line in the file (the header is line 1). A slug or SKU used twice in the file is refused on
 * the second row (the unique rule); the server still refuses those already taken (reported after
 * the import). The sku, tags and attributes columns are optional, so older files still import.
 */
export function checkProductCsv(text: string, categories: readonly Category[]): CsvCheck {
  const [header = [], ...rows] = parseCsv(text);
  const columns = header.map((name) => restoreCell(name).trim());
  const missingColumns = (['title', 'category', 'price', 'gstRate', 'stock'] as const).filter((name) => !columns.includes(name));
  if (missingColumns.length > 0) return { good: [], bad: [], missingColumns };
  const bySlug = new Map(categories.map((category) => [category.slug, category.id]));
  const seenSlugs: string[] = [];
  const seenSkus: string[] = [];
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  /** The first good row of each slug sold by variant, which its later rows add their variant to. */
  const grids = new Map<string, GoodRow>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (name: CsvColumn) => restoreCell(cells[columns.indexOf(name)] ?? '').trim();
    const chosen: VariantOptionValue[] = listCell(cell('options')).map((item) => {
      const at = item.indexOf('=');
      return { name: (at < 0 ? '' : item.slice(0, at)).trim(), value: (at < 0 ? item : item.slice(at + 1)).trim() };
    });
    const grid = chosen.length ? grids.get(cell('slug') || cell('title')) : undefined;
    const problems: RowProblem[] = [];
    const categoryText = cell('category');
    const categoryId = bySlug.get(categoryText) ?? (categories.some((category) => category.id === categoryText) ? categoryText : undefined);
    if (categoryText === '') problems.push({ field: 'category', message: translate('required') });
    else if (!categoryId) problems.push({ field: 'category', message: i18n.t('listing.csv.unknownCategory', { ns: 'admin', value: categoryText }) });
    const publishedText = cell('published').toLowerCase();
    if (!(publishedText in BOOLEAN)) problems.push({ field: 'published', message: i18n.t('listing.csv.notYesNo', { ns: 'admin' }) });
    const candidate = {
      slug: cell('slug') || undefined,
      title: cell('title'),
      description: cell('description'),
      categoryId: categoryId ?? '',
      price: money(cell('price'), 'price', problems),
      mrp: money(cell('mrp'), 'mrp', problems) ?? null,
      gstRate: integer(cell('gstRate'), 'gstRate', problems),
      hsn: cell('hsn') || null,
      stock: integer(cell('stock'), 'stock', problems),
      published: BOOLEAN[publishedText] ?? false,
      sku: cell('sku') || null,
      tags: listCell(cell('tags')),
      attributes: listCell(cell('attributes')).map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? { key: item, value: '' } : { key: item.slice(0, at).trim(), value: item.slice(at + 1).trim() };
      }),
    };
    const parsed = productInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of (parsed.error as z.ZodError).issues) {
        const field = issue.path[0] === 'categoryId' ? 'category' : String(issue.path[0] ?? '');
        if (problems.some((problem) => problem.field === field)) continue;
        problems.push({ field, message: issue.message });
      }
    }
    const slug = parsed.success ? parsed.data.slug : undefined;
    const sku = parsed.success ? parsed.data.sku : undefined;
    // a further variant of a product met on an earlier row: its slug and SKU are that product's
    if (!grid) {
      for (const [field, value, seen] of [['slug', slug, seenSlugs], ['sku', sku, seenSkus]] as const) {
        const verdict = unique(seen)(value);
        if (verdict !== true) problems.push({ field, message: verdict });
        if (value) seen.push(value);
      }
    }
    if (problems.length > 0 || !parsed.success) {
      bad.push({ line, title: cell('title'), problems });
      return;
    }
    const product = parsed.data as ProductInput;
    if (!chosen.length) {
      good.push({ line, product });
      return;
    }
    const variant: CsvVariant = { options: chosen, sku: cell('variantSku') || null, price: product.price, mrp: product.mrp ?? null, stock: product.stock };
    if (grid) grid.variants!.push(variant);
    else {
      const first: GoodRow = { line, product, options: [], variants: [variant] };
      grids.set(cell('slug') || cell('title'), first);
      good.push(first);
    }
  });
  // each grid: its options in the order met, judged by the shared rule; the product's price and stock are its variants'
  for (const [index, row] of [...good.entries()].reverse()) {
    if (!row.variants) continue;
    const options: ProductOption[] = [];
    for (const variant of row.variants) {
      variant.options.forEach((chosen, i) => {
        options[i] ??= { name: chosen.name, values: [] };
        if (!options[i].values.includes(chosen.value)) options[i].values.push(chosen.value);
      });
    }
    const problems = variantProblems(options, row.variants);
    if (problems.length) {
      good.splice(index, 1);
      bad.push({ line: row.line, title: row.product.title, problems: [{ field: 'options', message: translate(problems.some((p) => p.problem.startsWith('duplicate')) ? 'alreadyExists' : 'required') }] });
      continue;
    }
    row.options = options;
    row.product = { ...row.product, price: Math.min(...row.variants.map((v) => v.price)), stock: row.variants.reduce((sum, v) => sum + v.stock, 0) };
  }
  bad.sort((a, b) => a.line - b.line);
  return { good, bad, missingColumns };
}

export type ImportReport = { imported: { line: number; title: string }[]; rejected: BadRow[]; missingColumns: string[] };

/**
 * Imports the good rows one by one with `create` (the API's create, which also refuses a slug
 * already taken), then a product's variants with `addVariants`; the rows the rules or the server
 * refused make up the report, in line order.
 */
export async function importProducts<P>(
  check: CsvCheck,
  create: (product: ProductInput) => Promise<P>,
  fieldErrors: (error: unknown) => RowProblem[],
  addVariants?: (created: P, grid: { options: ProductOption[]; variants: CsvVariant[] }) => Promise<unknown>,
): Promise<ImportReport> {
  const imported: ImportReport['imported'] = [];
  const rejected: BadRow[] = [...check.bad];
  for (const row of check.good) {
    try {
      const created = await create(row.product);
      if (row.options && row.variants && addVariants) await addVariants(created, { options: row.options, variants: row.variants });
      imported.push({ line: row.line, title: row.product.title });
    } catch (error) {
      rejected.push({ line: row.line, title: row.product.title, problems: fieldErrors(error) });
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  return { imported, rejected, missingColumns: check.missingColumns };
}
