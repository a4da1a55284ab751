/**
 * The host's first move, made by its entry (src/index.ts) while its own code is still loading:
 * when the server wrote the registry and the route's manifests into the page (pageData.ts), the
 * remotes are registered from them, and the modules the route shows (its page, the mini-cart) start
 * loading as soon as the host's code is negotiated, before its first render rather than after it.
 * The browser has already been fetching their files from the page's preload hints.
 *
 * Imports nothing shared at run time: it runs before shared modules are negotiated.
 */
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { PagesModule, RemoteName, RemotesRegistry } from 'shared-contracts/remotes/contracts';
import { inlinedManifestsPlugin } from './inlinedManifests';
import { withPreviews } from './preview';
import { readPageData, type PageData, type RouteModule } from './pageData';
import { yieldingSharesPlugin } from './yieldingShares';

let pageData: PageData | undefined;
const started = new Map<string, Promise<unknown>>();

/** 'shop' + './HomePage' -> 'shop/HomePage', the id the runtime loads. */
export const remoteModuleId = (remote: RemoteName, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

/** A route module's key in the loads started here and in the host's caches: 'shop/./pages#product',
 *  'checkout/./MiniCart'. */
export const routeModuleKey = ({ remote, module, page }: RouteModule): string => `${remote}/${module}${page === undefined ? '' : `#${page}`}`;

/**
 * Loads a route module through the runtime: an exposed module as it is, or, for a page of a
 * remote's page manifest, the manifest and then that page's component module (its chunk is already
 * downloading when the page's preload hints name it).
 */
export async function loadRouteModule<T>({ remote, module, page }: RouteModule): Promise<T | null> {
  const loaded = await loadRemote<unknown>(remoteModuleId(remote, module));
  if (page === undefined || loaded == null) return loaded as T | null;
  const entry = (loaded as PagesModule).pages?.find((candidate) => candidate.id === page);
  if (!entry) throw new Error(`${remote} has no page ${page} in its page manifest`);
  return (await entry.load()) as T;
}

/** Registers what the page carries (the registry, the manifests); does nothing on a page without an
 *  inlined registry (the host then fetches /mf-remotes.json, registry.ts). */
export function startFromPage(): void {
  // The host's own runtime exists already; each remote's is made when its remoteEntry.js starts
  // and takes the global plugins then.
  const yielding = yieldingSharesPlugin();
  registerPlugins([yielding]);
  registerGlobalPlugins([yielding]);
  const read = readPageData();
  // This browser's preview overrides, if an admin saved some (preview.ts): one storage read.
  pageData = read.registry ? { ...read, registry: withPreviews(read.registry) } : read;
  const { registry, manifests, routeModules } = pageData;
  if (!registry) return;
  registerPlugins([inlinedManifestsPlugin(manifests), preloadedByPagePlugin(routeModules)]);
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/**
 * Starts loading the route's remote modules (their files are already downloading from the page's
 * preload hints). Called once the host's own code has started: a shared module goes to whichever
 * app asks first ('loaded-first'), and the host's copies, in its first-load chunks, must be the
 * ones chosen, or the page would download a remote's copy besides.
 */
export function startRouteModules(): void {
  if (!pageData?.registry) return;
  for (const item of pageData.routeModules) {
    const loading = loadRouteModule(item);
    // Failures are the business of whoever takes this load (loadRemoteModule retries and reports).
    loading.catch(() => undefined);
    started.set(routeModuleKey(item), loading);
  }
}

/** The registry the page carried, if it did: the host draws its layout without waiting for one. */
export const inlinedRegistry = (): RemotesRegistry | undefined => pageData?.registry;

/** The manifest the page carried for a registry URL (the build the page started with). */
export const inlinedManifest = (url: string): unknown => pageData?.manifests[url];

/** The remote pages the page carried (each remote's page manifest data), for the route table. */
export const inlinedPages = () => pageData?.pages;

/** The load started for `id` (routeModuleKey) at page start, handed over once; later loads start their own. */
export function takeStartedLoad(id: string): Promise<unknown> | undefined {
  const loading = started.get(id);
  started.delete(id);
  return loading;
}

/**
 * The runtime's own preload of a remote module's files (computed from its manifest on every first
 * load, several tens of ms of main thread on a phone) is skipped for the modules the page started
 * with: the page's preload hints are already fetching exactly those files. Any other module (a page
 * reached by navigation) keeps it.
 */
function preloadedByPagePlugin(modules: RouteModule[]): ModuleFederationRuntimePlugin {
  const preloaded = new Set(modules.map(({ remote, module }) => remoteModuleId(remote, module)));
  return {
    name: 'shop-preloaded-by-page',
    beforePreloadRemote({ preloadOps }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const { nameOrAlias, exposes = [] } = preloadOps[index]!;
        if (exposes.length > 0 && exposes.every((expose) => preloaded.has(remoteModuleId(nameOrAlias as RemoteName, expose)))) preloadOps.splice(index, 1);
      }
    },
  };
}
