import { addToCart, lineKey, mergeCarts, setLineQuantity, type CartLine } from './cart';
import { findVariant, lowestVariantPrice, variantImages, variantLabel, variantProblems, type ProductOption, type ProductVariant } from './variants';

const options: ProductOption[] = [
  { name: 'Size', values: ['S', 'M', 'L'] },
  { name: 'Colour', values: ['Red', 'Blue'] },
];

function variant(size: string, colour: string, extra: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: `v-${size}-${colour}`,
    sku: `KURTA-${size}-${colour}`.toUpperCase(),
    options: [
      { name: 'Size', value: size },
      { name: 'Colour', value: colour },
    ],
    price: 99_900,
    mrp: null,
    stock: 3,
    images: [],
    position: 0,
    ...extra,
  };
}

describe('variantLabel', () => {
  it('names the values in the options order, as carts, invoices and e-mails print them', () => {
    expect(variantLabel(variant('M', 'Red').options)).toBe('Size: M, Colour: Red');
    expect(variantLabel([])).toBe('');
  });
});

describe('findVariant', () => {
  const grid = [variant('S', 'Red'), variant('M', 'Red'), variant('M', 'Blue')];
  it('finds the variant of exactly the chosen values', () => {
    expect(findVariant(grid, { Size: 'M', Colour: 'Blue' })?.id).toBe('v-M-Blue');
  });
  it('finds none for a combination the merchant does not sell, or a partial choice', () => {
    expect(findVariant(grid, { Size: 'S', Colour: 'Blue' })).toBeUndefined();
    expect(findVariant(grid, { Size: 'L' })).toBeUndefined();
  });
});

describe('lowestVariantPrice and variantImages', () => {
  it('gives the "from" price', () => {
    expect(lowestVariantPrice([variant('S', 'Red', { price: 500 }), variant('M', 'Red', { price: 300 })])).toBe(300);
    expect(lowestVariantPrice([])).toBeUndefined();
  });
  it("shows the variant's images in its order, or the product's when it names none still there", () => {
    const images = [{ url: 'a' }, { url: 'b' }, { url: 'c' }];
    expect(variantImages(images, variant('S', 'Red', { images: ['c', 'a'] })).map((i) => i.url)).toEqual(['c', 'a']);
    expect(variantImages(images, variant('S', 'Red', { images: ['gone'] })).map((i) => i.url)).toEqual(['a', 'b', 'c']);
    expect(variantImages(images, undefined)).toEqual(images);
  });
});

describe('variantProblems', () => {
  it('accepts a grid that names one value of each option per variant', () => {
    expect(variantProblems(options, [variant('S', 'Red'), variant('M', 'Blue')])).toEqual([]);
    expect(variantProblems([], [])).toEqual([]);
  });
  it('refuses options with duplicate names or values and no values', () => {
    expect(variantProblems([{ name: 'Size', values: ['S'] }, { name: 'size', values: [] }], [])).toEqual([
      { field: 'options', index: 1, problem: 'duplicate_name' },
      { field: 'options', index: 1, problem: 'no_values' },
      { field: 'variants', problem: 'missing' },
    ]);
    expect(variantProblems([{ name: 'Size', values: ['S', 's'] }], [])[0]).toEqual({ field: 'options', index: 0, problem: 'duplicate_value' });
  });
  it('refuses a variant outside the options, a repeated combination or SKU, and an MRP below the price', () => {
    const unknown = variant('XL', 'Red');
    const problems = variantProblems(options, [
      variant('S', 'Red'),
      unknown,
      variant('S', 'Red', { sku: 'OTHER' }),
      variant('M', 'Red', { sku: 'kurta-s-red' }),
      variant('L', 'Red', { mrp: 100 }),
    ]);
    expect(problems).toEqual([
      { field: 'variants', index: 1, problem: 'wrong_options' },
      { field: 'variants', index: 2, problem: 'duplicate_combination' },
      { field: 'variants', index: 3, problem: 'duplicate_sku' },
      { field: 'variants', index: 4, problem: 'mrp_below_price' },
    ]);
  });
  it('refuses variants without options', () => {
    expect(variantProblems([], [variant('S', 'Red')])).toContainEqual({ field: 'variants', problem: 'unexpected' });
  });
});

describe('cart lines of variants', () => {
  const red: CartLine = { productId: 'kurta', variantId: 'red', quantity: 1, unitPrice: 100, gstRate: 5 };
  const blue: CartLine = { ...red, variantId: 'blue' };

  it('keeps two variants of one product on two lines, and adds up the same variant', () => {
    expect(lineKey(red)).toBe('kurta/red');
    expect(lineKey({ productId: 'kurta' })).toBe('kurta');
    const { lines } = addToCart([red], { productId: 'kurta', variantId: 'blue', unitPrice: 100, gstRate: 5 }, 2);
    expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([
      ['red', 1],
      ['blue', 2],
    ]);
    expect(addToCart(lines, { productId: 'kurta', variantId: 'red', unitPrice: 100, gstRate: 5 }, 1).lines[0]!.quantity).toBe(2);
  });

  it("caps each variant by its own stock and names the variant in the adjustment", () => {
    const merged = mergeCarts([{ ...red, quantity: 5 }], [{ ...blue, quantity: 5 }], { 'kurta/red': 2 });
    expect(merged.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      ['blue', 5],
      ['red', 2],
    ]);
    expect(merged.adjustments).toEqual([{ productId: 'kurta', variantId: 'red', requested: 5, kept: 2, reason: 'cart.stock_limit' }]);
  });

  it('changes or removes one variant line only', () => {
    const { lines } = setLineQuantity([red, blue], { productId: 'kurta', variantId: 'red' }, 0);
    expect(lines).toEqual([blue]);
  });
});
