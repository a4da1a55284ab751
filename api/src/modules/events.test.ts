import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { adminEventPollSchema, adminEventSchema, customerEventPollSchema, customerEventSchema, RESYNC_EVENT } from 'shared-contracts/api/events';
import { createSseParser, type SseMessage } from 'shared-contracts/api/sse';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS } from '../checkout/testing';
import { SYSTEM_ACTOR, transitionOrder } from '../orders/lifecycle';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('GET /api/events: my order changes as server-sent events', () => {
  let api: TestApi;
  let baseUrl: string;

  const placeOrder = async (user: User) => {
    const productId = await addProduct(api.services);
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(user.token), payload: checkoutRequest([{ productId, quantity: 1 }]) });
    return response.json().order as { id: string; number: string };
  };

  /** Opens the stream over real HTTP; `next()` resolves with the next event, `comments` counts ':' lines seen. */
  async function openStream(user: User, path = '/api/events', lastEventId?: string) {
    const controller = new AbortController();
    const headers = { ...bearer(user.token), accept: 'text/event-stream', ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) };
    const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    const queued: SseMessage[] = [];
    let text = '';
    const read = async () => {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      queued.push(...parse(chunk));
    };
    while (!text.includes(': connected')) await read();
    /** The next message: an event, or with `withIds` also a bare id (the cursor after the replay). */
    const next = async (withIds = false): Promise<SseMessage> => {
      for (;;) {
        while (!queued.length) await read();
        const message = queued.shift()!;
        if (withIds || message.data !== '') return message;
      }
    };
    return {
      response,
      next: () => next(),
      /** Reads until the bare id that ends the replay; resolves to the events before it and that cursor. */
      async replay(): Promise<{ events: SseMessage[]; cursor: string }> {
        const events: SseMessage[] = [];
        for (;;) {
          const message = await next(true);
          if (message.data === '') return { events, cursor: message.id! };
          events.push(message);
        }
      },
      close: () => controller.abort(),
    };
  }

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  after(() => api.close());

  it('tells admins of every new order, with its customer, and of changes', async () => {
    const [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
    const stream = await openStream(admin, '/api/admin/events');
    try {
      const order = await placeOrder(shopper);
      const created = await stream.next();
      assert.equal(created.event, 'order.created');
      const event = adminEventSchema.parse(JSON.parse(created.data));
      assert.equal(event.type === 'order.created' && event.order.id, order.id);
      assert.equal(event.type === 'order.created' && event.order.customer?.uid, shopper.uid);
      await transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
      let changed = await stream.next();
      while (changed.event !== 'order.changed') changed = await stream.next();
      assert.equal(JSON.parse(changed.data).status, 'cancelled');
    } finally {
      stream.close();
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    assert.equal(response.status, 401);
    assert.equal((await response.json()).error.code, 'unauthorized');
  });

  it('delivers a change of my order, and nothing of other customers’ orders', async () => {
    const [me, someoneElse] = await Promise.all([api.user(), api.user()]);
    const mine = await placeOrder(me);
    const theirs = await placeOrder(someoneElse);
    const stream = await openStream(me);
    try {
      assert.match(String(stream.response.headers.get('content-type')), /^text\/event-stream/);
      await transitionOrder(api.services, theirs.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
      await transitionOrder(api.services, mine.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
      const message = await stream.next();
      assert.equal(message.event, 'order.changed');
      const event = customerEventSchema.parse(JSON.parse(message.data));
      assert.equal(event.orderId, mine.id);
      assert.equal(event.number, mine.number);
      assert.equal(event.status, 'cancelled');
      assert.equal(event.paymentStatus, 'unpaid');
    } finally {
      stream.close();
    }
  });

  it('lets the stream go when the client leaves, and the app still closes promptly with a stream open', async () => {
    const me = await api.user();
    const left = await openStream(me);
    left.close();
    const open = await openStream(me);
    const order = await placeOrder(me);
    await transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
    assert.equal(JSON.parse((await open.next()).data).orderId, order.id);
    // `after` closes the app while this stream is still open: the preClose hook must end it
  });
  it('replays what a stream missed after its Last-Event-ID, in order and with ids, then goes on live', async () => {
    const [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
    const first = await openStream(admin, '/api/admin/events');
    const { events: nothing, cursor } = await first.replay();
    assert.deepEqual(nothing, [], 'a stream without Last-Event-ID starts at the head');
    first.close();

    // while no stream is open: a new order, then it is cancelled
    const order = await placeOrder(shopper);
    await transitionOrder(api.services, order.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);

    const again = await openStream(admin, '/api/admin/events', cursor);
    try {
      const { events, cursor: head } = await again.replay();
      const mine = events.filter((message) => JSON.parse(message.data).orderId === order.id || JSON.parse(message.data).order?.id === order.id);
      assert.deepEqual(mine.map((message) => message.event), ['order.created', 'order.changed']);
      assert.equal(adminEventSchema.parse(JSON.parse(mine[1]!.data)).type === 'order.changed' && JSON.parse(mine[1]!.data).status, 'cancelled');
      const ids = events.map((message) => Number(message.id));
      assert.ok(ids.every((id, index) => id > Number(cursor) && (index === 0 || id > ids[index - 1]!)), `ids after ${cursor}, rising: ${ids}`);
      assert.equal(head, String(ids.at(-1)));

      const later = await placeOrder(shopper);
      const live = await again.next();
      assert.equal(JSON.parse(live.data).order.id, later.id);
      assert.ok(Number(live.id) > Number(head));
    } finally {
      again.close();
    }
  });

  it("replays a customer's own missed changes only", async () => {
    const [me, someoneElse] = await Promise.all([api.user(), api.user()]);
    const mine = await placeOrder(me);
    const first = await openStream(me);
    const { cursor } = await first.replay();
    first.close();
    const theirs = await placeOrder(someoneElse);
    await transitionOrder(api.services, theirs.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);
    await transitionOrder(api.services, mine.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);

    const again = await openStream(me, '/api/events', cursor);
    try {
      const { events } = await again.replay();
      assert.deepEqual(
        events.map((message) => customerEventSchema.parse(JSON.parse(message.data))).map((event) => [event.orderId, event.status]),
        [[mine.id, 'cancelled']],
      );
    } finally {
      again.close();
    }
  });

  it('tells a stream to read its state again when what it missed is no longer kept, or the cursor is not ours', async () => {
    const [me, admin] = await Promise.all([api.user(), api.user('admin')]);
    const first = await openStream(me);
    const { cursor } = await first.replay();
    first.close();
    await placeOrder(me);
    // an hour and more later: the events kept for late readers have gone, all but the newest
    await api.services.db.execute(sql`update order_events set created_at = now() - interval '2 hours'`);
    await placeOrder(me);

    for (const [user, path, lastEventId] of [[me, '/api/events', cursor], [admin, '/api/admin/events', 'not-a-cursor']] as const) {
      const again = await openStream(user, path, lastEventId);
      try {
        const resync = await again.next();
        assert.equal(resync.event, RESYNC_EVENT);
        const { events, cursor: head } = await again.replay();
        assert.deepEqual(events, [], 'nothing replayed: the page reads its state instead');
        assert.equal(head, resync.id);
      } finally {
        again.close();
      }
    }
  });

  it('gives the same events by polling, after a cursor, to the same callers', async () => {
    const [admin, me, someoneElse] = await Promise.all([api.user('admin'), api.user(), api.user()]);
    const poll = (user: User, path: string) => api.app.inject({ method: 'GET', url: path, headers: bearer(user.token) });

    const start = adminEventPollSchema.parse((await poll(admin, '/api/admin/events/poll')).json());
    assert.deepEqual([start.events, start.resync], [[], false], 'no cursor: where to start from');
    assert.equal((await poll(admin, '/api/admin/events/poll')).headers['cache-control'], 'no-store');
    const myStart = customerEventPollSchema.parse((await poll(me, '/api/events/poll')).json()).cursor;

    const mine = await placeOrder(me);
    const theirs = await placeOrder(someoneElse);
    await transitionOrder(api.services, mine.id, { axis: 'order', to: 'cancelled' }, SYSTEM_ACTOR);

    const seen = adminEventPollSchema.parse((await poll(admin, `/api/admin/events/poll?after=${start.cursor}`)).json());
    assert.deepEqual(
      seen.events.map(({ event }) => (event.type === 'order.created' ? ['created', event.order.id] : ['changed', event.orderId, event.status])),
      [['created', mine.id], ['created', theirs.id], ['changed', mine.id, 'cancelled']],
    );
    assert.equal(seen.cursor, seen.events.at(-1)!.id);
    const nothingNew = adminEventPollSchema.parse((await poll(admin, `/api/admin/events/poll?after=${seen.cursor}`)).json());
    assert.deepEqual([nothingNew.events, nothingNew.cursor, nothingNew.resync], [[], seen.cursor, false]);

    const myEvents = customerEventPollSchema.parse((await poll(me, `/api/events/poll?after=${myStart}`)).json());
    assert.deepEqual(myEvents.events.map(({ event }) => [event.orderId, event.status]), [[mine.id, 'pending'], [mine.id, 'cancelled']]);
    // the streams' ids and the polls' are one cursor: a stream resumes where a poll left off
    const stream = await openStream(me, '/api/events', myEvents.cursor);
    try {
      assert.deepEqual((await stream.replay()).events, []);
    } finally {
      stream.close();
    }

    const ahead = customerEventPollSchema.parse((await poll(me, `/api/events/poll?after=${Number(seen.cursor) + 1000}`)).json());
    assert.deepEqual([ahead.events, ahead.resync, ahead.cursor], [[], true, seen.cursor], 'a cursor from another database: read again');
    const invalid = await poll(me, '/api/events/poll?after=x1');
    assert.equal(invalid.statusCode, 400);
  });

  it('refuses polls and streams to callers who may not see them', async () => {
    const me = await api.user();
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/events/poll' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().error.code, 'unauthorized');
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/admin/events/poll' })).statusCode, 401);
    const customerAsAdmin = await api.app.inject({ method: 'GET', url: '/api/admin/events/poll', headers: bearer(me.token) });
    assert.equal(customerAsAdmin.statusCode, 403);
    const stream = await fetch(`${baseUrl}/api/admin/events`, { headers: bearer(me.token) });
    assert.equal(stream.status, 403);
    await stream.body?.cancel();
  });
});
