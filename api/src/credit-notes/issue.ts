/**
 * Issuing a GST credit note (CGST Act s.34) for a refund of goods or shipping, in the refund's own
 * transaction. The one entry point, for every refund (the admin's refund of an order, a return
 * refunded to the payment or as store credit):
 *
 *   issueCreditNote(tx: Db, services: Pick<Services, 'config'>, request: {
 *     orderId: string;
 *     lines?: { lineIndex: number; quantity: number }[];   // order lines by index in order.lines, units
 *     shipping?: boolean | Paise;                          // true: all shipping left; paise: that much of it
 *     amount?: Paise;                                      // GST included; omitted: the value of what is named
 *     reason: string;
 *     source: 'admin_refund' | 'return' | 'store_credit';
 *     refundId?: string | null;                            // the return's, the store credit entry's, the provider's
 *     lng?: Locale;                                        // the refusals' language
 *   }): Promise<CreditNote>                               // shared-contracts/domain/credit-note
 *
 * Nothing named (no lines, no shipping): everything not yet credited, or `amount` of it spread
 * pro rata over every line and the shipping. It locks the order row (FOR UPDATE), so notes of one
 * order are made one after another; numbers come from the credit note series of the financial
 * year, bumped in the same transaction (gapless, never shared). The tax reverses the invoice's own
 * figures line by line (shared-contracts/domain/credit-note.ts planCreditNote).
 *
 * Refused, 422 validation_failed with a message per field in `lng`: a line the order has not, more
 * units than are left of a line, more than is left of the shipping, an amount over what is named
 * or over what was paid and not yet refunded (`totals.inclusive` less the larger of the order's
 * `amountRefunded` and what earlier notes credited). An order without a tax invoice has nothing
 * to credit: 409 invalid_transition 'order.not_paid'. The caller moves the money (and the order's
 * `amountRefunded`) in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { creditNoteNumber, creditNoteTotals, planCreditNote, type CreditNote, type CreditNoteLine, type CreditNoteSource, type CreditRequest } from 'shared-contracts/domain/credit-note';
import { financialYear, type TaxTotals } from 'shared-contracts/domain/gst';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/i18n/locales';
import { maxNumber } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { getOrderRow, nextSerial, type OrderRow } from '../orders/repository';
import { creditNoteSeries } from '../db/schema';
import { readSettingsIn } from '../settings/store';
import type { Services } from '../services';
import { creditedByLine, insertCreditNote, toCreditNote } from './repository';

export type IssueCreditNote = CreditRequest & {
  orderId: string;
  reason: string;
  source: CreditNoteSource;
  refundId?: string | null;
  lng?: Locale;
  /** When it is issued (its financial year's series); now unless a test says. */
  at?: Date;
};

export async function issueCreditNote(tx: Db, services: Pick<Services, 'config'>, request: IssueCreditNote): Promise<CreditNote> {
  const order = (await getOrderRow(tx, request.orderId, { forUpdate: true })) ?? notFound();
  if (!order.invoiceNumber) throw new HttpError('invalid_transition', { to: ['order.not_paid'] });
  const { lines, totals } = await planFor(tx, order, request);
  const at = request.at ?? new Date();
  const year = financialYear(at);
  const serial = await nextSerial(tx, creditNoteSeries, year);
  const { invoicePrefix } = await readSettingsIn(tx, services.config, 'store');
  const row = await insertCreditNote(
    tx,
    {
      id: randomUUID(),
      number: creditNoteNumber(year, serial, invoicePrefix),
      financialYear: year,
      serial,
      orderId: order.id,
      invoiceNumber: order.invoiceNumber,
      issuedAt: at.toISOString(),
      reason: request.reason,
      source: request.source,
      refundId: request.refundId ?? null,
      supply: order.supply,
      inclusive: totals.inclusive,
      taxable: totals.taxable,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
    },
    lines,
  );
  return toCreditNote(row, lines.map((line, index) => ({ ...line, id: index, creditNoteId: row.id })), order.lines);
}

/**
 * What a note for `request` would hold against the locked order, refused per field (422) beyond
 * what is left or paid; nothing is written. refundOrder asks it alone for an order paid before
 * invoices were numbered, which has no invoice to credit.
 */
export async function planFor(tx: Db, order: OrderRow, request: CreditRequest & { lng?: Locale }): Promise<{ lines: CreditNoteLine[]; totals: TaxTotals }> {
  const lng = request.lng ?? DEFAULT_LOCALE;
  const refuse = (field: string, max: number, value: number): never => {
    throw new HttpError('validation_failed', { [field]: [withLanguage(lng, () => String(maxNumber(max)(value)))] });
  };
  const credited = await creditedByLine(tx, order.id, order.invoiceNumber);
  const creditedSoFar = [...credited.values()].reduce((sum, line) => sum + line.inclusive, 0);
  const refundable = order.totals.inclusive - Math.max(order.amountRefunded, creditedSoFar);
  const named = request.lines !== undefined || request.shipping !== undefined;
  // everything left, when nothing is named: no more than was paid and not refunded (refunds made before credit notes existed)
  const amount = request.amount ?? (named ? undefined : refundable);
  const plan = planCreditNote(order, credited, { lines: request.lines, shipping: request.shipping, amount });
  if ('refusal' in plan) {
    const { field, value, max } = plan.refusal;
    return refuse(field, field === 'amount' ? Math.min(max, refundable) : max, value);
  }
  const totals = creditNoteTotals(plan.lines);
  if (totals.inclusive > refundable) refuse('amount', refundable, totals.inclusive);
  return { lines: plan.lines, totals };
}

function notFound(): never {
  throw new HttpError('not_found');
}
