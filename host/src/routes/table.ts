/**
 * The one route table, put together at run time: the host's own pages (below) plus each remote's
 * page manifest (its exposed './pages' module; the data of it, `pages.json`, comes with the page:
 * pageData.ts). The router, the server and the tests all read a table made by `assembleRouteTable`.
 * Paths are the unprefixed (English) ones; the locale prefixes /es and /fr are added by the router.
 */
import type { ComponentType } from 'react';
import { PATHS, type PageId } from 'shared-contracts/routes/paths';
import type { PageInfo, PageLayout, PlacedFragment, RemoteName } from 'shared-contracts/remotes/contracts';

export type Layout = PageLayout;
export type Owner = 'host' | RemoteName;

/** Where a page's code comes from: a lazy chunk of the host, or a page of a remote's manifest. */
export type PageSource =
  | { owner: 'host'; load: () => Promise<{ default: ComponentType }> }
  | { owner: RemoteName; id: PageId };

export interface RouteEntry {
  id: string;
  path: (typeof PATHS)[keyof typeof PATHS];
  layout: Layout;
  page: PageSource;
  /** Rendered on the server too (the page server): a customer page that is the same for every
   *  visitor, for search engines, link previews and a fast first paint. */
  server?: true;
  /** Other remotes' fragments the page places (a remote page's manifest says). */
  fragments?: PlacedFragment[];
  /** A remote page the server does not render: its title in each locale, for the document without
   *  JavaScript (its manifest's, host/server/head.ts). */
  titles?: PageInfo['titles'];
}

/** Each remote's pages, as its manifest lists them (a remote whose manifest is missing has none). */
export type RemotePages = Partial<Record<RemoteName, readonly PageInfo[]>>;

const host = (load: () => Promise<{ default: ComponentType }>): PageSource => ({ owner: 'host', load });

// A host page rendered on the server names its chunk `page-<id>`: the host's build lists each such
// chunk's CSS (page-styles.json, host/webpack.config.ts), which the server links in the page's head.
export const hostPages: RouteEntry[] = [
  // user layout
  { id: 'accounts', path: PATHS.accounts, layout: 'user', page: host(() => import('../account/AccountsPage')) },
  { id: 'about-us', path: PATHS.aboutUs, layout: 'user', page: host(() => import(/* webpackChunkName: "page-about-us" */ '../content/AboutUsPage')), server: true },
  { id: 'contact-us', path: PATHS.contactUs, layout: 'user', page: host(() => import(/* webpackChunkName: "page-contact-us" */ '../contact/ContactUsPage')), server: true },
  { id: 'private-policy', path: PATHS.privacyPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-private-policy" */ '../content/PrivacyPolicyPage')), server: true },
  { id: 'refund-policy', path: PATHS.refundPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-refund-policy" */ '../content/RefundPolicyPage')), server: true },
  { id: 'shipping-policy', path: PATHS.shippingPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-shipping-policy" */ '../content/ShippingPolicyPage')), server: true },
  { id: 'terms-of-service', path: PATHS.termsOfService, layout: 'user', page: host(() => import(/* webpackChunkName: "page-terms-of-service" */ '../content/TermsPage')), server: true },
  { id: 'sample', path: PATHS.sample, layout: 'user', page: host(() => import('../sample/SamplePage')) },
  // issue 38: signing in keeps the shop's header (cart, search, menu), where a guest sent from the account comes (spec §2 gives it none)
  { id: 'login', path: PATHS.login, layout: 'user', page: host(() => import('../sign-in/LoginPage')) },
  // no layout given: default
  { id: 'quick-login', path: PATHS.quickLogin, layout: 'default', page: host(() => import('../sign-in/QuickLoginPage')) },
  // after spec §2, beside /___login: the e-mails kept when no SMTP server is set up (development only)
  { id: 'dev-mail', path: PATHS.devMail, layout: 'default', page: host(() => import('../dev-mail/DevMailPage')) },
  { id: 'admin', path: PATHS.admin, layout: 'default', page: host(() => import('../admin-entry/AdminEntryPage')) },
  { id: 'delete-user', path: PATHS.deleteUser, layout: 'default', page: host(() => import('../account/DeleteUserPage')) },

  // after spec §2, beside /login: where the identity e-mails' links land (issue 22 part 4)
  { id: 'auth-action', path: PATHS.authAction, layout: 'default', page: host(() => import('../auth-action/AuthActionPage')) },
];

/**
 * The route table: the host's pages, then each remote's in the order of REMOTE_NAMES given. A
 * remote page whose path the host (or an earlier remote) already serves is left out: the host keeps
 * its own paths, and a release that claims another's page is refused before it gets here
 * (scripts/release.ts).
 */
export function assembleRouteTable(remotes: RemotePages): RouteEntry[] {
  const table = [...hostPages];
  const taken = new Set<string>(table.map((entry) => entry.path));
  for (const [owner, pages] of Object.entries(remotes) as [RemoteName, readonly PageInfo[] | undefined][]) {
    for (const { id, layout, server, fragments, titles } of pages ?? []) {
      const path = PATHS[id] as (typeof PATHS)[keyof typeof PATHS] | undefined;
      if (path === undefined || taken.has(path)) continue;
      taken.add(path);
      table.push({ id, path, layout, page: { owner, id }, ...(server && { server }), ...(fragments?.length && { fragments }), ...(titles && { titles }) });
    }
  }
  return table;
}
