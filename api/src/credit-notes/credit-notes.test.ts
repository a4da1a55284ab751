/**
 * GST credit notes against hand-computed invoices (issue 33 items 3, 5, 6): an intra-state and an
 * inter-state order, refunded by units, by shipping and by amount; the numbers' series per
 * financial year; two refunds at once never above what was paid.
 *
 * The invoice (seller in Rajasthan, 08), each line's GST out of its inclusive value, halves up:
 *   line 0: ₹1,299 × 2 at 12%  inclusive 259800  GST 259800×12/112 = 27835.7 → 27836  taxable 231964
 *   line 1: ₹499 × 1 at 5%     inclusive  49900  GST  49900×5/105  =  2376.2 →  2376  taxable  47524
 *   shipping at 12%            inclusive   9900  GST   9900×12/112 =  1060.7 →  1061  taxable   8839
 * Intra-state (to 08) splits each GST, the odd paisa to CGST: 13918+13918, 1188+1188, 531+530.
 * Inter-state (to 29, Karnataka) is all IGST.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { lineTax, sumTaxes, type GstStateCode } from 'shared-contracts/domain/gst';
import { orderLine } from 'shared-contracts/domain/order';
import type { CreditNote } from 'shared-contracts/domain/credit-note';
import { maxNumber } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { creditNotes, orders } from '../db/schema';
import { issueCreditNote } from './issue';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('GST credit notes', () => {
  let api: TestApi;
  let admin: TestUser;
  let customer: TestUser;
  let productId: string;
  let invoiceSerial = 900_000;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, language = 'en', token = admin.token) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });
  const refund = (id: string, body: object, language = 'en') => call('POST', `/api/admin/orders/${id}/refund`, body, language);
  const figures = (note: Pick<CreditNote, 'totals'>) => [note.totals.inclusive, note.totals.taxable, note.totals.cgst, note.totals.sgst, note.totals.igst];

  /** A paid, delivered order with the invoice above, numbered; delivered to `stateCode`. */
  async function invoicedOrder(stateCode: GstStateCode, products = [productId, `${productId}-b`]) {
    const row = await insertOrder(api.services.db, {
      userId: customer.uid,
      lines: [{ productId, unitPrice: 1, quantity: 1 }],
      stateCode,
      paymentStatus: 'paid',
      status: 'confirmed',
      fulfilmentStatus: 'delivered',
    });
    const lines = [
      orderLine({ productId: products[0]!, title: 'Blue pottery vase', hsn: '6913', quantity: 2, unitPrice: 129_900, gstRate: 12 }, row.supply),
      orderLine({ productId: products[1]!, title: 'Block-printed napkin', hsn: '6302', quantity: 1, unitPrice: 49_900, gstRate: 5 }, row.supply),
    ];
    const shipping = lineTax(9_900, 12, row.supply);
    invoiceSerial += 1;
    const [order] = await api.services.db
      .update(orders)
      .set({ lines, shipping, totals: sumTaxes([...lines, shipping]), invoiceNumber: `HT/26-27/${invoiceSerial}`, invoicedAt: new Date().toISOString() })
      .where(eq(orders.id, row.id))
      .returning();
    return order!;
  }

  before(async () => {
    api = await startTestApi();
    [admin, customer] = await Promise.all([api.user('admin'), api.user('customer')]);
    const category = await insertCategory(api.services.db);
    productId = (await insertProduct(api.services.db, { categoryId: category.id, stock: 50 })).id;
  });
  after(() => api.close());

  it('intra-state: one unit, then the other, then the shipping reverse the invoice line by line to the paisa', async () => {
    const order = await invoicedOrder('08');
    assert.deepEqual([order.supply, order.totals.inclusive, order.totals.taxable, order.totals.cgst, order.totals.sgst], ['intra_state', 319_600, 288_327, 15_637, 15_636]);

    const first = await refund(order.id, { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'One vase arrived chipped' });
    assert.equal(first.statusCode, 200, first.body);
    const afterFirst = routes.adminRefundOrder.response.parse(first.json());
    const [note1] = afterFirst.creditNotes!;
    // half of line 0: 259800 / 2 = 129900, GST 27836 / 2 = 13918 = 6959 + 6959
    assert.deepEqual(figures(note1!), [129_900, 115_982, 6_959, 6_959, 0]);
    assert.deepEqual(note1!.lines.map((line) => [line.lineIndex, line.quantity, line.hsn, line.rate, line.title]), [[0, 1, '6913', 12, 'Blue pottery vase']]);
    assert.equal(note1!.invoiceNumber, order.invoiceNumber);
    assert.match(note1!.number, /^HTC\/\d\d-\d\d\/\d{5}$/);
    assert.deepEqual([afterFirst.paymentStatus, afterFirst.amountRefunded], ['partially_refunded', 129_900]);

    const second = (await refund(order.id, { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'The other one too' })).json();
    const third = (await refund(order.id, { shipping: true, reason: 'Shipping back' })).json();
    const notes: CreditNote[] = third.creditNotes;
    assert.deepEqual(notes.map(figures), [
      [129_900, 115_982, 6_959, 6_959, 0],
      [129_900, 115_982, 6_959, 6_959, 0],
      [9_900, 8_839, 531, 530, 0],
    ]);
    // the two notes of line 0 are line 0 of the invoice exactly
    const line0 = sumTaxes(notes.slice(0, 2).map((note) => note.totals));
    assert.deepEqual(line0, { inclusive: order.lines[0]!.inclusive, taxable: order.lines[0]!.taxable, gst: order.lines[0]!.gst, cgst: order.lines[0]!.cgst, sgst: order.lines[0]!.sgst, igst: 0 });
    assert.equal(second.amountRefunded, 259_800);
    assert.deepEqual([third.paymentStatus, third.amountRefunded], ['partially_refunded', 269_700]);
    // consecutive in the series
    const serials = notes.map((note) => Number(note.number.slice(-5)));
    assert.deepEqual(serials, [serials[0], serials[0]! + 1, serials[0]! + 2]);

    // nothing left of line 0, in the caller's language (400, per field)
    const more = await refund(order.id, { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'again' }, 'fr');
    assert.equal(more.statusCode, 400);
    assert.deepEqual(more.json().error.fields, { 'lines.0.quantity': [withLanguage('fr', () => String(maxNumber(0)(1)))] });
    const noSuchLine = await refund(order.id, { lines: [{ lineIndex: 5, quantity: 1 }], reason: 'x' });
    assert.deepEqual(noSuchLine.json().error.fields, { 'lines.0.lineIndex': [withLanguage('en', () => String(maxNumber(1)(5)))] });

    // the customer reads them on the order and its invoice
    const mine = await call('GET', `/api/orders/${order.id}`, undefined, 'en', customer.token);
    assert.deepEqual(routes.myOrder.response.parse(mine.json()).creditNotes!.map((note) => note.number), notes.map((note) => note.number));
    const invoice = routes.myOrderInvoice.response.parse((await call('GET', `/api/orders/${order.id}/invoice`, undefined, 'en', customer.token)).json());
    assert.equal(invoice.order.creditNotes!.length, 3);
    console.log(`intra-state credit notes: ${notes.map((note) => `${note.number} ${figures(note).join('/')}`).join('; ')} (inclusive/taxable/CGST/SGST/IGST paise)`);
  });

  it('inter-state: an amount alone is spread pro rata, then the rest; all the notes add up to the invoice', async () => {
    const order = await invoicedOrder('29');
    assert.deepEqual([order.supply, order.totals.igst], ['inter_state', 31_273]);

    // ₹500 over 259800 : 49900 : 9900 -> 40644.6, 7806.6, 1548.8: floors 49998, the 2 paise to the largest remainders
    const part = routes.adminRefundOrder.response.parse((await refund(order.id, { amount: 50_000, reason: 'Goodwill' })).json());
    const [note] = part.creditNotes!;
    assert.deepEqual(
      note!.lines.map((line) => [line.lineIndex, line.quantity, line.inclusive, line.taxable, line.igst]),
      [
        // IGST round(27836 × 40644 / 259800) = 4355; round(2376 × 7807 / 49900) = 372; round(1061 × 1549 / 9900) = 166
        [0, 0, 40_644, 36_289, 4_355],
        [1, 0, 7_807, 7_435, 372],
        [null, 0, 1_549, 1_383, 166],
      ],
    );
    assert.deepEqual(figures(note!), [50_000, 45_107, 0, 0, 4_893]);

    const rest = routes.adminRefundOrder.response.parse((await refund(order.id, { reason: 'Returned in full' })).json());
    assert.deepEqual([rest.paymentStatus, rest.amountRefunded], ['refunded', 319_600]);
    const all = sumTaxes(rest.creditNotes!.map((n) => n.totals));
    assert.deepEqual(all, order.totals);
    // the rest's lines: what was left of each, units all returned
    assert.deepEqual(
      rest.creditNotes![1]!.lines.map((line) => [line.lineIndex, line.quantity, line.inclusive, line.igst]),
      [
        [0, 2, 259_800 - 40_644, 27_836 - 4_355],
        [1, 1, 49_900 - 7_807, 2_376 - 372],
        [null, 1, 9_900 - 1_549, 1_061 - 166],
      ],
    );
    console.log(`inter-state: ₹500 then the rest: ${rest.creditNotes!.map((n) => figures(n).join('/')).join(' + ')} = ${all.inclusive}/${all.taxable}/IGST ${all.igst} = the invoice's ${order.totals.inclusive}/${order.totals.taxable}/${order.totals.igst}`);
  });

  it('a partial quantity and an amount for named lines; never more than their value', async () => {
    const order = await invoicedOrder('29');
    const over = await refund(order.id, { lines: [{ lineIndex: 1, quantity: 1 }], amount: 49_901, reason: 'x' });
    assert.equal(over.statusCode, 400);
    assert.deepEqual(over.json().error.fields, { amount: [withLanguage('en', () => String(maxNumber(49_900)(49_901)))] });
    const tooMany = await refund(order.id, { lines: [{ lineIndex: 0, quantity: 3 }], reason: 'x' }, 'es');
    assert.deepEqual(tooMany.json().error.fields, { 'lines.0.quantity': [withLanguage('es', () => String(maxNumber(2)(3)))] });
    // a napkin returned, ₹100 kept for the washing: the note is ₹399 of line 1, its IGST round(2376 × 39900 / 49900) = 1900
    const kept = routes.adminRefundOrder.response.parse((await refund(order.id, { lines: [{ lineIndex: 1, quantity: 1 }], amount: 39_900, reason: 'Washed' })).json());
    assert.deepEqual(kept.creditNotes![0]!.lines.map((line) => [line.lineIndex, line.quantity, line.inclusive, line.taxable, line.igst]), [[1, 1, 39_900, 38_000, 1_900]]);
    assert.equal((await api.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).length, 1);
  });

  it('numbers each financial year from 1, April to March in India', async () => {
    const order = await invoicedOrder('08');
    const issue = (at: string) =>
      api.services.db.transaction((tx) => issueCreditNote(tx, api.services, { orderId: order.id, amount: 100, reason: 'Series', source: 'admin_refund', at: new Date(at) }));
    // 31 March 2031 23:59 in India is still 2030-31; 1 April 00:01 is 2031-32
    const march = await issue('2031-03-31T18:29:00Z');
    const april = await issue('2031-03-31T18:31:00Z');
    const april2 = await issue('2031-04-15T10:00:00Z');
    const march2 = await issue('2030-12-01T10:00:00Z');
    assert.deepEqual(
      [march, april, april2, march2].map((note) => note.number),
      ['HTC/30-31/00001', 'HTC/31-32/00001', 'HTC/31-32/00002', 'HTC/30-31/00002'],
    );
    console.log(`series per financial year: ${[march, april, april2, march2].map((note) => note.number).join(', ')}`);
  });

  it('the dashboard counts what was kept: revenue and best sellers less what credit notes took back', async () => {
    const dashboard = async () => routes.adminDashboard.response.parse((await call('GET', '/api/admin/dashboard')).json());
    const before = await dashboard();
    const vase = `vase-${Date.now()}`;
    const napkin = `napkin-${Date.now()}`;
    const order = await invoicedOrder('08', [vase, napkin]);
    // one vase refunded to the card; the napkin returned for store credit (a credit note, no money back)
    assert.equal((await refund(order.id, { lines: [{ lineIndex: 0, quantity: 1 }], reason: 'Chipped' })).statusCode, 200);
    await api.services.db.transaction((tx) => issueCreditNote(tx, api.services, { orderId: order.id, lines: [{ lineIndex: 1, quantity: 1 }], reason: 'Returned', source: 'store_credit' }));
    const now = await dashboard();
    const kept = now.today.revenue - before.today.revenue;
    // 319600 paid, 129900 + 49900 credited
    assert.equal(kept, 139_800);
    const sellers = new Map(now.bestSellers.map((seller) => [seller.productId, seller]));
    assert.deepEqual([sellers.get(vase)?.units, sellers.get(vase)?.revenue], [1, 129_900]);
    assert.equal(sellers.has(napkin), false);
    console.log(`dashboard: order of ${order.totals.inclusive} with 129900 refunded and 49900 credited to store credit adds ${kept} to today's revenue; best sellers: vase 1 unit / ${sellers.get(vase)?.revenue} (2 sold), napkin absent (1 sold, 1 returned)`);
  });

  it('two refunds at once never refund more than was paid', async () => {
    const rounds = 4;
    let granted = 0;
    let refusedCount = 0;
    for (let round = 0; round < rounds; round++) {
      const order = await invoicedOrder(round % 2 ? '29' : '08');
      // each asks for 60% of the order, or both want the second vase
      const bodies = round < 2 ? [{ amount: 191_760, reason: 'A' }, { amount: 191_760, reason: 'B' }] : [{ lines: [{ lineIndex: 0, quantity: 2 }], reason: 'A' }, { lines: [{ lineIndex: 0, quantity: 1 }], shipping: true, reason: 'B' }];
      const answers = await Promise.all(bodies.map((body) => refund(order.id, body)));
      const codes = answers.map((answer) => answer.statusCode).sort();
      const [row] = await api.services.db.select().from(orders).where(eq(orders.id, order.id));
      const notes = await api.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
      const credited = notes.reduce((sum, note) => sum + note.inclusive, 0);
      assert.ok(row!.amountRefunded <= order.totals.inclusive, `refunded ${row!.amountRefunded} of ${order.totals.inclusive}`);
      assert.equal(credited, row!.amountRefunded);
      // either alone fits; both do not
      assert.deepEqual(codes, [200, 400]);
      granted += answers.filter((answer) => answer.statusCode === 200).length;
      refusedCount += answers.filter((answer) => answer.statusCode !== 200).length;
      console.log(`concurrent refunds, order ${round + 1}: paid ${order.totals.inclusive}, asked ${bodies.map((body) => JSON.stringify(body)).join(' & ')} -> ${codes.join(', ')}; refunded ${row!.amountRefunded}, credit notes ${notes.length} for ${credited}`);
    }
    console.log(`concurrent refunds: ${rounds * 2} requests on ${rounds} orders, ${granted} granted, ${refusedCount} refused, none above the amount paid`);
  });
});
