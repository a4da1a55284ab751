import './OrdersPage.messages';
import '../ui/ConfirmButton.messages';
import './RefundDialog.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import type { RefundRequest } from 'shared-contracts/api/admin';
import { isApiError } from 'shared-contracts/api/api-error';
import { creditedOf, creditNoteTotals, planCreditNote } from 'shared-contracts/domain/credit-note';
import { formatMoney, paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import type { Order } from 'shared-contracts/domain/order';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { maxNumber, positiveNumber, required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';

type Values = { amount: number; reason: string };

/**
 * Refunding a paid order: the lines (units) and the shipping refunded, or none for any amount of
 * the order, the amount (the value of what is chosen, worked out as its credit note will be:
 * domain/credit-note's planCreditNote over what earlier notes credited; lower keeps the rest) and
 * a reason. The server judges again and issues the credit note. Mounted while open, so each
 * opening starts afresh.
 */
export function RefundDialog({ order, left, open, onRefund, onClose }: { order: Order; left: number; open: boolean; onRefund: (request: RefundRequest) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const money = (paise: number) => formatMoney(paise, locale);
  const [form] = Form.useForm<Values>();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [shipping, setShipping] = useState(false);
  const [busy, setBusy] = useState(false);
  // notes against the order's invoice as it stands: an edit's revised invoice replaced an earlier one, reversed in full (issue 35c)
  const credited = creditedOf((order.creditNotes ?? []).filter((note) => !order.invoice || note.invoiceNumber === order.invoice.number));
  const unitsLeft = (index: number) => order.lines[index]!.quantity - (credited.get(index)?.quantity ?? 0);
  const shippingLeft = order.shipping.inclusive - (credited.get('shipping')?.inclusive ?? 0);
  /** The lines chosen, and the value their credit note will have (everything left when none is chosen). */
  const choice = (byLine: Record<number, number>, withShipping: boolean) => {
    const lines = Object.entries(byLine)
      .filter(([, quantity]) => quantity > 0)
      .map(([index, quantity]) => ({ lineIndex: Number(index), quantity }));
    const named = lines.length > 0 || withShipping;
    const plan = named ? planCreditNote(order, credited, { lines, ...(withShipping ? { shipping: true } : {}) }) : undefined;
    return { lines, named, value: plan && 'lines' in plan ? Math.min(creditNoteTotals(plan.lines).inclusive, left) : left };
  };
  const { lines: chosen, named, value } = choice(units, shipping);

  const choose = (next: Record<number, number>, nextShipping: boolean) => {
    setUnits(next);
    setShipping(nextShipping);
    form.setFieldsValue({ amount: paiseToRupees(choice(next, nextShipping).value) });
  };

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const amount = rupeesToPaise(values.amount);
      await onRefund({
        ...(chosen.length ? { lines: chosen } : {}),
        ...(shipping ? { shipping: true } : {}),
        // the value of what is chosen is the server's default; a lower amount is sent
        ...(named && amount === value ? {} : { amount }),
        reason: values.reason,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const fields = Object.entries(error.fields);
        form.setFields(fields.filter(([name]) => name === 'amount' || name === 'reason').map(([name, errors]) => ({ name: name as keyof Values, errors })));
        const others = fields.filter(([name]) => name !== 'amount' && name !== 'reason');
        if (others.length) notify(others.flatMap(([, errors]) => errors).join(' '), 'error');
      } else notify(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('orders.refundTitle', { number: order.number })}
      okText={t('orders.refundConfirm')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('dialog.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('orders.refundLeft', { amount: money(left) })}</p>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
        <legend>{t('orders.refundWhat')}</legend>
        {order.lines.map((line, index) =>
          unitsLeft(index) > 0 ? (
            <label key={index} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.5rem' }}>
              <InputNumber
                min={0}
                max={unitsLeft(index)}
                precision={0}
                value={units[index] ?? 0}
                onChange={(quantity) => choose({ ...units, [index]: Number(quantity ?? 0) }, shipping)}
              />
              <span>{t('orders.refundUnits', { title: line.variant ? `${line.title} (${line.variant})` : line.title, left: unitsLeft(index) })}</span>
            </label>
          ) : null,
        )}
        {shippingLeft > 0 ? (
          <Checkbox checked={shipping} onChange={(event) => choose(units, event.target.checked)}>
            {t('orders.refundShipping', { amount: money(shippingLeft) })}
          </Checkbox>
        ) : null}
        {named ? <p data-testid="refund-value">{t('orders.refundValue', { amount: money(value) })}</p> : null}
      </fieldset>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ amount: paiseToRupees(left), reason: '' }}>
        <Form.Item name="amount" label={t('orders.refundAmount')} rules={toFormRules(required, positiveNumber, maxNumber(paiseToRupees(value)))}>
          <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={t('orders.refundReason')} rules={toFormRules(required)}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
