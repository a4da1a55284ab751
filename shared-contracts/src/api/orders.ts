import { z } from 'zod';
import { SUPPLY_TYPES, type LineTax, type TaxTotals } from 'shared-contracts/domain/gst';
import { CARRIER_IDS } from 'shared-contracts/domain/shipping';
import { CREDIT_NOTE_SOURCES, type CreditNote } from 'shared-contracts/domain/credit-note';
import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type Order, type OrderLine } from 'shared-contracts/domain/order';
import { addressSchema } from './address';
import { sellerSchema } from './settings';
import { appliedDiscountSchema } from './discounts';
import {
  currencySchema,
  dateTimeSchema,
  gstRateSchema,
  gstStateCodeSchema,
  idSchema,
  nonNegativePaiseSchema,
  pageOf,
  pageQueryShape,
} from './common';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);

const taxSplitShape = {
  cgst: nonNegativePaiseSchema,
  sgst: nonNegativePaiseSchema,
  igst: nonNegativePaiseSchema,
};

export const taxTotalsSchema = z.object({
  inclusive: nonNegativePaiseSchema,
  taxable: nonNegativePaiseSchema,
  gst: nonNegativePaiseSchema,
  ...taxSplitShape,
}) satisfies z.ZodType<TaxTotals>;

export const lineTaxSchema = taxTotalsSchema.extend({ rate: gstRateSchema }) satisfies z.ZodType<LineTax>;

export const orderLineSchema = lineTaxSchema.extend({
  productId: idSchema,
  variantId: idSchema.optional(),
  variant: z.string().optional(),
  title: z.string(),
  hsn: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPrice: nonNegativePaiseSchema,
  /** The line's share of the order's discount code, GST included (absent: none). */
  discount: nonNegativePaiseSchema.optional(),
}) satisfies z.ZodType<OrderLine>;

/** A GST credit note against the order's invoice (domain/credit-note.ts): its lines reverse the invoice's. */
export const creditNoteSchema = z.object({
  id: idSchema,
  number: z.string(),
  invoiceNumber: z.string(),
  issuedAt: dateTimeSchema,
  reason: z.string(),
  source: z.enum(CREDIT_NOTE_SOURCES),
  supply: z.enum(SUPPLY_TYPES),
  lines: z.array(
    taxTotalsSchema.extend({
      lineIndex: z.number().int().min(0).nullable(),
      quantity: z.number().int().min(0),
      title: z.string(),
      variant: z.string().optional(),
      hsn: z.string().nullable(),
      rate: gstRateSchema,
    }),
  ),
  totals: taxTotalsSchema,
}) satisfies z.ZodType<CreditNote>;

/** An exchange's replacement order names its return and the order whose goods come back. */
export const orderExchangeSchema = z.object({ returnId: idSchema, orderId: idSchema, orderNumber: z.string() });

export const orderSchema = z.object({
  id: idSchema,
  number: z.string(),
  userId: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  fulfilmentStatus: fulfilmentStatusSchema,
  lines: z.array(orderLineSchema).min(1),
  shipping: lineTaxSchema,
  totals: taxTotalsSchema,
  amountRefunded: nonNegativePaiseSchema,
  currency: currencySchema,
  sellerState: gstStateCodeSchema,
  supply: z.enum(SUPPLY_TYPES),
  shippingAddress: addressSchema,
  billingAddress: addressSchema.nullable(),
  buyerGstin: z.string().nullable(),
  invoice: z.object({ number: z.string(), date: dateTimeSchema }).nullable(),
  shipment: z.object({ carrier: z.enum(CARRIER_IDS), trackingNumber: z.string(), shippedAt: dateTimeSchema }).nullable().optional(),
  discount: appliedDiscountSchema.nullable().optional(),
  /** Absent: prepaid. cod: the amount is payable on delivery (domain/cod.ts). */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Cash on delivery's fee, part of `shipping`. */
  codFee: nonNegativePaiseSchema.optional(),
  /** Paid with store credit, part of `totals.inclusive` (absent: none). */
  storeCredit: nonNegativePaiseSchema.optional(),
  /** An exchange's replacement order: the return and the order it replaces goods of (absent: none). */
  exchange: orderExchangeSchema.nullable().optional(),
  /** GST credit notes, one per refund, oldest first (absent: none, or a list's answer). */
  creditNotes: z.array(creditNoteSchema).optional(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
}) satisfies z.ZodType<Order>;

export const PAYMENT_ATTEMPT_STATUSES = ['failed', 'paid'] as const;

/** One card payment tried for an order: declined ('failed', with the provider's reason) or paid. */
export const paymentAttemptSchema = z.object({
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  reason: z.string().nullable(),
  at: dateTimeSchema,
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** One of the customer's orders as My orders and the confirmation page show it: with its payment attempts, oldest first. */
export const customerOrderSchema = orderSchema.extend({
  paymentAttempts: z.array(paymentAttemptSchema),
  /** Where the order's e-mails go (a guest's receipt address): the confirmation page offers it for a new account. */
  email: z.string().nullish(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** An order in a list: enough for a row, without lines and addresses. */
export const orderSummarySchema = z.object({
  id: idSchema,
  number: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  fulfilmentStatus: fulfilmentStatusSchema,
  /** What the customer pays: `totals.inclusive`. */
  total: nonNegativePaiseSchema,
  currency: currencySchema,
  itemCount: z.number().int().min(0),
  /** An exchange's replacement order: which order and return it is for (absent: none). */
  exchange: orderExchangeSchema.optional(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const myOrdersQuerySchema = z.object({ ...pageQueryShape });
export const myOrdersSchema = pageOf(orderSummarySchema);

/** A customer's tax invoice for one of their paid orders: the order and the seller's details. */
export const taxInvoiceSchema = z.object({ order: orderSchema, seller: sellerSchema });
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;
