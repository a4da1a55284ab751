/**
 * The sandbox provider's server-side adapter: what the shop's API calls. It behaves like Razorpay
 * (provider orders, HMAC-SHA256 signatures, signed webhooks) with local secrets. The provider's
 * hosted side (checkout.js, the card dialog, webhooks) is in payments/sandbox-hosted.ts.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'sbx_key_local';

/** Provider orders the sandbox has issued, so its dialog charges only real orders, their amount. */
export interface SandboxLedger {
  orders: Map<string, { amount: number; currency: string; receipt: string }>;
}

export function sandboxProvider(options: { keySecret: string; webhookSecret: string; publicUrl: string; ledger?: SandboxLedger }): PaymentProvider & { ledger: SandboxLedger } {
  const ledger = options.ledger ?? { orders: new Map() };
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: `${options.publicUrl}/sandbox-pay/checkout.js`,
    ledger,
    async createOrder({ receipt, amount, currency }) {
      const providerOrderId = `order_sbx_${randomBytes(9).toString('base64url')}`;
      ledger.orders.set(providerOrderId, { amount, currency, receipt });
      return { providerOrderId };
    },
    verifyPaymentSignature: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(paymentSignature(options.keySecret, providerOrderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),
    async refund() {
      return { refundId: `rfnd_sbx_${randomBytes(9).toString('base64url')}` };
    },
  };
}
