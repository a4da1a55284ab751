/**
 * Storage of GST credit notes: the only place that queries credit_notes and credit_note_lines.
 * Every write takes a `Db`, which may be a transaction (the refund's).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditNote, Credited, CreditNoteLine, Uncredited } from 'shared-contracts/domain/credit-note';
import type { OrderLine } from 'shared-contracts/domain/order';
import type { GstRate } from 'shared-contracts/domain/gst';
import type { Db } from '../db/database';
import { creditNoteLines, creditNotes, orderEdits } from '../db/schema';
import { isoTime } from '../db/timestamps';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type NewCreditNoteRow = typeof creditNotes.$inferInsert;
type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;

/**
 * What the order's notes credited so far against `invoiceNumber`, per line index ('shipping' for the
 * shipping line). An edited order's earlier invoice was reversed in full when a revised one replaced
 * it (order-edits/edits.ts): those notes are not against the lines it has now.
 */
export async function creditedByLine(db: Db, orderId: string, invoiceNumber: string | null): Promise<Map<number | 'shipping', Uncredited>> {
  const rows = await db
    .select({
      lineIndex: creditNoteLines.lineIndex,
      quantity: sql<number>`sum(${creditNoteLines.quantity})::int`,
      inclusive: sql<number>`sum(${creditNoteLines.inclusive})::int`,
      taxable: sql<number>`sum(${creditNoteLines.taxable})::int`,
      cgst: sql<number>`sum(${creditNoteLines.cgst})::int`,
      sgst: sql<number>`sum(${creditNoteLines.sgst})::int`,
      igst: sql<number>`sum(${creditNoteLines.igst})::int`,
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(invoiceNumber ? and(eq(creditNotes.orderId, orderId), eq(creditNotes.invoiceNumber, invoiceNumber)) : eq(creditNotes.orderId, orderId))
    .groupBy(creditNoteLines.lineIndex);
  const credited = new Map<number | 'shipping', Uncredited>();
  for (const { lineIndex, ...sums } of rows) credited.set(lineIndex ?? 'shipping', { ...sums, gst: sums.cgst + sums.sgst + sums.igst });
  return credited satisfies Credited;
}

export async function insertCreditNote(db: Db, note: NewCreditNoteRow, lines: readonly CreditNoteLine[]): Promise<CreditNoteRow> {
  const [row] = await db.insert(creditNotes).values(note).returning();
  await db.insert(creditNoteLines).values(
    lines.map((line) => ({
      creditNoteId: note.id,
      lineIndex: line.lineIndex,
      quantity: line.quantity,
      hsn: line.hsn,
      rate: line.rate,
      inclusive: line.inclusive,
      taxable: line.taxable,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    })),
  );
  return row!;
}

/** Names the provider's refund on the note once the provider answered (in the same transaction). */
export async function setCreditNoteRefund(db: Db, id: string, refundId: string): Promise<void> {
  await db.update(creditNotes).set({ refundId }).where(eq(creditNotes.id, id));
}

/** The credit notes of these orders, oldest first, as the API sends them (titles from the order's lines). */
export async function listCreditNotes(db: Db, orders: readonly { id: string; lines: readonly OrderLine[] }[]): Promise<Map<string, CreditNote[]>> {
  const byOrder = new Map<string, CreditNote[]>(orders.map((order) => [order.id, []]));
  if (!orders.length) return byOrder;
  const notes = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orders.map((order) => order.id)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial));
  if (!notes.length) return byOrder;
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, notes.map((note) => note.id)))
    .orderBy(asc(creditNoteLines.id));
  const orderLines = new Map(orders.map((order) => [order.id, order.lines]));
  // a note against an invoice an edit replaced names that invoice's lines (order-edits/edits.ts)
  const edits = await db
    .select({ orderId: orderEdits.orderId, before: orderEdits.before })
    .from(orderEdits)
    .where(and(inArray(orderEdits.orderId, orders.map((order) => order.id)), eq(orderEdits.status, 'applied')));
  const replacedInvoices = new Map(edits.flatMap(({ orderId, before }) => (before.invoice ? [[`${orderId}:${before.invoice.number}`, before.lines] as const] : [])));
  for (const note of notes) {
    const own = lines.filter((line) => line.creditNoteId === note.id);
    const invoiced = replacedInvoices.get(`${note.orderId}:${note.invoiceNumber}`) ?? orderLines.get(note.orderId) ?? [];
    byOrder.get(note.orderId)!.push(toCreditNote(note, own, invoiced));
  }
  return byOrder;
}

/** One order's credit notes, oldest first. */
export async function creditNotesOf(db: Db, order: { id: string; lines: readonly OrderLine[] }): Promise<CreditNote[]> {
  return (await listCreditNotes(db, [order])).get(order.id) ?? [];
}

export function toCreditNote(note: CreditNoteRow, lines: readonly CreditNoteLineRow[], orderLines: readonly OrderLine[]): CreditNote {
  return {
    id: note.id,
    number: note.number,
    invoiceNumber: note.invoiceNumber,
    issuedAt: isoTime(note.issuedAt),
    reason: note.reason,
    source: note.source,
    supply: note.supply,
    lines: lines.map((line) => {
      const invoiced = line.lineIndex === null ? undefined : orderLines[line.lineIndex];
      return {
        lineIndex: line.lineIndex,
        quantity: line.quantity,
        title: invoiced?.title ?? '',
        ...(invoiced?.variant ? { variant: invoiced.variant } : {}),
        hsn: line.hsn,
        rate: line.rate as GstRate,
        inclusive: line.inclusive,
        taxable: line.taxable,
        gst: line.cgst + line.sgst + line.igst,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
      };
    }),
    totals: { inclusive: note.inclusive, taxable: note.taxable, gst: note.cgst + note.sgst + note.igst, cgst: note.cgst, sgst: note.sgst, igst: note.igst },
  };
}
