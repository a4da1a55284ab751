/**
 * The one route table: every route of spec §2 with its layout, its owner and its guard. The router,
 * the tests and the size script all read it. Paths are the unprefixed (English) ones; the locale
 * prefixes /es and /fr are added by the router.
 */
import type { ComponentType } from 'react';
import { PATHS } from 'shared-contracts/routes/paths';
import type { ExposedModule, RemoteName } from 'shared-contracts/remotes/contracts';

export type Layout = 'user' | 'admin' | 'default';
export type Owner = 'host' | RemoteName;

/** Where a page's code comes from: a lazy chunk of the host, or a module a remote exposes. */
export type PageSource =
  | { owner: 'host'; load: () => Promise<{ default: ComponentType }> }
  | { owner: RemoteName; module: string };

export interface RouteEntry {
  id: string;
  path: (typeof PATHS)[keyof typeof PATHS];
  layout: Layout;
  page: PageSource;
  /** Rendered on the server too (deploy/local/ssr): a customer page that is the same for every
   *  visitor, for search engines, link previews and a fast first paint. */
  server?: true;
}

const host = (load: () => Promise<{ default: ComponentType }>): PageSource => ({ owner: 'host', load });
/** A page a remote exposes: the compiler checks the module against the remote's contract. */
const remote = <R extends RemoteName>(owner: R, module: ExposedModule<R>): PageSource => ({ owner, module });

// A host page rendered on the server names its chunk `page-<id>`: the host's build lists each such
// chunk's CSS (page-styles.json, host/webpack.config.ts), which the server links in the page's head.
export const routeTable: RouteEntry[] = [
  // user layout
  { id: 'index', path: PATHS.home, layout: 'user', page: remote('shop', './HomePage'), server: true },
  { id: 'homepage', path: PATHS.homepage, layout: 'user', page: remote('shop', './HomePage'), server: true },
  { id: 'shop', path: PATHS.shop, layout: 'user', page: remote('shop', './ShopPage'), server: true },
  { id: 'product', path: PATHS.product, layout: 'user', page: remote('shop', './ProductPage'), server: true },
  { id: 'cart', path: PATHS.cart, layout: 'user', page: remote('checkout', './CartPage') },
  { id: 'payment', path: PATHS.payment, layout: 'user', page: remote('checkout', './PaymentPage') },
  // after spec §2: where a payment lands (issue 14), in the payment page's layout
  { id: 'order-confirmation', path: PATHS.orderConfirmation, layout: 'user', page: remote('checkout', './ConfirmationPage') },
  { id: 'accounts', path: PATHS.accounts, layout: 'user', page: host(() => import('../account/AccountsPage')) },
  { id: 'about-us', path: PATHS.aboutUs, layout: 'user', page: host(() => import(/* webpackChunkName: "page-about-us" */ '../content/AboutUsPage')), server: true },
  { id: 'contact-us', path: PATHS.contactUs, layout: 'user', page: host(() => import(/* webpackChunkName: "page-contact-us" */ '../contact/ContactUsPage')), server: true },
  { id: 'private-policy', path: PATHS.privacyPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-private-policy" */ '../content/PrivacyPolicyPage')), server: true },
  { id: 'refund-policy', path: PATHS.refundPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-refund-policy" */ '../content/RefundPolicyPage')), server: true },
  { id: 'shipping-policy', path: PATHS.shippingPolicy, layout: 'user', page: host(() => import(/* webpackChunkName: "page-shipping-policy" */ '../content/ShippingPolicyPage')), server: true },
  { id: 'terms-of-service', path: PATHS.termsOfService, layout: 'user', page: host(() => import(/* webpackChunkName: "page-terms-of-service" */ '../content/TermsPage')), server: true },
  { id: 'sample', path: PATHS.sample, layout: 'user', page: host(() => import('../sample/SamplePage')) },
  // admin layout
  { id: 'admin-login', path: PATHS.adminLogin, layout: 'admin', page: remote('admin', './AdminLoginPage') },
  { id: 'admin-dashboard', path: PATHS.adminDashboard, layout: 'admin', page: remote('admin', './DashboardPage') },
  { id: 'admin-listing', path: PATHS.adminListing, layout: 'admin', page: remote('admin', './ListingPage') },
  { id: 'admin-orders', path: PATHS.adminOrders, layout: 'admin', page: remote('admin', './OrdersPage') },
  { id: 'admin-users', path: PATHS.adminUsers, layout: 'admin', page: remote('admin', './UsersPage') },
  { id: 'admin-settings', path: PATHS.adminSettings, layout: 'admin', page: remote('admin', './SettingsPage') },
  { id: 'admin-discounts', path: PATHS.adminDiscounts, layout: 'admin', page: remote('admin', './DiscountsPage') },
  // no layout given: default
  { id: 'quick-login', path: PATHS.quickLogin, layout: 'default', page: host(() => import('../sign-in/QuickLoginPage')) },
  // after spec §2, beside /___login: the e-mails kept when no SMTP server is set up (development only)
  { id: 'dev-mail', path: PATHS.devMail, layout: 'default', page: host(() => import('../dev-mail/DevMailPage')) },
  { id: 'orders', path: PATHS.orders, layout: 'default', page: remote('checkout', './OrdersPage') },
  { id: 'admin', path: PATHS.admin, layout: 'default', page: host(() => import('../admin-entry/AdminEntryPage')) },
  { id: 'delete-user', path: PATHS.deleteUser, layout: 'default', page: host(() => import('../account/DeleteUserPage')) },
  { id: 'login', path: PATHS.login, layout: 'default', page: host(() => import('../sign-in/LoginPage')) },
  // after spec §2, beside /login: where the identity e-mails' links land (issue 22 part 4)
  { id: 'auth-action', path: PATHS.authAction, layout: 'default', page: host(() => import('../auth-action/AuthActionPage')) },
];
