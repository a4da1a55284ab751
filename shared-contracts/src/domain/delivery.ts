/**
 * Shipping rates the merchant sets (issue 32 item 2), and the delivery date the shop promises.
 *
 * - Zones: each by states and/or PIN codes (a prefix such as `560`, or a range
 *   `560001-560099`). A PIN code's zone is the one whose PIN codes hold it; else the one that
 *   lists its state; else the shop does not deliver there. PIN ranges of two zones never overlap,
 *   and a state is in one zone at most (`zoneTableProblems`), so a PIN code has one zone.
 * - A zone's rate: by the parcel's weight in slabs (the first slab the weight fits in; above the
 *   last, its fee plus `extraPerKg` for every started kilogram), and/or by the order's value in
 *   slabs (the slab with the highest `fromValue` the goods reach); a zone with both charges both.
 *   Goods worth `freeAbove` or more ship free; goods worth nothing (an empty cart, goods a code
 *   made wholly free) ship free too.
 * - The promise: the parcel leaves on the first dispatch day (a weekday the store ships on, not a
 *   holiday) from today, today only before the cut-off time (India's time), and arrives its
 *   zone's transit days (calendar days) later.
 *
 * Pure functions: the API prices every cart and order with them from the table in Settings ›
 * Shipping; the browser shows what the API answers (the delivery estimate gives it the rate).
 */
import { GST_STATE_CODES, type GstStateCode } from 'shared-contracts/domain/gst';
import type { EstimateItem, ZoneRate } from 'shared-contracts/domain/delivery-light';

// What a first visit runs (the cart's shipping, the delivery question) is in domain/delivery-light.
export { formatEstimateItems, isPinCode, shippingCharge, shippingGstRate } from 'shared-contracts/domain/delivery-light';
export type { EstimateItem, Parcel, ValueSlab, WeightSlab, ZoneRate } from 'shared-contracts/domain/delivery-light';

export type ShippingZone = ZoneRate & {
  id: string;
  name: string;
  /** GST state codes the zone serves (a PIN code of these states not in another zone's PIN codes). */
  states: GstStateCode[];
  /** PIN-code prefixes ('560') and ranges ('560001-560099'). */
  pins: string[];
  /** Calendar days from dispatch to the door. */
  transitDays: number;
};

/** 0 Sunday ... 6 Saturday, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export type DispatchRules = {
  /** The weekdays parcels leave on. */
  days: Weekday[];
  /** 'HH:MM' in India's time: an order placed after it leaves on the next dispatch day. */
  cutoff: string;
  /** 'YYYY-MM-DD' days no parcel leaves. */
  holidays: string[];
};

export type ShippingTable = { zones: ShippingZone[]; dispatch: DispatchRules };

/** What an order keeps of its delivery: the zone, rate and promise it was placed with. */
export type OrderDelivery = {
  zoneId: string;
  zoneName: string;
  weightGrams: number;
  rate: ZoneRate;
  /** 'YYYY-MM-DD': the day the shop promised it by. */
  promisedBy: string;
};

/** At most this many lines in one estimate (a cart's limit). */
export const MAX_ESTIMATE_ITEMS = 50;
const ESTIMATE_ITEM = /^([A-Za-z0-9_-]{1,128})(?:\/([A-Za-z0-9_-]{1,128}))?\*([1-9]\d?)$/;

/** The goods of an `items` query, or null when it is not one. */
export function parseEstimateItems(value: string): EstimateItem[] | null {
  const parts = value.split(',').filter((part) => part !== '');
  if (parts.length === 0 || parts.length > MAX_ESTIMATE_ITEMS) return null;
  const items: EstimateItem[] = [];
  for (const part of parts) {
    const match = ESTIMATE_ITEM.exec(part);
    if (!match) return null;
    items.push({ productId: match[1]!, ...(match[2] ? { variantId: match[2] } : {}), quantity: Number(match[3]) });
  }
  return items;
}

/** Most zones, slabs and PIN entries one table holds: enough for any shop, and a bound on the work. */
export const MAX_ZONES = 30;
export const MAX_SLABS = 10;
export const MAX_PIN_ENTRIES = 200;
export const MAX_HOLIDAYS = 60;
export const MAX_TRANSIT_DAYS = 30;

/**
 * A shop without a shipping table: one zone for all of India, ₹49 below ₹499, free from ₹499, in 5
 * days; parcels leave Monday to Saturday before 2 pm.
 */
export const DEFAULT_SHIPPING_TABLE: ShippingTable = {
  zones: [
    {
      id: 'india',
      name: 'All of India',
      states: [...GST_STATE_CODES],
      pins: [],
      weightSlabs: [],
      extraPerKg: 0,
      valueSlabs: [{ fromValue: 0, fee: 4_900 }],
      freeAbove: 49_900,
      transitDays: 5,
    },
  ],
  dispatch: { days: [1, 2, 3, 4, 5, 6], cutoff: '14:00', holidays: [] },
};

const PREFIX = /^[1-9]\d{0,5}$/;
const RANGE = /^([1-9]\d{5})\s*-\s*([1-9]\d{5})$/;

/** A PIN entry as the range of PIN codes it covers ('560' -> 560000-560999), or null when it is not one. */
export function pinRange(entry: string): { from: number; to: number } | null {
  const text = entry.trim();
  const range = RANGE.exec(text);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    return from <= to ? { from, to } : null;
  }
  if (!PREFIX.test(text)) return null;
  const pad = 6 - text.length;
  return { from: Number(text + '0'.repeat(pad)), to: Number(text + '9'.repeat(pad)) };
}

/** The zone of a PIN code (its PIN ranges first, then its state), or undefined: not served. */
export function zoneFor(zones: readonly ShippingZone[], pin: string, stateCode: GstStateCode | undefined): ShippingZone | undefined {
  const code = Number(pin);
  const byPin = zones.find((zone) => zone.pins.some((entry) => {
    const range = pinRange(entry);
    return range !== null && range.from <= code && code <= range.to;
  }));
  if (byPin) return byPin;
  return stateCode === undefined ? undefined : zones.find((zone) => zone.states.includes(stateCode));
}

/** Where two zones' PIN entries or states meet: [zone index, entry index, the other zone's name]. */
export type ZoneTableProblem =
  | { kind: 'pin_overlap'; zone: number; entry: number; other: string }
  | { kind: 'pin_invalid'; zone: number; entry: number }
  | { kind: 'state_repeated'; zone: number; state: GstStateCode; other: string }
  | { kind: 'slabs_order'; zone: number; slab: number };

/**
 * What makes a zone table ambiguous or unreadable: a PIN entry that is not a prefix or range, two
 * PIN entries that overlap (in one zone or two), a state in two zones, weight slabs not rising.
 */
export function zoneTableProblems(zones: readonly Pick<ShippingZone, 'name' | 'pins' | 'states' | 'weightSlabs'>[]): ZoneTableProblem[] {
  const problems: ZoneTableProblem[] = [];
  const seen: { from: number; to: number; zone: number; name: string }[] = [];
  const states = new Map<GstStateCode, string>();
  zones.forEach((zone, z) => {
    zone.pins.forEach((entry, e) => {
      const range = pinRange(entry);
      if (!range) {
        problems.push({ kind: 'pin_invalid', zone: z, entry: e });
        return;
      }
      const clash = seen.find((other) => other.from <= range.to && range.from <= other.to);
      if (clash) problems.push({ kind: 'pin_overlap', zone: z, entry: e, other: clash.name });
      seen.push({ ...range, zone: z, name: zone.name });
    });
    for (const state of zone.states) {
      const other = states.get(state);
      if (other !== undefined) problems.push({ kind: 'state_repeated', zone: z, state, other });
      else states.set(state, zone.name);
    }
    zone.weightSlabs.forEach((slab, s) => {
      if (s > 0 && slab.upToGrams <= zone.weightSlabs[s - 1]!.upToGrams) problems.push({ kind: 'slabs_order', zone: z, slab: s });
    });
  });
  return problems;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's offset from UTC (no daylight saving time): its calendar day and clock from a moment. */
const IST_OFFSET_MS = 330 * 60 * 1000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day ('YYYY-MM-DD') the parcel leaves, for an order placed at `now`. */
export function dispatchDay(now: Date, dispatch: DispatchRules): string {
  const local = now.getTime() + IST_OFFSET_MS;
  const [hours, minutes] = dispatch.cutoff.split(':').map(Number) as [number, number];
  const minuteOfDay = Math.floor((local % DAY_MS) / 60_000);
  let day = Math.floor(local / DAY_MS) * DAY_MS;
  if (minuteOfDay >= hours * 60 + minutes) day += DAY_MS;
  const holidays = new Set(dispatch.holidays);
  // a store that ships on no day at all never dispatches: answer a year on rather than loop forever
  for (let tries = 0; tries < 366; tries += 1, day += DAY_MS) {
    if (dispatch.days.includes(new Date(day).getUTCDay() as Weekday) && !holidays.has(isoDay(day))) return isoDay(day);
  }
  return isoDay(day);
}

/** The day ('YYYY-MM-DD') the shop promises a parcel placed at `now` by, `transitDays` after it leaves. */
export function promisedDay(now: Date, dispatch: DispatchRules, transitDays: number): string {
  return isoDay(Date.parse(`${dispatchDay(now, dispatch)}T00:00:00Z`) + transitDays * DAY_MS);
}
