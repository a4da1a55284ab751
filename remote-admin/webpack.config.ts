import { createConfig } from '../webpack.common';

export default createConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  title: 'Haat — admin (remote-admin standalone)',
  // Every page but the sign-in is exposed through src/exposed: the page behind the admin guard.
  exposes: {
    './AdminLoginPage': './src/login/AdminLoginPage.tsx',
    './DashboardPage': './src/exposed/DashboardPage.tsx',
    './ListingPage': './src/exposed/ListingPage.tsx',
    './OrdersPage': './src/exposed/OrdersPage.tsx',
    './UsersPage': './src/exposed/UsersPage.tsx',
    './SettingsPage': './src/exposed/SettingsPage.tsx',
    './DiscountsPage': './src/exposed/DiscountsPage.tsx',
  },
});
