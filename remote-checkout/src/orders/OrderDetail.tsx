import './OrdersPage.messages';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAwaitingPayment, type Order } from 'shared-contracts/domain/order';
import { GST_STATES } from 'shared-contracts/domain/gst';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { TotalsTable } from '../ui/TotalsTable';
import { OrderInvoice } from './OrderInvoice';
import { ShipmentInfo } from './ShipmentInfo';
import { StatusChips } from './StatusChips';

/** Loaded only for an order awaiting payment, so the confirmation's code is not in every visit to My orders. */
const CancelOrderButton = lazy(() => import('./CancelOrderButton'));

/** One order: its states, lines, totals with their GST, delivery address, and for a paid order its tax invoice. */
export function OrderDetail({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const address = order.shippingAddress;
  const itemsTotal = order.totals.inclusive - order.shipping.inclusive;
  return (
    <div data-testid="order-detail">
      <h2 style={{ marginTop: 0 }}>{t('orders.number', { number: order.number })}</h2>
      <p>
        {t('orders.placed', { date: formatDate(order.createdAt, locale, 'dateTime') })}
      </p>
      <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
      <ShipmentInfo order={order} />
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
