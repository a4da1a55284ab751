/**
 * Follows one of the API's server-sent event routes while a page is shown: the stream is opened
 * again a few seconds after a drop (a deploy, a network change), until `stop()` is called.
 */
import type { RouteOutput } from 'shared-contracts/api/define';
import type { routes } from 'shared-contracts/api/routes';
import { shopApi } from 'shared-contracts/platform/api';

export const RECONNECT_MS = 3_000;

type EventRoute = typeof routes.orderEvents | typeof routes.adminEvents;

export function followEvents<R extends EventRoute>(route: R, onEvent: (event: RouteOutput<R>) => void): () => void {
  const stop = new AbortController();
  void (async () => {
    while (!stop.signal.aborted) {
      try {
        const api = await shopApi();
        await api.subscribe(route, undefined as never, { signal: stop.signal, onEvent });
      } catch {
        // dropped or refused: try again shortly
      }
      if (!stop.signal.aborted) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  })();
  return () => stop.abort();
}
