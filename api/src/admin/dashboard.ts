/** The admin dashboard's figures (definitions in dashboard-repository.ts). */
import type { Dashboard } from 'shared-contracts/api/admin';
import type { Services } from '../services';
import { contactMessagesSince, newCustomers, ordersToFulfil, salesByDay, stockAlerts } from './dashboard-repository';
import { newestOrders } from './order-workflows';

export const RECENT_ORDERS = 10;

export async function dashboardFigures(services: Pick<Services, 'db'>): Promise<Dashboard> {
  const { db } = services;
  const [days, toFulfil, stock, customers, contactMessagesLast7Days, recentOrders] = await Promise.all([
    salesByDay(db),
    ordersToFulfil(db),
    stockAlerts(db),
    newCustomers(db),
    contactMessagesSince(db, 7),
    newestOrders(services, RECENT_ORDERS),
  ]);
  // thirty rows, one per day, already summed by the database
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const today = days.at(-1) ?? { revenue: 0, orders: 0 };
  return {
    today: { revenue: today.revenue, orders: today.orders },
    last30Days: { revenue, orders, averageOrderValue: orders ? Math.round(revenue / orders) : 0 },
    salesByDay: days,
    toFulfil,
    lowStockProducts: stock.lowStock,
    soldOutProducts: stock.soldOut,
    customers,
    contactMessagesLast7Days,
    recentOrders,
  };
}
