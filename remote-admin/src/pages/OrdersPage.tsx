import '../i18n/messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { AdminOrderDetail, AdminOrderSummary } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { formatMoney } from 'shared-contracts/domain/money';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts/domain/order';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { shopApi } from 'shared-contracts/platform/api';
import { OrderDetail } from '../orders/OrderDetail';
import type { OfferedMove } from '../orders/moves';

type Filters = { q?: string; status?: OrderStatus; from?: string; to?: string; page: number; pageSize: number };

/** All orders (/admin/dashboard/orders): filtered by status, dates and customer; one order's detail in a drawer. */
export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [filters, setFilters] = useState<Filters>({ page: 1, pageSize: 20 });
  const [data, setData] = useState<{ items: AdminOrderSummary[]; total: number }>();
  const [loading, setLoading] = useState(true);
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const api = await shopApi();
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
      const page = await api.call(routes.adminListOrders, { query: query as never });
      setData({ items: page.items, total: page.total });
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    } finally {
      setLoading(false);
    }
  }, [filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const openOrder = useCallback(async (id: string) => {
    setOpenId(id);
    setDetail(null);
    try {
      const api = await shopApi();
      setDetail(await api.call(routes.adminGetOrder, { params: { id } }));
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
      setOpenId(null);
    }
  }, []);

  const move = async (change: OfferedMove) => {
    if (!detail) return;
    const api = await shopApi();
    await api.call(routes.adminChangeOrderStatus, { params: { id: detail.order.id }, body: change });
    notify(t('orders.moved', { number: detail.order.number, status: t(`orders.${change.axis === 'order' ? 'status' : 'fulfilment'}.${change.to}`) }), 'success');
    await Promise.all([openOrder(detail.order.id), load()]);
  };

  const refund = async (amount: number, reason: string) => {
    if (!detail) return;
    const api = await shopApi();
    await api.call(routes.adminRefundOrder, { params: { id: detail.order.id }, body: { amount, reason } });
    notify(t('orders.refundDone', { number: detail.order.number }), 'success');
    await Promise.all([openOrder(detail.order.id), load()]);
  };

  const dateInput = (key: 'from' | 'to') => (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {t(`orders.filter.${key}`)}
      <input
        type="date"
        value={filters[key] ?? ''}
        onChange={(event) => setFilters((current) => ({ ...current, [key]: event.target.value || undefined, page: 1 }))}
        style={{ padding: '4px 8px', border: '1px solid #d9d9d9', borderRadius: 6 }}
      />
    </label>
  );

  return (
    <article aria-busy={loading ? 'true' : 'false'}>
      <h1>{t('orders.title')}</h1>
      <p>{t('orders.intro')}</p>
      <Space wrap style={{ marginBottom: 16 }} role="search" aria-label={t('orders.filter.label')}>
        <Input.Search
          allowClear
          aria-label={t('orders.filter.customer')}
          placeholder={t('orders.filter.customer')}
          onSearch={(q) => setFilters((current) => ({ ...current, q: q.trim() || undefined, page: 1 }))}
          style={{ width: 260 }}
        />
        <Select<OrderStatus>
          allowClear
          aria-label={t('orders.filter.status')}
          placeholder={t('orders.filter.status')}
          style={{ width: 180 }}
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status, page: 1 }))}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
        />
        {dateInput('from')}
        {dateInput('to')}
      </Space>
      <Table<AdminOrderSummary>
        rowKey="id"
        loading={loading}
        dataSource={data?.items ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('orders.empty') }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((current) => ({ ...current, page, pageSize })),
        }}
        columns={[
          {
            title: t('orders.col.number'),
            dataIndex: 'number',
            render: (number: string, order) => (
              <Button type="link" onClick={() => void openOrder(order.id)} style={{ padding: 0 }}>
                {number}
              </Button>
            ),
          },
          { title: t('orders.col.date'), dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString(locale) },
          {
            title: t('orders.col.customer'),
            dataIndex: 'customer',
            render: (customer: AdminOrderSummary['customer']) => (customer ? customer.name || customer.email : t('orders.deletedCustomer')),
          },
          { title: t('orders.col.status'), dataIndex: 'status', render: (status: string) => <Tag>{t(`orders.status.${status}`)}</Tag> },
          { title: t('orders.col.payment'), dataIndex: 'paymentStatus', render: (status: string) => <Tag>{t(`orders.payment.${status}`)}</Tag> },
          {
            title: t('orders.col.fulfilment'),
            dataIndex: 'fulfilmentStatus',
            render: (status: string) => <Tag>{t(`orders.fulfilment.${status}`)}</Tag>,
          },
          { title: t('orders.col.total'), dataIndex: 'total', align: 'right', render: (total: number) => formatMoney(total, locale) },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        size="min(960px, 100vw)"
        title={detail ? t('orders.detailTitle', { number: detail.order.number }) : t('orders.loading')}
        destroyOnHidden
      >
        <div aria-busy={detail ? 'false' : 'true'}>
          {detail ? <OrderDetail detail={detail} onMove={move} onRefund={refund} /> : <p>{t('orders.loading')}</p>}
        </div>
      </Drawer>
    </article>
  );
}
