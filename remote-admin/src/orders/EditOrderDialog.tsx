import './DraftOrders.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { draftOrderRoutes, type OrderEditResponse } from 'shared-contracts/api/draft-orders';
import type { Address, Order } from 'shared-contracts/domain/order';
import { formatMoney } from 'shared-contracts/domain/money';
import { notify } from 'shared-contracts/platform/toast';
import { AddressFields } from 'shared-contracts/ui/AddressFields';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinesEditor, toRequestLines, type EditedLine } from './LinesEditor';
import { PaymentLinkShare } from './PaymentLinkShare';

type Values = { shippingAddress: Address; lines: EditedLine[] };

/**
 * Editing an order before it leaves (issue 35c): its items (another size, one more, one fewer) and
 * its delivery address. The server moves the stock, charges a higher total through a payment link
 * (shown here to copy, or e-mailed) and refunds a lower one with a credit note. Mounted while open.
 */
export function EditOrderDialog({ order, onClose, onEdited }: { order: Order; onClose: () => void; onEdited: () => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState<{ answer: OrderEditResponse; emailed: boolean } | null>(null);
  const editing = useApiMutation(draftOrderRoutes.adminEditOrder, { form });
  const known = order.lines.map((line) => ({ id: line.productId, title: line.title, price: line.unitPrice, variants: undefined }));

  const save = async (send: 'email' | 'copy') => {
    const values = await form.validateFields();
    const answer = await editing.mutate({ params: { id: order.id }, body: { lines: toRequestLines(values.lines ?? []), shippingAddress: values.shippingAddress, send } });
    if (!answer.ok) return;
    const { edit } = answer.data;
    notify(
      edit.status === 'awaiting_payment'
        ? t('orderEdit.awaiting', { amount: formatMoney(edit.difference, locale) })
        : edit.difference < 0
          ? t('orderEdit.refunded', { number: order.number, amount: formatMoney(-edit.difference, locale) })
          : t('orderEdit.applied', { number: order.number }),
      'success',
    );
    if (answer.data.link) setDone({ answer: answer.data, emailed: send === 'email' });
    else close(true);
  };

  // the order is read again once the dialog closes (reading it now would take the link off the screen)
  const close = (saved = done !== null) => {
    if (saved) onEdited();
    onClose();
  };

  return (
    <Modal open width={860} title={t('orderEdit.title', { number: order.number })} onCancel={() => close()} footer={null} destroyOnHidden>
      <p>{t('orderEdit.intro')}</p>
      {done?.answer.link ? (
        <>
          {done.answer.edit.status === 'awaiting_payment' ? <p role="status">{t('orderEdit.awaiting', { amount: formatMoney(done.answer.edit.difference, locale) })}</p> : null}
          <PaymentLinkShare link={done.answer.link} emailed={done.emailed} />
        </>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            shippingAddress: order.shippingAddress,
            lines: order.lines.map((line) => ({ productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}), quantity: line.quantity })),
          }}
        >
          <LinesEditor known={known} />
          <fieldset>
            <legend>{t('orders.shipTo')}</legend>
            <AddressFields name="shippingAddress" />
          </fieldset>
          <Space wrap>
            <Button type="primary" onClick={() => void save('copy').catch(() => undefined)} loading={editing.busy}>
              {t('orderEdit.save')}
            </Button>
            <Button onClick={() => void save('email').catch(() => undefined)} loading={editing.busy}>
              {t('orderEdit.saveEmail')}
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
