import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'shop',
  dir: __dirname,
  port: 3001,
  title: 'Haat — shop (remote-shop standalone)',
  server: true,
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
    './ShopPage': './src/shop/ShopPage.tsx',
    './ProductPage': './src/product/ProductPage.tsx',
  },
});
