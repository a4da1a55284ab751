import './OrdersPage.messages';
import { useTranslation } from 'react-i18next';
import type { Order } from 'shared-contracts/domain/order';
import { shownFulfilment } from './orderStage';

/** The order's states; "not shipped yet" is left out for an order cancelled before anything left. */
export function StatusChips({ status, paymentStatus, fulfilmentStatus }: Pick<Order, 'status' | 'paymentStatus' | 'fulfilmentStatus'>) {
  const { t } = useTranslation('checkout');
  const fulfilment = shownFulfilment({ status, paymentStatus, fulfilmentStatus });
  return (
    <span>
      <span className="status-chip" data-testid="order-status">
        {t(`status.order.${status}`)}
      </span>
      <span className="status-chip" data-testid="payment-status">
        {t(`status.payment.${paymentStatus}`)}
      </span>
      {fulfilment && (
        <span className="status-chip" data-testid="fulfilment-status">
          {t(`status.fulfilment.${fulfilment}`)}
        </span>
      )}
    </span>
  );
}
