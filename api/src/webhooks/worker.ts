/**
 * The delivery worker: every API instance runs one beside the mail worker (modules/settings.ts).
 * Each round it claims the due deliveries (webhooks/deliveries.ts) and posts them one by one:
 *
 * - a webhook gets the body as queued, signed with its secret: `X-Haat-Signature: sha256=<hex>`,
 *   the HMAC-SHA256 of the exact body bytes, plus `X-Haat-Event` and `X-Haat-Delivery` (the same on
 *   every retry of one delivery, for the receiver to drop a repeat), its basic auth and its headers;
 * - Slack gets the body at the channel's incoming-webhook URL of the current settings.
 *
 * A 2xx is delivered. A receiver that is down (no connection, time-out), busy (5xx, 408, 429) is
 * tried again with the mail's backoff (30 s, 1, 2, 4 ... up to 30 minutes), for as long as it takes;
 * any other answer (a 4xx: the receiver refuses it) or a removed webhook fails for good. Secrets and
 * passwords never reach a log line or the delivery log.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import { webhooks } from '../db/schema';
import { retryDelay } from '../mail/worker';
import { readSettings } from '../settings/store';
import { claimDueDeliveries, markDelivered, markDeliveryFailed, type DeliveryRow } from './deliveries';

/** How long one post may take. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a claim holds a delivery: longer than a batch's posts can take. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
const BATCH = 10;

export const SIGNATURE_HEADER = 'x-haat-signature';

/** 'sha256=<hex>': the HMAC-SHA256 of `body` under `secret`. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** 'Name:value' lines as headers (names trimmed; the rules already refused anything else). */
export function headerPairs(lines: readonly string[]): [string, string][] {
  return lines.flatMap((line) => {
    const at = line.indexOf(':');
    return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string]] : [];
  });
}

interface Post {
  url: string;
  headers: Record<string, string>;
}

class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

async function postOnce(post: Post, body: string): Promise<number> {
  let response: Response;
  try {
    response = await fetch(post.url, { method: 'POST', headers: post.headers, body, redirect: 'manual', signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new DeliveryError(`unreachable: ${reason}`, null, false);
  }
  await response.body?.cancel().catch(() => {});
  if (response.ok) return response.status;
  const retry = response.status >= 500 || response.status === 408 || response.status === 429;
  throw new DeliveryError(`answered ${response.status}`, response.status, !retry);
}

export interface DeliveryWorker {
  readonly id: string;
  deliverDue(now?: Date): Promise<{ delivered: number; failed: number }>;
}

export function deliveryWorker(services: { database: Database; db: Db; config: Pick<Config, 'seller'> }, id = `delivery-${randomUUID()}`): DeliveryWorker {
  const { db } = services;

  /** Where and how one delivery goes now; null when its webhook was removed or Slack unset. */
  async function postFor(delivery: DeliveryRow): Promise<Post | null> {
    const base = { 'content-type': 'application/json', 'user-agent': 'Haat-Webhooks/1' };
    if (delivery.target === 'slack') {
      const { slackWebhookUrl } = await readSettings(services, 'notifications');
      return slackWebhookUrl ? { url: slackWebhookUrl, headers: base } : null;
    }
    const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId ?? ''));
    if (!hook) return null;
    const headers: Record<string, string> = {};
    for (const [name, value] of headerPairs(hook.headers)) headers[name.toLowerCase()] = value;
    Object.assign(headers, base, {
      [SIGNATURE_HEADER]: signBody(hook.secret, delivery.body),
      'x-haat-event': delivery.event,
      'x-haat-delivery': String(delivery.id),
    });
    if (hook.auth) headers.authorization = `Basic ${Buffer.from(hook.auth, 'utf8').toString('base64')}`;
    const url = /^https?:\/\//i.test(hook.url) ? hook.url : `http://${hook.url}`;
    return { url, headers };
  }

  return {
    id,
    async deliverDue(now = new Date()) {
      let delivered = 0;
      let failed = 0;
      for (;;) {
        const claimed = await claimDueDeliveries(db, id, now, DELIVERY_LEASE_MS, BATCH);
        const holdEnds = Date.now() + DELIVERY_LEASE_MS - DELIVERY_TIMEOUT_MS;
        for (const delivery of claimed) {
          if (Date.now() > holdEnds) {
            failed++;
            await markDeliveryFailed(db, delivery.id, id, 'not tried: the claim ran out', null, new Date(now.getTime() + retryDelay(delivery.attempts)));
            continue;
          }
          const post = await postFor(delivery);
          if (!post) {
            failed++;
            await markDeliveryFailed(db, delivery.id, id, delivery.target === 'slack' ? 'Slack is not set up any more' : 'the webhook was removed', null, null);
            continue;
          }
          try {
            const status = await postOnce(post, delivery.body);
            if (await markDelivered(db, delivery.id, id, status, new Date())) delivered++;
          } catch (error) {
            failed++;
            const refusal = error instanceof DeliveryError ? error : new DeliveryError(String(error), null, false);
            await markDeliveryFailed(db, delivery.id, id, refusal.message, refusal.status, refusal.permanent ? null : new Date(now.getTime() + retryDelay(delivery.attempts)));
          }
        }
        if (claimed.length < BATCH) return { delivered, failed };
      }
    },
  };
}
