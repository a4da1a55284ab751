import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from 'antd/es/skeleton';
import { fragmentBox, type RemoteName } from 'shared-contracts/remotes/contracts';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { PageId } from 'shared-contracts/routes/paths';
import { routeModuleKey } from './earlyStart';
import { loadRemoteModule } from './loadRemoteModule';
import type { RouteModule } from './pageData';
import { messages } from './RemoteArea.messages';
import { isChunkLoadError, reloadOnce } from './reloadGuard';
import { resetRemote } from './registry';

addAppMessages('host', messages);

// Only a failed remote needs its fallback (antd Result, Button): not part of the first load.
const RemoteFallback = lazy(() => import('./RemoteFallback'));

type State =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Record<string, unknown>> }
  | { status: 'failed' };

type Loaded = ComponentType<Record<string, unknown>>;

/** Loaded components, so going back to a page doesn't show its skeleton again. */
const cache = new Map<string, Loaded>();

/**
 * The modules a server render loaded for its request ('shop/./pages#product' -> component), drawn
 * at once. Per render, not in the cache above: the server's next request may need a newer release.
 */
export const LoadedRemotesContext = createContext<ReadonlyMap<string, Loaded> | null>(null);

/** Loads the modules the page shows first into the cache, so the browser's first render (the one
 *  that hydrates the server's markup) draws them as the server did, not their skeletons. False when
 *  one could not be loaded (its area then retries and shows its fallback, as always). */
export async function preloadRemoteModules(modules: RouteModule[]): Promise<boolean> {
  const results = await Promise.all(
    modules.map((item) =>
      loadRemoteModule<{ default: Loaded }>(item.remote, item.module, item.page).then(
        (loaded) => {
          cache.set(routeModuleKey(item), loaded.default);
          return true;
        },
        () => false,
      ),
    ),
  );
  return results.every(Boolean);
}

export interface RemoteAreaProps {
  remote: RemoteName;
  module: string;
  /** A page of the remote's page manifest (`module` './pages'). */
  page?: PageId;
  props?: Record<string, unknown>;
  /** A page gets a full-size fallback; a fragment (mini-cart) a small one. */
  variant?: 'page' | 'fragment';
}

/**
 * One area of the page owned by a remote. While it loads: a skeleton. If it can't be loaded after
 * the retries: a localized fallback with a retry button, for this area only; the layout and the
 * other areas keep working. Errors thrown while the loaded page renders are not caught here: they
 * reach the host's error boundary (errors/RouteError) like any page's.
 */
export function RemoteArea({ remote, module, page, props, variant = 'page' }: RemoteAreaProps) {
  const key = routeModuleKey({ remote, module, page });
  const { t } = useTranslation('host');
  const rendered = useContext(LoadedRemotesContext);
  const [state, setState] = useState<State>(() => {
    const cached = rendered?.get(key) ?? cache.get(key);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cached = cache.get(key);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(remote, module, page).then(
      (loaded) => {
        cache.set(key, loaded.default);
        // Drawn as a transition: a whole page mounts in slices, not in one long task.
        if (live) startTransition(() => setState({ status: 'ready', Component: loaded.default }));
      },
      (error: unknown) => {
        // A chunk gone after a deploy: one reload fetches the new page (at most one per 10 s).
        if (isChunkLoadError(error) && reloadOnce()) return;
        console.warn(`[shop] ${key} could not be loaded`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, remote, module, page, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'ready') return <state.Component {...props} />;
  if (state.status === 'loading') {
    return variant === 'page' ? (
      <div aria-busy="true" aria-label={t('remote.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    ) : (
      <span aria-busy="true" style={{ display: 'inline-block', ...fragmentBox(remote, module) }} />
    );
  }
  return (
    <Suspense fallback={null}>
      <RemoteFallback remote={remote} variant={variant} onRetry={retry} />
    </Suspense>
  );
}
