import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { adminEventSchema, customerEventSchema } from 'shared-contracts/api/events';
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
  async function openStream(user: User, path = '/api/events') {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, { headers: { ...bearer(user.token), accept: 'text/event-stream' }, signal: controller.signal });
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
    return {
      response,
      async next(): Promise<SseMessage> {
        while (!queued.length) await read();
        return queued.shift()!;
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
      await transitionOrder(api.services, order.id, 'order', 'cancelled', SYSTEM_ACTOR);
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
      await transitionOrder(api.services, theirs.id, 'order', 'cancelled', SYSTEM_ACTOR);
      await transitionOrder(api.services, mine.id, 'order', 'cancelled', SYSTEM_ACTOR);
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
    await transitionOrder(api.services, order.id, 'order', 'cancelled', SYSTEM_ACTOR);
    assert.equal(JSON.parse((await open.next()).data).orderId, order.id);
    // `after` closes the app while this stream is still open: the preClose hook must end it
  });
});
