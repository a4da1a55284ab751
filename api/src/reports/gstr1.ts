/**
 * GSTR-1 and the sales register of a period, from the tax invoices (orders numbered in the invoice
 * series, dated when the invoice was issued) and the credit notes issued in it (api/src/credit-notes).
 * Every figure is the invoice's or the credit note's own, line by line, summed: nothing is computed
 * again, so each section adds up to the documents to the paisa.
 *
 * Sections (GSTR-1 tables, README "GST returns"):
 * - B2B (table 4): the buyer gave a GSTIN; one row per invoice and rate.
 * - B2CL (5): no GSTIN, inter-state, invoice value above B2CL_THRESHOLD; one row per invoice and rate.
 * - B2CS (7): every other sale to a buyer without a GSTIN, by place of supply and rate, net of the
 *   credit notes against such invoices (the portal takes them there, not in CDNUR).
 * - CDNR (9B): credit notes to buyers with a GSTIN; CDNUR (9B): to buyers without one, against a
 *   B2CL invoice.
 * - HSN (12): by HSN and rate, net of credit notes, B2B and B2C apart. Shipping is part of a
 *   composite supply whose principal supply is the goods (domain/delivery-light): it is reported
 *   under the HSN of the goods taxed at its rate.
 * - Documents (13): each invoice and credit note series used, first and last number, how many.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Gstr1Report, SalesRegister, SalesRegisterRow } from 'shared-contracts/api/reports';
import { periodInstants, indiaDay, type GstPeriod } from 'shared-contracts/domain/gst-period';
import type { GstRate, GstStateCode, SupplyType } from 'shared-contracts/domain/gst';
import type { Address, OrderLine } from 'shared-contracts/domain/order';
import type { Paise } from 'shared-contracts/domain/money';
import type { Db } from '../db/database';
import { creditNoteLines, creditNotes, orders } from '../db/schema';
import { orderNumber } from '../orders/dto';

/**
 * B2C large: an inter-state invoice to an unregistered buyer whose value is MORE than ₹1,00,000
 * (Notification 12/2024-Central Tax of 10 July 2024, from 1 August 2024; ₹2,50,000 before).
 */
export const B2CL_THRESHOLD: Paise = 1_00_000_00;

type Amounts = { inclusive: Paise; taxable: Paise; igst: Paise; cgst: Paise; sgst: Paise };
/** One taxed line of a document: a good, or the shipping. */
/** `item`: a good's title (with its variant); null: the shipping. */
type Item = Amounts & { item: string | null; hsn: string | null; quantity: number; rate: GstRate };
/** An invoice or a credit note as the report reads it. */
type Document = {
  number: string;
  series: string;
  serial: number;
  date: string;
  order: string;
  buyer: string;
  gstin: string | null;
  pos: GstStateCode;
  supply: SupplyType;
  items: Item[];
  value: Paise;
};
type CreditNoteDoc = Document & { invoice: string; invoiceDate: string; invoiceValue: Paise };

const ZERO: Amounts = { inclusive: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
const add = (a: Amounts, b: Amounts, sign = 1): Amounts => ({
  inclusive: a.inclusive + sign * b.inclusive,
  taxable: a.taxable + sign * b.taxable,
  igst: a.igst + sign * b.igst,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
});
const split = ({ taxable, igst, cgst, sgst }: Amounts) => ({ taxable, igst, cgst, sgst });

/** A number's series and serial: 'HT/26-27/000123' -> 'HT/26-27/', 123. */
function seriesOf(number: string): { series: string; serial: number } {
  const found = /^(.*?)(\d+)$/.exec(number);
  return found ? { series: found[1]!, serial: Number(found[2]) } : { series: number, serial: 0 };
}

/** The HSN shipping is reported under: that of the order's goods taxed at the shipping's rate (the principal supply), else its first good's. */
function principalHsn(lines: readonly OrderLine[], rate: number): string | null {
  return (lines.find((line) => line.rate === rate && line.hsn) ?? lines.find((line) => line.hsn))?.hsn ?? null;
}

const buyerOf = (row: { billingAddress: Address | null; shippingAddress: Address }) => (row.billingAddress ?? row.shippingAddress).name;
const itemTitle = (line: OrderLine) => (line.variant ? `${line.title} (${line.variant})` : line.title);

async function invoicesIn(db: Db, start: Date, end: Date): Promise<Document[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.invoiceNumber), isNotNull(orders.invoicedAt), gte(orders.invoicedAt, start.toISOString()), lt(orders.invoicedAt, end.toISOString())))
    .orderBy(asc(orders.invoicedAt), asc(orders.invoiceNumber));
  return rows.map((row) => {
    const items: Item[] = row.lines.map((line) => ({ item: itemTitle(line), hsn: line.hsn, quantity: line.quantity, rate: line.rate, ...amountsOf(line) }));
    if (row.shipping.inclusive > 0) items.push({ item: null, hsn: principalHsn(row.lines, row.shipping.rate), quantity: 0, rate: row.shipping.rate, ...amountsOf(row.shipping) });
    return {
      number: row.invoiceNumber!,
      ...seriesOf(row.invoiceNumber!),
      date: indiaDay(row.invoicedAt!),
      order: orderNumber(row.number),
      buyer: buyerOf(row),
      gstin: row.buyerGstin,
      pos: row.shippingAddress.stateCode,
      supply: row.supply,
      items,
      value: row.totals.inclusive,
    };
  });
}

const amountsOf = (tax: Amounts): Amounts => ({ inclusive: tax.inclusive, taxable: tax.taxable, igst: tax.igst, cgst: tax.cgst, sgst: tax.sgst });

async function creditNotesIn(db: Db, start: Date, end: Date): Promise<CreditNoteDoc[]> {
  const notes = await db
    .select({ note: creditNotes, order: orders })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(gte(creditNotes.issuedAt, start.toISOString()), lt(creditNotes.issuedAt, end.toISOString())))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  if (!notes.length) return [];
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, notes.map(({ note }) => note.id)))
    .orderBy(asc(creditNoteLines.id));
  return notes.map(({ note, order }) => {
    const items: Item[] = lines
      .filter((line) => line.creditNoteId === note.id)
      .map((line) => {
        const good = line.lineIndex === null ? undefined : order.lines[line.lineIndex];
        return {
          item: good ? itemTitle(good) : null,
          hsn: good ? good.hsn : principalHsn(order.lines, line.rate),
          quantity: line.quantity,
          rate: line.rate as GstRate,
          ...amountsOf(line),
        };
      });
    return {
      number: note.number,
      series: seriesOf(note.number).series,
      serial: note.serial,
      date: indiaDay(note.issuedAt),
      order: orderNumber(order.number),
      buyer: buyerOf(order),
      gstin: order.buyerGstin,
      pos: order.shippingAddress.stateCode,
      supply: note.supply,
      items,
      value: note.inclusive,
      invoice: note.invoiceNumber,
      invoiceDate: order.invoicedAt ? indiaDay(order.invoicedAt) : indiaDay(note.issuedAt),
      invoiceValue: order.totals.inclusive,
    };
  });
}

/** A document's items summed by rate, in rate order. */
function byRate(items: readonly Item[]): [GstRate, Amounts][] {
  const rates = new Map<GstRate, Amounts>();
  for (const item of items) rates.set(item.rate, add(rates.get(item.rate) ?? ZERO, item));
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const isB2cl = (doc: { gstin: string | null; supply: SupplyType }, invoiceValue: Paise) => !doc.gstin && doc.supply === 'inter_state' && invoiceValue > B2CL_THRESHOLD;

/** Table 13's rows for one kind of document: each series with its first and last number, the numbers it skipped counted as cancelled. */
function documentSeries(nature: 'invoices' | 'creditNotes', docs: readonly Document[]): Gstr1Report['docs'] {
  const series = new Map<string, Document[]>();
  for (const doc of docs) series.set(doc.series, [...(series.get(doc.series) ?? []), doc]);
  return [...series.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.serial - b.serial);
    const total = sorted.at(-1)!.serial - sorted[0]!.serial + 1;
    return { nature, from: sorted[0]!.number, to: sorted.at(-1)!.number, total, cancelled: total - sorted.length };
  });
}

export function buildGstr1(period: GstPeriod, seller: Gstr1Report['seller'], invoices: readonly Document[], notes: readonly CreditNoteDoc[]): Gstr1Report {
  const report: Gstr1Report = { period, seller, b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsn: [], docs: [], totals: { invoices: { count: 0, value: 0, ...split(ZERO) }, creditNotes: { count: 0, value: 0, ...split(ZERO) } } };
  const b2cs = new Map<string, Gstr1Report['b2cs'][number]>();
  const hsn = new Map<string, Gstr1Report['hsn'][number]>();
  const toB2cs = (doc: Document, sign: 1 | -1) => {
    for (const [rate, amounts] of byRate(doc.items)) {
      const key = `${doc.supply}|${doc.pos}|${rate}`;
      const row = b2cs.get(key) ?? { supply: doc.supply, pos: doc.pos, rate, ...split(ZERO) };
      b2cs.set(key, { ...row, ...split(add({ ...ZERO, ...row }, amounts, sign)) });
    }
  };
  const toHsn = (doc: Document, sign: 1 | -1) => {
    const table = doc.gstin ? 'b2b' : 'b2c';
    for (const item of doc.items) {
      const code = item.hsn ?? '';
      const key = `${table}|${code}|${item.rate}`;
      const row = hsn.get(key) ?? { table, hsn: code, description: '', uqc: 'NOS', quantity: 0, value: 0, rate: item.rate, ...split(ZERO) };
      // described by the first good met under it (shipping has no title of its own)
      hsn.set(key, { ...row, description: row.description || (item.hsn && item.item) || '', quantity: row.quantity + sign * item.quantity, value: row.value + sign * item.inclusive, ...split(add({ ...ZERO, ...row }, item, sign)) });
    }
  };
  const total = (into: Gstr1Report['totals']['invoices'], doc: Document) => {
    const sum = doc.items.reduce<Amounts>((acc, item) => add(acc, item), ZERO);
    Object.assign(into, { count: into.count + 1, value: into.value + doc.value, ...split(add({ ...into, inclusive: 0 }, sum)) });
  };

  for (const invoice of invoices) {
    total(report.totals.invoices, invoice);
    toHsn(invoice, 1);
    const common = { invoice: invoice.number, date: invoice.date, value: invoice.value, pos: invoice.pos };
    if (invoice.gstin) {
      for (const [rate, amounts] of byRate(invoice.items)) report.b2b.push({ gstin: invoice.gstin, name: invoice.buyer, ...common, rate, ...split(amounts) });
    } else if (isB2cl(invoice, invoice.value)) {
      for (const [rate, amounts] of byRate(invoice.items)) report.b2cl.push({ ...common, rate, taxable: amounts.taxable, igst: amounts.igst });
    } else toB2cs(invoice, 1);
  }
  for (const note of notes) {
    total(report.totals.creditNotes, note);
    toHsn(note, -1);
    const common = { note: note.number, date: note.date, invoice: note.invoice, invoiceDate: note.invoiceDate, pos: note.pos, value: note.value };
    if (note.gstin) {
      for (const [rate, amounts] of byRate(note.items)) report.cdnr.push({ gstin: note.gstin, name: note.buyer, ...common, rate, ...split(amounts) });
    } else if (isB2cl(note, note.invoiceValue)) {
      for (const [rate, amounts] of byRate(note.items)) report.cdnur.push({ urType: 'B2CL', ...common, rate, taxable: amounts.taxable, igst: amounts.igst });
    } else toB2cs(note, -1);
  }
  report.b2cs = [...b2cs.values()]
    .filter((row) => row.taxable || row.igst || row.cgst || row.sgst)
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate || a.supply.localeCompare(b.supply));
  report.hsn = [...hsn.values()].sort((a, b) => a.table.localeCompare(b.table) || a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
  report.docs = [...documentSeries('invoices', invoices), ...documentSeries('creditNotes', notes)];
  return report;
}

export async function gstr1Report(db: Db, period: GstPeriod, seller: Gstr1Report['seller']): Promise<Gstr1Report> {
  const { start, end } = periodInstants(period);
  const [invoices, notes] = await Promise.all([invoicesIn(db, start, end), creditNotesIn(db, start, end)]);
  return buildGstr1(period, seller, invoices, notes);
}

/** Every line of the period's invoices and credit notes in the order they were issued (invoices first), a credit note's amounts negative. */
export async function salesRegister(db: Db, period: GstPeriod): Promise<SalesRegister> {
  const { start, end } = periodInstants(period);
  const [invoices, notes] = await Promise.all([invoicesIn(db, start, end), creditNotesIn(db, start, end)]);
  const rows = (doc: Document, document: SalesRegisterRow['document'], invoice: string | null, sign: 1 | -1): SalesRegisterRow[] =>
    doc.items.map((item) => ({
      document,
      number: doc.number,
      date: doc.date,
      order: doc.order,
      invoice,
      buyer: doc.buyer,
      gstin: doc.gstin,
      pos: doc.pos,
      item: item.item,
      hsn: item.hsn,
      quantity: sign * item.quantity,
      rate: item.rate,
      taxable: sign * item.taxable,
      igst: sign * item.igst,
      cgst: sign * item.cgst,
      sgst: sign * item.sgst,
      total: sign * item.inclusive,
    }));
  return {
    period,
    rows: [...invoices.flatMap((doc) => rows(doc, 'invoice', null, 1)), ...notes.flatMap((note) => rows(note, 'creditNote', note.invoice, -1))],
  };
}
