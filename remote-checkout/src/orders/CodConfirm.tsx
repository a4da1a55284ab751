import '../payment/CodOption.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { codRoutes } from 'shared-contracts/api/cod';
import { formatMoney } from 'shared-contracts/domain/money';
import { isAwaitingCodConfirmation, type Order } from 'shared-contracts/domain/order';
import { notify } from 'shared-contracts/platform/toast';
import { useLocation, useParams } from 'shared-contracts/ui/router';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * Cash on delivery after the order is placed (issue 32 item 3): what is payable at the door, and
 * the shopper's confirmation before the shop packs it, from My orders and the confirmation page
 * (their own order) or from the e-mail's link (its token, signed in or not).
 */

/** The `cod` token of the e-mail's link (`?cod=<64 hex>`), if the page was opened from it. */
export function useCodLinkToken(): string | null {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('cod');
  return token && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/** "Amount payable on delivery: ₹…" for a COD order. */
export function CodPayable({ order }: { order: Pick<Order, 'paymentMethod' | 'totals'> }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  if (order.paymentMethod !== 'cod') return null;
  return (
    <p data-testid="cod-payable">
      <strong>{t('cod.payable', { amount: formatMoney(order.totals.inclusive, locale) })}</strong>
    </p>
  );
}

/** My orders and the confirmation page: Confirm, on the shopper's own COD order waiting for it. */
export function CodConfirmButton({ order, onConfirmed }: { order: Pick<Order, 'id' | 'number' | 'status' | 'paymentStatus'>; onConfirmed: () => void }) {
  const { t } = useTranslation('checkout');
  const confirming = useApiMutation(codRoutes.confirmCodOrder);
  if (!isAwaitingCodConfirmation(order)) return null;
  const confirm = async () => {
    const done = await confirming.mutate({ params: { id: order.id } });
    if (!done.ok) return;
    notify(t('cod.confirmed', { number: done.data.number }), 'success');
    onConfirmed();
  };
  return (
    <div data-testid="cod-confirm">
      <p>{t('cod.confirmText')}</p>
      <Button type="primary" loading={confirming.busy} onClick={() => void confirm()}>
        {t('cod.confirm')}
      </Button>
    </div>
  );
}

/** The e-mail's link: a button confirms (a mail scanner's visit to the link confirms nothing). */
export function CodLinkConfirm({ token }: { token: string }) {
  const { t } = useTranslation('checkout');
  const { id = '' } = useParams();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirming = useApiMutation(codRoutes.confirmCodByLink, { showError: (message) => setRefusal(message) });
  const confirm = async () => {
    setRefusal(null);
    const done = await confirming.mutate({ body: { orderId: id, token } });
    if (done.ok) setConfirmed(done.data.number);
  };
  return (
    <article style={{ maxWidth: '40rem' }} data-testid="cod-link-confirm">
      <h1>{t('cod.title')}</h1>
      {confirmed ? (
        <p role="status">{t('cod.confirmed', { number: confirmed })}</p>
      ) : (
        <>
          <p>{t('cod.confirmText')}</p>
          <Button type="primary" size="large" loading={confirming.busy} onClick={() => void confirm()}>
            {t('cod.confirm')}
          </Button>
          {refusal && <p role="alert">{refusal}</p>}
        </>
      )}
    </article>
  );
}
