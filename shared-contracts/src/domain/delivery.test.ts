import {
  DEFAULT_SHIPPING_TABLE,
  dispatchDay,
  pinRange,
  promisedDay,
  shippingCharge,
  shippingGstRate,
  zoneFor,
  zoneTableProblems,
  type ShippingZone,
} from 'shared-contracts/domain/delivery';

const zone = (over: Partial<ShippingZone>): ShippingZone => ({
  id: 'z',
  name: 'Zone',
  states: [],
  pins: [],
  weightSlabs: [],
  extraPerKg: 0,
  valueSlabs: [],
  freeAbove: null,
  transitDays: 3,
  ...over,
});

const metros = zone({ id: 'metros', name: 'Metros', pins: ['560', '110001-110099'] });
const home = zone({ id: 'home', name: 'Rajasthan', states: ['08'] });
const rest = zone({ id: 'rest', name: 'Rest of India', states: ['29', '07'] });
const far = zone({
  id: 'far',
  name: 'North-East',
  pins: ['78', '79'],
  weightSlabs: [
    { upToGrams: 500, fee: 9_900 },
    { upToGrams: 1_000, fee: 14_900 },
  ],
  extraPerKg: 8_000,
});

describe('zones', () => {
  it('reads a prefix and a range as the PIN codes they cover', () => {
    expect(pinRange('560')).toEqual({ from: 560000, to: 560999 });
    expect(pinRange('110001-110099')).toEqual({ from: 110001, to: 110099 });
    expect(pinRange('110099-110001')).toBeNull();
    expect(pinRange('056')).toBeNull();
    expect(pinRange('abc')).toBeNull();
  });

  it('finds a PIN code by its range first, then by its state; none: not served', () => {
    const zones = [home, metros, rest, far];
    expect(zoneFor(zones, '560001', '29')?.id).toBe('metros');
    expect(zoneFor(zones, '562101', '29')?.id).toBe('rest');
    expect(zoneFor(zones, '302001', '08')?.id).toBe('home');
    expect(zoneFor(zones, '781001', '18')?.id).toBe('far');
    expect(zoneFor(zones, '682551', '31')).toBeUndefined();
  });

  it('finds overlapping PIN codes, a state in two zones and slabs that do not rise', () => {
    const problems = zoneTableProblems([metros, zone({ name: 'Bengaluru', pins: ['560001-560010', 'x'], states: ['29'] }), rest, zone({ name: 'Heavy', weightSlabs: [{ upToGrams: 500, fee: 1 }, { upToGrams: 500, fee: 2 }] })]);
    expect(problems).toEqual([
      { kind: 'pin_overlap', zone: 1, entry: 0, other: 'Metros' },
      { kind: 'pin_invalid', zone: 1, entry: 1 },
      { kind: 'state_repeated', zone: 2, state: '29', other: 'Bengaluru' },
      { kind: 'slabs_order', zone: 3, slab: 1 },
    ]);
    expect(zoneTableProblems(DEFAULT_SHIPPING_TABLE.zones)).toEqual([]);
  });
});

describe('shippingCharge', () => {
  it('charges by weight slab, then per started kilogram above the last', () => {
    const charge = (weightGrams: number) => shippingCharge({ rate: far, weightGrams }, 100_000);
    const figures = [charge(200), charge(500), charge(501), charge(1_000), charge(1_001), charge(3_200)];
    console.log(`far zone by weight 200 g..3.2 kg: ${figures.join(', ')} paise`);
    expect(figures).toEqual([9_900, 9_900, 14_900, 14_900, 22_900, 38_900]);
  });

  it('adds the value slab the goods reach, ships free from the threshold, and free goods ship free', () => {
    const rate = { ...far, valueSlabs: [{ fromValue: 0, fee: 1_000 }, { fromValue: 50_000, fee: 2_000 }], freeAbove: 200_000 };
    expect(shippingCharge({ rate, weightGrams: 400 }, 10_000)).toBe(10_900);
    expect(shippingCharge({ rate, weightGrams: 400 }, 60_000)).toBe(11_900);
    expect(shippingCharge({ rate, weightGrams: 400 }, 200_000)).toBe(0);
    expect(shippingCharge({ rate, weightGrams: 400 }, 0)).toBe(0);
    const byDefault = DEFAULT_SHIPPING_TABLE.zones[0]!;
    expect([49_899, 49_900].map((value) => shippingCharge({ rate: byDefault, weightGrams: 5_000 }, value))).toEqual([4_900, 0]);
  });

  it('taxes shipping at the highest rate of the goods (composite supply)', () => {
    expect(shippingGstRate([{ gstRate: 5 }, { gstRate: 12 }])).toBe(12);
    expect(shippingGstRate([])).toBe(0);
  });
});

describe('the promised day', () => {
  // Mon-Sat, cut-off 14:00 India's time; 2026-12-01 is a Tuesday
  const dispatch = { days: [1, 2, 3, 4, 5, 6] as const, cutoff: '14:00', holidays: ['2026-12-02'] };
  const rules = { ...dispatch, days: [...dispatch.days] };

  it('leaves today before the cut-off, else on the next dispatch day that is no holiday', () => {
    expect(dispatchDay(new Date('2026-12-01T08:29:00Z'), rules)).toBe('2026-12-01'); // 13:59 IST
    expect(dispatchDay(new Date('2026-12-01T08:30:00Z'), rules)).toBe('2026-12-03'); // 14:00 IST; the 2nd is a holiday
    expect(dispatchDay(new Date('2026-12-05T10:00:00Z'), rules)).toBe('2026-12-07'); // Saturday after the cut-off: Monday
    expect(dispatchDay(new Date('2026-11-30T20:00:00Z'), rules)).toBe('2026-12-01'); // 01:30 IST on the 1st
  });

  it('arrives the zone\'s transit days after it leaves', () => {
    expect(promisedDay(new Date('2026-12-01T05:00:00Z'), rules, 3)).toBe('2026-12-04');
  });
});
