/**
 * GST credit notes (CGST Act s.34): what a refund of goods or shipping takes back from the tax
 * invoice, line by line, in the invoice's own figures.
 *
 * - Each order line (and the shipping line) is a LineTax the invoice printed. A credit note takes a
 *   part of what is still uncredited of a line: its GST-inclusive value `a`, and of each tax head
 *   the same share, `round(remaining × a / remaining inclusive)` (halves up), held inside what is
 *   left (taxable, CGST, SGST never below 0). The whole of what is left is taken exactly. So the
 *   notes of a line always add up to the invoice's line, to the paisa, however it was cut.
 * - Units: q of a line's Q units is the value `round(inclusive × (c + q) / Q) − round(inclusive × c / Q)`
 *   where c units were credited before: the last unit takes the rest, a whole line is the line.
 * - An amount without lines (a partial refund the admin types) is spread over what is left of every
 *   line and the shipping, pro rata by value, largest remainders taking the odd paise (ties: the
 *   earlier line), so the parts add up to the amount exactly. With lines named too, the amount is
 *   spread over those lines the same way.
 */
import { ZERO_TAX, sumTaxes, type GstRate, type LineTax, type SupplyType, type TaxTotals } from './gst';
import type { Paise } from './money';

/** What refunded the goods: an admin's refund of the order, a return refunded, a return refunded as store credit. */
export const CREDIT_NOTE_SOURCES = ['admin_refund', 'return', 'store_credit'] as const;
export type CreditNoteSource = (typeof CREDIT_NOTE_SOURCES)[number];

/** One line of a credit note: part of order line `lineIndex`, or of the shipping (`lineIndex` null). */
export type CreditNoteLine = TaxTotals & {
  lineIndex: number | null;
  /** Units; 0 when only value was credited (an amount refunded without naming goods). */
  quantity: number;
  title: string;
  variant?: string;
  hsn: string | null;
  rate: GstRate;
};

/** A credit note as the API sends it (shared-contracts/api/orders). */
export type CreditNote = {
  id: string;
  number: string;
  /** The tax invoice it reduces. */
  invoiceNumber: string;
  issuedAt: string;
  reason: string;
  source: CreditNoteSource;
  supply: SupplyType;
  lines: CreditNoteLine[];
  totals: TaxTotals;
};

/** What is still uncredited of one invoice line, and its units. */
export type Uncredited = TaxTotals & { quantity: number };

/** What a refund names: units of order lines (by index), the shipping (all that is left, or so many paise of it), and an amount. */
export type CreditRequest = {
  lines?: readonly { lineIndex: number; quantity: number }[];
  shipping?: boolean | Paise;
  /** Paise, GST included; omitted: the full value of what is named (or of everything left). */
  amount?: Paise;
};

/** A line's tax taken away from what is left of it. */
export function subtractTax<T extends TaxTotals>(from: T, part: TaxTotals): T {
  return {
    ...from,
    inclusive: from.inclusive - part.inclusive,
    taxable: from.taxable - part.taxable,
    gst: from.gst - part.gst,
    cgst: from.cgst - part.cgst,
    sgst: from.sgst - part.sgst,
    igst: from.igst - part.igst,
  };
}

/** round(value × numerator / denominator), halves up, in integers (value, numerator ≥ 0, denominator > 0). */
function share(value: number, numerator: number, denominator: number): number {
  const n = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * `amount` paise (GST included) of what is left of a line, with each tax head's share of it: the
 * whole of what is left when `amount` reaches it. The parts stay consistent: taxable + gst =
 * inclusive, cgst + sgst + igst = gst, none below 0 nor above what is left.
 */
export function takeFromLine(left: TaxTotals, amount: Paise): TaxTotals {
  if (amount <= 0 || left.inclusive <= 0) return ZERO_TAX;
  if (amount >= left.inclusive) return { inclusive: left.inclusive, taxable: left.taxable, gst: left.gst, cgst: left.cgst, sgst: left.sgst, igst: left.igst };
  const gst = clamp(share(left.gst, amount, left.inclusive), Math.max(0, amount - left.taxable), Math.min(left.gst, amount));
  if (left.igst > 0 && left.cgst === 0 && left.sgst === 0) return { inclusive: amount, taxable: amount - gst, gst, cgst: 0, sgst: 0, igst: gst };
  const igst = clamp(share(left.igst, amount, left.inclusive), Math.max(0, gst - left.cgst - left.sgst), Math.min(left.igst, gst));
  const stateHalves = gst - igst;
  const cgst = clamp(share(left.cgst, amount, left.inclusive), Math.max(0, stateHalves - left.sgst), Math.min(left.cgst, stateHalves));
  return { inclusive: amount, taxable: amount - gst, gst, cgst, sgst: stateHalves - cgst, igst };
}

/** The value of `quantity` more units of an invoice line whose units `credited` were credited before. */
export function unitsValue(line: Pick<LineTax, 'inclusive'> & { quantity: number }, credited: number, quantity: number): Paise {
  if (line.quantity <= 0) return 0;
  return share(line.inclusive, credited + quantity, line.quantity) - share(line.inclusive, credited, line.quantity);
}

/**
 * Spreads `amount` over `weights` pro rata (largest remainders take the odd paise, ties the
 * earlier), never more than a weight to any: the parts add up to `amount` exactly (amount ≤ Σ weights).
 */
export function spread(amount: Paise, weights: readonly Paise[]): Paise[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  if (amount >= total) return [...weights];
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((value) => Number(value / BigInt(total)));
  const remainders = exact.map((value, index) => ({ index, remainder: value % BigInt(total) }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    if (parts[index]! < weights[index]!) {
      parts[index]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/** A credit note's totals: the sum of its lines. */
export function creditNoteTotals(lines: readonly TaxTotals[]): TaxTotals {
  return sumTaxes(lines);
}

/** The tax-free document series number of a credit note: the invoice prefix and C, e.g. 'HTC/26-27/00001' (at most 16 characters). */
export function creditNoteNumber(year: string, serial: number, invoicePrefix: string): string {
  return `${invoicePrefix}C/${year.slice(2)}/${String(serial).padStart(5, '0')}`;
}

/** What an order's earlier credit notes took from one line (by index; shipping: 'shipping'). */
export type Credited = ReadonlyMap<number | 'shipping', Uncredited>;

/** A refused request: the field (as the request names it), the value given and the most it may be. */
export type CreditRefusal = { field: string; value: number; max: number };

type Invoiced = { lines: readonly (LineTax & { quantity: number; title: string; variant?: string; hsn: string | null })[]; shipping: LineTax };

/**
 * The lines of a credit note for `request` against an order's invoice, given what earlier notes
 * credited (see the rules at the top). A line not named is not touched; nothing named: every line
 * and the shipping. Refused: a line index the order has not, more units than are left of a line,
 * more shipping than is left, an amount over the value of what is named.
 */
export function planCreditNote(order: Invoiced, credited: Credited, request: CreditRequest): { lines: CreditNoteLine[] } | { refusal: CreditRefusal } {
  const before = (key: number | 'shipping'): Uncredited => credited.get(key) ?? { ...ZERO_TAX, quantity: 0 };
  const leftOf = (key: number | 'shipping', line: LineTax & { quantity: number }): Uncredited => {
    const done = before(key);
    const { inclusive, taxable, gst, cgst, sgst, igst } = line;
    return { ...subtractTax({ inclusive, taxable, gst, cgst, sgst, igst }, done), quantity: line.quantity - done.quantity };
  };
  type Candidate = { lineIndex: number | null; quantity: number; value: Paise; left: Uncredited };
  const candidates: Candidate[] = [];
  const named = request.lines !== undefined || request.shipping !== undefined;

  if (named) {
    const units = new Map<number, { quantity: number; position: number }>();
    for (const [position, { lineIndex, quantity }] of (request.lines ?? []).entries()) {
      if (!Number.isInteger(lineIndex) || lineIndex < 0 || lineIndex >= order.lines.length) return { refusal: { field: `lines.${position}.lineIndex`, value: lineIndex, max: order.lines.length - 1 } };
      const seen = units.get(lineIndex);
      units.set(lineIndex, { quantity: (seen?.quantity ?? 0) + quantity, position: seen?.position ?? position });
    }
    for (const [lineIndex, { quantity, position }] of [...units.entries()].sort(([a], [b]) => a - b)) {
      const line = order.lines[lineIndex]!;
      const left = leftOf(lineIndex, line);
      if (quantity > left.quantity) return { refusal: { field: `lines.${position}.quantity`, value: quantity, max: Math.max(0, left.quantity) } };
      const value = Math.min(unitsValue(line, before(lineIndex).quantity, quantity), left.inclusive);
      candidates.push({ lineIndex, quantity, value, left });
    }
    if (request.shipping !== undefined && request.shipping !== false) {
      const left = leftOf('shipping', { ...order.shipping, quantity: 1 });
      const value = request.shipping === true ? left.inclusive : request.shipping;
      if (value > left.inclusive) return { refusal: { field: 'shipping', value, max: left.inclusive } };
      candidates.push({ lineIndex: null, quantity: value === left.inclusive ? Math.max(0, left.quantity) : 0, value, left });
    }
  } else {
    for (const [lineIndex, line] of order.lines.entries()) {
      const left = leftOf(lineIndex, line);
      candidates.push({ lineIndex, quantity: Math.max(0, left.quantity), value: left.inclusive, left });
    }
    const left = leftOf('shipping', { ...order.shipping, quantity: 1 });
    candidates.push({ lineIndex: null, quantity: Math.max(0, left.quantity), value: left.inclusive, left });
  }

  const namedValue = candidates.reduce((sum, candidate) => sum + candidate.value, 0);
  const amount = request.amount ?? namedValue;
  if (amount > namedValue || amount <= 0) return { refusal: { field: 'amount', value: amount, max: namedValue } };
  const parts = spread(amount, candidates.map((candidate) => candidate.value));

  const lines: CreditNoteLine[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const part = parts[index]!;
    if (part <= 0) continue;
    const invoiced = candidate.lineIndex === null ? undefined : order.lines[candidate.lineIndex]!;
    // value without goods named: units only when the whole of what is left goes
    const quantity = named ? candidate.quantity : part === candidate.left.inclusive ? candidate.quantity : 0;
    lines.push({
      lineIndex: candidate.lineIndex,
      quantity,
      title: invoiced?.title ?? '',
      ...(invoiced?.variant ? { variant: invoiced.variant } : {}),
      hsn: invoiced ? invoiced.hsn : null,
      rate: (invoiced ?? order.shipping).rate,
      ...takeFromLine(candidate.left, part),
    });
  }
  return { lines };
}

/** What an order's notes credited per line, from the notes themselves (the API's answer): for planning the next one. */
export function creditedOf(notes: readonly Pick<CreditNote, 'lines'>[]): Credited {
  const credited = new Map<number | 'shipping', Uncredited>();
  for (const line of notes.flatMap((note) => note.lines)) {
    const key = line.lineIndex ?? 'shipping';
    const before = credited.get(key) ?? { ...ZERO_TAX, quantity: 0 };
    credited.set(key, { ...sumTaxes([before, line]), quantity: before.quantity + line.quantity });
  }
  return credited;
}
