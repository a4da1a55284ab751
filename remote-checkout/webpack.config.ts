import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'checkout',
  dir: __dirname,
  port: 3002,
  title: 'Haat — checkout (remote-checkout standalone)',
  server: true,
  exposes: {
    './CartPage': './src/cart/CartPage.tsx',
    './PaymentPage': './src/payment/PaymentPage.tsx',
    './OrdersPage': './src/orders/OrdersPage.tsx',
    './ConfirmationPage': './src/orders/ConfirmationPage.tsx',
    './MiniCart': './src/cart/MiniCart.tsx',
    './AddToCart': './src/cart/AddToCart.tsx',
  },
});
