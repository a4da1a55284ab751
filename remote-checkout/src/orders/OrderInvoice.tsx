import './OrdersPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { routes } from 'shared-contracts/api/routes';
import type { Order } from 'shared-contracts/domain/order';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { Invoice } from 'shared-contracts/ui/Invoice';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';

/** A paid order's GST tax invoice, read from the API when asked for, ready to print or save as PDF. */
export function OrderInvoice({ order }: { order: Order }) {
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
            <Button onClick={invoice.reload}>{t('orders.retry')}</Button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
    </section>
  );
}
