import type { SseMessage } from 'shared-contracts/api/sse';
import { routes } from 'shared-contracts/api/routes';
import { FALLBACK_AFTER, followEvents, OPEN_TIMEOUT_MS, POLL_MS, RECONNECT_MS, STREAM_RETRY_MS } from './live';

/**
 * The API client as platform/live uses it, played by the test: each stream attempt is recorded
 * with the Last-Event-ID it sent, and the test decides what it receives and when it ends.
 */
type Attempt = {
  lastEventId: string | undefined;
  /** Sends one message as the API would (an event with an id, a bare id, a resync). */
  send(message: SseMessage, event?: unknown): void;
  /** The stream drops. */
  drop(): void;
  signal: AbortSignal;
};
const attempts: Attempt[] = [];
/** How the next stream attempts go: 'open' waits for the test, 'refused' fails at once, 'silent' never sends a byte. */
let nextStreams: ('open' | 'refused' | 'silent')[] = [];
const call = jest.fn();

jest.mock('shared-contracts/platform/api', () => ({
  shopApi: async () => ({
    call,
    subscribe: (_route: unknown, _input: unknown, options: {
      signal: AbortSignal;
      lastEventId?: string;
      onEvent(event: unknown): void;
      onMessage(message: SseMessage): void;
      onActivity(): void;
    }) =>
      new Promise<void>((resolve, reject) => {
        const how = nextStreams.shift() ?? 'open';
        if (how === 'refused') return reject(new Error('HTTP 502'));
        options.signal.addEventListener('abort', () => resolve());
        attempts.push({
          lastEventId: options.lastEventId,
          signal: options.signal,
          send(message, event) {
            options.onActivity();
            options.onMessage(message);
            if (event !== undefined) options.onEvent(event);
          },
          drop: () => reject(new Error('the event stream broke off')),
        });
        if (how === 'open') options.onActivity(); // ': connected'
      }),
  }),
}));

const changed = (orderId: string) => ({
  type: 'order.changed',
  orderId,
  number: 'HT-000001',
  status: 'confirmed',
  paymentStatus: 'paid',
  fulfilmentStatus: 'unfulfilled',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const event = (id: string, orderId: string) => [{ event: 'order.changed', data: JSON.stringify(changed(orderId)), id }, changed(orderId)] as const;
const bareId = (id: string): SseMessage => ({ event: 'message', data: '', id });
const flush = () => jest.advanceTimersByTimeAsync(0);

describe('followEvents: live updates that lose nothing', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    attempts.length = 0;
    nextStreams = [];
    call.mockReset();
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('opens the stream again after a drop with the last id, and hands each event over once', async () => {
    const onEvent = jest.fn();
    const onResync = jest.fn();
    stop = followEvents(routes.adminEvents, onEvent, onResync);
    await flush();
    expect(attempts.map((attempt) => attempt.lastEventId)).toEqual([undefined]);
    attempts[0]!.send(bareId('10'));
    attempts[0]!.send(...event('11', 'a'));
    attempts[0]!.drop();
    await jest.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(attempts.map((attempt) => attempt.lastEventId)).toEqual([undefined, '11']);
    // the replay, and an event the page already has (sent twice by two instances' overlap) is not repeated
    attempts[1]!.send(...event('11', 'a'));
    attempts[1]!.send(...event('12', 'b'));
    attempts[1]!.send(bareId('12'));
    expect(onEvent.mock.calls.map(([shown]) => shown.orderId)).toEqual(['a', 'b']);
    expect(onResync).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it('reads the state again when the API says the missed events are gone', async () => {
    const onResync = jest.fn();
    stop = followEvents(routes.orderEvents, jest.fn(), onResync);
    await flush();
    attempts[0]!.send(bareId('10'));
    attempts[0]!.drop();
    await jest.advanceTimersByTimeAsync(RECONNECT_MS);
    attempts[1]!.send({ event: 'resync', data: '{}', id: '3' });
    attempts[1]!.send(bareId('3'));
    expect(onResync).toHaveBeenCalledTimes(1);
    attempts[1]!.drop();
    await jest.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(attempts[2]!.lastEventId).toBe('3');
  });

  it('polls with the cursor when the stream cannot be opened, and tries the stream again now and then', async () => {
    const onEvent = jest.fn();
    const onResync = jest.fn();
    nextStreams = Array(FALLBACK_AFTER).fill('refused');
    call.mockResolvedValueOnce({ events: [], cursor: '20', resync: false });
    stop = followEvents(routes.adminEvents, onEvent, onResync);
    await jest.advanceTimersByTimeAsync(RECONNECT_MS * (FALLBACK_AFTER - 1));
    expect(call).toHaveBeenCalledWith(routes.adminPollEvents, { query: {} }, expect.anything());
    // the first cursor came late: what the page loaded first may be older, so it reads it again
    expect(onResync).toHaveBeenCalledTimes(1);

    call.mockResolvedValueOnce({ events: [{ id: '21', event: changed('c') }], cursor: '21', resync: false });
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(call).toHaveBeenLastCalledWith(routes.adminPollEvents, { query: { after: '20' } }, expect.anything());
    expect(onEvent.mock.calls.map(([shown]) => shown.orderId)).toEqual(['c']);

    call.mockResolvedValue({ events: [], cursor: '21', resync: false });
    await jest.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    const retried = attempts.at(-1)!;
    expect(retried.lastEventId).toBe('21');
    const polls = call.mock.calls.length;
    retried.send(bareId('21'));
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(call.mock.calls.length).toBe(polls);
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('gives up a stream that sends no byte (a buffering proxy) and polls instead', async () => {
    nextStreams = Array(FALLBACK_AFTER).fill('silent');
    call.mockResolvedValue({ events: [], cursor: '5', resync: false });
    stop = followEvents(routes.orderEvents, jest.fn());
    await jest.advanceTimersByTimeAsync((OPEN_TIMEOUT_MS + RECONNECT_MS) * FALLBACK_AFTER);
    expect(attempts.every((attempt) => attempt.signal.aborted)).toBe(true);
    expect(call).toHaveBeenCalledWith(routes.pollOrderEvents, { query: {} }, expect.anything());
  });
});
