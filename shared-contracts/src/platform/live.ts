/**
 * Follows one of the API's live routes while a page is shown (spec §7: a persistent connection
 * with an HTTP fallback), losing nothing:
 * - every event has an id; the page keeps the last one as its cursor, and a stream opened again
 *   after a drop (a deploy, a network change) sends it as Last-Event-ID and gets what it missed;
 * - a stream that cannot be opened or held (it fails FALLBACK_AFTER times in a row, or no bytes
 *   arrive: a buffering proxy) gives way to polling the route's plain HTTP twin with the cursor,
 *   the same caller and token; the stream is tried again every STREAM_RETRY_MS;
 * - when the missed events cannot be given (away longer than the API keeps them, or the first
 *   cursor came late), `onResync` asks the page to read what it shows again.
 * The user sees none of this: the same events reach `onEvent`, each once, in order.
 */
import type { RouteOutput } from 'shared-contracts/api/define';
import { RESYNC_EVENT } from 'shared-contracts/api/events';
import { routes } from 'shared-contracts/api/routes';
import type { SseMessage } from 'shared-contracts/api/sse';
import { shopApi } from 'shared-contracts/platform/api';

/** A stream that dropped is opened again this soon. */
export const RECONNECT_MS = 3_000;
/** A stream that shows no byte this long after it was asked for (a proxy holds them back) counts as failed. */
export const OPEN_TIMEOUT_MS = 10_000;
/** Silence this long on a held stream means it is gone: the API sends a heartbeat every 25 s. */
export const SILENCE_MS = 60_000;
/** Streams that fail this many times in a row give way to polling. */
export const FALLBACK_AFTER = 2;
/** While the stream cannot be held, the events are polled this often. */
export const POLL_MS = 5_000;
/** While polling, the stream is tried again this often. */
export const STREAM_RETRY_MS = 60_000;

type EventRoute = typeof routes.orderEvents | typeof routes.adminEvents;

/** Each stream's plain HTTP twin. */
const pollRouteOf = (route: EventRoute) => (route === routes.adminEvents ? routes.adminPollEvents : routes.pollOrderEvents);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** Follows `route` until the returned function is called. */
export function followEvents<R extends EventRoute>(route: R, onEvent: (event: RouteOutput<R>) => void, onResync?: () => void): () => void {
  const stop = new AbortController();
  /** The id of the last event the page has (or the head, when it started): where it resumes. */
  let cursor: string | undefined;
  let streamAttempts = 0;

  /** Takes the cursor the API gave; the first one, if it came late, means events may have passed unseen. */
  const moveTo = (id: string, resync: boolean) => {
    const first = cursor === undefined;
    if (resync || first || Number(id) > Number(cursor)) cursor = id;
    if (resync || (first && streamAttempts !== 1)) onResync?.();
  };
  const isNew = (id: string | undefined) => id === undefined || cursor === undefined || Number(id) > Number(cursor);

  /** Reads the stream until it ends; resolves to whether it was held (bytes arrived). */
  async function stream(): Promise<boolean> {
    streamAttempts += 1;
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    stop.signal.addEventListener('abort', abort, { once: true });
    let held = false;
    let watchdog = setTimeout(abort, OPEN_TIMEOUT_MS);
    let current: SseMessage | undefined;
    try {
      const api = await shopApi();
      await api.subscribe(route, undefined as never, {
        signal: attempt.signal,
        ...(cursor === undefined ? {} : { lastEventId: cursor }),
        onActivity: () => {
          held = true;
          clearTimeout(watchdog);
          watchdog = setTimeout(abort, SILENCE_MS);
        },
        onMessage: (message) => {
          current = isNew(message.id) || message.event === RESYNC_EVENT ? message : undefined;
          if (!current || message.id === undefined) return;
          // an event's id moves the cursor once the event is handed over (below); ids alone at once
          if (message.event === RESYNC_EVENT || message.data === '') moveTo(message.id, message.event === RESYNC_EVENT);
        },
        onEvent: (event) => {
          if (!current) return;
          if (current.id !== undefined) moveTo(current.id, false);
          onEvent(event);
        },
      });
    } catch {
      // refused, dropped or timed out: the caller decides what next
    } finally {
      clearTimeout(watchdog);
      stop.signal.removeEventListener('abort', abort);
    }
    return held;
  }

  /** One poll: what came after the cursor, over plain HTTP. */
  async function poll() {
    const api = await shopApi();
    const answer = await api.call(pollRouteOf(route), { query: cursor === undefined ? {} : { after: cursor } }, { signal: stop.signal });
    if (stop.signal.aborted) return;
    if (answer.resync) return moveTo(answer.cursor, true);
    for (const { id, event } of answer.events) {
      if (!isNew(id)) continue;
      moveTo(id, false);
      onEvent(event as RouteOutput<R>);
    }
    moveTo(answer.cursor, false);
  }

  void (async () => {
    let failures = 0;
    let streamAgainAt = 0;
    while (!stop.signal.aborted) {
      if (failures < FALLBACK_AFTER || Date.now() >= streamAgainAt) {
        const held = await stream();
        if (stop.signal.aborted) return;
        failures = held ? 0 : failures + 1;
        if (failures < FALLBACK_AFTER) {
          await sleep(RECONNECT_MS, stop.signal);
          continue;
        }
        streamAgainAt = Date.now() + STREAM_RETRY_MS;
      }
      try {
        await poll();
      } catch {
        // the API is away too: the next poll (or stream) catches up from the same cursor
      }
      await sleep(POLL_MS, stop.signal);
    }
  })();
  return () => stop.abort();
}
