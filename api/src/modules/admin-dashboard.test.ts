import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { eq } from 'drizzle-orm';
import { contactMessages, orders } from '../db/schema';

type TestUser = Awaited<ReturnType<TestApi['user']>>;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const shopDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

describe('admin dashboard', () => {
  let api: TestApi;
  let admin: TestUser;
  const call = (url: string) => api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('computes the dashboard figures from paid orders, stock and messages', async () => {
    const db = api.services.db;
    const category = await insertCategory(db);
    const product = (stock: number) => insertProduct(db, { categoryId: category.id, stock });
    const [plenty] = await Promise.all([product(50), product(0), product(1), product(5), product(6)]);
    const line = (unitPrice: number, quantity = 1) => [{ productId: plenty.id, unitPrice, quantity }];

    // new customer: first sale today; returning customer: first sale 40 days ago
    const todayA = await insertOrder(db, { userId: 'new-buyer', lines: line(100_000), paymentStatus: 'paid' });
    const todayB = await insertOrder(db, { userId: 'returning-buyer', lines: line(50_000, 2), paymentStatus: 'paid', status: 'confirmed', fulfilmentStatus: 'packed' });
    const threeDaysAgo = await insertOrder(db, { userId: 'returning-buyer', lines: line(80_000), paymentStatus: 'partially_refunded', amountRefunded: 30_000, status: 'confirmed', fulfilmentStatus: 'shipped', createdAt: daysAgo(3) });
    await insertOrder(db, { userId: 'returning-buyer', lines: line(999_900), paymentStatus: 'paid', status: 'completed', fulfilmentStatus: 'delivered', createdAt: daysAgo(40) });
    await insertOrder(db, { userId: 'window-shopper', lines: line(70_000) }); // unpaid
    await insertOrder(db, { userId: 'refunded-buyer', lines: line(60_000), paymentStatus: 'refunded', amountRefunded: 60_000, status: 'cancelled' });
    const cancelledPaid = await insertOrder(db, { userId: null, lines: line(40_000), paymentStatus: 'paid', status: 'cancelled' });

    await db.insert(contactMessages).values([
      { id: 'm1', name: 'A', email: 'a@example.in', subject: 's', message: 'recent message' },
      { id: 'm2', name: 'B', email: 'b@example.in', subject: 's', message: 'old message', createdAt: daysAgo(10) },
    ]);

    const response = await call('/api/admin/dashboard');
    assert.equal(response.statusCode, 200);
    const dashboard = routes.adminDashboard.response.parse(response.json());

    const todayRevenue = todayA.totals.inclusive + todayB.totals.inclusive + cancelledPaid.totals.inclusive;
    assert.deepEqual(dashboard.today, { revenue: todayRevenue, orders: 3 });
    const revenue30 = todayRevenue + threeDaysAgo.totals.inclusive - 30_000;
    assert.deepEqual(dashboard.last30Days, { revenue: revenue30, orders: 4, averageOrderValue: Math.round(revenue30 / 4) });

    assert.equal(dashboard.salesByDay.length, 30);
    assert.equal(dashboard.salesByDay.at(-1)!.date, shopDate(new Date().toISOString()));
    assert.deepEqual(dashboard.salesByDay.at(-1), { date: shopDate(new Date().toISOString()), revenue: todayRevenue, orders: 3 });
    assert.deepEqual(
      dashboard.salesByDay.filter((day) => day.orders > 0).map((day) => day.date),
      [shopDate(daysAgo(3)), shopDate(new Date().toISOString())],
    );
    assert.equal(dashboard.salesByDay.reduce((sum, day) => sum + day.revenue, 0), revenue30);

    assert.equal(dashboard.toFulfil, 2, 'paid, not cancelled, not shipped: todayA and todayB');
    assert.equal(dashboard.lowStockProducts, 2, 'stock 1 and 5');
    assert.equal(dashboard.soldOutProducts, 1);
    assert.equal(dashboard.customers, 1, 'only new-buyer had a first sale in the last 30 days');
    assert.equal(dashboard.contactMessagesLast7Days, 1);
    assert.equal(dashboard.recentOrders.length, 7);
    assert.equal(dashboard.recentOrders.at(-1)!.total, 999_900, 'newest first: the 40-day-old order is last');
  });
});

describe('admin dashboard: 7 days, orders by status, best sellers', () => {
  let api: TestApi;
  let admin: TestUser;

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('sums the last 7 days apart from the 30, counts every status and ranks products by units sold', async () => {
    const db = api.services.db;
    const category = await insertCategory(db);
    const lamp = await insertProduct(db, { categoryId: category.id, title: 'Brass lamp' });
    const shawl = await insertProduct(db, { categoryId: category.id, title: 'Pashmina shawl' });
    const rug = await insertProduct(db, { categoryId: category.id, title: 'Jute rug' });
    const line = (productId: string, title: string, unitPrice: number, quantity: number) => ({ productId, title, unitPrice, quantity });

    const today = await insertOrder(db, { userId: 'a', lines: [line(lamp.id, 'Brass lamp', 10_000, 3), line(shawl.id, 'Pashmina shawl', 50_000, 1)], paymentStatus: 'paid', status: 'confirmed' });
    const tenDaysAgo = await insertOrder(db, { userId: 'b', lines: [line(shawl.id, 'Pashmina shawl', 50_000, 2)], paymentStatus: 'paid', status: 'completed', fulfilmentStatus: 'delivered', createdAt: daysAgo(10) });
    await insertOrder(db, { userId: 'c', lines: [line(rug.id, 'Jute rug', 90_000, 9)] }); // not paid: no sale
    await insertOrder(db, { userId: 'd', lines: [line(rug.id, 'Jute rug', 90_000, 9)], paymentStatus: 'paid', status: 'completed', createdAt: daysAgo(45) }); // too old

    const response = await api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${admin.token}` } });
    const dashboard = routes.adminDashboard.response.parse(response.json());

    assert.deepEqual(dashboard.last7Days, { revenue: today.totals.inclusive, orders: 1, averageOrderValue: today.totals.inclusive });
    const revenue30 = today.totals.inclusive + tenDaysAgo.totals.inclusive;
    assert.deepEqual(dashboard.last30Days, { revenue: revenue30, orders: 2, averageOrderValue: Math.round(revenue30 / 2) });

    const byStatus = Object.fromEntries(dashboard.ordersByStatus.map((entry) => [entry.status, entry.orders]));
    assert.deepEqual(byStatus, { pending: 1, confirmed: 1, completed: 1, cancelled: 0 }, 'orders of the last 30 days, paid or not');

    assert.deepEqual(dashboard.bestSellers, [
      { productId: lamp.id, title: 'Brass lamp', units: 3, revenue: 30_000 },
      { productId: shawl.id, title: 'Pashmina shawl', units: 3, revenue: 150_000 },
    ].sort((a, b) => b.units - a.units || b.revenue - a.revenue));
  });

  it('leaves refunded and cancelled sales out of the best sellers', async () => {
    const db = api.services.db;
    const category = await insertCategory(db);
    const product = (title: string) => insertProduct(db, { categoryId: category.id, title });
    const [bowl, lamp, shawl, rug] = await Promise.all([product('Terracotta bowl'), product('Dhokra lamp'), product('Kantha shawl'), product('Dhurrie rug')]);
    const headers = { authorization: `Bearer ${admin.token}` };
    let serial = 0;
    /** A paid, confirmed order of `quantity` × the product, with its tax invoice (the admin's refund credits it). */
    const sale = async (product: { id: string; title: string }, quantity: number) => {
      const row = await insertOrder(db, { userId: 'buyer', lines: [{ productId: product.id, title: product.title, unitPrice: 10_000, quantity }], paymentStatus: 'paid', status: 'confirmed' });
      serial += 1;
      await db.update(orders).set({ invoiceNumber: `HTB/26-27/${serial}`, invoicedAt: new Date().toISOString() }).where(eq(orders.id, row.id));
      return row;
    };
    const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, headers, payload });
    const sellers = async () => {
      const dashboard = routes.adminDashboard.response.parse((await api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json());
      return new Map(dashboard.bestSellers.map((seller) => [seller.productId, seller]));
    };

    const kept = await sale(bowl, 2); // kept whole
    const partly = await sale(lamp, 4); // 3 of 4 refunded
    const refunded = await sale(shawl, 6); // all refunded
    const cancelled = await sale(rug, 9); // cancelled by the shop, its money not yet given back
    const before = await sellers();
    assert.deepEqual([before.get(lamp.id)?.units, before.get(shawl.id)?.units, before.get(rug.id)?.units], [4, 6, 9]);

    assert.equal((await post(`/api/admin/orders/${partly.id}/refund`, { lines: [{ lineIndex: 0, quantity: 3 }], reason: 'Cracked' })).statusCode, 200);
    assert.equal((await post(`/api/admin/orders/${refunded.id}/refund`, { reason: 'Never arrived' })).statusCode, 200);
    const cancelling = await post(`/api/admin/orders/${cancelled.id}/status`, { axis: 'order', to: 'cancelled' });
    assert.equal(cancelling.statusCode, 200);
    assert.deepEqual([cancelling.json().status, cancelling.json().paymentStatus], ['cancelled', 'paid']);

    const after = await sellers();
    assert.deepEqual(after.get(bowl.id), { productId: bowl.id, title: 'Terracotta bowl', units: 2, revenue: kept.totals.inclusive });
    assert.deepEqual(after.get(lamp.id), { productId: lamp.id, title: 'Dhokra lamp', units: 1, revenue: partly.totals.inclusive / 4 });
    assert.equal(after.has(shawl.id), false, 'refunded in full');
    assert.equal(after.has(rug.id), false, 'cancelled');
    console.log(
      `best sellers: bowl ${after.get(bowl.id)!.units} of 2 sold, lamp ${after.get(lamp.id)!.units} of 4 (3 refunded), shawl ${after.get(shawl.id)?.units ?? 'absent'} of 6 (all refunded), rug ${after.get(rug.id)?.units ?? 'absent'} of 9 (cancelled, money not yet refunded)`,
    );
  });
});
