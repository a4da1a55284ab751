/**
 * The payment provider port. The sandbox (local default) and Razorpay implement it the same way:
 * the server creates a provider order for the amount it priced; the browser's checkout dialog
 * returns `paymentId` + `signature` = HMAC-SHA256(`providerOrderId|paymentId`, key secret); the
 * provider also posts webhooks signed over the raw body with the webhook secret.
 */
import type { PaymentProvider as ProviderName } from 'shared-contracts/api/checkout';
import type { Paise } from 'shared-contracts/domain/money';

export interface ProviderOrderRequest {
  /** The shop's order id, kept by the provider as the receipt. */
  receipt: string;
  amount: Paise;
  currency: 'INR';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key id, sent to the browser. */
  readonly keyId: string;
  /** Where the browser loads the provider's checkout script from, at start-up. */
  readonly checkoutScriptUrl: string;
  createOrder(request: ProviderOrderRequest): Promise<{ providerOrderId: string }>;
  /** True only for the signature the provider makes for this order and payment. */
  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** True only for the signature the provider makes over this exact raw body. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string): boolean;
  /** Gives money back for a captured payment. */
  refund(input: { paymentId: string; amount: Paise }): Promise<{ refundId: string }>;
  /**
   * UPI collect requests made by the shop (the sandbox). Absent: the provider takes UPI in its own
   * checkout dialog (Razorpay), as it takes cards.
   */
  readonly upi?: UpiCollects;
}

export type UpiCollectStatus = 'pending' | 'approved' | 'declined' | 'expired';

/** A collect request sent to a payer's UPI ID for a provider order. */
export interface UpiCollect {
  id: string;
  /** The payer's UPI ID. */
  vpa: string;
  amount: Paise;
  status: UpiCollectStatus;
  /** The provider's payment id for it. */
  paymentId: string;
  expiresAt: string;
  /** Once approved: HMAC-SHA256(`providerOrderId|paymentId`, key secret), as the card dialog's result. */
  signature?: string;
}

export interface UpiCollects {
  /** Whom a UPI QR code pays (upi://pay?pa=...&pn=...). */
  readonly payee: { vpa: string; name: string };
  /** Sends a collect request to `vpa` for the provider order; the one already waiting for that UPI ID if there is one. */
  request(input: { providerOrderId: string; vpa: string }): Promise<UpiCollect>;
  /** The provider order's approved collect request if it has one, else its newest, if any. */
  latest(providerOrderId: string): Promise<UpiCollect | undefined>;
}
