import type { Category, Product } from 'shared-contracts/domain/catalogue';
import { parseCsv } from 'shared-contracts/csv/csv';
import { checkProductCsv, importProducts, productsToCsv } from './csv';

const categories: Category[] = [{ id: 'cat-jewel', slug: 'jewellery', name: 'Jewellery', description: '', parentId: null, position: 1 }];

const bangles: Product = {
  id: 'p1',
  slug: 'lac-bangles',
  title: 'Lac bangles',
  description: 'Rolled by hand.',
  categoryId: 'cat-jewel',
  price: 59_900,
  mrp: null,
  gstRate: 3,
  hsn: '7117',
  stock: 11,
  images: [],
  published: true,
  version: 3,
  sku: 'LAC',
  tags: [],
  attributes: [],
  options: [
    { name: 'Size', values: ['2.4', '2.6'] },
    { name: 'Colour', values: ['Red'] },
  ],
  variants: [
    { id: 'v1', sku: 'LAC24RED', options: [{ name: 'Size', value: '2.4' }, { name: 'Colour', value: 'Red' }], price: 59_900, mrp: null, stock: 8, images: [], position: 0 },
    { id: 'v2', sku: 'LAC26RED', options: [{ name: 'Size', value: '2.6' }, { name: 'Colour', value: 'Red' }], price: 62_900, mrp: 69_900, stock: 3, images: [], position: 1 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('CSV of products sold by variant', () => {
  it('exports one row per variant, with its values, SKU, price, MRP and stock', () => {
    const [header, ...rows] = parseCsv(productsToCsv([bangles], categories));
    const at = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(rows.map((row) => [at(row, 'slug'), at(row, 'options'), at(row, 'variantSku'), at(row, 'price'), at(row, 'mrp'), at(row, 'stock')])).toEqual([
      ['lac-bangles', 'Size=2.4 | Colour=Red', 'LAC24RED', '599', '', '8'],
      ['lac-bangles', 'Size=2.6 | Colour=Red', 'LAC26RED', '629', '699', '3'],
    ]);
  });

  it('imports the rows of one slug as one product with its grid: created at the lowest price and the total stock, then given its variants', async () => {
    const check = checkProductCsv(productsToCsv([bangles], categories).replaceAll('lac-bangles', 'lac-bangles-2').replaceAll('LAC', 'NEW'), categories);
    expect(check.bad).toEqual([]);
    expect(check.good).toHaveLength(1);
    const created: unknown[] = [];
    const grids: unknown[] = [];
    const report = await importProducts(
      check,
      async (product) => {
        created.push(product);
        return { id: 'new', version: 1 };
      },
      () => [],
      async (product, grid) => grids.push([product, grid]),
    );
    expect(report.imported).toEqual([{ line: 2, title: 'Lac bangles' }]);
    expect(created).toEqual([expect.objectContaining({ slug: 'lac-bangles-2', price: 59_900, stock: 11, sku: 'NEW' })]);
    expect(grids).toEqual([
      [
        { id: 'new', version: 1 },
        {
          options: bangles.options,
          variants: [
            { options: bangles.variants![0]!.options, sku: 'NEW24RED', price: 59_900, mrp: null, stock: 8 },
            { options: bangles.variants![1]!.options, sku: 'NEW26RED', price: 62_900, mrp: 69_900, stock: 3 },
          ],
        },
      ],
    ]);
  });

  it('reports a grid with the same combination twice on its first line', () => {
    const csv = ['title,slug,category,price,gstRate,stock,options', 'Cuff,cuff,jewellery,100,3,1,Size=S', 'Cuff,cuff,jewellery,100,3,1,Size=S'].join('\n');
    const check = checkProductCsv(csv, categories);
    expect(check.good).toEqual([]);
    expect(check.bad).toEqual([{ line: 2, title: 'Cuff', problems: [{ field: 'options', message: 'Already exists.' }] }]);
  });
});
