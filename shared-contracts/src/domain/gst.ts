/**
 * GST (Goods and Services Tax) as the shop applies it.
 *
 * - Every product has one GST rate. Catalogue prices INCLUDE GST, as consumer prices in India must,
 *   so tax is derived out of an inclusive amount, never added on top.
 * - Place of supply is the delivery state (goods: where the movement ends, IGST Act s.10(1)(a)).
 *   Delivery inside the seller's state: CGST + SGST (or UTGST, see `stateTaxName`).
 *   Delivery to another state or union territory: IGST.
 * - Tax is computed per line (unit price × quantity), then lines are summed, so an invoice's
 *   totals are exactly the sum of its printed lines.
 */
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import { assertPaise, type Paise } from './money';

/**
 * The GST rates, in percent, a product may carry.
 * 0, 5, 18: the slabs since GST 2.0 (22 Sep 2025); 40: the rate for luxury and "sin" goods since then;
 * 12, 28: the slabs before it, kept so that orders placed under them stay valid and products not
 * yet re-rated can still be sold; 3: gold, silver and jewellery.
 * Fractional special rates (0.25% rough diamonds, 1.5% cut diamonds) are not supported: the shop
 * does not sell such goods, and whole percents keep the arithmetic below exact.
 */
export const GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export function isGstRate(value: unknown): value is GstRate {
  return typeof value === 'number' && (GST_RATES as readonly number[]).includes(value);
}

/**
 * GST state codes of the 28 states and 8 union territories, as the first two digits of a GSTIN.
 * Retired codes are left out on purpose, so no new address can use them: 25 (Daman and Diu,
 * merged into 26 in 2020), 28 (undivided Andhra Pradesh; now 37). 97 (Other Territory) and
 * 99 (Centre Jurisdiction) are not places goods are delivered to.
 */
export const GST_STATE_CODES = [
  '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12',
  '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24',
  '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38',
] as const;
export type GstStateCode = (typeof GST_STATE_CODES)[number];

/**
 * SGST in states and in the union territories with a legislature (Delhi, Jammu and Kashmir,
 * Puducherry); UTGST in the other union territories. Both are the "state half" of the tax.
 */
export type StateTaxName = 'SGST' | 'UTGST';
export type GstState = { name: string; kind: 'state' | 'union_territory'; stateTax: StateTaxName };

const state = (name: string): GstState => ({ name, kind: 'state', stateTax: 'SGST' });
const territory = (name: string, stateTax: StateTaxName): GstState => ({ name, kind: 'union_territory', stateTax });

export const GST_STATES: Readonly<Record<GstStateCode, GstState>> = {
  '01': territory('Jammu and Kashmir', 'SGST'),
  '02': state('Himachal Pradesh'),
  '03': state('Punjab'),
  '04': territory('Chandigarh', 'UTGST'),
  '05': state('Uttarakhand'),
  '06': state('Haryana'),
  '07': territory('Delhi', 'SGST'),
  '08': state('Rajasthan'),
  '09': state('Uttar Pradesh'),
  '10': state('Bihar'),
  '11': state('Sikkim'),
  '12': state('Arunachal Pradesh'),
  '13': state('Nagaland'),
  '14': state('Manipur'),
  '15': state('Mizoram'),
  '16': state('Tripura'),
  '17': state('Meghalaya'),
  '18': state('Assam'),
  '19': state('West Bengal'),
  '20': state('Jharkhand'),
  '21': state('Odisha'),
  '22': state('Chhattisgarh'),
  '23': state('Madhya Pradesh'),
  '24': state('Gujarat'),
  '26': territory('Dadra and Nagar Haveli and Daman and Diu', 'UTGST'),
  '27': state('Maharashtra'),
  '29': state('Karnataka'),
  '30': state('Goa'),
  '31': territory('Lakshadweep', 'UTGST'),
  '32': state('Kerala'),
  '33': state('Tamil Nadu'),
  '34': territory('Puducherry', 'SGST'),
  '35': territory('Andaman and Nicobar Islands', 'UTGST'),
  '36': state('Telangana'),
  '37': state('Andhra Pradesh'),
  '38': territory('Ladakh', 'UTGST'),
};

export function isGstStateCode(value: unknown): value is GstStateCode {
  return typeof value === 'string' && (GST_STATE_CODES as readonly string[]).includes(value);
}

/** What an invoice calls the state half of the tax for a delivery in `stateCode`. */
export function stateTaxName(stateCode: GstStateCode): StateTaxName {
  return GST_STATES[stateCode].stateTax;
}

/**
 * The state a GSTIN is registered in: its first two digits, if they are a current state code.
 * It does not check the GSTIN's format; that is the `gstNumber` rule in
 * 'shared-contracts/validation/rules'. Use it after that rule has passed.
 */
export function gstinStateCode(gstin: string): GstStateCode | undefined {
  const code = gstin.trim().slice(0, 2);
  return isGstStateCode(code) ? code : undefined;
}

/**
 * Rajasthan: the demo shop's own state (Haat sells from Jaipur, as its contact page says). The API
 * takes it when SELLER_STATE is not set; a deployment configures its own.
 */
export const DEFAULT_SELLER_STATE: GstStateCode = '08';

export const SUPPLY_TYPES = ['intra_state', 'inter_state'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export function supplyType(sellerState: GstStateCode, deliveryState: GstStateCode): SupplyType {
  return sellerState === deliveryState ? 'intra_state' : 'inter_state';
}

/** CGST + SGST for intra-state supply, IGST for inter-state; the unused parts are 0. */
export type GstSplit = { cgst: Paise; sgst: Paise; igst: Paise };
/** One taxed amount: `taxable + gst === inclusive` and `cgst + sgst + igst === gst`, exactly. */
export type LineTax = GstSplit & { inclusive: Paise; rate: GstRate; taxable: Paise; gst: Paise };
export type TaxTotals = GstSplit & { inclusive: Paise; taxable: Paise; gst: Paise };

/**
 * The GST inside a GST-inclusive amount.
 * Rule: gst = inclusive × rate / (100 + rate), rounded to the nearest paisa, halves rounded up;
 * taxable = inclusive − gst. Rounding gst (not taxable) and subtracting means the two always add
 * back to the price the customer saw. Integer arithmetic throughout (BigInt), so no float error.
 * Example: ₹1,299 at 18% -> 129900 × 18 / 118 = 19815.25… -> gst 19815, taxable 110085.
 */
export function gstFromInclusive(inclusive: Paise, rate: GstRate): { taxable: Paise; gst: Paise } {
  assertPaise(inclusive, 'inclusive amount');
  if (inclusive < 0) throw new RangeError(`inclusive amount must not be negative, got ${inclusive}`);
  if (!isGstRate(rate)) throw new RangeError(`not a GST rate: ${rate}`);
  const numerator = BigInt(inclusive) * BigInt(rate);
  const denominator = BigInt(100 + rate);
  // round half up for non-negative numbers: floor((2n + d) / 2d)
  const gst = Number((2n * numerator + denominator) / (2n * denominator));
  return { taxable: inclusive - gst, gst };
}

/**
 * Splits a GST amount. Intra-state: half CGST, half SGST; when the paise are odd the extra paisa
 * goes to CGST (a fixed choice, so the same order always prints the same invoice).
 * Inter-state: all IGST.
 */
export function splitGst(gst: Paise, supply: SupplyType): GstSplit {
  assertPaise(gst, 'gst');
  if (supply === 'inter_state') return { cgst: 0, sgst: 0, igst: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst: gst - sgst, sgst, igst: 0 };
}

/** Taxable value, GST and its split for one GST-inclusive amount (a line, or shipping). */
export function lineTax(inclusive: Paise, rate: GstRate, supply: SupplyType): LineTax {
  const { taxable, gst } = gstFromInclusive(inclusive, rate);
  return { inclusive, rate, taxable, gst, ...splitGst(gst, supply) };
}

export const ZERO_TAX: TaxTotals = { inclusive: 0, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };

/** Adds taxed amounts field by field (the invoice footer is the sum of its lines). */
export function sumTaxes(items: readonly (TaxTotals | LineTax)[]): TaxTotals {
  return items.reduce<TaxTotals>(
    (total, item) => ({
      inclusive: total.inclusive + item.inclusive,
      taxable: total.taxable + item.taxable,
      gst: total.gst + item.gst,
      cgst: total.cgst + item.cgst,
      sgst: total.sgst + item.sgst,
      igst: total.igst + item.igst,
    }),
    ZERO_TAX,
  );
}

let indiaYearMonth: Intl.DateTimeFormat | undefined;

/** The Indian financial year (1 April to 31 March, in the shop's time zone) a moment falls in, as '2026-27'. */
export function financialYear(at: Date): string {
  indiaYearMonth ??= new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' });
  const parts = indiaYearMonth.formatToParts(at);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)!.value);
  const start = part('month') >= 4 ? part('year') : part('year') - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The invoice number prefix a shop starts with, until an admin sets its own (Settings > Store details). */
export const DEFAULT_INVOICE_PREFIX = 'HT';

/**
 * A GST tax invoice number: the shop's prefix (Settings > Store details, at most 3 letters or digits), the financial year and the serial within it, e.g.
 * 'HT/26-27/000001'. GST rules ask for at most 16 characters of letters, digits, '/' and '-',
 * consecutive within a financial year.
 */
export function taxInvoiceNumber(year: string, serial: number, prefix = DEFAULT_INVOICE_PREFIX): string {
  return `${prefix}/${year.slice(2)}/${String(serial).padStart(6, '0')}`;
}
