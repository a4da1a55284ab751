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
 * any other answer (a 4xx: the receiver refuses it, or a redirect: never followed) or a removed
 * webhook fails for good. Secrets and passwords never reach a log line or the delivery log.
 *
 * Posts go to the public internet only (security/outgoing.ts): an internal name or address, or a
 * name whose lookup now gives one (DNS rebinding), is refused before connecting, logged, and
 * fails for good with 'refused: ...' in the delivery log; nothing is sent.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import { webhooks } from '../db/schema';
import { retryDelay } from '../mail/worker';
import { hostRefusal, outgoingAgents, outgoingUrl, refusedByAgent } from '../security/outgoing';
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
  url: URL;
  headers: Record<string, string>;
}

class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly permanent: boolean,
    /** Refused by the public-only rule (security/outgoing.ts): never sent. */
    readonly refused = false,
  ) {
    super(message);
  }
}

/** One POST through the public-only agents; a redirect is an answer like any other, never followed. */
function postOnce(post: Post, body: string, agents: ReturnType<typeof outgoingAgents>, lookup: LookupFunction | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = post.url.protocol === 'https:' ? https : http;
    const request = client.request(
      post.url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agents[post.url.protocol as 'http:' | 'https:'],
        ...(lookup ? { lookup } : {}),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve(status);
        const retry = status >= 500 || status === 408 || status === 429;
        reject(new DeliveryError(`answered ${status}`, status, !retry));
      },
    );
    request.on('error', (error) =>
      reject(refusedByAgent(error) ? new DeliveryError(`refused: ${error.message}`, null, true, true) : new DeliveryError(`unreachable: ${error.message}`, null, false)),
    );
    request.end(body);
  });
}

export interface DeliveryWorker {
  readonly id: string;
  deliverDue(now?: Date): Promise<{ delivered: number; failed: number }>;
}

export interface DeliveryWorkerOptions {
  /** How names are resolved when connecting (dns.lookup; tests give their own). */
  lookup?: LookupFunction;
  /** Where a refused delivery is told (the API's logger). */
  log?: { warn(details: object, message: string): void };
}

export function deliveryWorker(
  services: { database: Database; db: Db; config: Pick<Config, 'seller' | 'outgoing'> },
  id = `delivery-${randomUUID()}`,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const { db } = services;
  const agents = outgoingAgents(services.config.outgoing);

  /** Where and how one delivery goes now; null when its webhook was removed or Slack unset. */
  async function postFor(delivery: DeliveryRow): Promise<Post | null> {
    const base = { 'content-type': 'application/json', 'user-agent': 'Haat-Webhooks/1' };
    if (delivery.target === 'slack') {
      const { slackWebhookUrl } = await readSettings(services, 'notifications');
      const url = slackWebhookUrl ? outgoingUrl(slackWebhookUrl) : null;
      return url ? { url, headers: base } : null;
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
    const url = outgoingUrl(hook.url);
    return url ? { url, headers } : null;
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
            const refused = hostRefusal(post.url, services.config.outgoing);
            if (refused) throw new DeliveryError(`refused: ${refused}`, null, true, true);
            const status = await postOnce(post, delivery.body, agents, options.lookup);
            if (await markDelivered(db, delivery.id, id, status, new Date())) delivered++;
          } catch (error) {
            failed++;
            const refusal = error instanceof DeliveryError ? error : new DeliveryError(String(error), null, false);
            if (refusal.refused) options.log?.warn({ deliveryId: delivery.id, target: delivery.target, webhookId: delivery.webhookId, reason: refusal.message }, 'webhook delivery refused: not the public internet');
            await markDeliveryFailed(db, delivery.id, id, refusal.message, refusal.status, refusal.permanent ? null : new Date(now.getTime() + retryDelay(delivery.attempts)));
          }
        }
        if (claimed.length < BATCH) return { delivered, failed };
      }
    },
  };
}
