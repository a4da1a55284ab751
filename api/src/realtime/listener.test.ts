import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { adminEventSchema } from 'shared-contracts/api/events';
import { createSseParser, type SseMessage } from 'shared-contracts/api/sse';
import { startTestApi, type TestApi } from '../../test/harness';
import { testDatabaseKind } from '../../test/database';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS } from '../checkout/testing';
import { POOL_SIZE } from '../db/database';
import { LISTENER_APPLICATION_NAME } from '../db/listener';
import { products } from '../db/schema';
import { SYSTEM_ACTOR, transitionOrder } from '../orders/lifecycle';

type User = Awaited<ReturnType<TestApi['user']>>;

/** The rows of a plain SQL statement. */
const rowsOf = async <T>(api: TestApi, statement: ReturnType<typeof sql>): Promise<T[]> =>
  ((await api.services.db.execute(statement)) as unknown as { rows: T[] }).rows;

describe('live updates over one listening connection per instance', () => {
  let api: TestApi;
  let baseUrl: string;
  const opened: AbortController[] = [];

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const controller of opened) controller.abort();
    await api.close();
  });

  /** An event stream over real HTTP, open once ': connected' came; `next()` is its next event (not a bare id). */
  async function openStream(user: User, path: string) {
    const controller = new AbortController();
    opened.push(controller);
    const response = await fetch(`${baseUrl}${path}`, { headers: { ...bearer(user.token), accept: 'text/event-stream' }, signal: controller.signal });
    assert.equal(response.status, 200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    const queued: SseMessage[] = [];
    let text = '';
    const read = async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no event within 10 s')), 10_000)));
      const { value, done } = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
      if (done) throw new Error('the stream ended');
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      queued.push(...parse(chunk));
    };
    while (!text.includes(': connected')) await read();
    return {
      async next(): Promise<SseMessage> {
        for (;;) {
          while (!queued.length) await read();
          const message = queued.shift()!;
          if (message.data !== '') return message;
        }
      },
    };
  }

  const placeOrder = async (user: User, productId: string) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: checkoutRequest([{ productId, quantity: 1 }]) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().order as { id: string };
  };

  const ready = async () => (await api.app.inject({ url: '/api/ready' })).json() as { status: string; checks: { notifications: string } };

  /** Asks until `check` holds (up to 10 s): a dropped listener comes back after a short, growing wait. */
  const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> => {
    const until = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('keeps no connection of the pool for open streams: more streams than the pool holds, and requests still answer', async () => {
    const [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
    const productId = await addProduct(api.services, { stock: 100 });
    const streams = [];
    for (let index = 0; index < POOL_SIZE + 2; index += 1) streams.push(await openStream(index % 2 ? shopper : admin, index % 2 ? '/api/events' : '/api/admin/events'));

    // ordinary requests (reads, and an order whose event reaches every stream) answer promptly
    const signal = AbortSignal.timeout(5000);
    const [list, orders] = await Promise.all([
      fetch(`${baseUrl}/api/catalogue/products?pageSize=5`, { signal }),
      fetch(`${baseUrl}/api/orders`, { headers: bearer(shopper.token), signal }),
    ]);
    assert.deepEqual([list.status, orders.status], [200, 200]);
    const order = await placeOrder(shopper, productId);
    for (const [index, stream] of streams.entries()) {
      const message = await stream.next();
      const id = index % 2 ? JSON.parse(message.data).orderId : JSON.parse(message.data).order.id;
      assert.equal(id, order.id);
    }
    // nothing of the pool is checked out while the streams stay open: the listener is a connection of its own
    // (asked until it holds: the order's own work after its answer may still hold one for a moment,
    // which a run at load 30 caught; a stream holding one would hold it past the 10 s)
    await eventually(
      async () => api.services.database.poolStats(),
      (stats) => stats.total - stats.idle === 0 && stats.waiting === 0,
      'connections checked out of the pool while the streams stay open',
    );
    if (testDatabaseKind() === 'postgres') {
      const listeners = await rowsOf<{ count: number }>(
        api,
        sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      assert.deepEqual(listeners, [{ count: 1 }], 'one listening connection for every stream and cache');
    }
  });

  it(
    'outlives PostgreSQL ending the idle connections of its pool: the next queries open others',
    { skip: testDatabaseKind() !== 'postgres' && 'PGlite has no connection to lose' },
    async () => {
      // a few connections opened, then idle in the pool
      await Promise.all(Array.from({ length: 4 }, () => api.services.db.execute(sql`select pg_sleep(0.02)`)));
      const maintenance = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await maintenance.connect();
      try {
        const [{ name }] = (await rowsOf<{ name: string }>(api, sql`select current_database() as name`)) as [{ name: string }];
        const { rows } = await maintenance.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and application_name <> $2',
          [name, LISTENER_APPLICATION_NAME],
        );
        assert.ok(rows.length >= 1 && rows.every((row) => row.ended), 'the pool had connections, all ended');
      } finally {
        await maintenance.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200)); // the ended connections' errors arrive
      assert.deepEqual(await rowsOf(api, sql`select 1 as one`), [{ one: 1 }], 'queries go on, on new connections');
      const ready = await api.app.inject({ url: '/api/ready' });
      assert.equal(ready.statusCode, 200, ready.body);
    },
  );

  it(
    'listens again when PostgreSQL ends its listening connection, and hands over what was announced meanwhile',
    { skip: testDatabaseKind() !== 'postgres' && 'PGlite has no connection to lose' },
    async () => {
      const [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
      const productId = await addProduct(api.services, { stock: 100 });
      const [product] = await api.services.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
      const stream = await openStream(admin, '/api/admin/events');
      const order = await placeOrder(shopper, productId);
      assert.equal(JSON.parse((await stream.next()).data).order.id, order.id);

      const nameOf = async () => (await api.app.inject({ url: `/api/catalogue/products/${product!.slug}` })).json().product.title as string;
      const rename = (title: string) => api.services.db.update(products).set({ title }).where(eq(products.id, productId));
      // kept by the catalogue cache from here on (until a change is heard)
      assert.ok(await nameOf());

      // The listener's next tries are refused for a while, so it stays down: the queries' pool keeps its open connections.
      const [{ name: databaseName }] = (await rowsOf<{ name: string }>(api, sql`select current_database() as name`)) as [{ name: string }];
      await Promise.all(Array.from({ length: 4 }, () => api.services.db.execute(sql`select pg_sleep(0.02)`)));
      // (from the server's maintenance database: a database cannot refuse connections to itself)
      const maintenance = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await maintenance.connect();
      await maintenance.query(`alter database "${databaseName}" allow_connections false`);
      try {
        const ended = await rowsOf<{ ended: boolean }>(
          api,
          sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
        );
        assert.deepEqual(ended, [{ ended: true }]);
        const down = await eventually(ready, (body) => body.checks.notifications === 'down', '/api/ready while the listener is down');
        assert.equal(down.status, 'not_ready');

        // announced while nobody of this instance hears: by another instance, say
        await transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
        await rename('Renamed while the listener was down');
        assert.equal(await nameOf(), 'Renamed while the listener was down', 'nothing is kept while changes cannot be heard');
      } finally {
        await maintenance.query(`alter database "${databaseName}" allow_connections true`);
        await maintenance.end();
      }
      await eventually(ready, (body) => body.status === 'ready', '/api/ready once the listener is back');

      // what was missed comes first (the instance read it from order_events), then it goes on live
      let changed = await stream.next();
      while (changed.event !== 'order.changed') changed = await stream.next();
      assert.deepEqual([JSON.parse(changed.data).orderId, JSON.parse(changed.data).status], [order.id, 'cancelled']);
      const later = await placeOrder(shopper, productId);
      const created = adminEventSchema.parse(JSON.parse((await stream.next()).data));
      assert.equal(created.type === 'order.created' && created.order.id, later.id);

      // the catalogue channel is heard again: a change made elsewhere shows within a moment
      assert.equal(await nameOf(), 'Renamed while the listener was down');
      await rename('Renamed once it was back');
      await eventually(nameOf, (name) => name === 'Renamed once it was back', 'the catalogue after a change elsewhere');
    },
  );
});
