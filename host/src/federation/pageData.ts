/**
 * What the server writes into a page so the host need not fetch it one thing after another
 * (host/server/page.ts writes it, the host reads it): the remotes registry (what /mf-remotes.json
 * answers), the manifests of the remotes the page's route shows, and which of their modules it
 * shows. Each is a `<script type="application/json">` element: data, never run, so the pages'
 * Content-Security-Policy keeps refusing inline scripts.
 *
 * This file is read by the host's entry before shared modules are negotiated, so it imports
 * nothing shared at run time (types only).
 */
import type { PageInfo, RemoteName, RemotesRegistry } from 'shared-contracts/remotes/contracts';
import type { PageId } from 'shared-contracts/routes/paths';

/** The elements' ids, one per fact. */
export const PAGE_DATA_IDS = {
  registry: 'mf-remotes',
  manifests: 'mf-manifests',
  routeModules: 'mf-route-modules',
  pages: 'mf-pages',
} as const;

/** The element that carries the error a server render found for its page (`{ pathname, status }`,
 *  errors/RouteError.tsx); the server also links the error page's CSS when it is there. */
export const PAGE_ERROR_ELEMENT_ID = 'shop-page-error';

/** A remote's module a route shows: its page, or a fragment of its layout or page (mini-cart). */
export interface RouteModule {
  remote: RemoteName;
  /** As the remote exposes it: './MiniCart', or './pages' for a page of its page manifest. */
  module: string;
  /** Which page of the manifest ('product'), when `module` is the page manifest. */
  page?: PageId;
}

/** Each remote's pages (its pages.json, without the files), by remote name: the route table's. */
export type InlinedPages = Partial<Record<RemoteName, PageInfo[]>>;

/** Manifests (mf-manifest.json bodies) by the URL the registry gives for them. */
export type InlinedManifests = Record<string, unknown>;

export interface PageData {
  registry?: RemotesRegistry;
  manifests: InlinedManifests;
  routeModules: RouteModule[];
  pages?: InlinedPages;
}

/** JSON for a `<script type="application/json">` element: `<` escaped, so no string in it can
 *  close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function readJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What this page carries; absent parts (a dev server's page, a page served elsewhere) are empty. */
export function readPageData(): PageData {
  const registry = readJson(PAGE_DATA_IDS.registry);
  const manifests = readJson(PAGE_DATA_IDS.manifests);
  const routeModules = readJson(PAGE_DATA_IDS.routeModules);
  const pages = readJson(PAGE_DATA_IDS.pages);
  return {
    registry: isRecord(registry) && Object.values(registry).every((url) => typeof url === 'string') ? (registry as RemotesRegistry) : undefined,
    manifests: isRecord(manifests) ? manifests : {},
    routeModules: Array.isArray(routeModules)
      ? routeModules.filter((item): item is RouteModule => isRecord(item) && typeof item.remote === 'string' && typeof item.module === 'string')
      : [],
    pages: isRecord(pages) && Object.values(pages).every(Array.isArray) ? (pages as InlinedPages) : undefined,
  };
}
