import './CancelOrderButton.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { routes } from 'shared-contracts/api/routes';
import type { Order } from 'shared-contracts/domain/order';
import { notify } from 'shared-contracts/platform/toast';
import { COLORS } from 'shared-contracts/ui/theme';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

/**
 * Cancels one of the customer's orders while it awaits payment, after a confirmation: its items go
 * back on sale and it no longer counts towards the unpaid orders an account may hold. Loaded only
 * for such an order (OrderDetail), so the confirmation's code is not in every visit to My orders.
 */
export default function CancelOrderButton({ order, onCancelled }: { order: Pick<Order, 'id' | 'number'>; onCancelled: () => void }) {
  const { t } = useTranslation('checkout');
  const [error, setError] = useState<string>();
  const cancelling = useApiMutation(routes.cancelMyOrder, { showError: setError });

  async function cancel() {
    setError(undefined);
    if (!(await cancelling.mutate({ params: { id: order.id } })).ok) return;
    notify(t('orders.cancel.done', { number: order.number }), 'success');
    onCancelled();
  }

  return (
    <div style={{ margin: '0.75rem 0' }}>
      <Popconfirm
        title={t('orders.cancel.confirm', { number: order.number })}
        description={t('orders.cancel.text')}
        okText={t('orders.cancel.yes')}
        cancelText={t('orders.cancel.no')}
        onConfirm={() => cancel()}
      >
        <Button danger loading={cancelling.busy}>
          {t('orders.cancel.button')}
        </Button>
      </Popconfirm>
      {error !== undefined && (
        <p role="alert" style={{ color: COLORS.error }}>
          {error}
        </p>
      )}
    </div>
  );
}
