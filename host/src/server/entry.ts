/**
 * The host's server bundle (host/dist/server/entry.js, built by webpack.common.ts's serverConfig):
 * what host/server/ssr loads to render a customer page in Node.
 *
 * The remotes are found as in the browser, through the registry, but by their server builds: the
 * caller (host/server/ssr/remotes.ts) gives each remote's server entry, `server/remoteEntry.js`
 * beside the manifest the registry names, as
 * - a `file:` URL when this machine serves that remote's build: Node `require`s the container
 *   (it is CommonJS) and the runtime plugin loads its chunks from the same folder;
 * - an `http(s):` URL for a remote on another origin: @module-federation/node's runtime fetches and
 *   runs the container and its chunks from there.
 * The page itself is render.tsx's (renderPage below).
 *
 * Each URL carries the build's version (`?v=...`): a new release is a new URL, registered again
 * (`force`), so the next render loads the new code while the server keeps running.
 */
// Nothing shared (React, shared-contracts, ...) is imported here at run time: shared modules are
// negotiated once this bundle's federation runtime has started, so they come in behind `import()`.
import { registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import type { RenderedPage, RenderRequest } from './render';

/** Node's own require, not webpack's: for a remote's container, which is not part of this bundle. */
declare const __non_webpack_require__: NodeJS.Require;

export type ServerRemotes = Partial<Record<RemoteName, string>>;

export type { RenderRequest, RenderedPage };

/** Loads a `file:` server entry with Node's require (fresh after a release); others are the runtime's. */
const localContainers: ModuleFederationRuntimePlugin = {
  name: 'shop-server-local-remotes',
  loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    const file = decodeURIComponent(new URL(remoteInfo.entry).pathname);
    delete __non_webpack_require__.cache[__non_webpack_require__.resolve(file)];
    return __non_webpack_require__(file);
  },
};
registerPlugins([localContainers]);

let registered: ServerRemotes = {};

/** Points the runtime at the remotes' server entries; a remote whose entry changed (a release) is
 *  registered again, which drops what was loaded from its previous build. */
export function setRemotes(remotes: ServerRemotes): void {
  const changed = (Object.entries(remotes) as [RemoteName, string][]).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...registered, ...remotes };
}

export interface ServerOptions {
  /** The shop API's absolute base URL as this server reaches it ('http://127.0.0.1:8080/api'). */
  apiBaseUrl: string;
  /** The shop's public origin (PUBLIC_URL): the pages' canonical addresses and previews. */
  publicUrl?: string;
}

let serverOptions: ServerOptions | undefined;

/** Set by the server that loads this bundle, before a render (again when it changes). */
export function configure(options: ServerOptions): void {
  serverOptions = options;
}

/**
 * The page for a URL (render.tsx); the remotes' modules it shows come through the runtime from the
 * entries given to setRemotes. Behind `import()`: the renderer imports React and the shared modules.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  if (!serverOptions) throw new Error('renderPage: configure({ apiBaseUrl }) was not called');
  const render = await import('./render');
  render.configureRender({ apiBaseUrl: serverOptions.apiBaseUrl, publicUrl: serverOptions.publicUrl });
  return render.renderPage(request);
}
