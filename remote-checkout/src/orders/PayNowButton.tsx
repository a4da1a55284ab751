import './PayNowButton.messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import type { Order } from 'shared-contracts/domain/order';
import { isApiError } from 'shared-contracts/api/api-error';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { orderConfirmationPath } from 'shared-contracts/routes/paths';
import { useNavigate } from 'shared-contracts/ui/router';
import { formatMoney } from 'shared-contracts/domain/money';
import { COLORS } from 'shared-contracts/ui/theme';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { payOrder, type PaymentResult, type PaymentStep } from '../payment/pay';

type Shown = { kind: 'ready' } | { kind: PaymentStep } | Exclude<PaymentResult, { kind: 'paid' } | { kind: 'repriced' }>;

/**
 * "Pay now" on an order awaiting payment: the same order paid in the provider's dialog (a new
 * payment attempt, no new order), then its confirmation page. Loaded only for such an order
 * (OrderDetail), so the payment code is not in every visit to My orders.
 */
export default function PayNowButton({ order, onSettled }: { order: Pick<Order, 'id' | 'number'>; onSettled: () => void }) {
  const { t } = useTranslation('checkout');
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ kind: 'ready' });
  const busy = useRef(false);
  const working = shown.kind === 'creating' || shown.kind === 'paying' || shown.kind === 'retrying' || shown.kind === 'verifying';

  async function payNow() {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await payOrder(order.id, { onStep: (kind) => setShown({ kind }) });
      if (result.kind === 'paid') {
        notify(t('orders.payNow.done', { number: order.number }), 'success');
        navigate(to(orderConfirmationPath(order.id)));
        return;
      }
      // (an order is priced already: a repriced answer cannot come)
      setShown(result.kind === 'repriced' ? { kind: 'ready' } : result);
      // cancelled meanwhile (another tab, the hold's end): the reload shows its true state and this
      // button goes with it, so the words stay on in a toast
      if (result.kind === 'refunded' || (result.kind === 'failed' && isApiError(result.error) && result.error.code === 'order_not_payable')) {
        notify(describe(result)!.text, 'warning');
      }
      onSettled();
    } finally {
      busy.current = false;
    }
  }

  function describe(shown: Shown): { alert: boolean; text: string } | undefined {
    switch (shown.kind) {
      case 'paying':
      case 'retrying':
      case 'cancelled':
        return { alert: false, text: t(`orders.payNow.${shown.kind}`) };
      case 'declined':
        return { alert: true, text: t('orders.payNow.declined', { reason: shown.reason }) };
      case 'failed':
        return { alert: true, text: t('orders.payNow.failed', { reason: apiErrorMessage(shown.error) }) };
      case 'refunded':
        return { alert: true, text: t('orders.payNow.refunded', { amount: formatMoney(shown.order.amountRefunded, locale) }) };
      default:
        return undefined;
    }
  }
  const message = describe(shown);

  return (
    <div style={{ margin: '0.75rem 0' }}>
      <Button type="primary" loading={working} onClick={() => void payNow()}>
        {t('orders.payNow.button')}
      </Button>
      {message?.alert ? (
        <p role="alert" style={{ color: COLORS.error }}>
          {message.text}
        </p>
      ) : (
        <p role="status">{message?.text}</p>
      )}
    </div>
  );
}
