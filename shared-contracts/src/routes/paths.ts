/**
 * The shop's page paths (English, unprefixed; the router adds /es and /fr). The host's route table
 * is built on these, and every link, redirect and `next=` an app builds takes its path from here,
 * so a page moves in one place.
 */
import { DEFAULT_LOCALE, localizePath, type Locale } from 'shared-contracts/i18n/locales';

export const PATHS = {
  home: '/',
  homepage: '/homepage',
  shop: '/shop',
  product: '/shop/:slug',
  cart: '/cart',
  payment: '/payment',
  accounts: '/accounts',
  orders: '/accounts/orders',
  orderConfirmation: '/accounts/orders/:id/confirmation',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/private-policy',
  refundPolicy: '/refund-policy',
  shippingPolicy: '/shipping-policy',
  termsOfService: '/terms-of-service',
  sample: '/sample',
  login: '/login',
  quickLogin: '/___login',
  devMail: '/___mail',
  deleteUser: '/delete-user',
  /** After spec §2: the identity service's e-mail actions (password reset, e-mail verification), `?mode=&oobCode=`. */
  authAction: '/auth/action',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminListing: '/admin/dashboard/listing',
  adminOrders: '/admin/dashboard/orders',
  adminUsers: '/admin/dashboard/users',
  // after spec §2's dashboard group (issue 23): the shop's settings
  adminSettings: '/admin/dashboard/settings',
  // issue 15: discount codes
  adminDiscounts: '/admin/dashboard/discounts',
  // issue 33: the GST reports (GSTR-1, the sales register)
  adminReports: '/admin/dashboard/reports',
  // issue 33: returns and exchanges
  adminReturns: '/admin/dashboard/returns',
  // issue 36a: the reviews' moderation
  adminReviews: '/admin/dashboard/reviews',
  // issue 36b: a back-in-stock alert's confirmation (its e-mail's link, `?token=`) and the wishlist
  stockAlertConfirm: '/stock-alerts/confirm',
  wishlist: '/accounts/wishlist',
  // issue 35c: a payment link's page (`?token=`): a draft order's total or an edit's difference, paid without a session
  payLink: '/pay/:id',
} as const;

export type PageId = keyof typeof PATHS;

/** A product page's path. */
export const productPath = (slug: string) => PATHS.product.replace(':slug', encodeURIComponent(slug));

/**
 * The confirmation page of one order (by its id, not its number 'HT-000123'), in `locale` (English
 * unprefixed, '/es/...', '/fr/...'): where the shopper lands after paying, what My orders links to
 * and what the confirmation e-mail links to (prefix it with the shop's public URL).
 */
export const orderConfirmationPath = (orderId: string, locale: Locale = DEFAULT_LOCALE) =>
  localizePath(PATHS.orderConfirmation.replace(':id', encodeURIComponent(orderId)), locale);

/** A payment link's page (its token goes in `?token=`), in `locale`: staff e-mail it or copy it for WhatsApp. */
export const payLinkPath = (linkId: string, locale: Locale = DEFAULT_LOCALE) => localizePath(PATHS.payLink.replace(':id', encodeURIComponent(linkId)), locale);
