/**
 * Hands the federation runtime the manifests the server wrote into the page (pageData.ts) instead
 * of fetching them: the runtime asks its loader's `fetch` hook for every mf-manifest.json, and an
 * answer from that hook is used as the response.
 *
 * Each inlined manifest answers once: it is what the page was served with, the version the
 * first load of that remote must use. A second request for it (a remote reset after a failed
 * load, see registry.resetRemote) goes to the network, as without the inlined copy.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { InlinedManifests } from './pageData';

/** The runtime asks for a manifest by its absolute URL (it resolves the registry's paths). */
const absolute = (url: string) => new URL(url, document.baseURI).href;

export function inlinedManifestsPlugin(manifests: InlinedManifests): ModuleFederationRuntimePlugin {
  const unused = new Map(Object.entries(manifests).map(([url, manifest]) => [absolute(url), manifest]));
  return {
    name: 'shop-inlined-manifests',
    fetch(url) {
      const key = absolute(url);
      const manifest = unused.get(key);
      if (manifest === undefined) return undefined;
      unused.delete(key);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}
