/**
 * Razorpay, selected with PAYMENT_PROVIDER=razorpay and real keys. Orders and refunds go to
 * Razorpay's REST API; signatures are verified exactly as Razorpay documents them.
 */
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

const API = 'https://api.razorpay.com/v1';

export function razorpayProvider(keys: { keyId: string; keySecret: string; webhookSecret: string }, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetchImpl(`${API}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Razorpay ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    async createOrder({ receipt, amount, currency }) {
      const order = await post<{ id: string }>('/orders', { amount, currency, receipt });
      return { providerOrderId: order.id };
    },
    verifyPaymentSignature: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(paymentSignature(keys.keySecret, providerOrderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature),
    async refund({ paymentId, amount }) {
      const refund = await post<{ id: string }>(`/payments/${encodeURIComponent(paymentId)}/refund`, { amount });
      return { refundId: refund.id };
    },
  };
}
