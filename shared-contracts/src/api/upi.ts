/**
 * UPI by collect request (the sandbox provider; Razorpay takes UPI in its own checkout dialog): the
 * shop asks the provider to send a collect request for an order awaiting payment to the shopper's
 * UPI ID, and the payment page follows it until it is approved (the order paid), declined or
 * expired. The UPI ID is judged by the shared `upiId` rule.
 */
import { z } from 'zod';
import { required, upiId } from 'shared-contracts/validation/rules';
import { dateTimeSchema, idSchema, nonNegativePaiseSchema, text } from './common';
import { orderSchema } from './orders';

/** A UPI ID as typed: trimmed, required, name@bank. */
export const upiIdSchema = text(required, upiId);

export const upiCollectRequestSchema = z.object({
  orderId: idSchema,
  vpa: upiIdSchema,
});
export type UpiCollectRequest = z.input<typeof upiCollectRequestSchema>;

export const UPI_COLLECT_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type UpiCollectStatus = (typeof UPI_COLLECT_STATUSES)[number];

export const upiCollectSchema = z.object({
  id: z.string(),
  /** The UPI ID the request was sent to. */
  vpa: z.string(),
  amount: nonNegativePaiseSchema,
  status: z.enum(UPI_COLLECT_STATUSES),
  expiresAt: dateTimeSchema,
});
export type UpiCollect = z.infer<typeof upiCollectSchema>;

/** An order's UPI payment: the order as it is now, its newest collect request, and the QR code's link. */
export const upiPaymentSchema = z.object({
  order: orderSchema,
  collect: upiCollectSchema.nullable(),
  /** upi://pay?... for the order's amount (domain/upi.ts), shown as a QR code on a laptop. */
  qr: z.string(),
});
export type UpiPayment = z.infer<typeof upiPaymentSchema>;

/** `orderId`: that order's UPI payment; none: the caller's order awaiting payment whose collect request waits (after a reload). */
export const upiPaymentQuerySchema = z.object({ orderId: idSchema.optional() });

export const upiPaymentAnswerSchema = z.object({ payment: upiPaymentSchema.nullable() });
export type UpiPaymentAnswer = z.infer<typeof upiPaymentAnswerSchema>;
