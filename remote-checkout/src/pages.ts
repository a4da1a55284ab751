/**
 * remote-checkout's page manifest, exposed as './pages': every page this remote serves, with its
 * path id (shared-contracts/routes/paths), layout, whether the server renders it and the fragments
 * it places. The host's route table takes it as it is, and so does this remote's standalone app
 * (standalone/routes.tsx). A new page is a new entry here (and its path in PATHS if it is new).
 * Each loader names its chunk `page-<id>`: the build lists that chunk's files in pages.json, with
 * each title's texts (read from the messages file at build time).
 */
import type { RemotePage } from 'shared-contracts/remotes/contracts';

export const pages: readonly RemotePage[] = [
  // Personal pages, rendered in the browser: the title of each for the document without JavaScript.
  { id: 'cart', layout: 'user', title: { messages: './cart/CartPage.messages', key: 'cart.title' }, load: () => import(/* webpackChunkName: "page-cart" */ './cart/CartPage') },
  { id: 'payment', layout: 'user', title: { messages: './payment/PaymentPage.messages', key: 'payment.title' }, load: () => import(/* webpackChunkName: "page-payment" */ './payment/PaymentPage') },
  // where a payment lands (issue 14), in the payment page's layout
  {
    id: 'orderConfirmation',
    layout: 'user',
    title: { messages: './orders/ConfirmationPage.messages', key: 'confirmation.title' },
    load: () => import(/* webpackChunkName: "page-orderConfirmation" */ './orders/ConfirmationPage'),
  },
  // issue 35c: a payment link staff sent (a draft order's total, an edit's difference): its token, no session
  { id: 'payLink', layout: 'user', title: { messages: './pay-link/PayLinkPage.messages', key: 'payLink.title' }, load: () => import(/* webpackChunkName: "page-payLink" */ './pay-link/PayLinkPage') },
  // issue 36b: a guest's (this browser's) or a customer's saved products
  { id: 'wishlist', layout: 'user', title: { messages: './wishlist/WishlistPage.messages', key: 'wishlist.title' }, load: () => import(/* webpackChunkName: "page-wishlist" */ './wishlist/WishlistPage') },
  // issue 38: with the shop's header (cart, search, menu), like the account it belongs to (spec §2 gives it none)
  { id: 'orders', layout: 'user', title: { messages: './orders/OrdersPage.messages', key: 'orders.title' }, load: () => import(/* webpackChunkName: "page-orders" */ './orders/OrdersPage') },
];
