/**
 * Returns (issue 33 items 1, 2, 6): the customer's request and the admin's steps. Each step is one
 * transaction holding a lock, with its audit row and the customer's e-mail (in the order's
 * language) written in it:
 *
 * - request: the order row locked (FOR UPDATE), the rules judged again (rules.ts), so two requests
 *   at once never return more than was delivered;
 * - approve / reject / receive: the return row locked; a step its status does not allow is 409
 *   invalid_transition, so two admins receiving the same parcel at once restock it once;
 * - refund: the return row locked, then the order's, a GST credit note issued for the returned units
 *   (credit-notes/issue.ts), the amount held within what the returned
 *   lines were paid less what was refunded (of the return and of the order), the provider asked
 *   last, as admin/order-workflows.ts's refundOrder does, so a refused refund changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReturn, adminReturnsQuerySchema, LinkOrderReturns, approveReturnSchema, OrderReturns, PublicReturnPolicy, receiveReturnSchema, refundReturnSchema, ReturnDto, returnRequestSchema } from 'shared-contracts/api/returns';
import { parseDownloadUrl } from 'shared-contracts/api/storage';
import { canMoveReturn, type ReturnStatus } from 'shared-contracts/domain/returns';
import { unitsValue } from 'shared-contracts/domain/credit-note';
import { amountPayable, canTransition, isMoneyCaptured } from 'shared-contracts/domain/order';
import { variantLabel } from 'shared-contracts/domain/variants';
import type { Locale } from 'shared-contracts/i18n/locales';
import { maxNumber } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import type { FieldErrors } from 'shared-contracts/api/error-codes';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { categories, productVariants, returnLines, returns } from '../db/schema';
import { offsetOf, type Page } from '../db/paging';
import { isoTime } from '../db/timestamps';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { announce } from '../orders/lifecycle';
import { queueOrderNotifications } from '../webhooks/events';
import { orderNumber, toOrderDto } from '../orders/dto';
import { getOrderRow, getUserOrderRow, insertHistory, returnStock, updateOrderRow, type OrderRow } from '../orders/repository';
import { releaseForLines } from '../stock-alerts/workflows';
import { readSettings, readSettingsIn } from '../settings/store';
import { grantStoreCredit } from '../store-credit/ledger';
import type { Services } from '../services';
import { issueCreditNote } from '../credit-notes/issue';
import { createExchangeOrder } from '../exchanges/exchange-order';
import { isReturnLinkToken } from './link';
import { queueReturnMail } from './mails';
import { judgeReturnable, tr } from './rules';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

/** What `quantity` units of order line `lineIndex` were paid (GST included, after any discount), the earlier `before` units counted first. */
function linesValue(order: Pick<OrderRow, 'lines'>, lines: readonly { lineIndex: number; quantity: number }[], before: ReadonlyMap<number, number> = new Map()): number {
  return lines.reduce((sum, line) => {
    const orderLine = order.lines[line.lineIndex];
    return orderLine ? sum + unitsValue(orderLine, before.get(line.lineIndex) ?? 0, line.quantity) : sum;
  }, 0);
}

function toReturnDto(row: ReturnRow, lines: readonly ReturnLineRow[], order: Pick<OrderRow, 'number' | 'lines'>, audience: 'customer' | 'admin'): ReturnDto {
  const bank = row.bankDetails;
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: orderNumber(order.number),
    status: row.status,
    kind: row.kind,
    reason: row.reason,
    text: row.text,
    photos: row.photos,
    lines: [...lines]
      .sort((a, b) => a.lineIndex - b.lineIndex)
      .map((line) => {
        const orderLine = order.lines[line.lineIndex];
        return {
          lineIndex: line.lineIndex,
          quantity: line.quantity,
          exchangeVariantId: line.exchangeVariantId,
          inspection: line.inspection,
          title: orderLine?.title ?? '',
          ...(orderLine?.variant ? { variant: orderLine.variant } : {}),
          unitPaid: orderLine ? Math.round(orderLine.inclusive / orderLine.quantity) : 0,
        };
      }),
    instruction: row.instruction,
    trackingNumber: row.trackingNumber,
    rejectionReason: row.rejectionReason,
    refundMethod: row.refundMethod,
    // the customer is shown the last four digits only: the page is theirs, but screens are shared
    bankDetails: bank ? (audience === 'admin' ? bank : { ...bank, accountNumber: `••••${bank.accountNumber.slice(-4)}` }) : null,
    value: linesValue(order, lines),
    amountRefunded: row.amountRefunded,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

async function linesOf(db: Db, ids: readonly string[]): Promise<Map<string, ReturnLineRow[]>> {
  const map = new Map<string, ReturnLineRow[]>();
  if (!ids.length) return map;
  for (const line of await db.select().from(returnLines).where(inArray(returnLines.returnId, [...ids]))) {
    map.set(line.returnId, [...(map.get(line.returnId) ?? []), line]);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Settings and the policy page

export const returnSettings = (services: Pick<Services, 'database' | 'config'>) => readSettings(services, 'returns');

export async function returnPolicy(services: Services): Promise<PublicReturnPolicy> {
  const settings = await returnSettings(services);
  const ids = settings.nonReturnableCategories;
  const names = ids.length ? await services.db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)) : [];
  return { windowDays: settings.windowDays, reasons: settings.reasons, nonReturnableCategories: names };
}

// ---------------------------------------------------------------------------------------------
// The customer

/**
 * Who asks: the signed-in customer (a guest's anonymous account included), or whoever holds a guest
 * order's e-mail link (its token, returns/link.ts). The token only replaces "the caller owns the
 * order": every rule after it is the same.
 */
export type ReturnAsker = Caller | { linkToken: string };

/** The asker's order: their own (else 404), or the one the link's token was made for (else 403, on the token). */
async function ownOrder(db: Db, asker: ReturnAsker, orderId: string, lng: Locale): Promise<OrderRow> {
  if ('linkToken' in asker) {
    const row = await getOrderRow(db, orderId);
    if (!row || !isReturnLinkToken(row, asker.linkToken)) throw new HttpError('forbidden', { token: [tr('refusal.link', lng)] });
    return row;
  }
  const row = await getUserOrderRow(db, asker.uid, orderId);
  if (!row) throw new HttpError('not_found');
  return row;
}

/** The audit's actor: the customer, or for a link the order's account and e-mail. */
const askerActor = (asker: ReturnAsker, order: Pick<OrderRow, 'userId' | 'email'>) =>
  'linkToken' in asker ? { uid: order.userId ?? 'return-link', email: order.email } : actorOf(asker);

/** The link's page: the order's returns and the lines its form names. */
export async function linkOrderReturns(services: Services, orderId: string, linkToken: string, lng: Locale): Promise<LinkOrderReturns> {
  const asker = { linkToken };
  const order = await ownOrder(services.db, asker, orderId, lng);
  const { id, number, lines, fulfilmentStatus } = toOrderDto(order);
  return { ...(await orderReturns(services, asker, orderId, lng)), order: { id, number, lines, fulfilmentStatus } };
}

export async function orderReturns(services: Services, caller: ReturnAsker, orderId: string, lng: Locale): Promise<OrderReturns> {
  const order = await ownOrder(services.db, caller, orderId, lng);
  const settings = await returnSettings(services);
  const eligibility = await judgeReturnable(services.db, order, settings, new Date(), lng);
  const rows = await services.db.select().from(returns).where(eq(returns.orderId, order.id)).orderBy(desc(returns.createdAt));
  const lines = await linesOf(
    services.db,
    rows.map((row) => row.id),
  );
  return {
    open: eligibility.refusal === null && eligibility.lines.some((line) => line.returnable > 0),
    refusal: eligibility.refusal,
    message: eligibility.message,
    deadline: eligibility.deadline,
    reasons: settings.reasons,
    lines: eligibility.lines,
    variants: await exchangeOptions(services.db, order),
    cod: order.paymentMethod === 'cod',
    returns: rows.map((row) => toReturnDto(row, lines.get(row.id) ?? [], order, 'customer')),
  };
}

/** For each line of a product sold by variant: its other variants in stock, to exchange for. */
async function exchangeOptions(db: Db, order: OrderRow): Promise<OrderReturns['variants']> {
  const productIds = [...new Set(order.lines.filter((line) => line.variantId).map((line) => line.productId))];
  if (!productIds.length) return [];
  const rows = await db.select().from(productVariants).where(inArray(productVariants.productId, productIds)).orderBy(productVariants.position);
  return order.lines.flatMap((line, lineIndex) =>
    line.variantId
      ? [
          {
            lineIndex,
            options: rows
              .filter((row) => row.productId === line.productId && row.id !== line.variantId && row.stock > 0)
              .map((row) => ({ id: row.id, label: variantLabel(row.optionValues), stock: row.stock })),
          },
        ]
      : [],
  );
}

export async function requestReturn(services: Services, caller: ReturnAsker, orderId: string, input: z.output<typeof returnRequestSchema>, lng: Locale): Promise<ReturnDto> {
  await ownOrder(services.db, caller, orderId, lng);
  const { row, lines, order } = await services.db.transaction(async (tx) => {
    const order = (await getOrderRow(tx, orderId, { forUpdate: true }))!;
    const settings = await readSettingsIn(tx, services.config, 'returns');
    const eligibility = await judgeReturnable(tx, order, settings, new Date(), lng);
    const fields: FieldErrors = {};
    const refuse = (field: string, message: string) => (fields[field] = [...(fields[field] ?? []), message]);

    if (eligibility.refusal) refuse('lines', eligibility.message!);
    if (!settings.reasons.includes(input.reason)) refuse('reason', tr('refusal.reason', lng));
    const seen = new Set<number>();
    const variants = await exchangeOptions(tx, order);
    input.lines.forEach((line, index) => {
      const orderLine = order.lines[line.lineIndex];
      const judged = eligibility.lines[line.lineIndex];
      if (!orderLine || !judged) return refuse(`lines.${index}.lineIndex`, tr('refusal.line', lng));
      if (seen.has(line.lineIndex)) return refuse(`lines.${index}.lineIndex`, tr('refusal.line_twice', lng));
      seen.add(line.lineIndex);
      if (eligibility.refusal) return;
      if (judged.refusal === 'category') return refuse(`lines.${index}.lineIndex`, tr('refusal.category', lng, { title: orderLine.title }));
      if (line.quantity > judged.returnable) refuse(`lines.${index}.quantity`, tr('refusal.quantity', lng, { count: judged.returnable, title: orderLine.title }));
      if (input.kind === 'exchange') {
        const options = variants.find((entry) => entry.lineIndex === line.lineIndex)?.options ?? [];
        if (!line.exchangeVariantId || !options.some((option) => option.id === line.exchangeVariantId)) refuse(`lines.${index}.exchangeVariantId`, tr('refusal.exchange_variant', lng));
      }
    });
    input.photos.forEach((url, index) => {
      const parsed = parseDownloadUrl(url);
      if (!parsed?.token || !parsed.name.startsWith(`returns/${order.id}/`)) refuse(`photos.${index}`, tr('refusal.photo', lng));
    });
    // a cash-on-delivery refund goes to the customer's bank (or as store credit, which needs an account)
    if (input.kind === 'refund' && order.paymentMethod === 'cod' && !input.bankDetails && !order.userId) refuse('bankDetails', tr('refusal.bank', lng));
    if (Object.keys(fields).length) throw new HttpError('validation_failed', fields);

    const [row] = await tx
      .insert(returns)
      .values({
        id: `r_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        orderId: order.id,
        userId: order.userId,
        kind: input.kind,
        reason: input.reason,
        text: input.text,
        photos: input.photos,
        bankDetails: order.paymentMethod === 'cod' ? (input.bankDetails ?? null) : null,
      })
      .returning();
    const lines = await tx
      .insert(returnLines)
      .values(input.lines.map((line) => ({ returnId: row!.id, lineIndex: line.lineIndex, quantity: line.quantity, exchangeVariantId: input.kind === 'exchange' ? (line.exchangeVariantId ?? null) : null })))
      .returning();
    await recordAudit(tx, {
      actor: askerActor(caller, order),
      action: 'return.request',
      target: { type: 'return', id: row!.id },
      changes: { status: { from: null, to: 'requested' }, lines: { from: null, to: input.lines.map(({ lineIndex, quantity }) => ({ lineIndex, quantity })) } },
      note: input.reason,
    });
    await queueReturnMail(tx, services.config, 'requested', order, row!, lines);
    return { row: row!, lines, order };
  });
  return toReturnDto(row, lines, order, 'customer');
}

// ---------------------------------------------------------------------------------------------
// The admin

async function toAdminReturn(db: Db, row: ReturnRow, lines?: readonly ReturnLineRow[]): Promise<AdminReturn> {
  const order = (await getOrderRow(db, row.orderId))!;
  const own = lines ?? (await linesOf(db, [row.id])).get(row.id) ?? [];
  return {
    ...toReturnDto(row, own, order, 'admin'),
    customer: { email: order.email, name: order.shippingAddress.name },
    paymentMethod: order.paymentMethod,
  };
}

export async function listAdminReturns(services: Services, query: z.output<typeof adminReturnsQuerySchema>): Promise<Page<AdminReturn>> {
  const where = query.status ? eq(returns.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    services.db.select().from(returns).where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(query.pageSize).offset(offsetOf(query)),
    services.db.select({ total: count() }).from(returns).where(where),
  ]);
  const lines = await linesOf(
    services.db,
    rows.map((row) => row.id),
  );
  const items = await Promise.all(rows.map((row) => toAdminReturn(services.db, row, lines.get(row.id) ?? [])));
  return { items, total: Number(total?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The return row, locked for this transaction; 404 when there is none. */
async function lockReturn(tx: Db, id: string): Promise<ReturnRow> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  if (!row) throw new HttpError('not_found');
  return row;
}

function refuseMove(row: ReturnRow, to: ReturnStatus): void {
  if (!canMoveReturn(row.status, to)) throw new HttpError('invalid_transition', { to: [`return.${row.status}`] });
}

/**
 * One admin step on a locked return: `decide` checks it and says what to write; the audit row and
 * the customer's e-mail follow in the same transaction.
 */
async function stepReturn(
  services: Services,
  actor: Caller,
  id: string,
  to: ReturnStatus,
  mail: 'approved' | 'rejected' | 'received',
  write: (tx: Db, row: ReturnRow, lines: ReturnLineRow[]) => Promise<{ set: Partial<typeof returns.$inferInsert>; note?: string | null }>,
): Promise<AdminReturn> {
  const result = await services.db.transaction(async (tx) => {
    const before = await lockReturn(tx, id);
    refuseMove(before, to);
    const lines = (await linesOf(tx, [id])).get(id) ?? [];
    const { set, note } = await write(tx, before, lines);
    const [after] = await tx
      .update(returns)
      .set({ ...set, status: to, updatedAt: sql`now()` })
      .where(eq(returns.id, id))
      .returning();
    const afterLines = (await linesOf(tx, [id])).get(id) ?? [];
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: `return.${mail === 'approved' ? 'approve' : mail === 'rejected' ? 'reject' : 'receive'}`,
      target: { type: 'return', id },
      changes: { status: { from: before.status, to }, ...Object.fromEntries(Object.entries(set).map(([key, value]) => [key, { from: (before as Record<string, unknown>)[key] ?? null, to: value }])) },
      note: note ?? null,
    });
    const order = (await getOrderRow(tx, after!.orderId))!;
    await queueReturnMail(tx, services.config, mail, order, after!, afterLines);
    return { row: after!, lines: afterLines };
  });
  return toAdminReturn(services.db, result.row, result.lines);
}

/**
 * Approved: how the parcel comes back. An exchange's new variants are reserved and sent as a new
 * order at no charge, linked to the return and the order, in this same transaction (a variant of
 * another product or out of stock refuses the approval on the line's field: exchanges/exchange-order.ts).
 */
export function approveReturn(services: Services, actor: Caller, id: string, input: z.output<typeof approveReturnSchema>, lng: Locale = 'en'): Promise<AdminReturn> {
  return stepReturn(services, actor, id, 'approved', 'approved', async (tx, row, lines) => {
    const exchange =
      row.kind === 'exchange'
        ? await createExchangeOrder(tx, services, { returnId: row.id, order: (await getOrderRow(tx, row.orderId))!, lines, actor: actor.uid, lng })
        : undefined;
    return {
      set: {
        instruction: input.instruction,
        trackingNumber: input.trackingNumber ? input.trackingNumber.toUpperCase() : null,
        approvedAt: new Date().toISOString(),
        ...(exchange ? { exchangeOrderId: exchange.id } : {}),
      },
    };
  });
}

export function rejectReturn(services: Services, actor: Caller, id: string, input: { reason: string }): Promise<AdminReturn> {
  return stepReturn(services, actor, id, 'rejected', 'rejected', async () => ({ set: { rejectionReason: input.reason, rejectedAt: new Date().toISOString() }, note: input.reason }));
}

/**
 * The parcel arrived: every line inspected, restocked lines put back on the shelf (their variant's
 * stock and their product's). The return row's lock and the move approved -> received make a second
 * receipt, at once or later, a 409 that restocks nothing.
 */
export function receiveReturn(services: Services, actor: Caller, id: string, input: z.output<typeof receiveReturnSchema>, lng: Locale): Promise<AdminReturn> {
  return stepReturn(services, actor, id, 'received', 'received', async (tx, row, lines) => {
    const inspection = new Map(input.lines.map((line) => [line.lineIndex, line.inspection]));
    if (inspection.size !== input.lines.length || lines.some((line) => !inspection.has(line.lineIndex)) || input.lines.some((line) => !lines.some((own) => own.lineIndex === line.lineIndex))) {
      throw new HttpError('validation_failed', { lines: [tr('refusal.inspection', lng)] });
    }
    const order = (await getOrderRow(tx, row.orderId))!;
    const restocked = lines.filter((line) => inspection.get(line.lineIndex) === 'restock');
    const back = restocked.flatMap((line) => {
      const orderLine = order.lines[line.lineIndex];
      return orderLine ? [{ productId: orderLine.productId, variantId: orderLine.variantId, quantity: line.quantity }] : [];
    });
    await returnStock(tx, back);
    // back-in-stock alerts waiting for these items go out (stock-alerts/)
    await releaseForLines(tx, services.config, back);
    for (const line of lines) await tx.update(returnLines).set({ inspection: inspection.get(line.lineIndex)! }).where(eq(returnLines.id, line.id));
    return { set: { receivedAt: new Date().toISOString() }, note: input.lines.map((line) => `${line.lineIndex}:${line.inspection}`).join(', ') };
  });
}

/**
 * The money back for a received return: through the payment provider (an order paid online), by a
 * bank transfer the admin made to the details the customer gave, or as store credit (cash on
 * delivery). The amount (all that is left by default, or part) is held within what the returned
 * lines were paid less what this return already refunded, and within what the order has left.
 */
export async function refundReturn(services: Services, actor: Caller, id: string, input: z.output<typeof refundReturnSchema>, lng: Locale): Promise<AdminReturn> {
  const result = await services.db.transaction(async (tx) => {
    // the return's lock first, then its order's (the only other lock this path takes, as the order's own refund does)
    const row = await lockReturn(tx, id);
    refuseMove(row, 'refunded');
    const before = (await getOrderRow(tx, row.orderId, { forUpdate: true }))!;
    const cod = before.paymentMethod === 'cod';
    if (cod && input.method === 'provider') throw new HttpError('validation_failed', { method: [tr('refusal.cod_method', lng)] });
    if (!cod && input.method !== 'provider') throw new HttpError('validation_failed', { method: [tr('refusal.method', lng)] });
    if (!cod && (!isMoneyCaptured(before.paymentStatus) || !before.paymentId)) throw new HttpError('invalid_transition', { to: ['order.not_paid'] });
    if (input.method === 'store_credit' && !before.userId) throw new HttpError('validation_failed', { method: [tr('refusal.store_credit', lng)] });
    const lines = (await linesOf(tx, [id])).get(id) ?? [];
    // never more than the returned lines were paid less what was refunded of them, nor than the order has left
    // (through the provider: at most what it took, the total less any store credit; amountPayable)
    const paid = input.method === 'provider' ? amountPayable(before) : before.totals.inclusive;
    const left = Math.min(linesValue(before, lines) - row.amountRefunded, paid - before.amountRefunded);
    if (input.amount !== undefined && input.amount > left) throw new HttpError('validation_failed', { amount: [withLanguage(lng, () => String(maxNumber(Math.max(left, 0))(input.amount)))] });
    // the GST credit note first (before the order's refunded total moves, which it reads): the returned
    // units' taxable value and tax reversed as the invoice charged them, or `amount` of them
    const note = await issueCreditNote(tx, services, {
      orderId: before.id,
      lines: lines.map(({ lineIndex, quantity }) => ({ lineIndex, quantity })),
      ...(input.amount !== undefined ? { amount: input.amount } : {}),
      reason: row.reason,
      source: input.method === 'store_credit' ? 'store_credit' : 'return',
      refundId: id,
      lng,
    });
    const amount = note.totals.inclusive;
    if (amount > left || amount <= 0) throw new HttpError('validation_failed', { amount: [withLanguage(lng, () => String(maxNumber(Math.max(left, 0))(amount)))] });

    const amountRefunded = before.amountRefunded + amount;
    // the payment axis follows money the provider captured; cash collected at the door keeps its status
    let paymentStatus = before.paymentStatus;
    const history: Parameters<typeof insertHistory>[1] = [];
    if (!cod) {
      const to = amountRefunded >= amountPayable(before) ? 'refunded' : 'partially_refunded';
      if (to !== paymentStatus) {
        const check = canTransition(before, 'payment', to);
        if (!check.ok) throw new HttpError('invalid_transition', { to: [check.reason] });
        history.push({ orderId: before.id, axis: 'payment', from: paymentStatus, to, actor: actor.uid, note: `return ${id}` });
        paymentStatus = to;
      }
    }
    const after = await updateOrderRow(tx, before.id, { amountRefunded, paymentStatus });
    await insertHistory(tx, history);
    const [returned] = await tx
      .update(returns)
      .set({ status: 'refunded', refundMethod: input.method, amountRefunded: row.amountRefunded + amount, refundedAt: new Date().toISOString(), updatedAt: sql`now()` })
      .where(eq(returns.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: 'return.refund',
      target: { type: 'return', id },
      changes: {
        status: { from: row.status, to: 'refunded' },
        amountRefunded: { from: row.amountRefunded, to: returned!.amountRefunded },
        refundMethod: { from: row.refundMethod, to: input.method },
      },
      note: `order ${before.id}`,
    });
    await queueReturnMail(tx, services.config, 'refunded', after, returned!, lines, amount);
    await queueOrderNotifications(tx, services.config, 'order.refunded', after);
    if (input.method === 'store_credit') {
      await grantStoreCredit(tx, { userId: before.userId!, amount, source: 'return', orderId: before.id, returnId: id, actor: actor.uid, dedupeKey: `return:${id}:${returned!.amountRefunded}` });
    }
    // last, so a refund the provider refuses rolls everything above back
    if (input.method === 'provider') await services.payments.refund({ paymentId: before.paymentId!, amount });
    return { row: returned!, lines, order: after };
  });
  await announce(services, 'order.updated', result.order);
  return toAdminReturn(services.db, result.row, result.lines);
}
