/**
 * Returns and exchanges (issue 33 items 1, 2 and 6): a customer asks to send back some of a
 * delivered order's lines, for a refund or for another variant of the same product; the merchant
 * approves (pickup or drop-off) or rejects it, receives the parcel (each line restocked or written
 * off as damaged) and refunds it. The merchant's rules (window, reasons, categories never taken
 * back) are Settings › Returns; the server judges every request by them (api/src/returns).
 */
import type { Paise } from './money';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** refund: money back (provider, bank transfer or store credit); exchange: another variant of the same product. */
export const RETURN_KINDS = ['refund', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** How the parcel comes back, as the admin's approval says. */
export const RETURN_INSTRUCTIONS = ['pickup', 'drop_off'] as const;
export type ReturnInstruction = (typeof RETURN_INSTRUCTIONS)[number];

/** What the inspection of a received line decided: back on the shelf, or written off. */
export const RETURN_INSPECTIONS = ['restock', 'damaged'] as const;
export type ReturnInspection = (typeof RETURN_INSPECTIONS)[number];

/** How a return's money goes back: the payment provider, a bank transfer (COD orders) or store credit. */
export const RETURN_REFUND_METHODS = ['provider', 'bank_transfer', 'store_credit'] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** A cash-on-delivery customer's account for a refund by bank transfer. */
export type BankDetails = { accountName: string; accountNumber: string; ifsc: string };

/** Up to this many photos per request. */
export const MAX_RETURN_PHOTOS = 3;

/** The moves an admin (or the refund) makes; anything else is refused. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'closed'],
  rejected: [],
  received: ['refunded', 'closed'],
  refunded: ['closed'],
  closed: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** Statuses whose lines count as returned (or on their way back) against the order's delivered quantity. */
export const RETURN_COUNTING: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'closed'];

/** Settings › Returns. */
export type ReturnSettings = {
  /** Days after delivery a customer may ask; 0: returns not taken. */
  windowDays: number;
  /** The reasons a customer picks from (the merchant's words, shown as written). */
  reasons: string[];
  /** Category ids whose products are never taken back (hygiene, made to order...). */
  nonReturnableCategories: string[];
};

export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  windowDays: 7,
  reasons: ['Damaged or defective', 'Wrong item received', 'Size or fit', 'Not as described', 'Changed my mind'],
  nonReturnableCategories: [],
};

export const RETURN_REFUSALS = ['not_delivered', 'window', 'category', 'quantity', 'exchange_variant'] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/** What the customer may still send back of one order line. */
export type ReturnableLine = {
  lineIndex: number;
  delivered: number;
  alreadyReturned: number;
  /** delivered less already returned (or asked for); 0 when the category is never taken back. */
  returnable: number;
  /** Why none of it may be returned, when so. */
  refusal?: ReturnRefusal;
};

/** The last day (inclusive, as an instant) a return may be asked for. */
export function returnDeadline(deliveredAt: string, windowDays: number): Date {
  return new Date(new Date(deliveredAt).getTime() + windowDays * 24 * 60 * 60 * 1000);
}

export function withinReturnWindow(deliveredAt: string, windowDays: number, now: Date): boolean {
  return windowDays > 0 && now.getTime() <= returnDeadline(deliveredAt, windowDays).getTime();
}

export type ReturnLine = {
  lineIndex: number;
  quantity: number;
  exchangeVariantId: string | null;
  inspection: ReturnInspection | null;
};

export type Return = {
  id: string;
  orderId: string;
  orderNumber: string;
  status: ReturnStatus;
  kind: ReturnKind;
  reason: string;
  text: string;
  photos: string[];
  lines: (ReturnLine & { title: string; variant?: string; unitPrice: Paise })[];
  instruction: ReturnInstruction | null;
  trackingNumber: string | null;
  rejectionReason: string | null;
  refundMethod: ReturnRefundMethod | null;
  /** Given by a COD customer; the admin's list shows them, My orders never sends them back in full. */
  bankDetails: BankDetails | null;
  amountRefunded: Paise;
  createdAt: string;
  updatedAt: string;
};
