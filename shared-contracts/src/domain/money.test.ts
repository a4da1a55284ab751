import {
  CURRENCY,
  addMoney,
  assertPaise,
  formatMoney,
  isPaise,
  multiplyMoney,
  paiseToRupees,
  percentOff,
  rupeesToPaise,
  sumMoney,
} from 'shared-contracts/domain/money';

describe('money in integer paise', () => {
  it('says how far below the MRP a price is, rounded down, never more than given', () => {
    expect(percentOff(129_900, 149_900)).toBe(13); // 13.34%
    expect(percentOff(50_000, 100_000)).toBe(50);
    expect(percentOff(99_900, 100_000)).toBe(0); // 0.1%: nothing to boast of
    expect(percentOff(100_000, 100_000)).toBe(0);
    expect(percentOff(120_000, 100_000)).toBe(0);
  });

  it('is INR by default', () => {
    expect(CURRENCY).toBe('INR');
  });

  it('adds, multiplies by a quantity and sums exactly', () => {
    expect(addMoney(129900, 4900)).toBe(134800);
    expect(multiplyMoney(129900, 3)).toBe(389700);
    expect(multiplyMoney(129900, 0)).toBe(0);
    expect(sumMoney([10, 20, 30])).toBe(60);
    expect(sumMoney([])).toBe(0);
    // 0.1 + 0.2 in rupees, done in paise
    expect(addMoney(10, 20)).toBe(30);
  });

  it('rejects amounts that are not whole paise', () => {
    expect(isPaise(100)).toBe(true);
    expect(isPaise(-100)).toBe(true);
    expect(isPaise(1.5)).toBe(false);
    expect(isPaise(NaN)).toBe(false);
    expect(isPaise('100')).toBe(false);
    expect(() => assertPaise(1.5)).toThrow(RangeError);
    expect(() => addMoney(0.1, 0.2)).toThrow(RangeError);
    expect(() => addMoney(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => multiplyMoney(99.5, 2)).toThrow(RangeError);
    expect(() => sumMoney([1, Infinity])).toThrow(RangeError);
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
  });

  it('multiplies only by whole, non-negative quantities', () => {
    expect(() => multiplyMoney(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(100, -1)).toThrow(RangeError);
  });

  it('reads rupees as typed, exactly, with at most two decimals', () => {
    expect(rupeesToPaise('1299.5')).toBe(129950);
    expect(rupeesToPaise(1299.5)).toBe(129950);
    expect(rupeesToPaise(0.1)).toBe(10);
    expect(rupeesToPaise(' 0.07 ')).toBe(7);
    expect(rupeesToPaise('12')).toBe(1200);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise('-5.50')).toBe(-550);
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => rupeesToPaise('1,299')).toThrow(RangeError);
    expect(() => rupeesToPaise('')).toThrow(RangeError);
    expect(() => rupeesToPaise('12.')).toThrow(RangeError);
    expect(() => rupeesToPaise(1e21)).toThrow(RangeError);
    expect(paiseToRupees(129950)).toBe(1299.5);
  });
});

describe('formatMoney', () => {
  it('formats for English readers in India with Indian digit grouping', () => {
    expect(formatMoney(129900, 'en')).toBe('₹1,299.00');
    expect(formatMoney(123456789, 'en')).toBe('₹12,34,567.89');
    expect(formatMoney(0, 'en')).toBe('₹0.00');
    expect(formatMoney(1, 'en')).toBe('₹0.01');
    expect(formatMoney(-550, 'en')).toBe('-₹5.50');
  });

  it('formats for Spanish readers with the rupee sign, not the code', () => {
    expect(formatMoney(129900, 'es')).toBe('1299,00\u00a0₹');
    expect(formatMoney(1299900, 'es')).toBe('12.999,00\u00a0₹');
    expect(formatMoney(123456789, 'es')).toBe('1.234.567,89\u00a0₹');
  });

  it('formats for French readers with narrow no-break spaces', () => {
    expect(formatMoney(129900, 'fr')).toBe('1\u202f299,00\u00a0₹');
    expect(formatMoney(123456789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0₹');
    expect(formatMoney(5, 'fr')).toBe('0,05\u00a0₹');
  });
});

describe('prepareMoneyFormat', () => {
  it('makes the formatter ahead of need: formatting afterwards makes none', () => {
    // A fresh copy of the module: the tests above already made their formatters.
    jest.isolateModules(() => {
      const money = jest.requireActual<typeof import('shared-contracts/domain/money')>('shared-contracts/domain/money');
      const made = jest.spyOn(Intl, 'NumberFormat');
      money.prepareMoneyFormat('fr');
      expect(made).toHaveBeenCalledTimes(1);
      expect(money.formatMoney(129_950, 'fr')).toMatch(/^1\s299,50\s₹$/);
      expect(made).toHaveBeenCalledTimes(1);
      made.mockRestore();
    });
  });
});
