/**
 * The sandbox provider's server-side adapter: what the shop's API calls. It behaves like Razorpay
 * (provider orders, HMAC-SHA256 signatures, signed webhooks) with local secrets. The provider's
 * hosted side (checkout.js, the card dialog, webhooks) is in payments/sandbox-hosted.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts/api/checkout';
import type { Db } from '../db/database';
import { sandboxPaymentOrders } from '../db/schema';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';
import { sandboxUpi, type SandboxUpi } from './sandbox-upi';

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
  /** Told of a call that could not be delivered (the hosted side logs it). */
  onError?: (error: unknown) => void;
}

export type SandboxProvider = PaymentProvider & { name: 'sandbox'; ledger: SandboxLedger; webhooks: SandboxWebhooks; upi: SandboxUpi };

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'ledger' in provider && 'webhooks' in provider;
}

async function postWebhook({ url, headers, body }: SandboxWebhookCall): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`webhook ${url}: HTTP ${response.status}`);
}

/** What a sandbox webhook says of the payment beyond its order: how it was paid, and why it failed. */
export interface SandboxPaymentDetails {
  id: string;
  method: 'card' | 'upi';
  vpa?: string;
  /** Set for payment.failed. */
  errorDescription?: string;
  /** Set for payment.failed: why, as Razorpay's error_reason says it (card_declined). */
  errorReason?: string;
}

/**
 * Posts the event the way Razorpay does: JSON body, HMAC-SHA256 of the raw body, an event id. A call
 * that fails is only reported (`webhooks.onError`): a provider retries later, and the signed result
 * reaches the shop the other way too (the card dialog's, a collect's status).
 */
export async function sendSandboxWebhook(
  webhooks: SandboxWebhooks,
  webhookSecret: string,
  event: 'payment.captured' | 'payment.failed',
  order: Pick<SandboxLedgerOrder, 'amount' | 'currency'> & { providerOrderId: string },
  payment: SandboxPaymentDetails,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const failed = event === 'payment.failed';
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: order.amount,
          currency: order.currency,
          status: failed ? 'failed' : 'captured',
          order_id: order.providerOrderId,
          method: payment.method,
          ...(payment.method === 'upi' ? { vpa: payment.vpa ?? null } : {}),
          captured: !failed,
          error_code: failed ? 'BAD_REQUEST_ERROR' : null,
          error_description: failed ? (payment.errorDescription ?? null) : null,
          error_reason: failed ? (payment.errorReason ?? null) : null,
          created_at: now,
        },
      },
    },
    created_at: now,
  });
  const headers = {
    'content-type': 'application/json',
    [WEBHOOK_SIGNATURE_HEADER]: hmacHex(webhookSecret, body),
    [WEBHOOK_EVENT_ID_HEADER]: `evt_sbx_${randomBytes(9).toString('base64url')}`,
  };
  try {
    await webhooks.deliver({ url: webhooks.url, headers, body });
  } catch (error) {
    webhooks.onError?.(error);
  }
}

export function sandboxProvider(options: {
  keySecret: string;
  webhookSecret: string;
  publicUrl: string;
  ledger: SandboxLedger;
  db: Db;
  /** Whom the shop's UPI QR code names as the payee. */
  payeeName: string;
}): SandboxProvider {
  const { ledger } = options;
  const webhooks: SandboxWebhooks = { url: `${options.publicUrl}/api/payments/webhook`, deliver: postWebhook };
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: `${options.publicUrl}/sandbox-pay/checkout.js`,
    ledger,
    webhooks,
    upi: sandboxUpi({
      db: options.db,
      ledger,
      keySecret: options.keySecret,
      payeeName: options.payeeName,
      webhook: (event, order, payment) =>
        sendSandboxWebhook(webhooks, options.webhookSecret, event, order, { id: payment.id, method: 'upi', vpa: payment.vpa, errorDescription: payment.errorDescription }),
    }),
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
