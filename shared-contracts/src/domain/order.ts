/**
 * An order and its whole lifecycle, in one file.
 *
 * Three status axes are kept apart, because they change for different reasons and at different
 * times: the order itself (the merchant's decision), the payment (the provider's facts) and the
 * fulfilment (the parcel). Each axis has one transition table: state -> states it may move to.
 * A move in the table may still be refused by a guard: a rule that looks at the other axes.
 * Refusals carry stable reason codes, usable as i18n keys.
 */
import { lineTax, type GstRate, type GstStateCode, type LineTax, type SupplyType, type TaxTotals } from './gst';
import { multiplyMoney, type Currency, type Paise } from './money';
import type { AppliedDiscount } from './discount';
import type { Shipment } from './shipping';
import type { CreditNote } from './credit-note';

export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
/**
 * free: nothing to pay (a discount covered the whole total), confirmed without a payment provider.
 * due, collected, refused: cash on delivery (domain/cod.ts): the money is due at the door, then
 * collected by the courier, or the parcel was refused there (a return to origin follows).
 */
export const PAYMENT_STATUSES = ['unpaid', 'authorized', 'paid', 'failed', 'voided', 'partially_refunded', 'refunded', 'free', 'due', 'collected', 'refused'] as const;
export const FULFILMENT_STATUSES = ['unfulfilled', 'packed', 'shipped', 'delivered', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Cash on delivery's payment states the merchant records from the door: the courier collected the money, or the parcel was refused. */
export const COD_DOOR_STATES = ['collected', 'refused'] as const satisfies readonly PaymentStatus[];

/** How the customer pays: online before dispatch (a provider, or nothing for a free order), or cash on delivery. */
export const PAYMENT_METHODS = ['prepaid', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_AXES = ['order', 'payment', 'fulfilment'] as const;
export type OrderAxis = (typeof ORDER_AXES)[number];
export type AxisStatus = { order: OrderStatus; payment: PaymentStatus; fulfilment: FulfilmentStatus };
/** One axis moved to one of its states: `{ axis: 'payment', to: 'paid' }`. */
export type OrderMove = { [A in OrderAxis]: { axis: A; to: AxisStatus[A] } }[OrderAxis];

export type Address = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  stateCode: GstStateCode;
  /** India Post PIN code: six digits. */
  pincode: string;
  /** For the courier. */
  phone: string;
};

/**
 * A line as bought: price and tax frozen at checkout. `inclusive` = unitPrice × quantity − discount,
 * the value GST was worked out of; `discount` is the line's share of a discount code (absent: none).
 */
export type OrderLine = LineTax & {
  productId: string;
  /** The variant bought, for a product sold by variant (domain/variants). */
  variantId?: string;
  /** Its values as the customer chose them, "Size: M, Colour: Red", printed under the title. */
  variant?: string;
  title: string; hsn: string | null; quantity: number; unitPrice: Paise; discount?: Paise };

export type Order = {
  id: string;
  /** What the customer and the invoice show, e.g. 'HT-000123'. */
  number: string;
  userId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  fulfilmentStatus: FulfilmentStatus;
  lines: OrderLine[];
  shipping: LineTax;
  /** Lines and shipping together; `totals.inclusive` is what the customer pays. */
  totals: TaxTotals;
  /** Refunded so far; tells partially_refunded from refunded. */
  amountRefunded: Paise;
  currency: Currency;
  /** The seller's state at checkout; with the delivery state it fixed `supply` (CGST+SGST or IGST). */
  sellerState: GstStateCode;
  supply: SupplyType;
  shippingAddress: Address;
  /** null: bill to the shipping address. */
  billingAddress: Address | null;
  /** The buyer's GSTIN when they give one (a business claiming input tax credit); printed on the invoice. */
  buyerGstin: string | null;
  /**
   * The tax invoice, numbered when the payment was received ('HT/26-27/000001', consecutive in
   * the financial year); null while unpaid, and for good when no money ever came.
   */
  invoice: { number: string; date: string } | null;
  /** Carrier and tracking number once shipped; null (or absent) before. */
  shipment?: Shipment | null;
  /** The discount code applied at checkout and what it took off the items; null (or absent): none. */
  discount?: AppliedDiscount | null;
  /** Absent: prepaid. */
  paymentMethod?: PaymentMethod;
  /** Cash on delivery's fee (GST included), part of `shipping`; absent or 0: none. */
  codFee?: Paise;
  /** Paid with the customer's store credit (domain/store-credit.ts), part of `totals.inclusive`; absent or 0: none. */
  storeCredit?: Paise;
  /** An exchange's replacement order (at no charge): the return and the order it replaces goods of; absent or null: none. */
  exchange?: OrderExchange | null;
  /** GST credit notes against the invoice, one per refund, oldest first (absent: none, or not read with it). */
  creditNotes?: CreditNote[];
  createdAt: string;
  updatedAt: string;
};

/** An exchange's replacement order: sent at no charge for goods of `orderNumber` coming back under `returnId`. */
export type OrderExchange = { returnId: string; orderId: string; orderNumber: string };

/**
 * What is left to pay once store credit is applied (the provider's order, the amount payable on
 * delivery): the goods and their GST keep their full value, the credit is a means of payment.
 */
export function amountPayable(order: Pick<Order, 'totals' | 'storeCredit'>): Paise {
  return order.totals.inclusive - (order.storeCredit ?? 0);
}

/** The part of an order the lifecycle reads and writes. */
export type OrderStates = Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>;
export const INITIAL_ORDER_STATES: OrderStates = { status: 'pending', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled' };

/**
 * An order waiting for the customer's payment: placed, no money in (none yet, or a card declined).
 * It holds its stock until paid, cancelled or expired; an account may hold only a few at a time,
 * and the customer may cancel one (it then gives its stock back).
 */
export const AWAITING_PAYMENT = { status: 'pending', paymentStatuses: ['unpaid', 'failed'] } as const satisfies {
  status: OrderStatus;
  paymentStatuses: readonly PaymentStatus[];
};

export function isAwaitingPayment(order: Pick<OrderStates, 'status' | 'paymentStatus'>): boolean {
  return order.status === AWAITING_PAYMENT.status && (AWAITING_PAYMENT.paymentStatuses as readonly string[]).includes(order.paymentStatus);
}

/**
 * Whether money arriving now pays for the order: not once it is cancelled (replaced by another
 * checkout, its hold ended, cancelled by the customer or the shop: its stock is back on the shelf).
 * Such a payment is refunded automatically (api/src/checkout/payment.ts), and no payment is opened
 * for it (409 order_not_payable).
 */
export function acceptsPayment(order: Pick<OrderStates, 'status'>): boolean {
  return order.status !== 'cancelled';
}

/**
 * A cash-on-delivery order the shopper has not confirmed yet: it holds its stock until confirmed
 * (from its e-mail's link or My orders) or until its hold ends, when it is cancelled.
 */
export function isAwaitingCodConfirmation(order: Pick<OrderStates, 'status' | 'paymentStatus'>): boolean {
  return order.status === 'pending' && order.paymentStatus === 'due';
}

/** Whether the order's payment is settled: money captured, or nothing to pay (a free order). */
export const PAYMENT_SETTLED: readonly PaymentStatus[] = ['paid', 'free'];

/**
 * Money captured and not all given back: the shop holds some of the customer's money, which a
 * refund may give back (a partly refunded order still ships the rest).
 */
export const MONEY_CAPTURED = ['paid', 'partially_refunded'] as const satisfies readonly PaymentStatus[];
export function isMoneyCaptured(paymentStatus: PaymentStatus): boolean {
  return (MONEY_CAPTURED as readonly PaymentStatus[]).includes(paymentStatus);
}

/**
 * Money came in for the order, whatever was refunded since: its cancellation is worth telling the
 * customer (an unpaid order's is their own doing), and it has a tax invoice.
 */
export const MONEY_CAME_IN = [...MONEY_CAPTURED, 'refunded'] as const satisfies readonly PaymentStatus[];
export function didMoneyComeIn(paymentStatus: PaymentStatus): boolean {
  return (MONEY_CAME_IN as readonly PaymentStatus[]).includes(paymentStatus);
}

/** The field of an order that holds each axis's status. */
export const STATUS_FIELD = { order: 'status', payment: 'paymentStatus', fulfilment: 'fulfilmentStatus' } as const satisfies Record<
  OrderAxis,
  keyof OrderStates
>;

type Table<S extends string> = Readonly<Record<S, readonly S[]>>;
export const TRANSITIONS: { readonly [A in OrderAxis]: Table<AxisStatus[A]> } = {
  order: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  },
  payment: {
    unpaid: ['authorized', 'paid', 'failed', 'free', 'due'], // free: a discount left nothing to pay; due: cash on delivery
    authorized: ['paid', 'voided', 'failed'], // voided: authorization released, nothing captured
    failed: ['authorized', 'paid'], // the customer tried again
    paid: ['partially_refunded', 'refunded'], // refunds only of money captured
    partially_refunded: ['refunded'], // further partial refunds keep the status
    voided: [],
    refunded: [],
    free: [], // nothing was paid, so nothing can be refunded
    due: ['collected', 'refused'], // cash on delivery: the courier's word at the door
    collected: [],
    refused: [], // the parcel comes back (fulfilment shipped -> returned) and its stock with it
  },
  fulfilment: {
    unfulfilled: ['packed'],
    packed: ['shipped', 'unfulfilled'], // unfulfilled: unpacked, back on the shelf
    shipped: ['delivered', 'returned'], // returned before delivery: return to origin (RTO)
    delivered: ['returned'],
    returned: [],
  },
};

export const TRANSITION_REFUSALS = [
  'order.same_status',
  'order.transition_not_allowed',
  'order.payment_required',
  'order.already_shipped',
  'order.not_delivered',
  'order.not_confirmed',
  'order.not_paid',
  'order.not_shipped',
  'order.refused_at_door',
] as const;
export type TransitionRefusal = (typeof TRANSITION_REFUSALS)[number];
export type TransitionCheck = { ok: true } | { ok: false; reason: TransitionRefusal };

type Guard = (order: OrderStates) => TransitionRefusal | undefined;
/** Cash on delivery counts as secured: the shopper confirms a COD order before it is packed. */
const paymentSecured: Guard = (o) =>
  o.paymentStatus === 'authorized' || o.paymentStatus === 'due' || PAYMENT_SETTLED.includes(o.paymentStatus) ? undefined : 'order.payment_required';
const notYetShipped: Guard = (o) => (o.fulfilmentStatus === 'unfulfilled' || o.fulfilmentStatus === 'packed' ? undefined : 'order.already_shipped');
const delivered: Guard = (o) => (o.fulfilmentStatus === 'delivered' ? undefined : 'order.not_delivered');
const orderConfirmed: Guard = (o) => (o.status === 'confirmed' ? undefined : 'order.not_confirmed');
/** Capture before the parcel leaves; after a partial refund (an item short) the rest still ships; a free order has nothing to capture. */
/** Cash on delivery ships with its money due: the courier collects it. */
const moneyCaptured: Guard = (o) => (isMoneyCaptured(o.paymentStatus) || PAYMENT_SETTLED.includes(o.paymentStatus) || o.paymentStatus === 'due' ? undefined : 'order.not_paid');
/** The courier hands over (and collects) only at the door: after the parcel left, before it came back. */
const outForDelivery: Guard = (o) => (o.fulfilmentStatus === 'shipped' ? undefined : 'order.not_shipped');
/** A parcel refused at the door comes back (returned); it is not delivered. */
const notRefused: Guard = (o) => (o.paymentStatus === 'refused' ? 'order.refused_at_door' : undefined);

/**
 * Guards by the state being entered. The provider's payment states have none on purpose: they
 * record what the provider says happened, and money received for a cancelled order must be visible
 * to be refunded. Cash on delivery's are the merchant's word about the door, so they follow the parcel.
 */
const GUARDS: { readonly [A in OrderAxis]: Partial<Record<AxisStatus[A], readonly Guard[]>> } = {
  order: { confirmed: [paymentSecured], cancelled: [notYetShipped], completed: [delivered] },
  payment: { collected: [delivered], refused: [outForDelivery] },
  fulfilment: { packed: [orderConfirmed], shipped: [orderConfirmed, moneyCaptured], delivered: [notRefused] },
};

function currentStatus<A extends OrderAxis>(order: OrderStates, axis: A): AxisStatus[A] {
  const byAxis: AxisStatus = { order: order.status, payment: order.paymentStatus, fulfilment: order.fulfilmentStatus };
  return byAxis[axis];
}

export function canTransition<A extends OrderAxis>(order: OrderStates, axis: A, to: AxisStatus[A]): TransitionCheck {
  const from = currentStatus(order, axis);
  if (from === to) return { ok: false, reason: 'order.same_status' };
  const table: Table<AxisStatus[A]> = TRANSITIONS[axis];
  if (!table[from].includes(to)) return { ok: false, reason: 'order.transition_not_allowed' };
  const guards: Partial<Record<AxisStatus[A], readonly Guard[]>> = GUARDS[axis];
  for (const guard of guards[to] ?? []) {
    const reason = guard(order);
    if (reason) return { ok: false, reason };
  }
  return { ok: true };
}

/** The moves an admin may make now on one axis, for offering only those. */
export function allowedTransitions<A extends OrderAxis>(order: OrderStates, axis: A): AxisStatus[A][] {
  const table: Table<AxisStatus[A]> = TRANSITIONS[axis];
  return table[currentStatus(order, axis)].filter((to) => canTransition(order, axis, to).ok);
}

export class TransitionError extends Error {
  override readonly name = 'TransitionError';
  constructor(
    readonly reason: TransitionRefusal,
    readonly axis: OrderAxis,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${axis} status cannot move from ${from} to ${to}: ${reason}`);
  }
}

/** The order with one axis moved; throws TransitionError when the move is refused. */
export function applyTransition<T extends OrderStates, A extends OrderAxis>(order: T, axis: A, to: AxisStatus[A]): T {
  const check = canTransition(order, axis, to);
  if (!check.ok) throw new TransitionError(check.reason, axis, currentStatus(order, axis), to);
  return { ...order, [STATUS_FIELD[axis]]: to };
}

/** Freezes a line at checkout with its tax for the order's supply type. */
export function orderLine(
  item: { productId: string; variantId?: string; variant?: string; title: string; hsn: string | null; quantity: number; unitPrice: Paise; gstRate: GstRate },
  supply: SupplyType,
  discount = 0,
): OrderLine {
  const { gstRate, ...line } = item;
  const gross = multiplyMoney(item.unitPrice, item.quantity);
  // GST out of the discounted value, as discount.ts's totals work it out
  return { ...line, ...(discount ? { discount } : {}), ...lineTax(gross - discount, gstRate, supply) };
}
