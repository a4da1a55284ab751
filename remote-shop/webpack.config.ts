import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'shop',
  dir: __dirname,
  port: 3001,
  title: 'Haat — shop (remote-shop standalone)',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ShopPage': './src/pages/ShopPage.tsx',
    './ProductPage': './src/pages/ProductPage.tsx',
  },
});
