/**
 * For the host's tests: the remotes' pages as their pages.json carry them (the data of
 * remote-<x>/src/pages.ts), written out because the host may not import a remote.
 * scripts/route-table.test.ts proves the table made of the real manifests against spec §2.
 */
import type { RemotePages } from './table';

export const REMOTE_PAGES_FIXTURE: RemotePages = {
  shop: [
    { id: 'home', layout: 'user', server: true },
    { id: 'homepage', layout: 'user', server: true },
    { id: 'shop', layout: 'user', server: true },
    { id: 'product', layout: 'user', server: true, fragments: [{ remote: 'checkout', module: './AddToCart' }] },
    { id: 'stockAlertConfirm', layout: 'user' },
  ],
  checkout: [
    { id: 'cart', layout: 'user' },
    { id: 'payment', layout: 'user' },
    { id: 'orderConfirmation', layout: 'user' },
    { id: 'payLink', layout: 'user' },
    { id: 'wishlist', layout: 'user' },
    { id: 'orders', layout: 'user' },
  ],
  admin: [
    { id: 'adminLogin', layout: 'admin' },
    { id: 'adminDashboard', layout: 'admin' },
    { id: 'adminListing', layout: 'admin' },
    { id: 'adminOrders', layout: 'admin' },
    { id: 'adminUsers', layout: 'admin' },
    { id: 'adminSettings', layout: 'admin' },
    { id: 'adminDiscounts', layout: 'admin' },
    { id: 'adminReports', layout: 'admin' },
    { id: 'adminReturns', layout: 'admin' },
    { id: 'adminReviews', layout: 'admin' },
  ],
};
