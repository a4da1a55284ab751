import { fieldErrors } from 'shared-contracts/validation/zod';
import { withLanguage } from 'shared-contracts/validation/translate';
import { productListQuerySchema, publicProductSchema } from './catalogue';

const errorsOf = (input: unknown) => {
  const result = productListQuerySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('productListQuerySchema', () => {
  it('fills the defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 24 });
  });

  it('reads a query string as the server receives it', () => {
    expect(
      productListQuerySchema.parse({ q: ' chai ', category: 'tea', minPrice: '10000', maxPrice: '50000', inStock: 'false', sort: 'price_asc', page: '2', pageSize: '12' }),
    ).toEqual({ q: 'chai', category: 'tea', minPrice: 10000, maxPrice: 50000, inStock: false, sort: 'price_asc', page: 2, pageSize: 12 });
  });

  it('takes typed values from the client', () => {
    expect(productListQuerySchema.parse({ minPrice: 0, inStock: true, page: 3 })).toMatchObject({ minPrice: 0, inStock: true, page: 3 });
  });

  it('judges numbers with the shared rules', () => {
    expect(errorsOf({ pageSize: '101' })).toEqual({ pageSize: ['Value must be less than or equal to 100.'] });
    expect(errorsOf({ page: '0' })).toEqual({ page: ['Value must be greater than or equal to 1.'] });
    expect(errorsOf({ minPrice: 'cheap' })).toEqual({ minPrice: ['Invalid Numbers.'] });
    expect(errorsOf({ minPrice: '-5' })).toEqual({ minPrice: ['Invalid Numbers.'] });
    expect(errorsOf({ minPrice: '1.5' })).toEqual({ minPrice: ['Invalid Numbers.'] });
    expect(errorsOf({ minPrice: '' })).toEqual({ minPrice: ['This field is required.'] });
  });

  it('refuses a price range that ends before it starts on the highest price, in rupees and the asker language', () => {
    expect(errorsOf({ minPrice: '500000', maxPrice: '100' })).toEqual({ maxPrice: ['Must be at least the lowest price, ₹5,000.00.'] });
    const inSpanish = withLanguage('es', () => productListQuerySchema.safeParse({ minPrice: '500000', maxPrice: '100' }));
    expect(inSpanish.success ? {} : fieldErrors(inSpanish.error)).toEqual({ maxPrice: ['Debe ser al menos el precio mínimo, 5000,00\u00a0₹.'] });
    const inFrench = withLanguage('fr', () => productListQuerySchema.safeParse({ minPrice: '500000', maxPrice: '100' }));
    expect(inFrench.success ? {} : fieldErrors(inFrench.error)).toEqual({ maxPrice: ['Doit être au moins égal au prix minimum, 5\u202f000,00\u00a0₹.'] });
    expect(errorsOf({ minPrice: '500000', maxPrice: '500000' })).toEqual({});
  });

  it('refuses unknown sorts and bad slugs', () => {
    expect(productListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ category: 'Tea Leaves' }).success).toBe(false);
  });
});

describe('publicProductSchema', () => {
  const product = {
    id: 'p1',
    slug: 'assam-tea-250g',
    title: 'Assam tea, 250 g',
    weightGrams: 300,
    description: 'Strong and malty.',
    categoryId: 'c1',
    price: 29900,
    mrp: 34900,
    gstRate: 5,
    hsn: '0902',
    images: [{ url: '/images/assam.webp', alt: 'A tin of Assam tea' }],
    stockLevel: 'few_left',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
  };

  it('accepts a product as shoppers see it', () => {
    expect(publicProductSchema.parse(product)).toEqual(product);
  });

  it('passes on the webp variants of an uploaded image', () => {
    const photo = { url: '/media/products/p1/ab12.jpg', alt: 'A tin', variants: [{ width: 320, url: '/media/products/p1/ab12-320.webp' }] };
    expect(publicProductSchema.parse({ ...product, images: [photo] }).images).toEqual([photo]);
  });

  it('does not pass on the exact stock', () => {
    expect(publicProductSchema.parse({ ...product, stock: 3, published: true })).not.toHaveProperty('stock');
  });

  it('refuses fractional paise and rates that are not GST rates', () => {
    expect(publicProductSchema.safeParse({ ...product, price: 299.5 }).success).toBe(false);
    expect(publicProductSchema.safeParse({ ...product, gstRate: 7 }).success).toBe(false);
  });
});
