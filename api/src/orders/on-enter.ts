/**
 * What happens when an order enters a state, beside the shared transition table
 * (shared-contracts/domain/order's TRANSITIONS, keyed by the same axes and states): the
 * transition engine (lifecycle.ts changeOrder) runs it in the transaction of the change, so no
 * change happens without its effects and no effect without its change.
 *
 * A state is entered when a change leaves its axis in it and it was not before: a payment that
 * goes paid -> refunded in one change (paid after its order was cancelled, refunded at once)
 * enters refunded only, so it numbers no invoice and tells no "paid".
 *
 * Each step may give fields written with the new state (the hold's end, the invoice number), and
 * may then do more once the order row and its history are written (stock, the discount code's
 * use, the customer's e-mails, the shop's webhooks). The caller's own writes (an audit row, a
 * payment attempt, a provider refund, always last) come after the states' steps.
 *
 * Refunds are told by their workflows (admin/order-workflows.ts refundOrder, checkout/payment.ts
 * refundUnpayable), once per refund: a further partial refund enters no state.
 */
import { didMoneyComeIn, type AxisStatus, type OrderAxis } from 'shared-contracts/domain/order';
import type { WebhookEvent } from 'shared-contracts/api/settings';
import { financialYear, taxInvoiceNumber } from 'shared-contracts/domain/gst';
import type { Db } from '../db/database';
import type { Services } from '../services';
import { emptyCart } from '../cart/cart';
import { releaseRedemption } from '../discounts/repository';
import { restoreStoreCredit } from '../store-credit/ledger';
import { queueOrderMail } from '../mail/order-mails';
import type { OrderMailKind } from '../mail/templates';
import { readSettingsIn } from '../settings/store';
import { queueReviewRequest } from '../reviews/mails';
import { queueOrderNotifications } from '../webhooks/events';
import * as repository from './repository';
import { releaseForLines } from '../stock-alerts/workflows';
import type { NewOrderRow, OrderRow } from './repository';

/** Fields a change may write besides the statuses. */
export type OrderFields = Partial<Pick<NewOrderRow, 'paymentId' | 'amountRefunded' | 'reservedUntil' | 'shipment' | 'invoiceNumber' | 'invoicedAt'>>;

/** The order about to enter the state, for the fields written with it. */
export interface Entering {
  tx: Db;
  services: Pick<Services, 'config'>;
  before: OrderRow;
}

/** The order once it has entered the state, written. */
export interface Entered extends Entering {
  after: OrderRow;
}

/** One step of entering a state. */
export interface OnEnter {
  /** Fields written in the same update as the new state. */
  readonly fields?: (entering: Entering) => Promise<OrderFields> | OrderFields;
  /** Done after the order row and its history are written, in the same transaction. */
  readonly then?: (entered: Entered) => Promise<unknown>;
}

/** The hold on the stock ends: paid (or nothing to pay), the stock is sold; cancelled, it is back. */
const endHold: OnEnter = { fields: () => ({ reservedUntil: null }) };

/**
 * The tax invoice: the next number of the financial year (₹0 for a free order), once. Not for an
 * exchange's replacement (exchanges/exchange-order.ts): its goods were invoiced with the original order.
 */
const numberInvoice: OnEnter = {
  fields: async ({ tx, services, before }) => {
    if (before.invoiceNumber || before.exchange) return {};
    const at = new Date();
    const year = financialYear(at);
    const { invoicePrefix } = await readSettingsIn(tx, services.config, 'store');
    return { invoiceNumber: taxInvoiceNumber(year, await repository.nextInvoiceSerial(tx, year), invoicePrefix), invoicedAt: at.toISOString() };
  },
};

/**
 * Cancelled is final and comes only before the parcel leaves (guard 'order.already_shipped'): the
 * items go back on the shelf, once, and back-in-stock alerts waiting for them go out (stock-alerts/).
 */
const returnStock: OnEnter = {
  then: async ({ tx, services, before }) => {
    await repository.returnStock(tx, before.lines);
    await releaseForLines(tx, services.config, before.lines);
  },
};

/** A cancelled order is no longer a sale, paid or not: its discount code's use is given back. */
const giveDiscountUseBack: OnEnter = { then: ({ tx, after }) => releaseRedemption(tx, after.id) };

/** A cancelled order's store credit goes back to the customer's account, once (store-credit/ledger.ts). */
const giveStoreCreditBack: OnEnter = { then: ({ tx, after }) => restoreStoreCredit(tx, after) };

/**
 * Back from the road before delivery (a return to origin: cash on delivery refused at the door,
 * or a parcel the courier could not deliver): the items go back on the shelf when it is received.
 * A return after delivery is the returns' inspection's business, not this.
 */
const returnStockFromTheRoad: OnEnter = {
  then: async ({ tx, services, before }) => {
    if (before.fulfilmentStatus !== 'shipped') return;
    await repository.returnStock(tx, before.lines);
    await releaseForLines(tx, services.config, before.lines);
  },
};

/** Confirmed: what the customer had in the cart is now the order. */
const emptyTheCart: OnEnter = { then: async ({ tx, after }) => after.userId && emptyCart(tx, after.userId) };

/** The customer's e-mail (mail/order-mails.ts); `when` narrows it to some orders. */
const mail = (kind: OrderMailKind, when: (order: OrderRow) => boolean = () => true): OnEnter => ({
  then: async ({ tx, services, after }) => when(after) && queueOrderMail(tx, services.config, kind, after),
});

/** The shop's own notices: webhooks, and for a paid order Slack and the extra recipients (webhooks/events.ts). */
const notify = (event: Exclude<WebhookEvent, 'stock.low' | 'order.refunded'>): OnEnter => ({
  then: ({ tx, services, after }) => queueOrderNotifications(tx, services.config, event, after),
});

export const ON_ENTER: { readonly [A in OrderAxis]: { readonly [S in AxisStatus[A]]: readonly OnEnter[] } } = {
  order: {
    pending: [],
    // with the invoice number the payment's move just gave (mail/templates.ts); a COD order's hold
    // ends here, when the shopper confirms it (a paid one's ended with the payment)
    confirmed: [endHold, emptyTheCart, mail('order_confirmation')],
    completed: [],
    // however it came (the shop, the customer, a hold ending, a changed cart): webhooks hear of it;
    // the customer is written to only when money came in (an unpaid order's is their own doing)
    cancelled: [endHold, returnStock, giveDiscountUseBack, giveStoreCreditBack, mail('order_cancelled', (order) => didMoneyComeIn(order.paymentStatus)), notify('order.cancelled')],
  },
  payment: {
    unpaid: [],
    authorized: [],
    paid: [endHold, numberInvoice, notify('order.paid')],
    failed: [],
    voided: [],
    partially_refunded: [],
    refunded: [],
    // nothing to pay: confirmed as a payment would be, with a ₹0 invoice
    free: [endHold, numberInvoice, notify('order.paid')],
    // cash on delivery placed: the cart is now the order, which the shopper is asked to confirm
    // (its link in the mail); the stock stays held until then (cod/workflows.ts)
    due: [emptyTheCart, mail('cod_confirm')],
    // the courier collected the money: the shop's order.paid notices
    collected: [numberInvoice, notify('order.paid')],
    // counted against the account and the phone number (cod/rules.ts); the parcel comes back
    refused: [],
  },
  fulfilment: {
    unfulfilled: [],
    packed: [],
    // the carrier and tracking number are written with the move (admin/order-workflows.ts shipOrder)
    // a COD order's invoice is numbered when its goods leave (CGST Act s.31: at removal); a paid one's already was
    shipped: [numberInvoice, mail('order_shipped'), notify('order.shipped')],
    // the customer's delivered e-mail (issue 38), and the review request e-mail, due Settings › Reviews' days later (reviews/mails.ts)
    delivered: [mail('order_delivered'), { then: ({ tx, services, after }) => queueReviewRequest(tx, services.config, after) }],
    returned: [returnStockFromTheRoad],
  },
};
