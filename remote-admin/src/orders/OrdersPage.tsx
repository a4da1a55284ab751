import './OrdersPage.messages';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Select from 'antd/es/select';
import type { AdminOrderDetail, RefundRequest, ShipOrderRequest } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts/domain/order';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { followEvents } from 'shared-contracts/platform/live';
import { shopApi } from 'shared-contracts/platform/api';
import { COLORS } from 'shared-contracts/ui/theme';
import { can } from 'shared-contracts/domain/staff';
import { useUser } from 'shared-contracts/ui/useUser';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { AdminTable } from '../lists/AdminTable';
import { ListFilters } from '../lists/ListFilters';
import { FIRST_PAGE, useAdminList, type PageFilters } from '../lists/useAdminList';
import { useOrderColumns } from '../ui/orderSummary';
import { PageHeading } from '../ui/PageHeading';
import { OrderDetail } from './OrderDetail';
import './DraftOrders.messages';
import type { OfferedMove } from './moves';

// the draft order form (issue 35c) loads when opened
const DraftOrderDialog = lazy(() => import('./DraftOrderDialog').then((module) => ({ default: module.DraftOrderDialog })));

type Filters = PageFilters & { q?: string; status?: OrderStatus; from?: string; to?: string };
const START: Filters = FIRST_PAGE;

/**
 * All orders (/admin/dashboard/orders): filtered by status, dates and customer; one order's detail in
 * a drawer. Kept live: a new order or a change (paid, cancelled...) reads the list again.
 */
export default function OrdersPage() {
  const { t } = useTranslation('admin');
  const user = useUser();
  const list = useAdminList(routes.adminListOrders, START);
  const columns = useOrderColumns();
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const { reload } = list;
  // The detail shows each refusal where it was asked: the refund form's fields, the ship dialog's
  // own line, a toast for a move (OrderDetail, ShipDialog); these only reject to it.
  const shownByDetail = { onError: () => true };
  const moving = useApiMutation(routes.adminChangeOrderStatus, shownByDetail);
  const refunding = useApiMutation(routes.adminRefundOrder, shownByDetail);
  const shipping = useApiMutation(routes.adminShipOrder, shownByDetail);

  // Nothing is missed: after a drop the stream replays, or the page polls, or it reads everything again.
  useEffect(() => followEvents(routes.adminEvents, reload, reload), [reload]);

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
    await moving.mutateAsync({ params: { id: detail.order.id }, body: change });
    notify(t('orders.moved', { number: detail.order.number, status: t(`orders.${change.axis === 'order' ? 'status' : 'fulfilment'}.${change.to}`) }), 'success');
    list.reload();
    await openOrder(detail.order.id);
  };

  const refund = async (request: RefundRequest) => {
    if (!detail) return;
    await refunding.mutateAsync({ params: { id: detail.order.id }, body: request });
    notify(t('orders.refundDone', { number: detail.order.number }), 'success');
    list.reload();
    await openOrder(detail.order.id);
  };

  const ship = async (request: ShipOrderRequest) => {
    if (!detail) return;
    await shipping.mutateAsync({ params: { id: detail.order.id }, body: request });
    notify(t('orders.ship.done', { number: detail.order.number }), 'success');
    list.reload();
    await openOrder(detail.order.id);
  };

  // an edit saved (issue 35c): the list and the order read again
  const edited = () => {
    list.reload();
    if (detail) void openOrder(detail.order.id);
  };

  const dateInput = (key: 'from' | 'to') => (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {t(`orders.filter.${key}`)}
      <input
        type="date"
        value={list.filters[key] ?? ''}
        onChange={(event) => list.filter({ [key]: event.target.value || undefined })}
        style={{ padding: '4px 8px', border: `1px solid ${COLORS.controlBorder}`, borderRadius: 6 }}
      />
    </label>
  );

  return (
    <article aria-busy={list.loading ? 'true' : 'false'}>
      <PageHeading title={t('orders.title')} intro={t('orders.intro')} />
      {can(user?.role, 'orders') ? (
        <p>
          <Button type="primary" onClick={() => setDrafting(true)}>
            {t('drafts.new')}
          </Button>
        </p>
      ) : null}
      {drafting ? (
        <Suspense fallback={null}>
          <DraftOrderDialog onClose={() => setDrafting(false)} onCreated={() => list.reload()} />
        </Suspense>
      ) : null}
      <ListFilters label={t('orders.filter.label')} searchLabel={t('orders.filter.customer')} searchWidth={260} onSearch={(q) => list.filter({ q })}>
        <Select<OrderStatus>
          allowClear
          aria-label={t('orders.filter.status')}
          placeholder={t('orders.filter.status')}
          style={{ width: 180 }}
          value={list.filters.status}
          onChange={(status) => list.filter({ status })}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
        />
        {dateInput('from')}
        {dateInput('to')}
      </ListFilters>
      <AdminTable
        label={t('orders.title')}
        list={list}
        rowKey="id"
        scrollX={800}
        emptyText={t('orders.empty')}
        columns={[
          {
            ...columns.number,
            render: (number: string, order) => (
              <>
                <Button type="link" onClick={() => void openOrder(order.id)} style={{ padding: 0 }}>
                  {number}
                </Button>
                {/* an exchange's replacement: the order whose goods come back */}
                {order.exchange && (
                  <div style={{ fontSize: '0.85em' }} data-testid="order-exchange-of">
                    {t('orders.exchangeOf', { number: order.exchange.orderNumber })}
                  </div>
                )}
              </>
            ),
          },
          columns.date,
          columns.customer,
          columns.status,
          columns.payment,
          columns.fulfilment,
          columns.total,
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
          {detail ? <OrderDetail detail={detail} onMove={move} onRefund={refund} onShip={ship} onEdited={edited} may={(permission) => can(user?.role, permission)} /> : <p>{t('orders.loading')}</p>}
        </div>
      </Drawer>
    </article>
  );
}
