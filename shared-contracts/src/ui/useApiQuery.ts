/**
 * Reads one API route for a component: the answer, the error, whether it is loading, and a way to
 * read it again. A new input (compared by value) cancels the request in flight and starts another.
 * Pass `null` as the route to wait (e.g. until the user is known).
 *
 * Server rendering (host/src/server/render.tsx) gives it a page-scoped cache through
 * `ApiDataContext`: on the server a query the cache lacks is fetched with the request's own
 * client and the render waits for it (Suspense), so the HTML holds the page's data; the cache then
 * travels in the page as JSON (`API_DATA_ELEMENT_ID`), and the browser's hydrating render reads the
 * same answers from it instead of fetching them again. After that first render it behaves as
 * without a cache.
 */
import { createContext, use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from 'shared-contracts/api/api-error';
import type { ApiRoute, RouteInput, RouteOutput } from 'shared-contracts/api/define';
import { shopApi } from 'shared-contracts/platform/api';
import { useHydrated } from 'shared-contracts/ui/useHydrated';

export type ApiQuery<R extends ApiRoute> = {
  data: RouteOutput<R> | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
};

/** An answer the page already has: the data, or the API's refusal (the 404 of an unknown product). */
export type ApiDataEntry =
  | { data: unknown }
  | { error: { status: number; code: string; message: string; fields?: Record<string, string[]>; details?: Record<string, unknown> } };

/** The page's answers by query key (`apiQueryKey`). */
export type ApiData = Record<string, ApiDataEntry>;

export interface ApiDataSource {
  /** The answers the page has (browser: what the page carried; server: what this render fetched). */
  entries: Map<string, ApiDataEntry>;
  /** Server only: fetches a public route's answer for this request (its language, no user). */
  load?: (route: ApiRoute, input: unknown) => Promise<unknown>;
}

/** The element of the page that carries the server's answers (`<script type="application/json">`). */
export const API_DATA_ELEMENT_ID = 'shop-api-data';

export const ApiDataContext = createContext<ApiDataSource | null>(null);

export const apiQueryKey = (route: ApiRoute, input: unknown): string => `${route.method} ${route.path} ${JSON.stringify(input ?? {})}`;

/** The answers the page carries, empty when it carries none (a client-rendered page). */
export function apiDataFromPage(): Map<string, ApiDataEntry> {
  if (typeof document === 'undefined') return new Map();
  const element = document.getElementById(API_DATA_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return new Map();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as unknown;
    return typeof parsed === 'object' && parsed !== null ? new Map(Object.entries(parsed as ApiData)) : new Map();
  } catch {
    return new Map();
  }
}

const entryError = (entry: ApiDataEntry | undefined): unknown => {
  if (!entry || !('error' in entry)) return undefined;
  const { status, code, message, fields, details } = entry.error;
  return new ApiError(status, code as ApiError['code'], message, fields, details ? { details: details as ApiError['details'] } : undefined);
};

/** In-flight server fetches per cache: a render that suspends is retried, and must find the same promise. */
const pendingBySource = new WeakMap<ApiDataSource, Map<string, Promise<ApiDataEntry>>>();

/**
 * The answer for `key` on the server. A refusal by the API (4xx: the product does not exist) is the
 * page's answer and is kept, so the page renders its 404 and the browser sees the same; a failure
 * (5xx, no answer) is thrown: the render fails and the page is served client-rendered instead.
 */
function serverEntry(source: ApiDataSource, key: string, route: ApiRoute, input: unknown): Promise<ApiDataEntry> {
  let pending = pendingBySource.get(source);
  if (!pending) {
    pending = new Map();
    pendingBySource.set(source, pending);
  }
  let entry = pending.get(key);
  const known = source.entries.get(key);
  if (!entry && known) {
    // Already answered (a cache filled before this render): a thenable React reads at once.
    entry = Object.assign(Promise.resolve(known), { status: 'fulfilled', value: known });
    pending.set(key, entry);
  } else if (!entry) {
    entry = source.load!(route, input).then(
      (data) => ({ data }),
      (error: unknown) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          // Whole, so the page explains it as it would have (a field's message on a filter).
          return { error: { status: error.status, code: error.code, message: error.message, fields: error.fields, ...(error.details && { details: error.details }) } };
        }
        throw error;
      },
    );
    entry.then((value) => source.entries.set(key, value), () => undefined);
    pending.set(key, entry);
  }
  return entry;
}

export function useApiQuery<R extends ApiRoute>(route: R | null, input?: RouteInput<R>): ApiQuery<R> {
  const key = route ? apiQueryKey(route, input) : '';
  // The API answers in the page's language (catalogue texts): another language is another answer,
  // fetched again when the visitor switches. What the page carried is in the language it was made in.
  const language = useTranslation().i18n?.language ?? '';
  const stateKey = `${key} ${language}`;
  const source = useContext(ApiDataContext);
  const hydrated = useHydrated();
  // What the page carried, read only by the hydrating render: later renders fetch as usual.
  const carried = route && source && !source.load && !hydrated ? source.entries.get(key) : undefined;
  const [state, setState] = useState<{ key: string; data?: RouteOutput<R>; error?: unknown }>(() =>
    carried ? { key: stateKey, data: 'data' in carried ? (carried.data as RouteOutput<R>) : undefined, error: entryError(carried) } : { key: '' },
  );
  const seeded = useRef(carried ? stateKey : undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!route) return;
    // The answer came with the page: no request for it now (a reload, a new input still fetch).
    if (seeded.current === stateKey && round === 0) return;
    seeded.current = undefined;
    const controller = new AbortController();
    shopApi()
      .then((api) => (api.call as (r: R, i: unknown, o: { signal: AbortSignal }) => Promise<RouteOutput<R>>)(route, input, { signal: controller.signal }))
      .then(
        // Not a transition: a pending transition would hold back the URL change of a filter the
        // visitor just ticked (the router's navigations are transitions too), and a controlled
        // checkbox would spring back until it lands. The first screen's answers come with the page.
        (data) => !controller.signal.aborted && setState({ key: stateKey, data }),
        (error: unknown) =>
          !controller.signal.aborted && setState((previous) => ({ key: stateKey, data: previous.key === stateKey ? previous.data : undefined, error })),
      );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stateKey` stands for route, input (compared by value) and language
  }, [stateKey, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);

  // On the server: the answer before the markup (the render waits); personal routes stay loading,
  // the HTML being the same for every visitor.
  if (route && source?.load) {
    if (route.access !== 'public') return { data: undefined, error: undefined, loading: true, reload };
    // Always through `use`, also for an answer already here: React matches a retried render's `use`
    // calls to the previous attempt's by their order, so skipping one would shift the others.
    const entry = use(serverEntry(source, key, route, input));
    return { data: 'data' in entry ? (entry.data as RouteOutput<R>) : undefined, error: entryError(entry), loading: false, reload };
  }

  const current = state.key === stateKey;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: route !== null && (!current || (state.data === undefined && state.error === undefined)),
    reload,
  };
}
