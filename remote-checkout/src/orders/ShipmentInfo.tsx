import './ShipmentInfo.messages';
import './OrdersPage.messages';
import { useTranslation } from 'react-i18next';
import type { Order } from 'shared-contracts/domain/order';
import { carrierName, trackingUrl } from 'shared-contracts/domain/shipping';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { orderStageKey } from './orderStage';

/**
 * A shipped order's carrier, tracking number and the carrier's tracking page (also in the shipped
 * e-mail), under where the parcel is now, as the status chips say it (orderStage.ts).
 */
export function ShipmentInfo({ order }: { order: Pick<Order, 'shipment' | 'status' | 'paymentStatus' | 'fulfilmentStatus'> }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const { shipment } = order;
  if (!shipment) return null;
  const carrier = carrierName(shipment.carrier);
  return (
    <section aria-labelledby="order-shipment" data-testid="order-shipment">
      <h3 id="order-shipment">{t(orderStageKey(order))}</h3>
      <p>{t('orders.shipment.carrier', { carrier, date: formatDate(shipment.shippedAt, locale) })}</p>
      <p>
        {t('orders.shipment.trackingNumber')}: <strong>{shipment.trackingNumber}</strong>
      </p>
      <p>
        <a href={trackingUrl(shipment.carrier, shipment.trackingNumber)} target="_blank" rel="noreferrer">
          {t('orders.shipment.track', { carrier })}
        </a>
      </p>
    </section>
  );
}
