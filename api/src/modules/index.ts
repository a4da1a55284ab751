/** Every route group of the API, one Fastify plugin each. */
import type { FastifyInstance } from 'fastify';
import health from './health';
import account from './account';
import contact from './contact';
import adminProducts from './admin-products';
import adminVariants from './admin-variants';
import adminCategories from './admin-categories';
import adminOrders from './admin-orders';
import adminUsers from './admin-users';
import adminDashboard from './admin-dashboard';
import adminContactMessages from './admin-contact-messages';
import adminAuditLog from './admin-audit-log';
import catalogue from './catalogue';
import media from './media';
import storage from './storage';
import cart from './cart';
import checkout from './checkout';
import payments from './payments';
import orders from './orders';
import events from './events';
import mail from './mail';
import clientErrors from './client-errors';
import settings from './settings';
import discounts from './discounts';
import delivery from './delivery';
import cod from './cod';
import pincodes from './pincodes';
import reports from './reports';
import returns from './returns';
import vitals from './vitals';
import cartReminders from './cart-reminders';
import draftOrders from './draft-orders';
import privacy from './privacy';
import stockAlerts from './stock-alerts';
import wishlist from './wishlist';
import reviews from './reviews';
import twoFactor from './two-factor';

export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  health,
  account,
  contact,
  adminProducts,
  adminVariants,
  adminCategories,
  adminOrders,
  adminUsers,
  adminDashboard,
  adminContactMessages,
  adminAuditLog,
  catalogue,
  media,
  storage,
  cart,
  checkout,
  payments,
  orders,
  events,
  mail,
  clientErrors,
  settings,
  discounts,
  pincodes,
  delivery,
  cod,
  reports,
  returns,
  vitals,
  cartReminders,
  draftOrders,
  privacy,
  stockAlerts,
  wishlist,
  twoFactor,
  reviews,
];
