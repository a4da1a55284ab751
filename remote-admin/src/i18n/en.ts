import { dashboardEn } from './sections/dashboard';
import { usersEn } from './sections/users';
import { loginEn } from './sections/login';
import { listingEn } from './sections/listing';
import { ordersEn } from './sections/orders';
/** The `admin` namespace in English: the admin sign-in and dashboard sections, and the standalone page. */
export const en: Record<string, string> = {
  'login.title': 'Admin sign-in',
  'login.intro':
    'Shop administrators sign in here with their email and password to manage products, orders and users.',

  'dashboard.title': 'Dashboard',
  'dashboard.intro':
    'The shop at a glance: sales including GST, orders waiting to be packed and shipped, and products running low on stock.',

  'listing.title': 'Product listing',
  'listing.intro':
    'The product table: add products and photos, set prices including GST, GST rates, HSN codes and stock, and publish or hide them.',
  'listing.empty': 'No products match.',

  'orders.title': 'Orders',
  'orders.intro':
    'Every order with its payment and fulfilment status: confirm it, pack and ship it, cancel or refund it, and print its tax invoice.',
  'orders.empty': 'No orders match.',

  'users.title': 'Users',
  'users.intro': 'Customer and administrator accounts: who they are, when they joined, and who may manage the shop.',
  'users.empty': 'No users match.',

  'standalone.title': 'remote-admin (standalone)',
  'standalone.pages': 'Pages',
  'standalone.language': 'Language',
  ...loginEn,
  ...dashboardEn,
  ...usersEn,
  ...listingEn,
  ...ordersEn,
};
