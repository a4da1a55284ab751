/**
 * Draft orders and order edits (issue 35 items 3 and 4): the payment links that collect an order's
 * total (a draft staff built for a phone customer) or the difference an edit of a paid order adds,
 * and the record of each edit. The workflows are api/src/order-edits/.
 */
import type { Address, OrderLine } from 'shared-contracts/domain/order';
import type { GstRate, LineTax, SupplyType, TaxTotals } from 'shared-contracts/domain/gst';
import type { OrderDelivery } from 'shared-contracts/domain/delivery';
import type { Paise } from 'shared-contracts/domain/money';

/** order: the whole order (a draft's); edit: the difference an edit of a paid order adds. */
export const PAYMENT_LINK_PURPOSES = ['order', 'edit'] as const;
export type PaymentLinkPurpose = (typeof PAYMENT_LINK_PURPOSES)[number];

/** open until paid, or until it expires (its stock back), or until a newer edit replaces it. */
export const PAYMENT_LINK_STATUSES = ['open', 'paid', 'expired', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** applied; awaiting the difference's payment (its new units held); expired unpaid; replaced by a newer edit. */
export const ORDER_EDIT_STATUSES = ['applied', 'awaiting_payment', 'expired', 'replaced'] as const;
export type OrderEditStatus = (typeof ORDER_EDIT_STATUSES)[number];

/** How long a payment link lasts unless staff say otherwise, and the most they may say. */
export const PAYMENT_LINK_HOURS = { default: 48, max: 168 } as const;

/** What an order is at one moment of its edits: what it sells, where to, and the invoice that says so. */
export type OrderRevision = {
  lines: OrderLine[];
  shipping: LineTax;
  totals: TaxTotals;
  supply: SupplyType;
  shippingAddress: Address;
  delivery: OrderDelivery | null;
  /** The tax invoice of this revision; null: none numbered (unpaid, or cash on delivery not shipped). */
  invoice: { number: string; date: string } | null;
};

/** Units of one product or variant taken off the shelf or put back. */
export type StockLine = { productId: string; variantId?: string; quantity: number };

/**
 * A draft order's custom line (Settings › Checkout allows them): sold outside the catalogue, so no
 * stock; priced and taxed like any line. Its `productId` on the order is `custom-line-<n>`.
 */
export type CustomLine = { title: string; hsn: string | null; quantity: number; unitPrice: Paise; gstRate: GstRate };
export const customLineId = (index: number) => `custom-line-${index + 1}`;
export const isCustomLine = (line: { productId: string }) => line.productId.startsWith('custom-line-');

/** A payment link as staff and the customer's payment page see it. */
export type PaymentLink = {
  id: string;
  orderId: string;
  purpose: PaymentLinkPurpose;
  amount: Paise;
  status: PaymentLinkStatus;
  expiresAt: string;
  /** The shop's payment page with the link's signed token. */
  url: string;
  /** The same, ready to send on WhatsApp (wa.me with the text), when the order has a phone. */
  whatsappUrl: string | null;
};
