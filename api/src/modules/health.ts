/**
 * Probes for whatever runs the instances (a load balancer, systemd, Kubernetes):
 * - GET /api/health: alive (the process answers), with the database's state for a person to read;
 * - GET /api/ready: ready for traffic: the database and the identity service both answer within
 *   PROBE_TIMEOUT_MS and the database's notifications are heard (db/listener.ts), else 503 and which
 *   one failed. A load balancer sends traffic only to ready
 *   instances; a closing instance answers 503 on its own (Fastify, while it drains).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { API_PREFIX } from 'shared-contracts/api/common';
import { mount } from '../http/mount';
import apiPackage from '../../package.json';

/** How long a dependency may take to answer a probe. */
export const PROBE_TIMEOUT_MS = 3000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export default async function health(app: FastifyInstance) {
  mount(app, routes.health, async ({ reply }) => {
    const database = await probe(() => app.services.db.execute(sql`select 1`));
    const status: 'ok' | 'degraded' = database === 'ok' ? 'ok' : 'degraded';
    if (status === 'degraded') reply.code(503);
    return { status, version: apiPackage.version, time: new Date().toISOString(), checks: { database } };
  });

  app.get(
    `${API_PREFIX}/ready`,
    { schema: { summary: 'Ready for traffic: the database and the identity service answer, notifications are heard', tags: ['health'] } },
    async (_request, reply) => {
      const [database, identity] = await Promise.all([
        probe(() => app.services.db.execute(sql`select 1`)),
        // any lookup reaches the identity service; an unknown id answers null
        probe(() => app.services.identity.getUser('shop-readiness-probe')),
      ]);
      // live updates and cache drops ride on it: down, this instance would show stale things
      const notifications = app.services.database.hearing() ? 'ok' : 'down';
      const ready = database === 'ok' && identity === 'ok' && notifications === 'ok';
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'not_ready', checks: { database, identity, notifications } };
    },
  );
}
