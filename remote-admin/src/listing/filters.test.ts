import { sortOf } from './filters';

describe("the product table's sort", () => {
  it('sorts prices both ways, stock and titles one way, and falls back to last updated', () => {
    expect(sortOf({ field: 'price', order: 'ascend' })).toBe('price_asc');
    expect(sortOf({ field: 'price', order: 'descend' })).toBe('price_desc');
    expect(sortOf({ field: 'stock', order: 'descend' })).toBe('stock_asc');
    expect(sortOf({ field: 'title', order: 'ascend' })).toBe('title');
    expect(sortOf({ field: 'price', order: undefined })).toBe('updated');
    expect(sortOf({ field: 'slug', order: 'ascend' })).toBe('updated');
  });
});
