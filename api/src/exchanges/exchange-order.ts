/**
 * Workflow step `createExchangeOrder` (issue 33, item 2): an approved exchange reserves the new
 * variants' stock and becomes a new order at no charge, linked to its return and to the order
 * whose goods come back; it then ships like any order (the admin packs and ships it).
 *
 * Called inside the approval's transaction (returns/workflows.ts approveReturn), so the stock, the
 * order and the return's approval are written together or not at all:
 *   - each line's new variant must be a variant of the same product as the line it replaces
 *     (400 `validation_failed` on `lines.<i>.exchangeVariantId` otherwise), and in stock: taken
 *     with the conditional updates the checkout uses (catalogue/variants.ts takeVariantStock),
 *     never below zero (409 `out_of_stock` on the same field); every refusal rolls the approval back;
 *   - the order: the original's addresses, GSTIN, supply and language, lines at ₹0 (the customer
 *     paid for the goods on the original invoice), status confirmed, payment `free`, its history
 *     saying why, `exchange` naming the return and the original order, and its confirmation mail.
 *     It numbers no tax invoice: the goods were invoiced with the original order, and the
 *     replacement travels on that invoice's value (orders/on-enter.ts numberInvoice skips it).
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { i18n } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { GstRate, LineTax, TaxTotals } from 'shared-contracts/domain/gst';
import { orderLine, type OrderLine } from 'shared-contracts/domain/order';
import { variantLabel } from 'shared-contracts/domain/variants';
import type { FieldErrors } from 'shared-contracts/api/error-codes';
import { CURRENCY } from 'shared-contracts/domain/money';
import type { Db } from '../db/database';
import { productVariants } from '../db/schema';
import { HttpError } from '../http/errors';
import { takeVariantStock } from '../catalogue/variants';
import { orderNumber } from '../orders/dto';
import { insertHistory, type OrderRow } from '../orders/repository';
import { insertOrderOnce } from '../checkout/repository';
import { queueOrderMail } from '../mail/order-mails';
import type { Services } from '../services';
import '../store-credit/store-credit.messages';

/** One line of the return to exchange: the original order's line, how many, for which variant. */
export type ExchangeLine = { lineIndex: number; quantity: number; exchangeVariantId: string | null };

/** Kept in the history of an exchange's replacement order. */
export const EXCHANGE_ORDER_NOTE = 'exchange: sent at no charge for goods coming back';

const ZERO: TaxTotals = { inclusive: 0, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };

export async function createExchangeOrder(
  tx: Db,
  services: Pick<Services, 'config' | 'payments'>,
  input: { returnId: string; order: OrderRow; lines: readonly ExchangeLine[]; actor: string; lng: Locale },
): Promise<OrderRow> {
  const { order, lines, lng } = input;
  const message = (key: string) => i18n.t(`storeCredit:exchange.${key}`, { lng });
  const field = (index: number) => `lines.${index}.exchangeVariantId`;

  const ids = lines.flatMap((line) => (line.exchangeVariantId ? [line.exchangeVariantId] : []));
  const variants = new Map((ids.length ? await tx.select().from(productVariants).where(inArray(productVariants.id, ids)) : []).map((row) => [row.id, row]));
  const wrong: FieldErrors = {};
  lines.forEach((line, index) => {
    const original = order.lines[line.lineIndex];
    const variant = line.exchangeVariantId ? variants.get(line.exchangeVariantId) : undefined;
    if (!original || !variant || variant.productId !== original.productId) wrong[field(index)] = [message('other_product')];
  });
  if (Object.keys(wrong).length) throw new HttpError('validation_failed', wrong);

  // the new variants' stock, in one order (by product, then variant) as the checkout takes it, so
  // two transactions never deadlock; a short line rolls everything back
  const short: FieldErrors = {};
  const byKey = lines.map((line, index) => ({ line, index, productId: order.lines[line.lineIndex]!.productId, variantId: line.exchangeVariantId! }));
  for (const entry of [...byKey].sort((a, b) => (`${a.productId}:${a.variantId}` < `${b.productId}:${b.variantId}` ? -1 : 1))) {
    if (!(await takeVariantStock(tx, entry.productId, entry.variantId, entry.line.quantity))) short[field(entry.index)] = [message('out_of_stock')];
  }
  if (Object.keys(short).length) throw new HttpError('out_of_stock', short);

  const newLines: OrderLine[] = byKey.map(({ line, variantId }) => {
    const original = order.lines[line.lineIndex]!;
    const variant = variants.get(variantId)!;
    return orderLine(
      { productId: original.productId, variantId, variant: variantLabel(variant.optionValues), title: original.title, hsn: original.hsn, quantity: line.quantity, unitPrice: 0, gstRate: original.rate as GstRate },
      order.supply,
    );
  });
  const shipping: LineTax = { ...ZERO, rate: order.shipping.rate };
  const row = await insertOrderOnce(tx, {
    id: randomUUID(),
    userId: order.userId,
    email: order.email,
    status: 'confirmed',
    paymentStatus: 'free',
    fulfilmentStatus: 'unfulfilled',
    lines: newLines,
    shipping,
    totals: ZERO,
    currency: CURRENCY,
    sellerState: order.sellerState,
    supply: order.supply,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    buyerGstin: order.buyerGstin,
    // one replacement per return: a repeat finds this key taken
    idempotencyKey: `exchange-${input.returnId}`,
    provider: services.payments.name,
    language: order.language,
    delivery: order.delivery,
    exchange: { returnId: input.returnId, orderId: order.id, orderNumber: orderNumber(order.number) },
  });
  if (!row) throw new HttpError('invalid_transition', { to: ['return.approved'] });
  await insertHistory(tx, [
    { orderId: row.id, axis: 'payment', from: 'unpaid', to: 'free', actor: input.actor, note: EXCHANGE_ORDER_NOTE },
    { orderId: row.id, axis: 'order', from: 'pending', to: 'confirmed', actor: input.actor, note: EXCHANGE_ORDER_NOTE },
  ]);
  await queueOrderMail(tx, services.config, 'order_confirmation', row);
  return row;
}

