import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'checkout',
  dir: __dirname,
  port: 3002,
  title: 'Haat — checkout (remote-checkout standalone)',
  exposes: {
    './CartPage': './src/pages/CartPage.tsx',
    './PaymentPage': './src/pages/PaymentPage.tsx',
    './OrdersPage': './src/pages/OrdersPage.tsx',
    './MiniCart': './src/fragments/MiniCart.tsx',
    './AddToCart': './src/fragments/AddToCart.tsx',
  },
});
