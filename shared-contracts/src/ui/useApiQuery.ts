/**
 * Reads one API route for a component: the answer, the error, whether it is loading, and a way to
 * read it again. A new input (compared by value) cancels the request in flight and starts another.
 * Pass `null` as the route to wait (e.g. until the user is known).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiRoute, RouteInput, RouteOutput } from 'shared-contracts/api/define';
import { shopApi } from 'shared-contracts/platform/api';

export type ApiQuery<R extends ApiRoute> = {
  data: RouteOutput<R> | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
};

export function useApiQuery<R extends ApiRoute>(route: R | null, input?: RouteInput<R>): ApiQuery<R> {
  const key = route ? `${route.method} ${route.path} ${JSON.stringify(input ?? {})}` : '';
  const [state, setState] = useState<{ key: string; data?: RouteOutput<R>; error?: unknown }>({ key: '' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!route) return;
    const controller = new AbortController();
    shopApi()
      .then((api) => (api.call as (r: R, i: unknown, o: { signal: AbortSignal }) => Promise<RouteOutput<R>>)(route, input, { signal: controller.signal }))
      .then(
        (data) => !controller.signal.aborted && setState({ key, data }),
        (error: unknown) => !controller.signal.aborted && setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, error })),
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for route and input (input compared by value)
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: route !== null && (!current || (state.data === undefined && state.error === undefined)),
    reload,
  };
}
