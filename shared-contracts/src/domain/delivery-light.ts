/**
 * The part of shipping (domain/delivery) that a first visit runs: what the cart's totals need to
 * price a parcel the API has described (its zone's rate and weight), and what the delivery question
 * needs to ask about a PIN code. The zone table, its checks and the promised day are in
 * domain/delivery (which re-exports all of this), for the API and Settings › Shipping: they stay
 * out of every page's first load (webpack.common.ts, the host's chunks).
 */
import { isGstRate, type GstRate } from 'shared-contracts/domain/gst';
import type { Paise } from 'shared-contracts/domain/money';

/** A slab of the weight rate: parcels up to `upToGrams` (inclusive) pay `fee`. */
export type WeightSlab = { upToGrams: number; fee: Paise };
/** A slab of the value rate: goods worth `fromValue` or more (up to the next slab) pay `fee`. */
export type ValueSlab = { fromValue: Paise; fee: Paise };

/** What a zone charges: the part of a zone the browser needs to show a cart's shipping. */
export type ZoneRate = {
  weightSlabs: WeightSlab[];
  /** Per started kilogram above the last weight slab. */
  extraPerKg: Paise;
  valueSlabs: ValueSlab[];
  /** Goods worth this or more ship free; null: never free. */
  freeAbove: Paise | null;
};

/** A parcel priced by a zone: the zone's rate and the parcel's weight. */
export type Parcel = { rate: ZoneRate; weightGrams: number };

/** Goods to estimate the delivery of: a product, or a variant of it, and how many. */
export type EstimateItem = { productId: string; variantId?: string; quantity: number };

/** The estimate's `items` query: 'productId*quantity' or 'productId/variantId*quantity', comma-separated. */
export function formatEstimateItems(items: readonly EstimateItem[]): string {
  return items.map((item) => `${item.productId}${item.variantId ? `/${item.variantId}` : ''}*${item.quantity}`).join(',');
}

const PIN = /^[1-9]\d{5}$/;

export function isPinCode(value: unknown): value is string {
  return typeof value === 'string' && PIN.test(value);
}

/** The weight part of a rate (0 without weight slabs). */
function weightFee(rate: ZoneRate, weightGrams: number): Paise {
  const slabs = rate.weightSlabs;
  if (!slabs.length) return 0;
  const fits = slabs.find((slab) => weightGrams <= slab.upToGrams);
  if (fits) return fits.fee;
  const last = slabs[slabs.length - 1]!;
  return last.fee + Math.ceil((weightGrams - last.upToGrams) / 1000) * rate.extraPerKg;
}

/** The value part of a rate (0 without value slabs, or below the first). */
function valueFee(rate: ZoneRate, goodsValue: Paise): Paise {
  let fee = 0;
  let from = -1;
  for (const slab of rate.valueSlabs) {
    if (slab.fromValue <= goodsValue && slab.fromValue > from) {
      fee = slab.fee;
      from = slab.fromValue;
    }
  }
  return fee;
}

/** Shipping, GST included, of goods worth `goodsValue` (after any discount) in this parcel. */
export function shippingCharge(parcel: Parcel, goodsValue: Paise): Paise {
  const { rate, weightGrams } = parcel;
  if (goodsValue <= 0) return 0;
  if (rate.freeAbove !== null && goodsValue >= rate.freeAbove) return 0;
  return weightFee(rate, weightGrams) + valueFee(rate, goodsValue);
}

/**
 * GST on shipping: delivery the seller charges for with the goods is part of one composite supply
 * whose principal supply is the goods (CGST Act 2017, s.2(30), its illustration: "goods are packed
 * and transported with insurance"), taxed at the principal supply's rate (s.8(a)). With goods of
 * several rates the highest applies, as for a mixed supply (s.8(b)). README: "GST on shipping".
 */
export function shippingGstRate(lines: readonly { gstRate: GstRate }[]): GstRate {
  let highest: GstRate = 0;
  for (const line of lines) if (isGstRate(line.gstRate) && line.gstRate > highest) highest = line.gstRate;
  return highest;
}

