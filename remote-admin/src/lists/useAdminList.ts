/**
 * The one list pattern of the admin pages: a paged, filtered API list read through useApiQuery,
 * with its filters as state, the rows of the last answer kept while the next one loads, loading
 * also while a reload runs, and an API error shown as a toast. AdminTable shows it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiRoute, RouteInput, RouteOutput } from 'shared-contracts/api/define';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';

/** What every admin list filters by: its page. */
export type PageFilters = { page: number; pageSize: number };
/** The first page, at the admin tables' page size. */
export const FIRST_PAGE: PageFilters = { page: 1, pageSize: 20 };

/** The item type of an admin list route, whose answer is a page: `{ items, total }`. */
type Item<R extends ApiRoute> = RouteOutput<R> extends { items: (infer T)[]; total: number } ? T : never;

export type AdminList<F extends PageFilters, T> = {
  filters: F;
  /** Changes some filters and goes back to the first page. */
  filter: (change: Partial<Omit<F, keyof PageFilters>>) => void;
  /** Changes the page (and its size), keeping the filters. */
  setPage: (page: number, pageSize: number) => void;
  setFilters: (update: (current: F) => F) => void;
  items: T[];
  total: number;
  loading: boolean;
  error: unknown;
  /** Reads the list again (after a change, or to retry). */
  reload: () => void;
};

/** The filters as an API query: the ones left empty are not sent. */
export function listQuery(filters: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

/** Shows an API error as a toast, once for each error. */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error !== undefined) notify(apiErrorMessage(error), 'error');
  }, [error]);
}

export function useAdminList<R extends ApiRoute, F extends PageFilters>(route: R, initial: F): AdminList<F, Item<R>> {
  const [filters, setFilters] = useState<F>(initial);
  const query = useApiQuery(route, { query: listQuery(filters) } as RouteInput<R>);
  useErrorToast(query.error);

  // The last rows stay in the table while other filters load (as the spinner turns over them).
  const [shown, setShown] = useState<RouteOutput<R>>();
  if (query.data !== undefined && query.data !== shown) setShown(query.data);
  const page = (query.data ?? shown) as { items: Item<R>[]; total: number } | undefined;

  // A reload keeps the same query, so useApiQuery keeps its answer: loading until a new one comes.
  const [reloading, setReloading] = useState<{ data: unknown; error: unknown } | null>(null);
  if (reloading && (query.data !== reloading.data || query.error !== reloading.error)) setReloading(null);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const reload = useCallback(() => {
    const { data, error, reload: again } = latest.current;
    setReloading({ data, error });
    again();
  }, []);

  const filter = useCallback((change: Partial<Omit<F, keyof PageFilters>>) => setFilters((current) => ({ ...current, ...change, page: 1 })), []);
  const setPage = useCallback((to: number, pageSize: number) => setFilters((current) => ({ ...current, page: to, pageSize })), []);

  return {
    filters,
    filter,
    setPage,
    setFilters,
    items: page?.items ?? [],
    total: page?.total ?? 0,
    loading: query.loading || reloading !== null,
    error: query.error,
    reload,
  };
}
