/**
 * Event streams capped per account and per client address (issue 29, partly held: one account held
 * 1,000 streams), over real HTTP against the API with caps of 3 per account and 5 per address.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../../test/harness';
import { bearer } from '../checkout/testing';

type User = Awaited<ReturnType<TestApi['user']>>;
type Opened = { status: number; body?: { error: { code: string; message: string; requestId: string } }; close: () => void };

describe('event streams per account and per client address', () => {
  let api: TestApi;
  let baseUrl: string;
  const opened: Opened[] = [];

  /** Opens a stream; resolves once it is connected (200), or with the refusal's status and body. */
  async function open(user: User, path = '/api/events'): Promise<Opened> {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, { headers: { ...bearer(user.token), accept: 'text/event-stream' }, signal: controller.signal });
    if (response.status !== 200) return { status: response.status, body: await response.json(), close: () => {} };
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value, { stream: true });
    const stream = { status: 200, close: () => controller.abort() };
    opened.push(stream);
    return stream;
  }

  /** Opens a stream as soon as the server has let one go (the slot is given back when it hears the close). */
  async function openOnceFreed(user: User, path?: string): Promise<{ stream: Opened; refusedMeanwhile: number }> {
    let refusedMeanwhile = 0;
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; refusedMeanwhile++) {
      const stream = await open(user, path);
      if (stream.status === 200) return { stream, refusedMeanwhile };
    }
    throw new Error('the closed stream’s slot was never given back');
  }

  before(async () => {
    api = await startTestApi({ EVENT_STREAMS_PER_ACCOUNT: '3', EVENT_STREAMS_PER_ADDRESS: '5' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const stream of opened) stream.close();
    await api.close();
  });

  it('refuses an account’s stream past its cap with 429 and the usual error body; a closed stream frees its slot', async () => {
    const me = await api.user();
    const streams = [await open(me), await open(me), await open(me)];
    const extra = await open(me, '/api/events');
    console.log(`event streams per account (cap 3): opened 4 -> ${[...streams, extra].map((stream) => stream.status).join(', ')}`);
    assert.deepEqual(streams.map((stream) => stream.status), [200, 200, 200]);
    assert.equal(extra.status, 429);
    assert.equal(extra.body!.error.code, 'rate_limited');
    assert.equal(extra.body!.error.message, 'Too many requests. Please wait a moment and try again.');
    assert.match(extra.body!.error.requestId, /./);

    streams[0]!.close();
    const { stream, refusedMeanwhile } = await openOnceFreed(me);
    console.log(`event streams per account: closed 1 -> a new one opens (${stream.status}; ${refusedMeanwhile} refused while the server heard the close)`);
    assert.equal(stream.status, 200);
    assert.equal((await open(me)).status, 429);
    for (const open of [streams[1]!, streams[2]!, stream]) open.close();
  });

  it('refuses a client address’s stream past its cap, whichever accounts open them, admins’ streams included', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => api.user()));
    const admin = await api.user('admin');
    // the first test's streams may still be closing: each of the five waits for its slot
    const streams: Opened[] = [];
    for (const user of users.slice(0, 4)) streams.push((await openOnceFreed(user)).stream);
    streams.push((await openOnceFreed(admin, '/api/admin/events')).stream);
    const sixth = await open(users[5]!);
    console.log(`event streams per address (cap 5): 6 accounts from 127.0.0.1 -> ${[...streams, sixth].map((stream) => stream.status).join(', ')}`);
    assert.deepEqual(streams.map((stream) => stream.status), [200, 200, 200, 200, 200]);
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body!.error.code, 'rate_limited');
    streams[4]!.close();
    assert.equal((await openOnceFreed(users[5]!)).stream.status, 200);
  });
});
