import {
  DEFAULT_SELLER_STATE,
  financialYear,
  taxInvoiceNumber,
  GST_RATES,
  GST_STATE_CODES,
  GST_STATES,
  gstFromInclusive,
  gstinStateCode,
  isGstRate,
  isGstStateCode,
  lineTax,
  splitGst,
  stateTaxName,
  sumTaxes,
  supplyType,
  type GstRate,
} from 'shared-contracts/domain/gst';

describe('GST rates', () => {
  it('are the whole-percent slabs, including 3% for jewellery and 40% since GST 2.0', () => {
    expect(GST_RATES).toEqual([0, 3, 5, 12, 18, 28, 40]);
    expect(isGstRate(18)).toBe(true);
    expect(isGstRate(7)).toBe(false);
    expect(isGstRate('18')).toBe(false);
  });
});

describe('gstFromInclusive: GST inside a GST-inclusive price', () => {
  it.each<[number, GstRate, number, number]>([
    // inclusive, rate, gst, taxable
    [129900, 18, 19815, 110085], // 19815.25… rounds down
    [259800, 18, 39631, 220169], // 39630.51… rounds up
    [49900, 5, 2376, 47524],
    [19900, 12, 2132, 17768],
    [100000, 28, 21875, 78125], // exact
    [100000, 3, 2913, 97087],
    [140000, 40, 40000, 100000],
    [129900, 0, 0, 129900],
    [0, 18, 0, 0],
    [1, 28, 0, 1],
  ])('%i paise at %i%% -> gst %i, taxable %i', (inclusive, rate, gst, taxable) => {
    expect(gstFromInclusive(inclusive, rate)).toEqual({ gst, taxable });
  });

  it('rounds exact halves up (not to even)', () => {
    expect(gstFromInclusive(14, 12)).toEqual({ gst: 2, taxable: 12 }); // 1.5 -> 2
    expect(gstFromInclusive(42, 12)).toEqual({ gst: 5, taxable: 37 }); // 4.5 -> 5 (half-even would give 4)
    expect(gstFromInclusive(48, 28)).toEqual({ gst: 11, taxable: 37 }); // 10.5 -> 11 (half-even would give 10)
  });

  it('always gives the nearest paisa and a taxable value that adds back to the price', () => {
    const wrong: string[] = [];
    for (const rate of GST_RATES) {
      for (let inclusive = 0; inclusive <= 3000; inclusive++) {
        const { gst, taxable } = gstFromInclusive(inclusive, rate);
        // exact quotient is q + r/d; nearest with halves up means 2r < d -> q, else q + 1
        const q = Math.floor((inclusive * rate) / (100 + rate));
        const r = (inclusive * rate) % (100 + rate);
        const expected = 2 * r < 100 + rate ? q : q + 1;
        if (gst !== expected || taxable + gst !== inclusive) wrong.push(`${inclusive}@${rate}: ${gst}+${taxable}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is exact for very large amounts', () => {
    // ₹1 crore crore; a float computation would lose the last paise
    expect(gstFromInclusive(100_000_000_000_000, 18)).toEqual({ gst: 15_254_237_288_136, taxable: 84_745_762_711_864 });
  });

  it('refuses negative or fractional amounts and unknown rates', () => {
    expect(() => gstFromInclusive(-100, 18)).toThrow(RangeError);
    expect(() => gstFromInclusive(100.5, 18)).toThrow(RangeError);
    expect(() => gstFromInclusive(100, 7 as GstRate)).toThrow(RangeError);
  });
});

describe('splitGst', () => {
  it('halves GST into CGST and SGST inside the seller state', () => {
    expect(splitGst(19816, 'intra_state')).toEqual({ cgst: 9908, sgst: 9908, igst: 0 });
  });

  it('gives the odd paisa to CGST', () => {
    expect(splitGst(19815, 'intra_state')).toEqual({ cgst: 9908, sgst: 9907, igst: 0 });
    expect(splitGst(1, 'intra_state')).toEqual({ cgst: 1, sgst: 0, igst: 0 });
  });

  it('is all IGST across states', () => {
    expect(splitGst(19815, 'inter_state')).toEqual({ cgst: 0, sgst: 0, igst: 19815 });
  });

  it('is zero for zero GST', () => {
    expect(splitGst(0, 'intra_state')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    expect(splitGst(0, 'inter_state')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });

  it('always adds up to the GST exactly', () => {
    const wrong: number[] = [];
    for (let gst = 0; gst <= 2000; gst++) {
      const intra = splitGst(gst, 'intra_state');
      const inter = splitGst(gst, 'inter_state');
      const ok = intra.cgst + intra.sgst === gst && intra.cgst - intra.sgst === gst % 2 && intra.igst === 0
        && inter.igst === gst && inter.cgst === 0 && inter.sgst === 0;
      if (!ok) wrong.push(gst);
    }
    expect(wrong).toEqual([]);
  });
});

describe('supply type', () => {
  it('is intra-state when delivered in the seller state, inter-state otherwise', () => {
    expect(supplyType('27', '27')).toBe('intra_state');
    expect(supplyType('27', '29')).toBe('inter_state');
    expect(DEFAULT_SELLER_STATE).toBe('08');
  });
});

describe('lineTax', () => {
  it('gives taxable value, GST and its split for one amount', () => {
    expect(lineTax(129900, 18, 'intra_state')).toEqual({
      inclusive: 129900, rate: 18, taxable: 110085, gst: 19815, cgst: 9908, sgst: 9907, igst: 0,
    });
    expect(lineTax(100000, 28, 'inter_state')).toEqual({
      inclusive: 100000, rate: 28, taxable: 78125, gst: 21875, cgst: 0, sgst: 0, igst: 21875,
    });
    expect(lineTax(50000, 0, 'intra_state')).toEqual({
      inclusive: 50000, rate: 0, taxable: 50000, gst: 0, cgst: 0, sgst: 0, igst: 0,
    });
  });

  it('sums field by field', () => {
    expect(sumTaxes([lineTax(129900, 18, 'intra_state'), lineTax(14, 12, 'intra_state')])).toEqual({
      inclusive: 129914, taxable: 110097, gst: 19817, cgst: 9909, sgst: 9908, igst: 0,
    });
    expect(sumTaxes([])).toEqual({ inclusive: 0, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('states and union territories', () => {
  it('lists the 28 states and 8 union territories by GST state code', () => {
    expect(GST_STATE_CODES).toHaveLength(36);
    expect(new Set(GST_STATE_CODES).size).toBe(36);
    expect([...GST_STATE_CODES].sort()).toEqual([...GST_STATE_CODES]);
    expect(Object.keys(GST_STATES).sort()).toEqual([...GST_STATE_CODES]);
    const kinds = Object.values(GST_STATES).map((s) => s.kind);
    expect(kinds.filter((k) => k === 'state')).toHaveLength(28);
    expect(kinds.filter((k) => k === 'union_territory')).toHaveLength(8);
  });

  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['09', 'Uttar Pradesh'],
    ['19', 'West Bengal'],
    ['24', 'Gujarat'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['32', 'Kerala'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ] as const)('%s is %s', (code, name) => {
    expect(GST_STATES[code].name).toBe(name);
  });

  it('leaves out retired and non-delivery codes', () => {
    for (const code of ['00', '25', '28', '39', '97', '99', '7', 27]) expect(isGstStateCode(code)).toBe(false);
  });

  it('names the state half UTGST in union territories without a legislature', () => {
    expect(stateTaxName('27')).toBe('SGST');
    expect(stateTaxName('07')).toBe('SGST');
    expect(stateTaxName('01')).toBe('SGST');
    expect(stateTaxName('34')).toBe('SGST');
    for (const code of ['04', '26', '31', '35', '38'] as const) expect(stateTaxName(code)).toBe('UTGST');
  });
});

describe('gstinStateCode', () => {
  it('is the first two digits of a GSTIN', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateCode(' 29ABCDE1234F1Z5')).toBe('29');
    expect(gstinStateCode('07ABCDE1234F1Z5')).toBe('07');
  });

  it('is undefined when they are not a current state code', () => {
    expect(gstinStateCode('99ABCDE1234F1Z5')).toBeUndefined();
    expect(gstinStateCode('25ABCDE1234F1Z5')).toBeUndefined();
    expect(gstinStateCode('')).toBeUndefined();
  });
});

describe('tax invoice numbers', () => {
  it('take the Indian financial year, which turns on 1 April in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 31 March, 23:59:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 1 April, 00:00 IST
    expect(financialYear(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27'); // 1 January 2027 IST
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('fit the GST rule: at most 16 letters, digits, "/" and "-", the serial within the year', () => {
    const number = taxInvoiceNumber('2026-27', 42);
    expect(number).toBe('HT/26-27/000042');
    expect(number).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
    expect(taxInvoiceNumber('2026-27', 999_999)).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });
});
