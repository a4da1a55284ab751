/**
 * remote-checkout's page manifest, exposed as './pages': every page this remote serves, with its
 * path id (shared-contracts/routes/paths), layout, whether the server renders it and the fragments
 * it places. The host's route table takes it as it is, and so does this remote's standalone app
 * (standalone/routes.tsx). A new page is a new entry here (and its path in PATHS if it is new).
 * Each loader names its chunk `page-<id>`: the build lists that chunk's files in pages.json.
 */
import type { RemotePage } from 'shared-contracts/remotes/contracts';

export const pages: readonly RemotePage[] = [
  { id: 'cart', layout: 'user', load: () => import(/* webpackChunkName: "page-cart" */ './cart/CartPage') },
  { id: 'payment', layout: 'user', load: () => import(/* webpackChunkName: "page-payment" */ './payment/PaymentPage') },
  // where a payment lands (issue 14), in the payment page's layout
  { id: 'orderConfirmation', layout: 'user', load: () => import(/* webpackChunkName: "page-orderConfirmation" */ './orders/ConfirmationPage') },
  { id: 'orders', layout: 'default', load: () => import(/* webpackChunkName: "page-orders" */ './orders/OrdersPage') },
];
