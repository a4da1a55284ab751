/**
 * The shop's page paths (English, unprefixed; the router adds /es and /fr). The host's route table
 * is built on these, and every link, redirect and `next=` an app builds takes its path from here,
 * so a page moves in one place.
 */
export const PATHS = {
  home: '/',
  homepage: '/homepage',
  shop: '/shop',
  product: '/shop/:slug',
  cart: '/cart',
  payment: '/payment',
  accounts: '/accounts',
  orders: '/accounts/orders',
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
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminListing: '/admin/dashboard/listing',
  adminOrders: '/admin/dashboard/orders',
  adminUsers: '/admin/dashboard/users',
} as const;

export type PageId = keyof typeof PATHS;

/** A product page's path. */
export const productPath = (slug: string) => PATHS.product.replace(':slug', encodeURIComponent(slug));
