import './OrdersPage.messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { followEvents } from 'shared-contracts/platform/live';
import { PATHS } from 'shared-contracts/routes/paths';
import { RequireSignIn } from 'shared-contracts/ui/RequireSignIn';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { CheckoutStyles } from '../ui/CheckoutStyles';
import { OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';
import { orderStageKey } from './orderStage';

/** /accounts/orders: the customer's orders and one order's detail (?order=<id>), kept live. */
export default function OrdersPage() {
  return <RequireSignIn>{() => <Orders />}</RequireSignIn>;
}

function Orders() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('order');
  const list = useApiQuery(routes.myOrders, { query: { page, pageSize: 10 } });
  const detail = useApiQuery(selected ? routes.myOrder : null, { params: { id: selected ?? '' } });
  const [announcement, setAnnouncement] = useState('');
  const { reload: reloadList } = list;
  const { reload: reloadDetail } = detail;
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);

  usePageTitle(t('orders.title'));

  // The shop changes an order (paid, shipped, delivered...): the list and the open order follow, also
  // after a drop (the missed changes are replayed or polled, or both are read again).
  useEffect(
    () =>
      followEvents(
        routes.orderEvents,
        (event) => {
          reloadList();
          if (event.orderId === selectedRef.current) reloadDetail();
          // said as the order's chips say it: a cancelled order is "Cancelled", never "Not shipped yet"
          setAnnouncement(t('orders.changed', { number: event.number, status: t(orderStageKey(event)) }));
        },
        () => {
          reloadList();
          if (selectedRef.current) reloadDetail();
        },
      ),
    [reloadList, reloadDetail, t],
  );

  /** Changes one parameter of the URL (the open order, the page), keeping the others. */
  const setParam = (name: 'order' | 'page', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('orders.title')}</h1>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Link to={to(PATHS.shop)}>{t('orders.toShop')}</Link>
        <Link to={to(PATHS.accounts)}>{t('orders.toAccount')}</Link>
      </p>
      <p role="status" className="visually-hidden" data-testid="orders-announcement">
        {announcement}
      </p>
      {list.error !== undefined && !list.data ? (
        <div>
          <p role="alert">{apiErrorMessage(list.error)}</p>
          <Button onClick={reloadList}>{t('orders.retry')}</Button>
        </div>
      ) : !list.data ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : list.data.total === 0 ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <div className="orders-layout">
          <OrderList list={list.data} page={page} selected={selected} onOpen={(id) => setParam('order', id)} onPage={(next) => setParam('page', String(next))} />
          <section aria-label={t('orders.detailLabel')} aria-busy={detail.loading ? 'true' : undefined}>
            {!selected ? (
              <p>{t('orders.pick')}</p>
            ) : detail.data ? (
              <OrderDetail
                order={detail.data}
                onChanged={() => {
                  reloadList();
                  reloadDetail();
                }}
              />
            ) : detail.error !== undefined ? (
              <p role="alert">{isApiError(detail.error) && detail.error.status === 404 ? t('orders.notFound') : apiErrorMessage(detail.error)}</p>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </section>
        </div>
      )}
    </article>
  );
}
