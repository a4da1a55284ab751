/**
 * GSTR-1 for the quarter July-September 2026 (2026-27-Q2) against a hand-computed fixture: six
 * invoices (B2B intra-state with shipping, B2B inter-state, B2CL, B2CS intra and inter, an
 * inter-state sale of exactly ₹1,00,000 that stays B2CS) and three credit notes (CDNR, CDNUR, one
 * netted in B2CS), one invoice just inside the quarter (00:05 in India on 1 July) and one just
 * outside (00:10 on 1 October). Every section is checked row by row to the paisa, and the sections
 * add up to the invoices less the credit notes.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { reportRoutes } from 'shared-contracts/api/reports';
import { parseCsv } from 'shared-contracts/csv/csv';
import { lineTax, sumTaxes, type GstRate, type GstStateCode } from 'shared-contracts/domain/gst';
import { gstr1Csv, gstr1PortalJson, salesRegisterCsv, SALES_REGISTER_COLUMNS } from 'shared-contracts/domain/gstr1-files';
import { orderLine } from 'shared-contracts/domain/order';
import { withLanguage } from 'shared-contracts/validation/translate';
import { gstPeriod } from 'shared-contracts/api/reports';
import { startTestApi, type TestApi } from '../../test/harness';
import { testAddress } from '../admin/testing/fixtures';
import { creditNoteLines, creditNotes, orders } from '../db/schema';
import type { Db } from '../db/database';

type Good = { title: string; hsn: string; quantity: number; unitPrice: number; rate: GstRate };

/** A paid order with its tax invoice, as checkout writes it (seller in Rajasthan, 08). */
async function invoice(db: Db, number: string, at: string, stateCode: GstStateCode, goods: Good[], options: { gstin?: string; shipping?: number } = {}) {
  const supply = stateCode === '08' ? 'intra_state' : 'inter_state';
  const lines = goods.map((good) => orderLine({ productId: `p_${good.hsn}`, title: good.title, hsn: good.hsn, quantity: good.quantity, unitPrice: good.unitPrice, gstRate: good.rate }, supply));
  const shipping = lineTax(options.shipping ?? 0, 18, supply);
  const id = `o_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const [row] = await db
    .insert(orders)
    .values({
      id,
      userId: 'buyer',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines,
      shipping,
      totals: sumTaxes([...lines, shipping]),
      sellerState: '08',
      supply,
      shippingAddress: testAddress(stateCode),
      billingAddress: options.gstin ? { ...testAddress(stateCode), name: 'Rao Crafts LLP' } : null,
      buyerGstin: options.gstin ?? null,
      idempotencyKey: randomUUID(),
      provider: 'sandbox',
      invoiceNumber: number,
      invoicedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** A credit note against `order` reversing the given parts of its lines (amounts as 33a's allocation gives them). */
async function creditNote(db: Db, order: Awaited<ReturnType<typeof invoice>>, serial: number, at: string, parts: { lineIndex: number; quantity: number; inclusive: number; taxable: number; cgst: number; sgst: number; igst: number }[]) {
  const id = `cn_${randomUUID().slice(0, 8)}`;
  const sum = (key: 'inclusive' | 'taxable' | 'cgst' | 'sgst' | 'igst') => parts.reduce((total, part) => total + part[key], 0);
  await db.insert(creditNotes).values({
    id,
    number: `HTC/26-27/${String(serial).padStart(5, '0')}`,
    financialYear: '2026-27',
    serial,
    orderId: order.id,
    invoiceNumber: order.invoiceNumber!,
    issuedAt: at,
    reason: 'Returned',
    source: 'admin_refund',
    supply: order.supply,
    inclusive: sum('inclusive'),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
  });
  await db.insert(creditNoteLines).values(parts.map((part) => ({ creditNoteId: id, hsn: order.lines[part.lineIndex]!.hsn, rate: order.lines[part.lineIndex]!.rate, ...part })));
}

const B2B_INTRA = '08ABCDE1234F1Z5';
const B2B_INTER = '29ABCDE1234F1Z5';

describe('GST reports: GSTR-1 and the sales register', () => {
  let api: TestApi;
  let token: string;
  const get = (url: string, language = 'en', bearer = token) => api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, 'accept-language': language } });

  before(async () => {
    api = await startTestApi();
    token = (await api.user('admin')).token;
    const db = api.services.db;
    // ₹1,180 @18% + 2 × ₹525 @5% + ₹118 shipping, Rajasthan to Rajasthan, buyer registered; 00:05 on 1 July in India
    const inv1 = await invoice(db, 'HT/26-27/000101', '2026-06-30T18:35:00.000Z', '08', [
      { title: 'Brass diya', hsn: '7418', quantity: 1, unitPrice: 118_000, rate: 18 },
      { title: 'Cotton napkins', hsn: '5208', quantity: 2, unitPrice: 52_500, rate: 5 },
    ], { gstin: B2B_INTRA, shipping: 11_800 });
    await invoice(db, 'HT/26-27/000102', '2026-07-10T06:00:00.000Z', '29', [{ title: 'Brass lamp', hsn: '7418', quantity: 1, unitPrice: 236_000, rate: 18 }], { gstin: B2B_INTER });
    const inv3 = await invoice(db, 'HT/26-27/000103', '2026-08-02T06:00:00.000Z', '27', [{ title: 'Silk carpet', hsn: '5702', quantity: 1, unitPrice: 11_200_000, rate: 12 }]);
    const inv4 = await invoice(db, 'HT/26-27/000104', '2026-08-15T06:00:00.000Z', '08', [{ title: '=HYPERLINK("x")', hsn: '7418', quantity: 1, unitPrice: 59_000, rate: 18 }]);
    await invoice(db, 'HT/26-27/000105', '2026-09-01T06:00:00.000Z', '29', [{ title: 'Cotton napkins', hsn: '5208', quantity: 2, unitPrice: 105_000, rate: 5 }]);
    await invoice(db, 'HT/26-27/000106', '2026-09-20T06:00:00.000Z', '27', [{ title: 'Wool carpet', hsn: '5702', quantity: 1, unitPrice: 10_000_000, rate: 12 }]);
    // 00:10 on 1 October in India: the next quarter
    await invoice(db, 'HT/26-27/000107', '2026-09-30T18:40:00.000Z', '08', [{ title: 'Brass diya', hsn: '7418', quantity: 1, unitPrice: 118_000, rate: 18 }]);
    // one napkin back (₹525 @5%, intra); ₹11,200 off the carpet (value only, IGST); ₹295 off the ₹590 diya (value only)
    await creditNote(db, inv1, 1, '2026-09-05T06:00:00.000Z', [{ lineIndex: 1, quantity: 1, inclusive: 52_500, taxable: 50_000, cgst: 1_250, sgst: 1_250, igst: 0 }]);
    await creditNote(db, inv3, 2, '2026-09-06T06:00:00.000Z', [{ lineIndex: 0, quantity: 0, inclusive: 1_120_000, taxable: 1_000_000, cgst: 0, sgst: 0, igst: 120_000 }]);
    await creditNote(db, inv4, 3, '2026-09-07T06:00:00.000Z', [{ lineIndex: 0, quantity: 0, inclusive: 29_500, taxable: 25_000, cgst: 2_250, sgst: 2_250, igst: 0 }]);
  });
  after(() => api.close());

  it('gives each section of the quarter exactly as computed by hand, adding up to the invoices and credit notes', async () => {
    const response = await get('/api/admin/reports/gstr1?period=2026-27-Q2');
    assert.equal(response.statusCode, 200);
    const report = reportRoutes.adminGstr1.response.parse(response.json());
    assert.deepEqual(report.period, { id: '2026-27-Q2', kind: 'quarter', from: '2026-07-01', to: '2026-09-30', fp: '092026' });
    const zero = { igst: 0, cgst: 0, sgst: 0 };

    assert.deepEqual(report.b2b, [
      { gstin: B2B_INTRA, name: 'Rao Crafts LLP', invoice: 'HT/26-27/000101', date: '2026-07-01', value: 234_800, pos: '08', rate: 5, taxable: 100_000, ...zero, cgst: 2_500, sgst: 2_500 },
      { gstin: B2B_INTRA, name: 'Rao Crafts LLP', invoice: 'HT/26-27/000101', date: '2026-07-01', value: 234_800, pos: '08', rate: 18, taxable: 110_000, ...zero, cgst: 9_900, sgst: 9_900 },
      { gstin: B2B_INTER, name: 'Rao Crafts LLP', invoice: 'HT/26-27/000102', date: '2026-07-10', value: 236_000, pos: '29', rate: 18, taxable: 200_000, ...zero, igst: 36_000 },
    ]);
    assert.deepEqual(report.b2cl, [{ invoice: 'HT/26-27/000103', date: '2026-08-02', value: 11_200_000, pos: '27', rate: 12, taxable: 10_000_000, igst: 1_200_000 }]);
    assert.deepEqual(report.b2cs, [
      // ₹590 less the ₹295 credit note
      { supply: 'intra_state', pos: '08', rate: 18, taxable: 25_000, ...zero, cgst: 2_250, sgst: 2_250 },
      // exactly ₹1,00,000: not above the B2CL threshold
      { supply: 'inter_state', pos: '27', rate: 12, taxable: 8_928_571, ...zero, igst: 1_071_429 },
      { supply: 'inter_state', pos: '29', rate: 5, taxable: 200_000, ...zero, igst: 10_000 },
    ]);
    assert.deepEqual(report.cdnr, [
      { gstin: B2B_INTRA, name: 'Rao Crafts LLP', note: 'HTC/26-27/00001', date: '2026-09-05', invoice: 'HT/26-27/000101', invoiceDate: '2026-07-01', pos: '08', value: 52_500, rate: 5, taxable: 50_000, ...zero, cgst: 1_250, sgst: 1_250 },
    ]);
    assert.deepEqual(report.cdnur, [
      { urType: 'B2CL', note: 'HTC/26-27/00002', date: '2026-09-06', invoice: 'HT/26-27/000103', invoiceDate: '2026-08-02', pos: '27', value: 1_120_000, rate: 12, taxable: 1_000_000, igst: 120_000 },
    ]);
    assert.deepEqual(
      report.hsn.map(({ description: _, uqc: __, ...row }) => row),
      [
        { table: 'b2b', hsn: '5208', quantity: 1, value: 52_500, rate: 5, taxable: 50_000, ...zero, cgst: 1_250, sgst: 1_250 },
        // the diya, its shipping (principal supply) and the inter-state lamp
        { table: 'b2b', hsn: '7418', quantity: 2, value: 365_800, rate: 18, taxable: 310_000, igst: 36_000, cgst: 9_900, sgst: 9_900 },
        { table: 'b2c', hsn: '5208', quantity: 2, value: 210_000, rate: 5, taxable: 200_000, ...zero, igst: 10_000 },
        { table: 'b2c', hsn: '5702', quantity: 2, value: 20_080_000, rate: 12, taxable: 17_928_571, ...zero, igst: 2_151_429 },
        { table: 'b2c', hsn: '7418', quantity: 1, value: 29_500, rate: 18, taxable: 25_000, ...zero, cgst: 2_250, sgst: 2_250 },
      ],
    );
    assert.deepEqual(
      report.hsn.map((row) => [row.table, row.hsn, row.description, row.uqc]),
      [['b2b', '5208', 'Cotton napkins', 'NOS'], ['b2b', '7418', 'Brass diya', 'NOS'], ['b2c', '5208', 'Cotton napkins', 'NOS'], ['b2c', '5702', 'Silk carpet', 'NOS'], ['b2c', '7418', '=HYPERLINK("x")', 'NOS']],
    );
    assert.deepEqual(parseCsv(gstr1Csv(report, 'hsn_b2c'))[3]!.slice(0, 3), ['7418', '\'=HYPERLINK("x")', 'NOS-NUMBERS']);
    assert.deepEqual(report.docs, [
      { nature: 'invoices', from: 'HT/26-27/000101', to: 'HT/26-27/000106', total: 6, cancelled: 0 },
      { nature: 'creditNotes', from: 'HTC/26-27/00001', to: 'HTC/26-27/00003', total: 3, cancelled: 0 },
    ]);
    assert.deepEqual(report.totals, {
      invoices: { count: 6, value: 21_939_800, taxable: 19_588_571, igst: 2_317_429, cgst: 16_900, sgst: 16_900 },
      creditNotes: { count: 3, value: 1_202_000, taxable: 1_075_000, igst: 120_000, cgst: 3_500, sgst: 3_500 },
    });

    // the sections, less the credit notes, are the invoices less the credit notes, head by head
    const heads = ['taxable', 'igst', 'cgst', 'sgst'] as const;
    const sum = (rows: readonly Partial<Record<(typeof heads)[number], number>>[], head: (typeof heads)[number]) => rows.reduce((total, row) => total + (row[head] ?? 0), 0);
    for (const head of heads) {
      const net = report.totals.invoices[head] - report.totals.creditNotes[head];
      assert.equal(sum(report.b2b, head) + sum(report.b2cl, head) + sum(report.b2cs, head) - sum(report.cdnr, head) - sum(report.cdnur, head), net, `sections' ${head}`);
      assert.equal(sum(report.hsn, head), net, `HSN summary's ${head}`);
    }
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    console.log(
      `GSTR-1 2026-27-Q2: invoices ${report.totals.invoices.count} taxable ₹${rupees(report.totals.invoices.taxable)}, credit notes ${report.totals.creditNotes.count} taxable ₹${rupees(report.totals.creditNotes.taxable)}; ` +
        `B2B ₹${rupees(sum(report.b2b, 'taxable'))}, B2CL ₹${rupees(sum(report.b2cl, 'taxable'))}, B2CS ₹${rupees(sum(report.b2cs, 'taxable'))} (net), CDNR ₹${rupees(sum(report.cdnr, 'taxable'))}, CDNUR ₹${rupees(sum(report.cdnur, 'taxable'))}, ` +
        `HSN ₹${rupees(sum(report.hsn, 'taxable'))} = net ₹${rupees(report.totals.invoices.taxable - report.totals.creditNotes.taxable)}; tax IGST ₹${rupees(sum(report.hsn, 'igst'))} CGST ₹${rupees(sum(report.hsn, 'cgst'))} SGST ₹${rupees(sum(report.hsn, 'sgst'))}`,
    );

    // the Offline Tool's CSV and the portal's JSON carry the same figures
    const b2bCsv = parseCsv(gstr1Csv(report, 'b2b'));
    assert.equal(b2bCsv[0]!.join(','), 'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount');
    assert.deepEqual(b2bCsv[1], [B2B_INTRA, 'Rao Crafts LLP', 'HT/26-27/000101', '01-Jul-2026', '2348.00', '08-Rajasthan', 'N', '', 'Regular B2B', '', '5', '1000.00', '0.00']);
    assert.deepEqual(parseCsv(gstr1Csv(report, 'b2cs'))[1], ['OE', '08-Rajasthan', '', '18', '250.00', '0.00', '']);
    const json = gstr1PortalJson(report) as { fp: string; b2b: unknown[]; cdnur: unknown[]; b2cs: { txval: number; iamt?: number }[]; hsn: { hsn_b2c: { txval: number }[] }; doc_issue: { doc_det: { docs: { totnum: number }[] }[] } };
    assert.equal(json.fp, '092026');
    assert.deepEqual(json.b2b[0], {
      ctin: B2B_INTRA,
      inv: [
        {
          inum: 'HT/26-27/000101',
          idt: '01-07-2026',
          val: 2348,
          pos: '08',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [
            { num: 501, itm_det: { rt: 5, txval: 1000, camt: 25, samt: 25, csamt: 0 } },
            { num: 1801, itm_det: { rt: 18, txval: 1100, camt: 99, samt: 99, csamt: 0 } },
          ],
        },
      ],
    });
    assert.deepEqual(json.cdnur[0], { typ: 'B2CL', ntty: 'C', nt_num: 'HTC/26-27/00002', nt_dt: '06-09-2026', pos: '27', val: 11200, itms: [{ num: 1201, itm_det: { rt: 12, txval: 10000, iamt: 1200, csamt: 0 } }] });
    assert.deepEqual(json.b2cs[1], { sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 12, txval: 89285.71, iamt: 10714.29, csamt: 0 });
    assert.equal(Math.round(json.hsn.hsn_b2c.reduce((total, row) => total + row.txval * 100, 0)), 18_153_571);
    assert.deepEqual(json.doc_issue.doc_det.map((doc) => doc.docs[0]!.totnum), [6, 3]);
  });

  it('a month holds only its own documents', async () => {
    const report = reportRoutes.adminGstr1.response.parse((await get('/api/admin/reports/gstr1?period=2026-10')).json());
    assert.deepEqual(report.docs, [{ nature: 'invoices', from: 'HT/26-27/000107', to: 'HT/26-27/000107', total: 1, cancelled: 0 }]);
    assert.deepEqual([report.b2b.length, report.b2cl.length, report.cdnr.length, report.b2cs.length], [0, 0, 0, 1]);
  });

  it('exports the sales register, a product titled =HYPERLINK("x") as text', async () => {
    const register = reportRoutes.adminSalesRegister.response.parse((await get('/api/admin/reports/sales-register?period=2026-27-Q2')).json());
    assert.equal(register.rows.length, 11);
    const net = register.rows.reduce((total, row) => total + row.total, 0);
    assert.equal(net, 21_939_800 - 1_202_000);
    const headers = Object.fromEntries(SALES_REGISTER_COLUMNS.map((column) => [column, column])) as Record<(typeof SALES_REGISTER_COLUMNS)[number], string>;
    const csv = salesRegisterCsv(register, headers, { invoice: 'Invoice', creditNote: 'Credit note', shipping: 'Shipping' });
    const cells = parseCsv(csv);
    const titled = cells.filter((row) => row[8]!.includes('HYPERLINK'));
    assert.deepEqual(titled.map((row) => [row[0], row[8]]), [['Invoice', '\'=HYPERLINK("x")'], ['Credit note', '\'=HYPERLINK("x")']]);
    assert.deepEqual(cells.filter((row) => row[8] === 'Shipping').map((row) => [row[1], row[9], row[12], row[13], row[14]]), [['HT/26-27/000101', '7418', '100.00', '9.00', '9.00']]);
    const live = cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell));
    assert.deepEqual(live, []);
    console.log(`sales register 2026-27-Q2: ${register.rows.length} lines, net ₹${(net / 100).toFixed(2)}; '=HYPERLINK("x")' written as ${titled[0]![8]}, ${live.length} live formulas in ${cells.flat().length} cells`);
  });

  it('refuses a bad period per field in the caller\'s language, and anyone but an admin', async () => {
    for (const period of ['2026-13', '2026-26-Q2', '2016-05', 'Q2']) {
      const refused = await get(`/api/admin/reports/gstr1?period=${period}`, 'fr');
      assert.equal(refused.statusCode, 400, period);
      assert.deepEqual(refused.json().error.fields, { period: [withLanguage('fr', () => gstPeriod(period))] });
    }
    const missing = await get('/api/admin/reports/sales-register', 'es');
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(Object.keys(missing.json().error.fields), ['period']);
    const customer = await api.user('customer');
    assert.equal((await get('/api/admin/reports/gstr1?period=2026-07', 'en', customer.token)).statusCode, 403);
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/admin/reports/sales-register?period=2026-07' })).statusCode, 401);
  });
});
