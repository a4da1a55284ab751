import './RefundDialog.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { AdminOrderDetail } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { CreditNote } from 'shared-contracts/ui/CreditNote';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The order's GST credit notes, one per refund, each opened as the printable note (ui/CreditNote). */
export function CreditNotes({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [openId, setOpenId] = useState<string | null>(null);
  const notes = detail.order.creditNotes ?? [];
  if (!notes.length) return null;
  const shown = notes.find((note) => note.id === openId);
  return (
    <section aria-labelledby="order-credit-notes">
      <h3 id="order-credit-notes">{t('orders.creditNotes')}</h3>
      <ul data-testid="admin-credit-notes">
        {notes.map((note) => (
          <li key={note.id}>
            <Button type="link" aria-label={t('orders.creditNote.open', { number: note.number })} onClick={() => setOpenId(note.id)}>
              {t('orders.creditNote.item', { number: note.number, date: formatDate(note.issuedAt, locale), amount: formatMoney(note.totals.inclusive, locale) })}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== undefined}
        width={860}
        title={t('orders.creditNotes')}
        onCancel={() => setOpenId(null)}
        footer={[
          <Button key="close" onClick={() => setOpenId(null)}>
            {t('orders.close')}
          </Button>,
          <Button key="print" type="primary" onClick={() => window.print()}>
            {t('orders.print')}
          </Button>,
        ]}
      >
        {shown ? <CreditNote order={detail.order} note={shown} seller={detail.seller} buyerEmail={detail.customer?.email} /> : null}
      </Modal>
    </section>
  );
}
