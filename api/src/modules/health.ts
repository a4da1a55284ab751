import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { routes } from 'shared-contracts/api/routes';
import { mount } from '../http/mount';
import apiPackage from '../../package.json';

export default async function health(app: FastifyInstance) {
  mount(app, routes.health, async ({ reply }) => {
    let database: 'ok' | 'down' = 'ok';
    try {
      await app.services.db.execute(sql`select 1`);
    } catch {
      database = 'down';
    }
    const status: 'ok' | 'degraded' = database === 'ok' ? 'ok' : 'degraded';
    if (status === 'degraded') reply.code(503);
    return { status, version: apiPackage.version, time: new Date().toISOString(), checks: { database } };
  });
}
