/**
 * The API's public entry (`import ... from 'api'`): all that another part of the repository may use
 * of the API besides its HTTP routes. The host's page server (host/server) is its one user: it
 * serves the pages beside the API on one origin, so it composes the server from the API's plugin and
 * its shared policies, answers in the shop's error body, and reads the few facts a page's document
 * needs that the public routes do not give (the sitemap's slugs, change notifications that drop its
 * cached pages). `api/compression` (http/compression.ts) is the other entry: how answers are
 * compressed, which the page server's cached pages share. Everything else of api/src is internal: the import-boundary lint
 * (lint/src/boundaries.ts) lets the host import these two and nothing else of the API.
 */
import { listPublishedSlugs } from './catalogue/repository';
import { subscribeCatalogueChanges } from './realtime/catalogue';
import { readSettings, SETTINGS_CHANNEL } from './settings/store';
import type { StoreDetails } from 'shared-contracts/api/settings';
import type { Services } from './services';

export { apiPlugin, registerSharedPolicies, serverOptions, type ServerSettings } from './app';
export { loadConfig, type Config } from './config';
export { sendError } from './http/errors';
export { API_CSP } from './http/content-security';
export { registerCompression, sendMaybePrecompressed } from './http/compression';
export { normalisedPath } from './http/routed-path';
export type { Services } from './services';

/** What the page server reads of the shop itself, besides the public routes. */
export interface PageServerPort {
  /** Every published product's slug, for the sitemap. */
  publishedSlugs(): Promise<{ slug: string; updatedAt: string }[]>;
  /** Settings > Store details (cached per instance, dropped on a change). */
  storeDetails(): Promise<StoreDetails>;
  /** The payment provider's checkout script, which the pages' Content-Security-Policy must allow. */
  checkoutScriptUrl: string | null;
  /**
   * Calls `listener` whenever what a server-rendered page shows may have changed: the catalogue
   * (any API instance, any way) or the store details, and after a reconnected listener (changes may
   * have gone unheard). Returns the function that stops it.
   */
  onPageDataChange(listener: () => void): Promise<() => Promise<void>>;
}

export function pageServerPort(services: Services): PageServerPort {
  return {
    publishedSlugs: () => listPublishedSlugs(services.db),
    storeDetails: () => readSettings(services, 'store'),
    checkoutScriptUrl: services.payments.checkoutScriptUrl ?? null,
    async onPageDataChange(listener) {
      const stopCatalogue = await subscribeCatalogueChanges(services.database, () => listener());
      const stopSettings = await services.database.listen(SETTINGS_CHANNEL, listener, listener);
      return async () => {
        await stopCatalogue();
        await stopSettings();
      };
    },
  };
}
