/**
 * The sandbox provider's hosted side: what Razorpay runs on its own servers, played locally under
 * /sandbox-pay/ (registered only when the sandbox is the provider).
 *
 *   GET  /sandbox-pay/checkout.js   the script the shop loads at start-up (window.SandboxCheckout)
 *   POST /sandbox-pay/pay           the dialog's card: 4111 1111 1111 1111 succeeds and answers the
 *                                   signed result; 4000 0000 0000 0002 is declined, and the order
 *                                   stays open for another card, as Razorpay's does. Either way the
 *                                   shop also gets a signed webhook (payment.captured / payment.failed).
 *
 * It signs with the sandbox's secrets exactly as the provider would, so the shop's API verifies
 * these results with the same code it uses for Razorpay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts/api/checkout';
import type { SandboxLedgerOrder, SandboxProvider } from './sandbox';
import { hmacHex, paymentSignature } from './signature';

export const SANDBOX_PREFIX = '/sandbox-pay';
export const SANDBOX_CARDS = { succeeds: '4111111111111111', declined: '4000000000000002' } as const;
export const DECLINED_MESSAGE = 'Your card was declined.';
const PAID_MESSAGE = 'This order has already been paid.';
const FAILED_MESSAGE = 'This payment has failed. Please place the order again.';

const script = fs.readFileSync(path.join(__dirname, 'sandbox-assets', 'checkout.js'), 'utf8');

const payRequestSchema = z.object({
  order_id: z.string().min(1).max(128),
  card: z.object({
    number: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/)),
    expiry: z.string().regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/),
    cvv: z.string().regex(/^\d{3,4}$/),
  }),
});

/** Razorpay's error shape: what the dialog shows and passes to `payment.failed` listeners. */
function providerError(reply: FastifyReply, status: number, description: string, metadata: Record<string, string> = {}) {
  return reply.code(status).send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata } });
}

export interface SandboxHostedOptions {
  provider: SandboxProvider;
  keySecret: string;
  webhookSecret: string;
}

export async function sandboxHosted(app: FastifyInstance, { provider, keySecret, webhookSecret }: SandboxHostedOptions) {
  // A provider's script and endpoints are used from the merchant's pages, wherever those are served
  // from (each remote also runs alone on its own dev server).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.get(`${SANDBOX_PREFIX}/checkout.js`, async (_request, reply) => {
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return script;
  });

  app.options(`${SANDBOX_PREFIX}/pay`, async (_request, reply) => {
    reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').code(204).send();
  });

  app.post(`${SANDBOX_PREFIX}/pay`, async (request, reply) => {
    const parsed = payRequestSchema.safeParse(request.body);
    if (!parsed.success) return providerError(reply, 400, 'Please check the card number, expiry and CVV.');
    const { order_id: orderId, card } = parsed.data;
    const known = await provider.ledger.get(orderId);
    if (!known) return providerError(reply, 404, 'This payment order does not exist.');
    const settled = () => providerError(reply, 409, known.status === 'failed' ? FAILED_MESSAGE : PAID_MESSAGE);
    if (known.status !== 'created') return settled();
    if (card.number !== SANDBOX_CARDS.succeeds && card.number !== SANDBOX_CARDS.declined) {
      return providerError(reply, 400, 'Use a sandbox test card: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined.');
    }

    const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
    if (card.number === SANDBOX_CARDS.declined) {
      // A declined card settles nothing: the provider order waits for another card.
      await sendWebhook(app, provider, webhookSecret, 'payment.failed', orderId, paymentId, known);
      return providerError(reply, 402, DECLINED_MESSAGE, { order_id: orderId, payment_id: paymentId });
    }
    const order = await provider.ledger.settle(orderId, { status: 'paid', paymentId });
    // Another card settled it between the read and now.
    if (!order) return providerError(reply, 409, PAID_MESSAGE);
    await sendWebhook(app, provider, webhookSecret, 'payment.captured', orderId, paymentId, order);
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
    };
  });
}

/** Posts the event the way Razorpay does: JSON body, HMAC-SHA256 of the raw body, an event id. */
async function sendWebhook(
  app: FastifyInstance,
  provider: SandboxProvider,
  webhookSecret: string,
  event: 'payment.captured' | 'payment.failed',
  orderId: string,
  paymentId: string,
  order: SandboxLedgerOrder,
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
          id: paymentId,
          entity: 'payment',
          amount: order.amount,
          currency: order.currency,
          status: failed ? 'failed' : 'captured',
          order_id: orderId,
          method: 'card',
          captured: !failed,
          error_code: failed ? 'BAD_REQUEST_ERROR' : null,
          error_description: failed ? DECLINED_MESSAGE : null,
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
    await provider.webhooks.deliver({ url: provider.webhooks.url, headers, body });
  } catch (error) {
    // A provider retries later; the sandbox only says so. The dialog's signed result still arrives.
    app.log.warn({ err: error }, 'sandbox webhook delivery failed');
  }
}
