import '../ui/orderSummary.messages';
import '../discounts/DiscountsPage.messages';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { AdminOrderDetail, RefundRequest, ShipOrderRequest } from 'shared-contracts/api/admin';
import { lineKey } from 'shared-contracts/domain/cart';
import type { Permission } from 'shared-contracts/domain/staff';
import { formatMoney } from 'shared-contracts/domain/money';
import { GST_STATES } from 'shared-contracts/domain/gst';
import type { Address, OrderLine } from 'shared-contracts/domain/order';
import { carrierName, trackingUrl } from 'shared-contracts/domain/shipping';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { offeredMoves, refundable, type OfferedMove } from './moves';
import { Invoice } from 'shared-contracts/ui/Invoice';
import { formatPhone, normalizePhone } from 'shared-contracts/domain/phone';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ShipDialog } from './ShipDialog';
import { RefundDialog } from './RefundDialog';
import { CreditNotes } from './CreditNotes';
import './DraftOrders.messages';

// the edit form (issue 35c) loads when opened: the address form and catalogue search are not every detail's
const EditOrderDialog = lazy(() => import('./EditOrderDialog').then((module) => ({ default: module.EditOrderDialog })));

export interface OrderDetailProps {
  detail: AdminOrderDetail;
  /** Moves one axis; resolves when the server agreed. */
  onMove: (move: OfferedMove) => Promise<void>;
  /** Refunds lines, shipping or an amount in paise, with a reason; rejects with the API's error. */
  onRefund: (request: RefundRequest) => Promise<void>;
  /** Marks it shipped with carrier and tracking number; rejects with the API's error. */
  onShip: (request: ShipOrderRequest) => Promise<void>;
  /** An edit was saved (issue 35c): the order is read again. */
  onEdited?: () => void;
  /**
   * Whether the signed-in staff member's role has a permission (domain/staff's matrix): actions it
   * lacks are not offered (the page passes the role's; the API refuses them anyway). All by default.
   */
  may?: (permission: Permission) => boolean;
}

/** An address as the courier needs it: every line, the state by name, the PIN code. */
export function fullAddress(address: Address): string {
  const state = GST_STATES[address.stateCode]?.name ?? address.stateCode;
  return [address.name, address.line1, address.line2, address.city, `${state} ${address.pincode}`].filter(Boolean).join(', ');
}

/** One order for an admin: lines, GST split, payment and fulfilment, the moves the shared table allows, refund (RefundDialog), invoice and credit notes. */
export function OrderDetail({ detail, onMove, onRefund, onShip, onEdited, may = () => true }: OrderDetailProps) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const { order, customer } = detail;
  const money = (paise: number) => formatMoney(paise, locale);
  const [busy, setBusy] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [editing, setEditing] = useState(false);
  // before the parcel leaves, an order awaiting payment or paid (not refunded) may be edited; the server judges again
  const editable =
    may('orders') &&
    (order.fulfilmentStatus === 'unfulfilled' || order.fulfilmentStatus === 'packed') &&
    (order.status === 'pending' || order.status === 'confirmed') &&
    ['unpaid', 'failed', 'paid', 'due'].includes(order.paymentStatus) &&
    !order.exchange;
  // cancelling and the order's own moves are the orders permission's; packing, shipping, delivery and cash at the door the fulfilment's
  const moves = offeredMoves(order).filter((move) => may(move.axis === 'order' ? 'orders' : 'fulfilment'));
  const cancel = moves.find((move) => move.axis === 'order' && move.to === 'cancelled');
  const others = moves.filter((move) => move !== cancel);
  const isShip = (move: OfferedMove) => move.axis === 'fulfilment' && move.to === 'shipped';
  // "Complete order" follows "Delivered" and says what it is for (issue 38: an unexplained step)
  const completes = others.some((move) => move.axis === 'order' && move.to === 'completed');
  const completeHintId = useId();
  const { shipment } = order;
  const customerName = customer?.name || order.shippingAddress.name;
  const left = may('refunds') ? refundable(order) : 0;

  const run = async (move: OfferedMove) => {
    setBusy(true);
    try {
      await onMove(move);
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const split = order.supply === 'intra_state';
  const statusLabel = (axis: string, status: string) =>
    t(`orders.${axis === 'order' ? 'status' : axis}.${status}`, { defaultValue: status });
  return (
    <section aria-labelledby="order-detail-title">
      <h2 id="order-detail-title" style={{ marginTop: 0 }}>
        {t('orders.detailTitle', { number: order.number })}
      </h2>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('orders.col.customer')}>
          {customer ? (
            <span data-testid="order-customer">
              {customerName}
              {customer.email ? ` <${customer.email}>` : ''}
            </span>
          ) : (
            t('orders.deletedCustomer')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.phone')}>
          <a href={`tel:${normalizePhone(order.shippingAddress.phone)}`}>{formatPhone(order.shippingAddress.phone)}</a>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.date')}>{formatDate(order.createdAt, locale, 'dateTime')}</Descriptions.Item>
        <Descriptions.Item label={t('orders.col.status')}>
          <Tag data-testid="order-status">{t(`orders.status.${order.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.payment')}>
          <Tag data-testid="payment-status">{t(`orders.payment.${order.paymentStatus}`)}</Tag>
          {order.amountRefunded > 0 ? t('orders.refunded', { amount: money(order.amountRefunded) }) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.fulfilment')}>
          <Tag data-testid="fulfilment-status">{t(`orders.fulfilment.${order.fulfilmentStatus}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.buyerGstin')}>{order.buyerGstin ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.shipTo')} span={2}>
          <span data-testid="ship-to">{fullAddress(order.shippingAddress)}</span>
        </Descriptions.Item>
        {shipment ? (
          <Descriptions.Item label={t('orders.ship.shipment')} span={2}>
            <span data-testid="shipment">
              {carrierName(shipment.carrier)} · {t('orders.ship.trackingNumber')}:{' '}
              <a href={trackingUrl(shipment.carrier, shipment.trackingNumber)} target="_blank" rel="noreferrer">
                {shipment.trackingNumber}
              </a>{' '}
              · {formatDate(shipment.shippedAt, locale, 'dateTime')}
            </span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      <h3>{t('orders.lines')}</h3>
      <Table<OrderLine>
        size="small"
        rowKey={(line) => lineKey(line)}
        pagination={false}
        dataSource={order.lines}
        scroll={{ x: true }}
        columns={[
          { title: t('orders.line.title'), dataIndex: 'title', render: (title: string, line: OrderLine) => (line.variant ? `${title} (${line.variant})` : title) },
          { title: t('orders.line.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('orders.line.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: money },
          // a discount code's share of each line (GST included), taken off before the taxable value
          ...(order.discount
            ? [{ title: t('orders.line.discount'), dataIndex: 'discount', align: 'right' as const, render: (value: number | undefined) => (value ? `−${money(value)}` : '—') }]
            : []),
          { title: t('orders.line.rate'), dataIndex: 'rate', align: 'right', render: (rate: number) => `${rate}%` },
          { title: t('orders.line.taxable'), dataIndex: 'taxable', align: 'right', render: money },
          ...(split
            ? [
                { title: 'CGST', dataIndex: 'cgst', align: 'right' as const, render: money },
                { title: 'SGST', dataIndex: 'sgst', align: 'right' as const, render: money },
              ]
            : [{ title: 'IGST', dataIndex: 'igst', align: 'right' as const, render: money }]),
          { title: t('orders.line.total'), dataIndex: 'inclusive', align: 'right', render: money },
        ]}
      />
      <Descriptions size="small" column={1} style={{ marginTop: 12, maxWidth: 360, marginLeft: 'auto' }}>
        {order.discount ? (
          <Descriptions.Item label={t('orders.discount', { code: order.discount.code })}>
            <span data-testid="order-discount">−{money(order.discount.amount)}</span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('orders.shipping')}>{money(order.shipping.inclusive)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.line.taxable')}>{money(order.totals.taxable)}</Descriptions.Item>
        {split ? (
          <>
            <Descriptions.Item label="CGST">{money(order.totals.cgst)}</Descriptions.Item>
            <Descriptions.Item label="SGST">{money(order.totals.sgst)}</Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label="IGST">{money(order.totals.igst)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('orders.total')}>
          <strong>{money(order.totals.inclusive)}</strong>
        </Descriptions.Item>
        {/* store credit paid part of the total; an exchange's replacement names the order it replaces goods of */}
        {order.storeCredit ? <Descriptions.Item label={t('orders.storeCredit')}>{money(order.storeCredit)}</Descriptions.Item> : null}
        {order.exchange ? <Descriptions.Item label={t('orders.exchange')}>{t('orders.exchangeOf', { number: order.exchange.orderNumber })}</Descriptions.Item> : null}
      </Descriptions>

      <h3>{t('orders.history')}</h3>
      {detail.history.length === 0 ? (
        <p>{t('orders.noHistory')}</p>
      ) : (
        <ol style={{ paddingLeft: 20 }}>
          {detail.history.map((entry, index) => (
            <li key={index}>
              {formatDate(entry.at, locale, 'dateTime')} · {t(`orders.axis.${entry.axis}`)}: {statusLabel(entry.axis, entry.from)} → {statusLabel(entry.axis, entry.to)}
              {entry.note ? ` (${entry.note})` : ''}
            </li>
          ))}
        </ol>
      )}

      <h3>{t('orders.actions')}</h3>
      <Space wrap aria-label={t('orders.actions')} role="group">
        {others.map((move) => (
          <Button
            key={`${move.axis}:${move.to}`}
            type="primary"
            loading={busy}
            aria-describedby={move.axis === 'order' && move.to === 'completed' ? completeHintId : undefined}
            onClick={() => (isShip(move) ? setShipping(true) : void run(move))}
          >
            {t(`orders.move.${move.axis}.${move.to}`)}
          </Button>
        ))}
        {cancel ? (
          <ConfirmButton question={t('orders.cancelConfirm')} onConfirm={() => run(cancel)} danger loading={busy}>
            {t('orders.move.order.cancelled')}
          </ConfirmButton>
        ) : null}
        {left > 0 ? (
          <Button danger onClick={() => setRefunding(true)}>
            {t('orders.refund')}
          </Button>
        ) : null}
        {detail.order.invoice && <Button onClick={() => setInvoiceOpen(true)}>{t('orders.invoice')}</Button>}
        {editable ? <Button onClick={() => setEditing(true)}>{t('orderEdit.button')}</Button> : null}
      </Space>
      {completes ? (
        <p id={completeHintId} style={{ opacity: 0.8 }}>
          {t('orders.move.order.completedHint')}
        </p>
      ) : null}
      {others.length === 0 && !cancel ? <p>{t('orders.noMoves')}</p> : null}

      {refunding ? <RefundDialog order={order} left={left} open onRefund={onRefund} onClose={() => setRefunding(false)} /> : null}
      <CreditNotes detail={detail} />
      {editing ? (
        <Suspense fallback={null}>
          <EditOrderDialog order={order} onClose={() => setEditing(false)} onEdited={() => onEdited?.()} />
        </Suspense>
      ) : null}

      <ShipDialog open={shipping} number={order.number} onShip={onShip} onClose={() => setShipping(false)} />

      <Modal
        open={invoiceOpen}
        width={860}
        title={t('orders.invoice')}
        onCancel={() => setInvoiceOpen(false)}
        footer={[
          <Button key="close" onClick={() => setInvoiceOpen(false)}>
            {t('orders.close')}
          </Button>,
          <Button key="print" type="primary" onClick={() => window.print()}>
            {t('orders.print')}
          </Button>,
        ]}
      >
        <Invoice order={detail.order} seller={detail.seller} buyerEmail={detail.customer?.email} />
      </Modal>
    </section>
  );
}
