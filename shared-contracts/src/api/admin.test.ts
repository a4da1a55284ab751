import { fieldErrors } from 'shared-contracts/validation/zod';
import { withLanguage } from 'shared-contracts/validation/translate';
import { orderStatusChangeSchema, productInputSchema, productUpdateSchema, refundRequestSchema, setRoleRequestSchema, stockAdjustmentSchema } from './admin';

const product = { title: 'Assam tea, 250 g', categoryId: 'c1', price: 29900, gstRate: 5, stock: 12 };

const errors = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('productInputSchema', () => {
  it('accepts a minimal product and fills the defaults', () => {
    expect(productInputSchema.parse(product)).toEqual({ ...product, description: '', mrp: null, hsn: null, images: [], published: false });
  });

  it('lower-cases the slug and refuses one that is not a URL segment', () => {
    expect(productInputSchema.parse({ ...product, slug: 'Assam-Tea' }).slug).toBe('assam-tea');
    expect(errors({ ...product, slug: 'assam tea!' })).toEqual({ slug: ['Invalid Name.'] });
  });

  it('answers with the shared messages', () => {
    expect(errors({ ...product, title: ' ', price: 0, stock: -1 })).toEqual({
      title: ['This field is required.'],
      price: ['Positive Number Required.'],
      stock: ['Value must be greater than or equal to 0.'],
    });
    expect(errors({ categoryId: 'c1', price: 100, gstRate: 5, stock: 1 })).toEqual({ title: ['This field is required.'] });
    expect(errors({ ...product, gstRate: undefined })).toEqual({ gstRate: ['This field is required.'] });
    expect(errors({ ...product, hsn: '09a2' })).toEqual({ hsn: ['Invalid Numbers.'] });
  });

  it('refuses an MRP below the price', () => {
    expect(errors({ ...product, mrp: 19900 })).toEqual({ mrp: ['Value must be greater than or equal to 29900.'] });
    expect(productInputSchema.parse({ ...product, mrp: 29900 }).mrp).toBe(29900);
  });

  it('refuses fractional paise and rates that are not GST rates', () => {
    expect(productInputSchema.safeParse({ ...product, price: 299.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...product, gstRate: 7 }).success).toBe(false);
  });

  it("gives its field messages in the caller's language", () => {
    expect(withLanguage('fr', () => errors({ ...product, title: '' }))).toEqual({ title: ['Ce champ est obligatoire.'] });
    expect(withLanguage('es', () => errors({ ...product, title: '', mrp: 100 }))).toEqual({
      title: ['Este campo es obligatorio.'],
      mrp: ['El valor debe ser mayor o igual que 29900.'],
    });
  });
});

describe('productUpdateSchema and stockAdjustmentSchema', () => {
  const { stock: _stock, ...fields } = product;
  const problems = (schema: typeof productUpdateSchema | typeof stockAdjustmentSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('an update names its version and carries no stock (a stock sent along is dropped, never written)', () => {
    expect(productUpdateSchema.parse({ ...fields, version: 3, stock: 99 })).toEqual({ ...fields, version: 3, description: '', mrp: null, hsn: null, images: [], published: false });
    expect(problems(productUpdateSchema, fields)).toEqual({ version: ['This field is required.'] });
    expect(problems(productUpdateSchema, { ...fields, version: 0, mrp: 100 })).toEqual({ version: ['Positive Number Required.'], mrp: ['Value must be greater than or equal to 29900.'] });
  });

  it('an adjustment is a whole number other than 0, with a reason', () => {
    expect(stockAdjustmentSchema.parse({ delta: -3, reason: ' Broken in transit ' })).toEqual({ delta: -3, reason: 'Broken in transit' });
    expect(problems(stockAdjustmentSchema, { delta: 0, reason: '' })).toEqual({ delta: ['This field is required.'], reason: ['This field is required.'] });
    expect(problems(stockAdjustmentSchema, { delta: -2_000_000, reason: 'x' })).toEqual({ delta: ['Value must be greater than or equal to -1000000.'] });
    expect(stockAdjustmentSchema.safeParse({ delta: 1.5, reason: 'x' }).success).toBe(false);
  });
});

describe('order status changes and refunds', () => {
  it('takes one axis and a status of that axis', () => {
    expect(orderStatusChangeSchema.parse({ axis: 'fulfilment', to: 'shipped', note: 'Blue Dart 123' })).toEqual({
      axis: 'fulfilment',
      to: 'shipped',
      note: 'Blue Dart 123',
    });
    expect(orderStatusChangeSchema.safeParse({ axis: 'order', to: 'shipped' }).success).toBe(false);
    expect(orderStatusChangeSchema.safeParse({ axis: 'payment', to: 'refunded' }).success).toBe(false);
  });

  it('needs a reason for a refund and a positive amount when one is given', () => {
    expect(refundRequestSchema.parse({ reason: 'Damaged in transit' })).toEqual({ reason: 'Damaged in transit' });
    const result = refundRequestSchema.safeParse({ amount: 0, reason: '' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ amount: ['Positive Number Required.'], reason: ['This field is required.'] });
  });

  it('knows the two roles', () => {
    expect(setRoleRequestSchema.parse({ role: 'fulfilment' })).toEqual({ role: 'fulfilment' });
    expect(setRoleRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});
