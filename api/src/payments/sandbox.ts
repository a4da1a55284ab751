/**
 * The sandbox provider's server-side adapter: what the shop's API calls. It behaves like Razorpay
 * (provider orders, HMAC-SHA256 signatures, signed webhooks) with local secrets. The provider's
 * hosted side (checkout.js, the card dialog, webhooks) is in payments/sandbox-hosted.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sandboxPaymentOrders } from '../db/schema';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'sbx_key_local';

export interface SandboxLedgerOrder {
  amount: number;
  currency: string;
  receipt: string;
  /** created: waiting for a card (also after a declined one); paid; failed: only in ledgers from before declines left the order open. */
  status: 'created' | 'paid' | 'failed';
  paymentId?: string;
}

/**
 * Provider orders the sandbox has issued, so its dialog charges only real orders, their amount.
 * Kept in the database (table sandbox_payment_orders), as a real provider keeps them on its side:
 * a restart of the API loses no pending payment.
 */
export interface SandboxLedger {
  add(providerOrderId: string, order: SandboxLedgerOrder): Promise<void>;
  get(providerOrderId: string): Promise<SandboxLedgerOrder | undefined>;
  /**
   * Settles an order still waiting for a card, once: the order as settled, or undefined when it
   * was not waiting (paid or failed meanwhile: two cards at once cannot both be charged).
   */
  settle(providerOrderId: string, outcome: { status: 'paid' | 'failed'; paymentId: string }): Promise<SandboxLedgerOrder | undefined>;
}

const toLedgerOrder = (row: typeof sandboxPaymentOrders.$inferSelect): SandboxLedgerOrder => ({
  amount: row.amount,
  currency: row.currency,
  receipt: row.receipt,
  status: row.status as SandboxLedgerOrder['status'],
  ...(row.paymentId ? { paymentId: row.paymentId } : {}),
});

export function databaseLedger(db: Db): SandboxLedger {
  return {
    async add(providerOrderId, order) {
      await db.insert(sandboxPaymentOrders).values({ providerOrderId, ...order, paymentId: order.paymentId ?? null });
    },
    async get(providerOrderId) {
      const [row] = await db.select().from(sandboxPaymentOrders).where(eq(sandboxPaymentOrders.providerOrderId, providerOrderId));
      return row && toLedgerOrder(row);
    },
    async settle(providerOrderId, { status, paymentId }) {
      const [row] = await db
        .update(sandboxPaymentOrders)
        .set({ status, paymentId })
        .where(and(eq(sandboxPaymentOrders.providerOrderId, providerOrderId), eq(sandboxPaymentOrders.status, 'created')))
        .returning();
      return row && toLedgerOrder(row);
    },
  };
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

export function sandboxProvider(options: { keySecret: string; webhookSecret: string; publicUrl: string; ledger: SandboxLedger }): SandboxProvider {
  const { ledger } = options;
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: `${options.publicUrl}/sandbox-pay/checkout.js`,
    ledger,
    webhooks: { url: `${options.publicUrl}/api/payments/webhook`, deliver: postWebhook },
    async createOrder({ receipt, amount, currency }) {
      const providerOrderId = `order_sbx_${randomBytes(9).toString('base64url')}`;
      await ledger.add(providerOrderId, { amount, currency, receipt, status: 'created' });
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
