import { FEW_LEFT_THRESHOLD, STOCK_LEVELS, isPurchasable, stockLevel } from 'shared-contracts/domain/catalogue';

describe('stock level shown to shoppers', () => {
  it('has three levels and a threshold of 5', () => {
    expect(STOCK_LEVELS).toEqual(['in_stock', 'few_left', 'sold_out']);
    expect(FEW_LEFT_THRESHOLD).toBe(5);
  });

  it('is sold out at 0 (or a negative count from a data error)', () => {
    expect(stockLevel(0)).toBe('sold_out');
    expect(stockLevel(-2)).toBe('sold_out');
  });

  it('is "few left" from 1 up to the threshold, in stock above it', () => {
    expect(stockLevel(1)).toBe('few_left');
    expect(stockLevel(5)).toBe('few_left');
    expect(stockLevel(6)).toBe('in_stock');
    expect(stockLevel(500)).toBe('in_stock');
  });
});

describe('isPurchasable', () => {
  it('needs the product published and in stock', () => {
    expect(isPurchasable({ published: true, stock: 1 })).toBe(true);
    expect(isPurchasable({ published: true, stock: 0 })).toBe(false);
    expect(isPurchasable({ published: false, stock: 10 })).toBe(false);
  });
});
