import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  title: 'Haat — admin (remote-admin standalone)',
  exposes: {
    './AdminLoginPage': './src/pages/AdminLoginPage.tsx',
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './ListingPage': './src/pages/ListingPage.tsx',
    './OrdersPage': './src/pages/OrdersPage.tsx',
    './UsersPage': './src/pages/UsersPage.tsx',
  },
});
