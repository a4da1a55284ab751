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
});
