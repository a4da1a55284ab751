import './DashboardPage.messages';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { AdminOrderSummary } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { followEvents } from 'shared-contracts/platform/live';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link } from 'shared-contracts/ui/router';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useOrderColumns } from '../ui/orderSummary';
import { PageHeading } from '../ui/PageHeading';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';
import { can, isStaffRole } from 'shared-contracts/domain/staff';
import { useUser } from 'shared-contracts/ui/useUser';
import { StaffWelcome } from './StaffWelcome';

// The chart is not needed to read the figures: it loads after them.
const SalesChart = lazy(() => import('./SalesChart').then(({ SalesChart: Chart }) => ({ default: Chart })));
// Real-user speed reads its own figures: the rest of the dashboard never waits for it.
const VitalsPanel = lazy(() => import('./VitalsPanel').then(({ VitalsPanel: Panel }) => ({ default: Panel })));
const StockAlertDemandPanel = lazy(() => import('./StockAlertDemandPanel').then(({ StockAlertDemandPanel: Panel }) => ({ default: Panel })));
const CartReminderPanel = lazy(() => import('./CartReminderPanel').then(({ CartReminderPanel: Panel }) => ({ default: Panel })));

/**
 * The shop at a glance (/admin/dashboard): today, 7 and 30 days of sales (revenue incl. GST less refunds
 * and credit notes, dashboard-repository.ts; paid
 * orders, average order), sales per day as a chart, real visitors' speed (VitalsPanel), orders by
 * status, best sellers, what needs attention (to ship, low stock, sold out), new customers and the
 * latest orders. A new order
 * arrives live through the admins' event stream: a toast, and the figures are read again.
 */
export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const user = useUser();
  // the figures are the reports permission's (the API refuses them to other roles): every other staff member is welcomed
  if (user && isStaffRole(user.role) && !can(user.role, 'reports')) {
    return (
      <article>
        <PageHeading title={t('dashboard.title')} />
        <StaffWelcome email={user.email} role={user.role} />
      </article>
    );
  }
  return <ShopFigures />;
}

function ShopFigures() {
  const { t } = useTranslation('admin');
  const { locale, to } = useLocale();
  const columns = useOrderColumns();
  const recentOrders = useKeyboardScrollable<HTMLDivElement>(t('dashboard.recent'));
  // A failed reading again keeps the figures shown; the first one failing offers a retry.
  const { data: figures, error, reload } = useApiQuery(routes.adminDashboard);

  // New orders, live, none missed: what came during a drop is replayed (or polled), else the figures are read again.
  useEffect(
    () =>
      followEvents(
        routes.adminEvents,
        (event) => {
          if (event.type === 'order.created') {
            notify(t('dashboard.newOrder', { number: event.order.number, amount: formatMoney(event.order.total, locale) }), 'info');
          }
          reload();
        },
        reload,
      ),
    [reload, locale, t],
  );

  if (!figures) {
    return (
      <article>
        <PageHeading title={t('dashboard.title')} />
        {error ? (
          <p role="alert">
            {t('dashboard.failed')} {apiErrorMessage(error)}{' '}
            <Button onClick={reload}>{t('dashboard.retry')}</Button>
          </p>
        ) : (
          <p aria-busy="true">{t('dashboard.loading')}</p>
        )}
      </article>
    );
  }

  const periods = [
    ['today', { ...figures.today, averageOrderValue: figures.today.orders ? Math.round(figures.today.revenue / figures.today.orders) : 0 }],
    ['last7Days', figures.last7Days],
    ['last30Days', figures.last30Days],
  ] as const;
  const money = (paise: number) => formatMoney(paise, locale);
  const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', marginBottom: 16 } as const;

  return (
    <article>
      <PageHeading title={t('dashboard.title')} intro={t('dashboard.live')} />
      <section style={grid} aria-label={t('dashboard.revenue')}>
        {periods.map(([period, figure]) => (
          <Card key={period} title={t(`dashboard.period.${period}`)} size="small" data-testid={`period-${period}`}>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 12px' }}>
              <dt>{t('dashboard.revenue')}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{money(figure.revenue)}</dd>
              <dt>{t('dashboard.orders')}</dt>
              <dd style={{ margin: 0 }}>{figure.orders}</dd>
              <dt>{t('dashboard.averageOrderValue')}</dt>
              <dd style={{ margin: 0 }}>{money(figure.averageOrderValue)}</dd>
            </dl>
          </Card>
        ))}
      </section>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Suspense fallback={<div style={{ height: 180 }} />}>
          <SalesChart days={figures.salesByDay} />
        </Suspense>
      </Card>
      <Suspense fallback={null}>
        <VitalsPanel />
      </Suspense>
      <Suspense fallback={null}>
        <StockAlertDemandPanel />
      </Suspense>
      <Suspense fallback={null}>
        <CartReminderPanel />
      </Suspense>
      <section style={grid}>
        <Card title={t('dashboard.attention')} size="small">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            <li>
              <Link to={to(PATHS.adminOrders)}>{t('dashboard.toFulfil')}</Link>: <strong data-testid="to-fulfil">{figures.toFulfil}</strong>
            </li>
            <li>
              <Link to={to(PATHS.adminListing)}>{t('dashboard.lowStock')}</Link>: <strong>{figures.lowStockProducts}</strong>
            </li>
            <li>
              {t('dashboard.soldOut')}: <strong>{figures.soldOutProducts}</strong>
            </li>
            <li>
              {t('dashboard.newCustomers')}: <strong>{figures.customers}</strong>
            </li>
            <li>
              {t('dashboard.contactMessages')}: <strong>{figures.contactMessagesLast7Days}</strong>
            </li>
          </ul>
        </Card>
        <Card title={t('dashboard.byStatus')} size="small">
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="orders-by-status">
            {figures.ordersByStatus.map((entry) => (
              <li key={entry.status} style={{ display: 'flex', justifyContent: 'space-between', padding: '2px 0' }}>
                <Tag>{t(`orders.status.${entry.status}`)}</Tag>
                <strong>{entry.orders}</strong>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('dashboard.bestSellers')} size="small">
          {figures.bestSellers.length === 0 ? (
            <p style={{ margin: 0 }}>{t('dashboard.bestSellers.none')}</p>
          ) : (
            <table style={{ width: '100%' }} data-testid="best-sellers">
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>{t('dashboard.bestSellers.product')}</th>
                  <th style={{ textAlign: 'right' }}>{t('dashboard.bestSellers.units')}</th>
                  <th style={{ textAlign: 'right' }}>{t('dashboard.bestSellers.revenue')}</th>
                </tr>
              </thead>
              <tbody>
                {figures.bestSellers.map((seller) => (
                  <tr key={seller.productId}>
                    <td>{seller.title}</td>
                    <td style={{ textAlign: 'right' }}>{seller.units}</td>
                    <td style={{ textAlign: 'right' }}>{money(seller.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </section>
      <Card title={t('dashboard.recent')} size="small">
        <div ref={recentOrders}>
          <Table<AdminOrderSummary>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 600 }}
            dataSource={figures.recentOrders}
            data-testid="recent-orders"
            columns={[columns.number, columns.date, columns.customer, columns.status, columns.total]}
          />
        </div>
      </Card>
    </article>
  );
}
