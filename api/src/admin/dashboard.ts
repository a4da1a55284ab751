/** The admin dashboard's figures (definitions in dashboard-repository.ts). */
import type { Dashboard } from 'shared-contracts/api/admin';
import type { Services } from '../services';
import { bestSellers, contactMessagesSince, newCustomers, ordersByStatus, ordersToFulfil, salesByDay, stockAlerts } from './dashboard-repository';
import { newestOrders } from './order-workflows';

export const RECENT_ORDERS = 10;

export async function dashboardFigures(services: Pick<Services, 'db'>): Promise<Dashboard> {
  const { db } = services;
  const [days, toFulfil, stock, customers, contactMessagesLast7Days, recentOrders, byStatus, sellers] = await Promise.all([
    salesByDay(db),
    ordersToFulfil(db),
    stockAlerts(db),
    newCustomers(db),
    contactMessagesSince(db, 7),
    newestOrders(services, RECENT_ORDERS),
    ordersByStatus(db),
    bestSellers(db),
  ]);
  // thirty rows, one per day, already summed by the database
  const total = (span: typeof days) => {
    const revenue = span.reduce((sum, day) => sum + day.revenue, 0);
    const orders = span.reduce((sum, day) => sum + day.orders, 0);
    return { revenue, orders, averageOrderValue: orders ? Math.round(revenue / orders) : 0 };
  };
  const today = days.at(-1) ?? { revenue: 0, orders: 0 };
  return {
    today: { revenue: today.revenue, orders: today.orders },
    last7Days: total(days.slice(-7)),
    last30Days: total(days),
    ordersByStatus: byStatus,
    bestSellers: sellers,
    salesByDay: days,
    toFulfil,
    lowStockProducts: stock.lowStock,
    soldOutProducts: stock.soldOut,
    customers,
    contactMessagesLast7Days,
    recentOrders,
  };
}
