/**
 * The files a merchant takes GSTR-1 to the GST portal with, written from the API's report
 * (shared-contracts/api/reports), and the sales register as a CSV. README "GST returns" says which
 * format version this follows and where it comes from.
 *
 * - CSV: one file per section, the header row and columns of the GST Offline Tool's CSV templates
 *   (b2b, b2cl, b2cs, cdnr, cdnur, hsn(b2b), hsn(b2c), docs); amounts in rupees with two decimals,
 *   dates dd-Mmm-yyyy, place of supply 'NN-State'. Written through the one CSV module, so a title
 *   that starts like a formula is text.
 * - JSON: the portal's upload layout (gstin, fp, b2b/b2cl/b2cs/cdnr/cdnur, hsn split into hsn_b2b
 *   and hsn_b2c, doc_issue), with the tax heads as the documents carry them.
 */
import type { Gstr1Report, SalesRegister, SalesRegisterRow } from 'shared-contracts/api/reports';
import { toCsv, type CsvCell } from 'shared-contracts/csv/csv';
import { GST_STATES, type GstStateCode } from './gst';
import type { Paise } from './money';

/** The layout the JSON file follows (the Offline Tool's JSON with Table 12 split into B2B and B2C). */
export const GSTR1_JSON_VERSION = 'GST3.2.4';

export const GSTR1_FILES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;
export type Gstr1File = (typeof GSTR1_FILES)[number];

/** 123450 paise -> '1234.50'; negative amounts keep their sign. */
export function rupees(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const toNumber = (amount: Paise) => Number(rupees(amount));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-07-05' -> '05-Jul-2026' (the Offline Tool's CSV dates). */
const toolDate = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
/** '2026-07-05' -> '05-07-2026' (the portal JSON's). */
const portalDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const placeOfSupply = (code: GstStateCode) => `${code}-${GST_STATES[code].name}`;

const HSN_HEADER = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];
const DOC_NATURE = { invoices: 'Invoices for outward supply', creditNotes: 'Credit Note' } as const;

/** The header row and rows of one section's CSV file. */
function sectionRows(report: Gstr1Report, file: Gstr1File): CsvCell[][] {
  switch (file) {
    case 'b2b':
      return [
        ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
        ...report.b2b.map((r) => [r.gstin, r.name, r.invoice, toolDate(r.date), rupees(r.value), placeOfSupply(r.pos), 'N', '', 'Regular B2B', '', r.rate, rupees(r.taxable), '0.00']),
      ];
    case 'b2cl':
      return [
        ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
        ...report.b2cl.map((r) => [r.invoice, toolDate(r.date), rupees(r.value), placeOfSupply(r.pos), '', r.rate, rupees(r.taxable), '0.00', '']),
      ];
    case 'b2cs':
      return [
        ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
        ...report.b2cs.map((r) => ['OE', placeOfSupply(r.pos), '', r.rate, rupees(r.taxable), '0.00', '']),
      ];
    case 'cdnr':
      return [
        ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
        ...report.cdnr.map((r) => [r.gstin, r.name, r.note, toolDate(r.date), 'C', placeOfSupply(r.pos), 'N', 'Regular B2B', rupees(r.value), '', r.rate, rupees(r.taxable), '0.00']),
      ];
    case 'cdnur':
      return [
        ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
        ...report.cdnur.map((r) => [r.urType, r.note, toolDate(r.date), 'C', placeOfSupply(r.pos), rupees(r.value), '', r.rate, rupees(r.taxable), '0.00']),
      ];
    case 'hsn_b2b':
    case 'hsn_b2c':
      return [
        HSN_HEADER,
        ...report.hsn
          .filter((r) => r.table === (file === 'hsn_b2b' ? 'b2b' : 'b2c'))
          .map((r) => [r.hsn, r.description, 'NOS-NUMBERS', r.quantity, rupees(r.value), r.rate, rupees(r.taxable), rupees(r.igst), rupees(r.cgst), rupees(r.sgst), '0.00']),
      ];
    case 'docs':
      return [['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'], ...report.docs.map((r) => [DOC_NATURE[r.nature], r.from, r.to, r.total, r.cancelled])];
  }
}

/** One section as the Offline Tool's CSV. */
export function gstr1Csv(report: Gstr1Report, file: Gstr1File): string {
  return toCsv(sectionRows(report, file));
}

/** The file name a section (or the JSON, `json`) is saved as: 'gstr1-2026-27-Q2-b2b.csv'. */
export function gstr1FileName(report: Pick<Gstr1Report, 'period'>, file: Gstr1File | 'json'): string {
  return file === 'json' ? `gstr1-${report.period.id}.json` : `gstr1-${report.period.id}-${file}.csv`;
}

type Heads = { taxable: Paise; igst: Paise; cgst: Paise; sgst: Paise };
/** An item's tax detail: IGST inter-state, CGST+SGST inside the state (`intra`), as the portal asks for each. */
const itemDetail = (rate: number, r: Heads, intra: boolean) => ({
  rt: rate,
  txval: toNumber(r.taxable),
  ...(intra ? { camt: toNumber(r.cgst), samt: toNumber(r.sgst) } : { iamt: toNumber(r.igst) }),
  csamt: 0,
});
/** The Offline Tool numbers an item rate × 100 + 1. */
const item = (rate: number, r: Heads, intra: boolean) => ({ num: rate * 100 + 1, itm_det: itemDetail(rate, r, intra) });

/** Groups rows by a key into [key, rows] in first-seen order. */
function groups<T>(rows: readonly T[], key: (row: T) => string): [string, T[]][] {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return [...map.entries()];
}

/** The portal's JSON for the period, `gstin` the seller's. Empty sections are left out. */
export function gstr1PortalJson(report: Gstr1Report): Record<string, unknown> {
  // a row's tax says where it was supplied; a row without tax (0%) is inside the state when its place of supply is the seller's
  const intra = (r: Heads & { pos: GstStateCode }) => (r.igst ? false : r.cgst || r.sgst ? true : r.pos === report.seller.stateCode);
  const b2b = groups(report.b2b, (r) => r.gstin).map(([ctin, rows]) => ({
    ctin,
    inv: groups(rows, (r) => r.invoice).map(([inum, lines]) => ({
      inum,
      idt: portalDate(lines[0]!.date),
      val: toNumber(lines[0]!.value),
      pos: lines[0]!.pos,
      rchrg: 'N',
      inv_typ: 'R',
      itms: lines.map((r) => item(r.rate, r, intra(r))),
    })),
  }));
  const b2cl = groups(report.b2cl, (r) => r.pos).map(([pos, rows]) => ({
    pos,
    inv: groups(rows, (r) => r.invoice).map(([inum, lines]) => ({
      inum,
      idt: portalDate(lines[0]!.date),
      val: toNumber(lines[0]!.value),
      itms: lines.map((r) => item(r.rate, { ...r, cgst: 0, sgst: 0 }, false)),
    })),
  }));
  const b2cs = report.b2cs.map((r) => ({ sply_ty: r.supply === 'intra_state' ? 'INTRA' : 'INTER', pos: r.pos, typ: 'OE', ...itemDetail(r.rate, r, r.supply === 'intra_state') }));
  const cdnr = groups(report.cdnr, (r) => r.gstin).map(([ctin, rows]) => ({
    ctin,
    nt: groups(rows, (r) => r.note).map(([nt_num, lines]) => ({
      ntty: 'C',
      nt_num,
      nt_dt: portalDate(lines[0]!.date),
      pos: lines[0]!.pos,
      rchrg: 'N',
      inv_typ: 'R',
      val: toNumber(lines[0]!.value),
      itms: lines.map((r) => item(r.rate, r, intra(r))),
    })),
  }));
  const cdnur = groups(report.cdnur, (r) => r.note).map(([nt_num, lines]) => ({
    typ: lines[0]!.urType,
    ntty: 'C',
    nt_num,
    nt_dt: portalDate(lines[0]!.date),
    pos: lines[0]!.pos,
    val: toNumber(lines[0]!.value),
    itms: lines.map((r) => item(r.rate, { ...r, cgst: 0, sgst: 0 }, false)),
  }));
  const hsn = (table: 'b2b' | 'b2c') =>
    report.hsn
      .filter((r) => r.table === table)
      .map((r, i) => ({
        num: i + 1,
        hsn_sc: r.hsn,
        desc: r.description,
        uqc: r.uqc,
        qty: r.quantity,
        rt: r.rate,
        txval: toNumber(r.taxable),
        iamt: toNumber(r.igst),
        camt: toNumber(r.cgst),
        samt: toNumber(r.sgst),
        csamt: 0,
      }));
  const docDetail = (nature: 'invoices' | 'creditNotes', docNum: number) => {
    const docs = report.docs.filter((r) => r.nature === nature);
    return docs.length
      ? [{ doc_num: docNum, doc_typ: DOC_NATURE[nature], docs: docs.map((r, i) => ({ num: i + 1, from: r.from, to: r.to, totnum: r.total, cancel: r.cancelled, net_issue: r.total - r.cancelled })) }]
      : [];
  };
  const sections: Record<string, unknown> = { b2b, b2cl, b2cs, cdnr, cdnur };
  return {
    gstin: report.seller.gstin,
    fp: report.period.fp,
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
    ...Object.fromEntries(Object.entries(sections).filter(([, rows]) => (rows as unknown[]).length > 0)),
    hsn: { hsn_b2b: hsn('b2b'), hsn_b2c: hsn('b2c') },
    doc_issue: { doc_det: [...docDetail('invoices', 1), ...docDetail('creditNotes', 5)] },
  };
}

export const SALES_REGISTER_COLUMNS = ['document', 'number', 'date', 'order', 'invoice', 'buyer', 'gstin', 'pos', 'item', 'hsn', 'quantity', 'rate', 'taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
export type SalesRegisterColumn = (typeof SALES_REGISTER_COLUMNS)[number];

/**
 * The sales register as CSV: the header in the reader's language (`headers`), a row per line of an
 * invoice or credit note (`names` names the two, and the shipping line), amounts in rupees, a credit note's negative.
 */
export function salesRegisterCsv(
  register: SalesRegister,
  headers: Record<SalesRegisterColumn, string>,
  names: Record<SalesRegisterRow['document'], string> & { shipping: string },
): string {
  const cell = (row: SalesRegisterRow, column: SalesRegisterColumn): CsvCell => {
    switch (column) {
      case 'document':
        return names[row.document];
      case 'item':
        return row.item ?? names.shipping;
      case 'pos':
        return placeOfSupply(row.pos);
      case 'taxable':
      case 'cgst':
      case 'sgst':
      case 'igst':
      case 'total':
        return rupees(row[column]);
      default:
        return row[column] ?? '';
    }
  };
  return toCsv([SALES_REGISTER_COLUMNS.map((column) => headers[column]), ...register.rows.map((row) => SALES_REGISTER_COLUMNS.map((column) => cell(row, column)))]);
}
