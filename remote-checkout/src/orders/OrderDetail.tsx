import './OrdersPage.messages';
import '../payment/DiscountCode.messages';
import '../payment/StoreCredit.messages';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from 'shared-contracts/api/orders';
import { isAwaitingPayment, type Order } from 'shared-contracts/domain/order';
import { GST_STATES } from 'shared-contracts/domain/gst';
import { lineKey } from 'shared-contracts/domain/cart';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { Link } from 'shared-contracts/ui/router';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { formatPhone } from 'shared-contracts/domain/phone';
import { TotalsTable } from '../ui/TotalsTable';
import { OrderInvoice } from './OrderInvoice';
import { OrderCreditNotes } from './OrderCreditNotes';
import { ShipmentInfo } from './ShipmentInfo';
import { CodConfirmButton, CodPayable } from './CodConfirm';
import { StatusChips } from './StatusChips';

/** Loaded only for an order awaiting payment, so their code (and the payment dialog's) is not in every visit to My orders. */
const CancelOrderButton = lazy(() => import('./CancelOrderButton'));
const PayNowButton = lazy(() => import('./PayNowButton'));
/** Loaded only for a delivered (or returned) order: its returns and the form to ask for one. */
const ReturnRequest = lazy(() => import('./ReturnRequest'));

/** An order that has been paid for: it has a confirmation page. */
const isPlaced = (order: Pick<Order, 'status'>) => order.status === 'confirmed' || order.status === 'completed';

/** One order: its states, lines, totals with their GST, delivery address, payment attempts, and for a paid order its tax invoice. */
export function OrderDetail({ order, onChanged }: { order: CustomerOrder; onChanged: () => void }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  return (
    <div data-testid="order-detail">
      <h2 style={{ marginTop: 0 }}>{t('orders.number', { number: order.number })}</h2>
      <p>
        {t('orders.placed', { date: formatDate(order.createdAt, locale, 'dateTime') })}
      </p>
      <StatusChips status={order.status} paymentStatus={order.paymentStatus} fulfilmentStatus={order.fulfilmentStatus} />
      <ShipmentInfo order={order} />
      {/* cash on delivery: what the courier collects, and the shopper's confirmation before it is packed */}
      <CodPayable order={order} />
      <CodConfirmButton order={order} onConfirmed={onChanged} />
      {isAwaitingPayment(order) && (
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Suspense fallback={null}>
            <PayNowButton order={order} onSettled={onChanged} />
            <CancelOrderButton order={order} onCancelled={onChanged} />
          </Suspense>
        </div>
      )}
      {isPlaced(order) && (
        <p>
          <Link to={to(orderConfirmationPath(order.id))}>{t('orders.confirmationLink')}</Link>
        </p>
      )}
      <OrderLines order={order} />
      {order.amountRefunded > 0 && <p>{t('orders.refunded', { amount: formatMoney(order.amountRefunded, locale) })}</p>}
      {(order.fulfilmentStatus === 'delivered' || order.fulfilmentStatus === 'returned') && (
        <Suspense fallback={null}>
          <ReturnRequest key={order.id} order={order} />
        </Suspense>
      )}
      <DeliveryAddress order={order} />
      <PaymentAttempts attempts={order.paymentAttempts} />
      {order.invoice && <OrderInvoice key={order.id} order={order} />}
      <OrderCreditNotes key={`credit-notes-${order.id}`} order={order} />
    </div>
  );
}

/** The card payments tried for the order, oldest first: a declined card is an attempt inside the order, not another order. */
function PaymentAttempts({ attempts }: { attempts: CustomerOrder['paymentAttempts'] }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  if (!attempts.length) return null;
  return (
    <section aria-labelledby="order-attempts">
      <h3 id="order-attempts">{t('orders.attempts.title')}</h3>
      <ol data-testid="payment-attempts" style={{ paddingLeft: '1.25rem' }}>
        {attempts.map((attempt, index) => (
          <li key={index}>
            {formatDate(attempt.at, locale, 'dateTime')}: {attempt.status === 'paid' ? t('orders.attempts.paid') : t('orders.attempts.declined', { reason: attempt.reason ?? '' }).trim()}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order's lines and its totals with their GST. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  // the items before a discount code; each line shows its value before its share of the discount
  const discount = order.discount;
  const itemsTotal = order.totals.inclusive - order.shipping.inclusive + (discount?.amount ?? 0);
  return (
    <>
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
            <tr key={lineKey(line)}>
              <th scope="row">
                {line.title}
                {line.variant ? ` (${line.variant})` : ''} <span style={{ opacity: 0.7, fontSize: '0.85em' }}>({t('orders.gstRate', { rate: line.rate })})</span>
              </th>
              <td>{line.quantity}</td>
              <td>{formatMoney(line.inclusive + (line.discount ?? 0), locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable
        totals={{
          subtotal: itemsTotal,
          shipping: order.shipping.inclusive,
          tax: order.totals,
          total: order.totals.inclusive,
          ...(discount ? { discount: { label: t('discount.row', { code: discount.code }), amount: discount.amount } } : {}),
        }}
        showSplit
      />
      {/* store credit paid part of the total (a means of payment: the figures above stay whole) */}
      {order.storeCredit ? (
        <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', maxWidth: '24rem' }} data-testid="order-store-credit">
          <dt>{t('storeCredit.row')}</dt>
          <dd style={{ margin: 0 }}>−{formatMoney(order.storeCredit, locale)}</dd>
          <dt>{t('storeCredit.toPay')}</dt>
          <dd style={{ margin: 0 }}>{formatMoney(order.totals.inclusive - order.storeCredit, locale)}</dd>
        </dl>
      ) : null}
    </>
  );
}

/** Where the order goes, and the buyer's GSTIN when they gave one. */
export function DeliveryAddress({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const address = order.shippingAddress;
  return (
    <>
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
        {formatPhone(address.phone)}
      </address>
      {order.buyerGstin && <p>{t('orders.buyerGstin', { gstin: order.buyerGstin })}</p>}
    </>
  );
}
