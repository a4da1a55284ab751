import './OrdersPage.messages';
import './OrderCreditNotes.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { routes } from 'shared-contracts/api/routes';
import type { Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { CreditNote } from 'shared-contracts/ui/CreditNote';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';

/**
 * An order's GST credit notes, one per refund: each named with its amount, and shown when asked
 * for, ready to print like the invoice (with the seller the invoice names, read from the API then).
 */
export function OrderCreditNotes({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const invoice = useApiQuery(open ? routes.myOrderInvoice : null, { params: { id: order.id } });
  const notes = order.creditNotes ?? [];
  if (!notes.length) return null;
  const shown = open ? invoice.data?.order.creditNotes?.find((note) => note.id === open) : undefined;
  return (
    <section aria-labelledby="order-credit-notes" style={{ marginTop: '1rem' }}>
      <h3 id="order-credit-notes">{t('orders.creditNotes.title')}</h3>
      <ul style={{ paddingLeft: '1.25rem' }}>
        {notes.map((note) => (
          <li key={note.id} style={{ marginBottom: '0.5rem' }}>
            <span>{t('orders.creditNotes.item', { number: note.number, date: formatDate(note.issuedAt, locale), amount: formatMoney(note.totals.inclusive, locale) })}</span>{' '}
            <Button size="small" aria-expanded={open === note.id} aria-label={`${open === note.id ? t('orders.creditNotes.hide') : t('orders.creditNotes.show')} ${note.number}`} onClick={() => setOpen(open === note.id ? null : note.id)}>
              {open === note.id ? t('orders.creditNotes.hide') : t('orders.creditNotes.show')}
            </Button>
          </li>
        ))}
      </ul>
      {open &&
        (invoice.data && shown ? (
          <>
            <p>
              <Button type="primary" onClick={() => window.print()}>
                {t('orders.invoice.print')}
              </Button>
            </p>
            <CreditNote order={invoice.data.order} note={shown} seller={invoice.data.seller} />
          </>
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
