/**
 * remote-shop's page manifest, exposed as './pages': every page this remote serves, with its path
 * id (shared-contracts/routes/paths), layout, whether the server renders it and the fragments it
 * places. The host's route table takes it as it is, and so does this remote's standalone app
 * (standalone/routes.tsx). A new page is a new entry here (and its path in PATHS if it is new).
 * Each loader names its chunk `page-<id>`: the build lists that chunk's files in pages.json.
 */
import type { RemotePage } from 'shared-contracts/remotes/contracts';

export const pages: readonly RemotePage[] = [
  { id: 'home', layout: 'user', server: true, load: () => import(/* webpackChunkName: "page-home" */ './home/HomePage') },
  { id: 'homepage', layout: 'user', server: true, load: () => import(/* webpackChunkName: "page-homepage" */ './home/HomePage') },
  { id: 'shop', layout: 'user', server: true, load: () => import(/* webpackChunkName: "page-shop" */ './shop/ShopPage') },
  {
    id: 'product',
    layout: 'user',
    server: true,
    fragments: [{ remote: 'checkout', module: './AddToCart' }],
    load: () => import(/* webpackChunkName: "page-product" */ './product/ProductPage'),
  },
  // a back-in-stock alert's confirmation, from its e-mail (issue 36b); personal: rendered in the browser
  {
    id: 'stockAlertConfirm',
    layout: 'user',
    title: { messages: './stock-alerts/StockAlerts.messages', key: 'stockAlert.title' },
    load: () => import(/* webpackChunkName: "page-stockAlertConfirm" */ './stock-alerts/StockAlertConfirmPage'),
  },
];
