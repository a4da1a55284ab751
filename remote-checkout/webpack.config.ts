import { createConfig } from '../webpack.common';
import { pages } from './src/pages';

export default createConfig({
  name: 'checkout',
  dir: __dirname,
  port: 3002,
  title: 'Haat — checkout (remote-checkout standalone)',
  server: true,
  // Its page manifest, and the fragments it lends to other pages.
  exposes: {
    './pages': './src/pages.ts',
    './MiniCart': './src/cart/MiniCart.tsx',
    './AddToCart': './src/cart/AddToCart.tsx',
  },
  pages,
  // The cart's store: the mini cart (every page), the add-to-cart (product pages) and the cart page
  // each carried a copy (2.3 KB gzip), two of them on a product page and on /cart.
  sharedChunks: { 'cart-store': /[\\/]remote-checkout[\\/]src[\\/]cart[\\/](store|guestCart)\.ts$/ },
});
