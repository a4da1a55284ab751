/**
 * What kind of page each page of PATHS is, for the real-user speed figures (api/vitals): a visit is
 * counted under its page type, never under its URL (which would carry a product, an order id or a
 * query). A Record over every PageId, so a page added to PATHS without a type does not compile.
 */
import type { PageId } from 'shared-contracts/routes/paths';

export const PAGE_TYPES = ['home', 'listing', 'product', 'cart', 'checkout', 'account', 'content', 'sign-in', 'admin', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_OF: Record<PageId, PageType> = {
  home: 'home',
  homepage: 'home',
  shop: 'listing',
  product: 'product',
  cart: 'cart',
  payment: 'checkout',
  orderConfirmation: 'checkout',
  payLink: 'checkout',
  accounts: 'account',
  orders: 'account',
  deleteUser: 'account',
  aboutUs: 'content',
  contactUs: 'content',
  privacyPolicy: 'content',
  refundPolicy: 'content',
  shippingPolicy: 'content',
  termsOfService: 'content',
  login: 'sign-in',
  quickLogin: 'sign-in',
  authAction: 'sign-in',
  admin: 'admin',
  adminLogin: 'admin',
  adminDashboard: 'admin',
  adminListing: 'admin',
  adminOrders: 'admin',
  adminUsers: 'admin',
  adminSettings: 'admin',
  adminDiscounts: 'admin',
  adminReports: 'admin',
  adminReturns: 'admin',
  adminReviews: 'admin',
  stockAlertConfirm: 'other',
  wishlist: 'account',
  sample: 'other',
  devMail: 'other',
};

/** The page type of a page id; 'other' for a path no page has (the 404 page). */
export const pageTypeOf = (id: PageId | undefined): PageType => (id ? PAGE_TYPE_OF[id] : 'other');
