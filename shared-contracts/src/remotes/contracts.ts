/**
 * What each remote exposes, typed once. The host loads these through the federation runtime
 * (`loadRemote('shop/HomePage')`); a remote that changes an exposed module's shape changes it here.
 * Remotes never import each other: they compose only through these modules.
 */
import type { ComponentType } from 'react';
import type { StockLevel } from 'shared-contracts/domain/catalogue';
import type { GstRate } from 'shared-contracts/domain/gst';
import type { Locale } from 'shared-contracts/i18n/locales';
import { PATHS, type PageId } from 'shared-contracts/routes/paths';

/** The frames the host draws around a page (host/src/layouts): shop header and footer, the
 *  dashboard's chrome, or the minimal one. */
export type PageLayout = 'user' | 'admin' | 'default';
export const PAGE_LAYOUTS: readonly PageLayout[] = ['user', 'admin', 'default'];

/** Another remote's fragment a page places (through shared-contracts/ui/RemoteFragment). */
export interface PlacedFragment {
  remote: RemoteName;
  /** As that remote exposes it: './AddToCart'. */
  module: string;
}

/** What the host needs to route to a page and to serve it: the data of a page manifest entry. */
export interface PageInfo {
  /** Its path, by its id in PATHS ('product' is '/shop/:slug'). */
  id: PageId;
  layout: PageLayout;
  /** Rendered on the server too: a customer page that is the same for every visitor. */
  server?: true;
  /** The other remotes' fragments it places, loaded with it (the product page's add-to-cart). */
  fragments?: PlacedFragment[];
  /** A page the server does not render: its document's title in each locale (before the shop's
   *  name), for the page read without JavaScript. A server-rendered page gives its own head. */
  titles?: Record<Locale, string>;
}

/**
 * One page of a remote's page manifest (its exposed './pages' module, `src/pages.ts`). Its loader
 * must name its chunk `page-<id>` (`import(/* webpackChunkName: "page-product" *\/ ...)`): the build
 * lists that chunk's files in `pages.json`, which the server uses for the page's preload hints.
 */
export interface RemotePage extends Omit<PageInfo, 'titles'> {
  load: () => Promise<{ default: ComponentType }>;
  /** A page the server does not render: where its title is, a key of one of this remote's messages
   *  files (its path from `src/`, './cart/CartPage.messages'). The build writes the texts into
   *  pages.json as `titles`, so the title costs the browser nothing. */
  title?: { messages: string; key: string };
}

/** A remote's './pages' module: its pages. The host's route table is its own pages plus these. */
export type PagesModule = { pages: readonly RemotePage[] };

/** `pages.json`, which each remote's build writes beside `mf-manifest.json` (the release publishes
 *  it with the rest): the manifest's data, and each page's own files (relative to the manifest's
 *  folder), for the server's preload hints. */
export interface PagesFile {
  pages: (PageInfo & { files?: { js: string[]; css: string[] } })[];
}

/** The file beside a remote's `mf-manifest.json` (the registry's URL) that holds its pages. */
export const pagesFileUrl = (manifestUrl: string): string => {
  const [base, query] = manifestUrl.split('?') as [string, string | undefined];
  return `${base.slice(0, base.lastIndexOf('/') + 1)}pages.json${query === undefined ? '' : `?${query}`}`;
};

/** Props of the checkout remote's add-to-cart fragment, placed on the product page. */
export interface AddToCartProps {
  /** The product as the product page shows it; a guest's cart keeps this snapshot until sign-in. */
  product: {
    id: string;
    slug: string;
    title: string;
    /** Price of one item in paise, GST included. */
    price: number;
    gstRate: GstRate;
    image: { url: string; alt: string } | null;
    /** The button is disabled when 'sold_out'. */
    stockLevel: StockLevel;
    /** Most items a cart line may hold now (the product's `maxQuantity`); unknown: the per-line limit only. */
    maxQuantity?: number;
    /** The chosen variant of a product sold by variant, and its values ("Size: M, Colour: Red"). */
    variantId?: string;
    variant?: string;
  };
  /** Units the shopper picked on the product page (1 if not given). */
  quantity?: number;
}

/** Each remote exposes its page manifest, './pages', and the fragments it lends to other pages. A
 *  new page is an entry in the remote's manifest, not a new module here. */
export interface RemoteModules {
  shop: {
    './pages': PagesModule;
  };
  checkout: {
    './pages': PagesModule;
    './MiniCart': { default: ComponentType };
    './AddToCart': { default: ComponentType<AddToCartProps> };
  };
  admin: {
    './pages': PagesModule;
  };
}

export type RemoteName = keyof RemoteModules;
export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;

/**
 * The same modules as values, for what runs without the compiler: each remote's build checks its
 * `exposes` against them (webpack.common.ts, `checkExposes`) and fails on a missing or extra module,
 * so a remote cannot ship what its contract does not say. A module added to RemoteModules must be
 * added here too (the compiler says so).
 */
export const EXPOSED_MODULES: { readonly [R in RemoteName]: { readonly [M in ExposedModule<R>]: true } } = {
  shop: { './pages': true },
  checkout: { './pages': true, './MiniCart': true, './AddToCart': true },
  admin: { './pages': true },
};

/** The module every remote exposes its page manifest as. */
export const PAGES_MODULE = './pages';

/**
 * What is wrong with a remote's page manifest, judged by the contracts (empty: nothing): each page
 * a PATHS id, once, in a known layout; each fragment one another remote lends (exposed, not a page
 * manifest); the admin remote's pages under /admin and no other remote's. The build (webpack.common.ts)
 * and the release (scripts/release.ts) refuse a manifest with problems.
 */
export function pagesProblems(remote: RemoteName, pages: readonly PageInfo[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const path = (PATHS as Record<string, string>)[page.id];
    if (path === undefined) problems.push(`page ${page.id}: not a path id of PATHS (shared-contracts/src/routes/paths.ts)`);
    if (seen.has(page.id)) problems.push(`page ${page.id}: listed twice`);
    seen.add(page.id);
    if (!PAGE_LAYOUTS.includes(page.layout)) problems.push(`page ${page.id}: unknown layout ${String(page.layout)}`);
    if (path !== undefined && (remote === 'admin') !== (path === '/admin' || path.startsWith('/admin/'))) {
      problems.push(`page ${page.id}: ${remote === 'admin' ? 'the admin remote serves only paths under /admin' : 'only the admin remote serves paths under /admin'} (${path})`);
    }
    for (const fragment of page.fragments ?? []) {
      const exposed = (EXPOSED_MODULES as Record<string, Record<string, true> | undefined>)[fragment.remote];
      if (!exposed?.[fragment.module] || fragment.module === PAGES_MODULE || fragment.remote === remote) {
        problems.push(`page ${page.id}: places ${fragment.remote}/${fragment.module}, which no other remote lends`);
      }
    }
  }
  return problems;
}

/** Modules a remote's build exposes that its contract lacks, and the contract's it does not expose. */
export function exposesMismatch(remote: RemoteName, exposed: readonly string[]): { extra: string[]; missing: string[] } {
  const contract = Object.keys(EXPOSED_MODULES[remote]);
  return { extra: exposed.filter((module) => !contract.includes(module)), missing: contract.filter((module) => !exposed.includes(module)) };
}

/** The size a fragment takes, in CSS pixels. */
export interface FragmentBox {
  width?: number;
  height?: number;
  minHeight?: number;
}

/**
 * The box each fragment fills: the host reserves it while the fragment loads, so what is around it
 * (the header's links, the product page's description) does not move when it arrives, and the
 * fragment keeps to it.
 */
export const FRAGMENT_BOXES: { [R in RemoteName]?: { [M in ExposedModule<R>]?: FragmentBox } } = {
  checkout: {
    // a 24 px icon with 10 px of padding (a 44 px touch target, theme TOUCH_TARGET); its count badge overlays it
    './MiniCart': { width: 44, height: 44 },
    // the button, a 44 px touch target
    './AddToCart': { minHeight: 44 },
  },
};

/** The box a remote's module fills while it loads, if it is a fragment with one. */
export function fragmentBox(remote: RemoteName, module: string): FragmentBox | undefined {
  return (FRAGMENT_BOXES[remote] as Record<string, FragmentBox | undefined> | undefined)?.[module];
}

/** `mf-remotes.json`, served no-cache: where each remote's manifest lives right now. Changing one
 *  URL here is how a team deploys its remote; the host is not rebuilt. */
export type RemotesRegistry = Record<RemoteName, string>;

export const REMOTE_NAMES = ['shop', 'checkout', 'admin'] as const satisfies readonly RemoteName[];
