/**
 * Cash on delivery's workflows (issue 32 item 3), around the checkout (checkout/workflow.ts, which
 * prices, judges and reserves a COD order like any other) and the order lifecycle:
 *
 *   offer     the payment step's question (GET /checkout/cod): offered, with its fee, or why not
 *   place     a reserved COD order's payment moves unpaid -> due (shared table): its stock stays
 *             held for Settings › Cash on delivery's confirmHours, the cart is emptied and the
 *             e-mail asking to confirm it, with its link, is queued (orders/on-enter.ts)
 *   confirm   the shopper confirms, from My orders or the e-mail's link: pending -> confirmed,
 *             the hold ends (the stock is sold), the confirmation e-mail. Unconfirmed when the
 *             hold ends: cancelled by the reservation sweep, its stock back (checkout/reservations.ts)
 *
 * The door (collected, refused) and the parcel's return are the admin's moves on the shared table
 * (admin/order-workflows.ts changeOrderStatus); entering `returned` from `shipped` puts the stock back.
 */
import type { CodOffer, CodConfirmLink } from 'shared-contracts/api/cod';
import type { Order } from 'shared-contracts/domain/order';
import { isAwaitingCodConfirmation } from 'shared-contracts/domain/order';
import type { Locale } from 'shared-contracts/i18n/locales';
import { HttpError } from '../http/errors';
import type { Caller } from '../identity/identity';
import { changeOrder, SYSTEM_ACTOR, type OrderRow } from '../orders/lifecycle';
import { orderNumber, toOrderDto } from '../orders/dto';
import { getOrderRow, getUserOrderRow } from '../orders/repository';
import type { Services } from '../services';
import { codConfirmToken } from './link';
import { sameToken } from '../security/signed-links';
import { codRefusalMessage, codSettings, judgeCod } from './rules';

export async function codOffer(
  services: Services,
  caller: Caller,
  query: { pincode: string; phone: string; email?: string | undefined; products: string[]; total: number },
  lng: Locale,
): Promise<CodOffer> {
  const settings = await codSettings(services);
  const email = caller.anonymous ? (query.email ?? null) : caller.email;
  const refusal = await judgeCod(services.db, settings, { caller, phone: query.phone, email, pincode: query.pincode }, { total: query.total, productIds: query.products });
  return { available: !refusal, fee: settings.fee, reason: refusal, message: refusal ? codRefusalMessage(refusal, settings, lng) : null };
}

/** Kept in the history of a COD order placed, and of one confirmed. */
export const COD_PLACED_NOTE = 'cash on delivery: waiting for the shopper to confirm';
export const COD_CONFIRMED_NOTE = 'cash on delivery: confirmed by the shopper';

/** Step `place`: the reserved order's payment is due at the door; it holds its stock until confirmed or its time is up. */
export async function placeCodOrder(services: Services, order: OrderRow): Promise<OrderRow> {
  const { confirmHours } = await codSettings(services);
  const reservedUntil = new Date(Date.now() + confirmHours * 3_600_000).toISOString();
  const { order: placed } = await changeOrder(services, order.id, SYSTEM_ACTOR, (row) =>
    row.paymentMethod === 'cod' && row.paymentStatus === 'unpaid' && row.status === 'pending'
      ? { moves: [{ axis: 'payment', to: 'due' }], set: { reservedUntil }, note: COD_PLACED_NOTE }
      : null,
  );
  return placed;
}

/** My orders' Confirm: one of the caller's COD orders. Already confirmed: answered as it is (a second press). */
export async function confirmCodOrder(services: Services, caller: Caller, orderId: string): Promise<Order> {
  const row = await getUserOrderRow(services.db, caller.uid, orderId);
  if (!row) throw new HttpError('not_found');
  return toOrderDto(await confirm(services, row, caller.uid));
}

/** The e-mail's link: the order and its token; a wrong token is refused like a forged signature. */
export async function confirmCodByLink(services: Services, link: CodConfirmLink): Promise<{ number: string; confirmed: true }> {
  const row = await getOrderRow(services.db, link.orderId);
  if (!row || row.paymentMethod !== 'cod' || !sameToken(codConfirmToken(row), link.token)) throw new HttpError('invalid_signature');
  const confirmed = await confirm(services, row, SYSTEM_ACTOR);
  return { number: orderNumber(confirmed.number), confirmed: true };
}

async function confirm(services: Services, row: OrderRow, actor: string): Promise<OrderRow> {
  if (row.paymentMethod !== 'cod') throw new HttpError('invalid_transition', { to: ['order.transition_not_allowed'] });
  // cancelled meanwhile (its time ran out, the shopper or the shop cancelled it): its stock is back on the shelf
  if (row.status === 'cancelled') throw new HttpError('order_not_payable');
  const { order } = await changeOrder(services, row.id, actor, (locked) =>
    isAwaitingCodConfirmation(locked) ? { moves: [{ axis: 'order', to: 'confirmed' }], note: COD_CONFIRMED_NOTE } : null,
  );
  if (order.status === 'cancelled') throw new HttpError('order_not_payable');
  return order;
}
