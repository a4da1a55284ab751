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
 *   GET  /sandbox-pay/upi-app       the stand-in for the shopper's UPI app (a separate party, as the
 *                                   real app is): the collect requests waiting for a UPI ID, each
 *                                   approved or declined there (GET /sandbox-pay/upi/requests?vpa=,
 *                                   POST /sandbox-pay/upi/requests/:id/approve | decline); approval
 *                                   settles the provider order and sends payment.captured, as a card
 *                                   does (payments/sandbox-upi.ts)
 *
 * It signs with the sandbox's secrets exactly as the provider would, so the shop's API verifies
 * these results with the same code it uses for Razorpay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { upiId } from 'shared-contracts/validation/rules';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/i18n/locales';
import { messages } from './sandbox-checkout.messages';
import { sendSandboxWebhook, type SandboxProvider } from './sandbox';
import { SandboxUpiError } from './sandbox-upi';
import { paymentSignature } from './signature';

export const SANDBOX_PREFIX = '/sandbox-pay';
export const SANDBOX_CARDS = { succeeds: '4111111111111111', declined: '4000000000000002' } as const;
/** What the provider's webhook says of a declined card: Razorpay's words and reason code (the shop shows its own text for the code). */
export const DECLINED_MESSAGE = messages.en['sandbox.declined']!;
export const DECLINED_REASON = 'card_declined';

const asset = (name: string) => fs.readFileSync(path.join(__dirname, 'sandbox-assets', name), 'utf8');
/**
 * The dialog's script, as every page of the shop downloads it at start-up (spec §7): without its
 * opening comment, and with the texts the dialog itself shows (its `t('key')` calls) written in, in
 * every language (the dialog picks the page's). The answers of /pay are the server's (`say`, below),
 * so their texts stay here: a first visit downloads about 1 KB less (issue 34's size budgets).
 */
function dialogScript(source: string): string {
  const shown = new Set([...source.matchAll(/\bt\('([A-Za-z]+)'/g)].map(([, key]) => `sandbox.${key}`));
  const texts = Object.fromEntries(Object.entries(messages).map(([locale, all]) => [locale, Object.fromEntries(Object.entries(all).filter(([key]) => shown.has(key)))]));
  return source.replace(/^\/\*[\s\S]*?\*\/\s*/, '').replace('/* SANDBOX_MESSAGES */ {}', () => JSON.stringify(texts));
}
const script = dialogScript(asset('checkout.js'));
/** A text of the dialog's answers in the language it was opened in. */
const say = (locale: Locale, key: string) => messages[locale][`sandbox.${key}`] ?? messages.en[`sandbox.${key}`]!;
const upiApp = { html: asset('upi-app.html'), js: asset('upi-app.js'), css: asset('upi-app.css') };

/** The stand-in UPI app is a page of its own: its script, its styles, the sandbox's endpoints, nothing else. */
const UPI_APP_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const vpaQuerySchema = z.object({ vpa: z.string().max(300).refine((value) => upiId(value) === true && value !== '') });
const collectParamsSchema = z.object({ id: z.string().min(1).max(128) });

const payRequestSchema = z.object({
  order_id: z.string().min(1).max(128),
  card: z.object({
    number: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/)),
    expiry: z.string().regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/),
    cvv: z.string().regex(/^\d{3,4}$/),
  }),
});

/** Razorpay's error shape: what the dialog shows and passes to `payment.failed` listeners. */
function providerError(reply: FastifyReply, status: number, description: string, metadata: Record<string, string> = {}, reason = 'payment_failed') {
  return reply.code(status).send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'customer', step: 'payment_authorization', reason, metadata } });
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
  provider.webhooks.onError = (error) => app.log.warn({ err: error }, 'sandbox webhook delivery failed');
  // Collect requests nobody looks at still expire, and their payment.failed reaches the shop.
  const sweep = setInterval(() => void provider.upi.expireOverdue().catch((error: unknown) => app.log.error(error, 'expiring UPI collects failed')), 30_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(`${SANDBOX_PREFIX}/checkout.js`, async (_request, reply) => {
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return script;
  });

  app.options(`${SANDBOX_PREFIX}/pay`, async (_request, reply) => {
    reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').code(204).send();
  });

  app.post(`${SANDBOX_PREFIX}/pay`, async (request, reply) => {
    const parsed = payRequestSchema.safeParse(request.body);
    // the dialog's language (the page's), read before the rest so that a refusal of the card is in it too
    const asked = (request.body as { locale?: unknown } | null)?.locale;
    const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    if (!parsed.success) return providerError(reply, 400, say(locale, 'checkCard'));
    const { order_id: orderId, card } = parsed.data;
    const known = await provider.ledger.get(orderId);
    if (!known) return providerError(reply, 404, say(locale, 'unknownOrder'));
    const settled = () => providerError(reply, 409, say(locale, known.status === 'failed' ? 'orderFailed' : 'paid'));
    if (known.status !== 'created') return settled();
    if (card.number !== SANDBOX_CARDS.succeeds && card.number !== SANDBOX_CARDS.declined) {
      return providerError(reply, 400, say(locale, 'testCards'));
    }

    const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
    if (card.number === SANDBOX_CARDS.declined) {
      // A declined card settles nothing: the provider order waits for another card.
      await sendSandboxWebhook(
        provider.webhooks,
        webhookSecret,
        'payment.failed',
        { ...known, providerOrderId: orderId },
        { id: paymentId, method: 'card', errorDescription: DECLINED_MESSAGE, errorReason: DECLINED_REASON },
      );
      return providerError(reply, 402, say(locale, 'declined'), { order_id: orderId, payment_id: paymentId }, DECLINED_REASON);
    }
    const order = await provider.ledger.settle(orderId, { status: 'paid', paymentId });
    // Another card settled it between the read and now.
    if (!order) return providerError(reply, 409, say(locale, 'paid'));
    await sendSandboxWebhook(provider.webhooks, webhookSecret, 'payment.captured', { ...order, providerOrderId: orderId }, { id: paymentId, method: 'card' });
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
    };
  });

  // The stand-in for the shopper's UPI app: the collect requests waiting for a UPI ID, approved or declined.
  app.get(`${SANDBOX_PREFIX}/upi-app`, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', UPI_APP_CSP).send(upiApp.html),
  );
  app.get(`${SANDBOX_PREFIX}/upi-app.js`, async (_request, reply) => reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(upiApp.js));
  app.get(`${SANDBOX_PREFIX}/upi-app.css`, async (_request, reply) => reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(upiApp.css));

  app.get(`${SANDBOX_PREFIX}/upi/requests`, async (request, reply) => {
    const parsed = vpaQuerySchema.safeParse(request.query);
    if (!parsed.success) return providerError(reply, 400, 'Enter a UPI ID like name@bank.');
    const requests = await provider.upi.pendingFor(parsed.data.vpa);
    return { requests: requests.map(({ signature: _signature, ...collect }) => collect) };
  });

  for (const answer of ['approve', 'decline'] as const) {
    app.post(`${SANDBOX_PREFIX}/upi/requests/:id/${answer}`, async (request, reply) => {
      const parsed = collectParamsSchema.safeParse(request.params);
      if (!parsed.success) return providerError(reply, 404, 'This collect request does not exist.');
      try {
        const { signature: _signature, ...collect } = await provider.upi[answer](parsed.data.id);
        return { collect };
      } catch (error) {
        if (error instanceof SandboxUpiError) return providerError(reply, error.status, error.message);
        throw error;
      }
    });
  }
}
