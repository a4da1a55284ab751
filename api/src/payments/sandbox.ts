/**
 * The sandbox provider's server-side adapter: what the shop's API calls. It behaves like Razorpay
 * (provider orders, HMAC-SHA256 signatures, signed webhooks) with local secrets. The provider's
 * hosted side (checkout.js, the card dialog, webhooks) is in payments/sandbox-hosted.ts.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'sbx_key_local';

export interface SandboxLedgerOrder {
  amount: number;
  currency: string;
  receipt: string;
  /** created: waiting for a card; paid; failed: a card was declined (start a new checkout). */
  status: 'created' | 'paid' | 'failed';
  paymentId?: string;
}

/** Provider orders the sandbox has issued, so its dialog charges only real orders, their amount. */
export interface SandboxLedger {
  orders: Map<string, SandboxLedgerOrder>;
}

/** One webhook call the sandbox makes: POST `body` to `url` with `headers`. */
export interface SandboxWebhookCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SandboxWebhooks {
  /** The shop's webhook address: PUBLIC_URL + /api/payments/webhook. */
  url: string;
  /** Sends one call; replaceable (tests deliver with app.inject instead of the network). */
  deliver: (call: SandboxWebhookCall) => Promise<void>;
}

export type SandboxProvider = PaymentProvider & { name: 'sandbox'; ledger: SandboxLedger; webhooks: SandboxWebhooks };

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'ledger' in provider && 'webhooks' in provider;
}

async function postWebhook({ url, headers, body }: SandboxWebhookCall): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`webhook ${url}: HTTP ${response.status}`);
}

export function sandboxProvider(options: { keySecret: string; webhookSecret: string; publicUrl: string; ledger?: SandboxLedger }): SandboxProvider {
  const ledger = options.ledger ?? { orders: new Map() };
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: `${options.publicUrl}/sandbox-pay/checkout.js`,
    ledger,
    webhooks: { url: `${options.publicUrl}/api/payments/webhook`, deliver: postWebhook },
    async createOrder({ receipt, amount, currency }) {
      const providerOrderId = `order_sbx_${randomBytes(9).toString('base64url')}`;
      ledger.orders.set(providerOrderId, { amount, currency, receipt, status: 'created' });
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
