/**
 * LISTEN on a PostgreSQL server, one connection per process for every channel and subscriber: it
 * is not one of the pool's, so open event streams and caches waiting for notifications never take
 * a connection that queries need (a hundred streams, one listener).
 *
 * The connection can drop: the server restarts, fails over, or an operator ends the backend. It
 * is then opened again, after RETRY_FIRST_MS and twice as long each failed try up to RETRY_MAX_MS
 * (with jitter, so many instances do not knock at once), and every channel is listened to again.
 * Whatever was notified meanwhile is lost for good, so once it listens again every subscriber's
 * `onResync` is called: order streams replay what they missed from order_events, caches drop what
 * they keep. `hearing()` is false while it is down (/api/ready says so, caches keep nothing).
 */
import pg from 'pg';

/** The first wait before opening a dropped listening connection again. */
export const RETRY_FIRST_MS = 100;
/** The longest wait between two tries. */
export const RETRY_MAX_MS = 5000;
/** The name the listening connection shows in pg_stat_activity (operators, and tests that end it). */
export const LISTENER_APPLICATION_NAME = 'shop-listener';

interface Subscriber {
  onPayload(payload: unknown): void;
  onResync?(): void;
}

export interface ServerListener {
  listen(channel: string, onPayload: (payload: unknown) => void, onResync?: () => void): Promise<() => Promise<void>>;
  hearing(): boolean;
  close(): Promise<void>;
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;

export function serverListener(url: string): ServerListener {
  const channels = new Map<string, Set<Subscriber>>();
  /** The connection, from the moment it is being opened; null when there is none (nobody listens, or it dropped). */
  let client: pg.Client | null = null;
  /** The channels LISTENed on `client`. */
  let listened = new Set<string>();
  /** `client` is open and listens to every channel. */
  let up = false;
  /** The opening of `client`, while it is under way. */
  let opening: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const subscriber of [...(channels.get(message.channel) ?? [])]) {
      try {
        subscriber.onPayload(JSON.parse(message.payload ?? 'null'));
      } catch {
        // one subscriber's failure must not keep the others from hearing
      }
    }
  };

  /** Forgets `which` (it dropped, or could not be opened) and, while anyone listens, tries again later. */
  const lost = (which: pg.Client) => {
    const current = which === client;
    if (current) {
      client = null;
      up = false;
      opening = null;
    }
    which.removeAllListeners();
    // an error after the end must not go unhandled
    which.on('error', () => {});
    void which.end().catch(() => {});
    if (current && !closed && channels.size > 0) schedule();
  };

  const schedule = () => {
    if (retry) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      if (closed || channels.size === 0 || client) return;
      open().then(resync, () => {});
    }, wait);
    retry.unref();
  };

  /** Opens a connection and listens to every channel; rejects (and has scheduled the next try, while anyone listens) when it cannot. */
  const open = (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = next;
    listened = new Set();
    next.on('notification', dispatch);
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    const opened = (async () => {
      try {
        await next.connect();
        for (const channel of channels.keys()) {
          listened.add(channel);
          await next.query(`LISTEN ${quoted(channel)}`);
        }
      } catch (error) {
        lost(next);
        throw error;
      }
      if (client !== next) throw new Error('the listening connection dropped while it was opened');
      up = true;
      failures = 0;
      opening = null;
    })();
    opening = opened;
    return opened;
  };

  const resync = () => {
    for (const subscribers of channels.values()) {
      for (const subscriber of [...subscribers]) {
        try {
          subscriber.onResync?.();
        } catch {
          // as in dispatch
        }
      }
    }
  };

  return {
    async listen(channel, onPayload, onResync) {
      if (closed) throw new Error('the database is closed');
      const subscriber: Subscriber = { onPayload, onResync };
      const subscribers = channels.get(channel) ?? new Set();
      channels.set(channel, subscribers);
      subscribers.add(subscriber);
      const unsubscribe = async () => {
        if (!subscribers.delete(subscriber) || subscribers.size > 0 || channels.get(channel) !== subscribers) return;
        channels.delete(channel);
        if (channels.size === 0) {
          // nobody listens: no connection kept, no try pending
          if (retry) clearTimeout(retry);
          retry = null;
          if (client) lost(client);
          return;
        }
        if (up && client && listened.delete(channel)) await client.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      };
      if (!client && !retry) {
        // the first to listen opens the connection; the caller learns if the server cannot be reached
        try {
          await open();
        } catch (error) {
          // the last one gone, no try is left pending
          await unsubscribe();
          throw error;
        }
      } else if (opening) {
        await opening.catch(() => {});
      }
      // Down and trying again: this channel is listened to with the others when it is back, and told to resync then.
      if (up && client && !listened.has(channel)) {
        listened.add(channel);
        await client.query(`LISTEN ${quoted(channel)}`).catch(() => {});
      }
      return unsubscribe;
    },
    hearing: () => channels.size === 0 || up,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      channels.clear();
      const current = client;
      client = null;
      up = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
      failures = 0;
    },
  };
}
