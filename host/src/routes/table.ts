/**
 * The one route table: every route of spec §2 with its layout, its owner and its guard. The router,
 * the tests and the size script all read it. Paths are the unprefixed (English) ones; the locale
 * prefixes /es and /fr are added by the router.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts/remotes/contracts';

export type Layout = 'user' | 'admin' | 'default';
export type Owner = 'host' | RemoteName;

/** Where a page's code comes from: a lazy chunk of the host, or a module a remote exposes. */
export type PageSource =
  | { owner: 'host'; load: () => Promise<{ default: ComponentType }> }
  | { owner: RemoteName; module: string };

export interface RouteEntry {
  id: string;
  path: string;
  layout: Layout;
  page: PageSource;
}

const host = (load: () => Promise<{ default: ComponentType }>): PageSource => ({ owner: 'host', load });
const remote = (owner: RemoteName, module: string): PageSource => ({ owner, module });

export const routeTable: RouteEntry[] = [
  // user layout
  { id: 'index', path: '/', layout: 'user', page: remote('shop', './HomePage') },
  { id: 'homepage', path: '/homepage', layout: 'user', page: remote('shop', './HomePage') },
  { id: 'shop', path: '/shop', layout: 'user', page: remote('shop', './ShopPage') },
  { id: 'product', path: '/shop/:slug', layout: 'user', page: remote('shop', './ProductPage') },
  { id: 'cart', path: '/cart', layout: 'user', page: remote('checkout', './CartPage') },
  { id: 'payment', path: '/payment', layout: 'user', page: remote('checkout', './PaymentPage') },
  { id: 'accounts', path: '/accounts', layout: 'user', page: host(() => import('../pages/AccountsPage')) },
  { id: 'about-us', path: '/about-us', layout: 'user', page: host(() => import('../pages/AboutUsPage')) },
  { id: 'contact-us', path: '/contact-us', layout: 'user', page: host(() => import('../pages/ContactUsPage')) },
  { id: 'private-policy', path: '/private-policy', layout: 'user', page: host(() => import('../pages/PrivacyPolicyPage')) },
  { id: 'refund-policy', path: '/refund-policy', layout: 'user', page: host(() => import('../pages/RefundPolicyPage')) },
  { id: 'shipping-policy', path: '/shipping-policy', layout: 'user', page: host(() => import('../pages/ShippingPolicyPage')) },
  { id: 'terms-of-service', path: '/terms-of-service', layout: 'user', page: host(() => import('../pages/TermsPage')) },
  { id: 'sample', path: '/sample', layout: 'user', page: host(() => import('../pages/SamplePage')) },
  // admin layout
  { id: 'admin-login', path: '/admin/login', layout: 'admin', page: remote('admin', './AdminLoginPage') },
  { id: 'admin-dashboard', path: '/admin/dashboard', layout: 'admin', page: remote('admin', './DashboardPage') },
  { id: 'admin-listing', path: '/admin/dashboard/listing', layout: 'admin', page: remote('admin', './ListingPage') },
  { id: 'admin-orders', path: '/admin/dashboard/orders', layout: 'admin', page: remote('admin', './OrdersPage') },
  { id: 'admin-users', path: '/admin/dashboard/users', layout: 'admin', page: remote('admin', './UsersPage') },
  // no layout given: default
  { id: 'quick-login', path: '/___login', layout: 'default', page: host(() => import('../pages/QuickLoginPage')) },
  { id: 'orders', path: '/accounts/orders', layout: 'default', page: remote('checkout', './OrdersPage') },
  { id: 'admin', path: '/admin', layout: 'default', page: host(() => import('../pages/AdminEntryPage')) },
  { id: 'delete-user', path: '/delete-user', layout: 'default', page: host(() => import('../pages/DeleteUserPage')) },
  { id: 'login', path: '/login', layout: 'default', page: host(() => import('../pages/LoginPage')) },
];
