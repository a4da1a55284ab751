import '../i18n/messages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { routes } from 'shared-contracts/api/routes';
import { isApiError } from 'shared-contracts/api/api-error';
import { isAwaitingPayment, type Order } from 'shared-contracts/domain/order';
import { GST_STATES } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api';
import { followEvents } from 'shared-contracts/platform/live';
import { Invoice } from 'shared-contracts/ui/Invoice';
import { RequireSignIn } from 'shared-contracts/ui/RequireSignIn';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { CheckoutStyles } from './CheckoutStyles';
import { TotalsTable } from './TotalsTable';

const CancelOrderButton = lazy(() => import('./CancelOrderButton'));

/** /accounts/orders: the customer's orders and one order's detail (?order=<id>), kept live. */
export default function OrdersPage() {
  return <RequireSignIn>{() => <Orders />}</RequireSignIn>;
}

function Orders() {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('order');
  const list = useApiQuery(routes.myOrders, { query: { page, pageSize: 10 } });
  const detail = useApiQuery(selected ? routes.myOrder : null, { params: { id: selected ?? '' } });
  const [announcement, setAnnouncement] = useState('');
  const { reload: reloadList } = list;
  const { reload: reloadDetail } = detail;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  useEffect(() => {
    document.title = `${t('orders.title')} · Haat`;
  }, [t]);

  // The shop changes an order (paid, shipped, delivered...): the list and the open order follow.
  useEffect(
    () =>
      followEvents(routes.orderEvents, (event) => {
        reloadList();
        if (event.orderId === selectedRef.current) reloadDetail();
        setAnnouncement(t('orders.changed', { number: event.number, status: t(`status.fulfilment.${event.fulfilmentStatus}`) }));
      }),
    [reloadList, reloadDetail, t],
  );

  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('order', id);
      else next.delete('order');
      return next;
    });

  return (
    <article>
      <CheckoutStyles />
      <h1>{t('orders.title')}</h1>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Link to={to('/shop')}>{t('orders.toShop')}</Link>
        <Link to={to('/accounts')}>{t('orders.toAccount')}</Link>
      </p>
      <p role="status" className="visually-hidden" data-testid="orders-announcement">
        {announcement}
      </p>
      {list.error !== undefined && !list.data ? (
        <div>
          <p role="alert">{apiErrorMessage(list.error)}</p>
          <Button onClick={reloadList}>{t('cart.retry')}</Button>
        </div>
      ) : !list.data ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : list.data.total === 0 ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <div className="orders-layout">
          <section aria-label={t('orders.listLabel')}>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.items.map((order) => (
                <li key={order.id}>
                  <button type="button" className="order-row" aria-current={order.id === selected ? 'true' : undefined} onClick={() => open(order.id)} data-testid="order-row">
                    <strong>{t('orders.number', { number: order.number })}</strong>
                    <span style={{ float: 'right' }}>{formatMoney(order.total, locale)}</span>
                    <br />
                    <span style={{ fontSize: '0.9em', opacity: 0.8 }}>
                      {new Date(order.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })} · {t('orders.items', { count: order.itemCount })}
                    </span>
                    <br />
                    <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
                  </button>
                </li>
              ))}
            </ul>
            {list.data.total > list.data.pageSize && (
              <Pagination
                current={page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(next) =>
                  setParams((current) => {
                    const nextParams = new URLSearchParams(current);
                    nextParams.set('page', String(next));
                    return nextParams;
                  })
                }
              />
            )}
          </section>
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

/** The order's states; "not shipped yet" is left out for an order cancelled before anything left. */
function StatusChips({ status, paymentStatus, fulfilmentStatus }: Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>) {
  const { t } = useTranslation('checkout');
  const fulfilmentShown = !(status === 'cancelled' && fulfilmentStatus === 'unfulfilled');
  return (
    <span>
      <span className="status-chip" data-testid="order-status">
        {t(`status.order.${status}`)}
      </span>
      <span className="status-chip" data-testid="payment-status">
        {t(`status.payment.${paymentStatus}`)}
      </span>
      {fulfilmentShown && (
        <span className="status-chip" data-testid="fulfilment-status">
          {t(`status.fulfilment.${fulfilmentStatus}`)}
        </span>
      )}
    </span>
  );
}

function OrderDetail({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const address = order.shippingAddress;
  const itemsTotal = order.totals.inclusive - order.shipping.inclusive;
  return (
    <div data-testid="order-detail">
      <h2 style={{ marginTop: 0 }}>{t('orders.number', { number: order.number })}</h2>
      <p>
        {t('orders.placed', { date: new Date(order.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
      {isAwaitingPayment(order) && (
        <Suspense fallback={null}>
          <CancelOrderButton order={order} onCancelled={onChanged} />
        </Suspense>
      )}
      <table className="totals" style={{ margin: '1rem 0' }}>
        <caption className="visually-hidden">{t('orders.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('orders.quantity')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('orders.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">
                {line.title} <span style={{ opacity: 0.7, fontSize: '0.85em' }}>({t('orders.gstRate', { rate: line.rate })})</span>
              </th>
              <td>{line.quantity}</td>
              <td>{formatMoney(line.inclusive, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable totals={{ subtotal: itemsTotal, shipping: order.shipping.inclusive, tax: order.totals, total: order.totals.inclusive }} showSplit />
      {order.amountRefunded > 0 && <p>{t('orders.refunded', { amount: formatMoney(order.amountRefunded, locale) })}</p>}
      <h3>{t('orders.shipTo')}</h3>
      <address style={{ fontStyle: 'normal' }}>
        {address.name}
        <br />
        {address.line1}
        {address.line2 ? (
          <>
            <br />
            {address.line2}
          </>
        ) : null}
        <br />
        {address.city}, {GST_STATES[address.stateCode]?.name} {address.pincode}
        <br />
        {address.phone}
      </address>
      {order.buyerGstin && <p>{t('orders.buyerGstin', { gstin: order.buyerGstin })}</p>}
      {order.invoice && <OrderInvoice key={order.id} order={order} />}
    </div>
  );
}

/** A paid order's GST tax invoice, read from the API when asked for, ready to print or save as PDF. */
function OrderInvoice({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const invoice = useApiQuery(open ? routes.myOrderInvoice : null, { params: { id: order.id } });
  return (
    <section aria-label={t('orders.invoice.label')} style={{ marginTop: '1rem' }}>
      <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? t('orders.invoice.hide') : t('orders.invoice.show')}
        </Button>
        {open && invoice.data && (
          <Button type="primary" onClick={() => window.print()}>
            {t('orders.invoice.print')}
          </Button>
        )}
      </p>
      {open &&
        (invoice.data ? (
          <Invoice order={invoice.data.order} seller={invoice.data.seller} />
        ) : invoice.error !== undefined ? (
          <div>
            <p role="alert">{apiErrorMessage(invoice.error)}</p>
            <Button onClick={invoice.reload}>{t('cart.retry')}</Button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
    </section>
  );
}
