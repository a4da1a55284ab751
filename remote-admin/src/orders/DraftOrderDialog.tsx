import './DraftOrders.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { draftOrderRoutes, type DraftOrderResponse, type DraftQuote } from 'shared-contracts/api/draft-orders';
import type { Address } from 'shared-contracts/domain/order';
import { PAYMENT_LINK_HOURS } from 'shared-contracts/domain/order-edit';
import { formatMoney, rupeesToPaise } from 'shared-contracts/domain/money';
import { GST_RATES, type GstRate } from 'shared-contracts/domain/gst';
import { required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locales';
import { notify } from 'shared-contracts/platform/toast';
import { AddressFields } from 'shared-contracts/ui/AddressFields';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { LinesEditor, toRequestLines, type EditedLine } from './LinesEditor';
import { PaymentLinkShare } from './PaymentLinkShare';

type CustomValues = { title: string; unitPrice: number; gstRate: GstRate; hsn?: string; quantity: number };
type Values = { email?: string; language: Locale; shippingAddress: Address; lines: EditedLine[]; customLines?: CustomValues[]; discountCode?: string; expiresInHours: number };

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/**
 * A draft order for a customer on the phone (issue 35c): their name, phone and delivery address
 * (the one address form), the items from the catalogue, a discount code; the server works out the
 * total as the checkout would, then makes the order with its payment link (the stock reserved
 * until it expires), e-mailed or shown here to copy or send on WhatsApp. Mounted while open.
 */
export function DraftOrderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (orderId: string) => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const [quote, setQuote] = useState<DraftQuote | null>(null);
  const [made, setMade] = useState<{ answer: DraftOrderResponse; emailed: boolean } | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const quoting = useApiMutation(draftOrderRoutes.adminQuoteDraftOrder, { form });
  const creating = useApiMutation(draftOrderRoutes.adminCreateDraftOrder, { form });

  const draft = (values: Values) => ({
    email: values.email || null,
    language: values.language,
    shippingAddress: values.shippingAddress,
    lines: toRequestLines(values.lines ?? []),
    discountCode: values.discountCode || undefined,
    // prices typed in rupees
    customLines: (values.customLines ?? []).map((line) => ({ title: line.title, hsn: line.hsn || null, quantity: line.quantity, unitPrice: rupeesToPaise(line.unitPrice), gstRate: line.gstRate })),
  });

  const workOut = async () => {
    const values = await form.validateFields();
    const answer = await quoting.mutate({ body: draft(values) });
    if (answer.ok) setQuote(answer.data);
  };

  const create = async (send: 'email' | 'copy') => {
    const values = await form.validateFields();
    const answer = await creating.mutate({ body: { ...draft(values), idempotencyKey: key, send, expiresInHours: values.expiresInHours } });
    if (!answer.ok) return;
    setMade({ answer: answer.data, emailed: send === 'email' });
    notify(t('drafts.created', { number: answer.data.order.number }), 'success');
    onCreated(answer.data.order.id);
  };

  return (
    <Modal open width={860} title={t('drafts.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <p>{t('drafts.intro')}</p>
      {made ? (
        <PaymentLinkShare link={made.answer.link} emailed={made.emailed} />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={{ language: locale, lines: [{ quantity: 1 }], expiresInHours: PAYMENT_LINK_HOURS.default }} onValuesChange={() => setQuote(null)}>
          <fieldset>
            <legend>{t('drafts.address')}</legend>
            <AddressFields name="shippingAddress" />
          </fieldset>
          <Space wrap>
            <Form.Item name="email" label={t('drafts.email')} style={{ minWidth: 320 }}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item name="language" label={t('drafts.language')}>
              <Select style={{ width: 160 }} options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} />
            </Form.Item>
          </Space>
          <LinesEditor />
          <Form.List name="customLines">
            {(fields, { add, remove }) => (
              <fieldset>
                <legend>{t('custom.legend')}</legend>
                {fields.map((field, index) => (
                  <Space key={field.key} wrap align="start">
                    <Form.Item name={[field.name, 'title']} label={t('custom.title')} rules={toFormRules(required)}>
                      <Input style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unitPrice']} label={t('custom.price')} rules={toFormRules(required)}>
                      <InputNumber min={1} precision={2} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'gstRate']} label={t('custom.gstRate')}>
                      <Select style={{ width: 100 }} options={GST_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'hsn']} label="HSN">
                      <Input style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'quantity']} label={t('lines.quantity')} rules={toFormRules(required)}>
                      <InputNumber min={1} precision={0} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)} aria-label={t('custom.remove', { n: index + 1 })} style={{ marginTop: 30 }}>
                      ×
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ quantity: 1, gstRate: 18 })}>{t('custom.add')}</Button>
              </fieldset>
            )}
          </Form.List>
          <Space wrap style={{ marginTop: 12 }}>
            <Form.Item name="discountCode" label={t('drafts.discountCode')}>
              <Input style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="expiresInHours" label={t('drafts.hours')}>
              <InputNumber min={1} max={PAYMENT_LINK_HOURS.max} precision={0} />
            </Form.Item>
          </Space>
          {quote ? (
            <p role="status" data-testid="draft-total">
              <strong>{t('drafts.total', { total: formatMoney(quote.totals.inclusive, locale), shipping: formatMoney(quote.shipping.inclusive, locale) })}</strong>
            </p>
          ) : null}
          <Space wrap>
            <Button onClick={() => void workOut().catch(() => undefined)} loading={quoting.busy}>
              {t('drafts.quote')}
            </Button>
            <Button type="primary" onClick={() => void create('copy').catch(() => undefined)} loading={creating.busy}>
              {t('drafts.copyLink')}
            </Button>
            <Button onClick={() => void create('email').catch(() => undefined)} loading={creating.busy}>
              {t('drafts.emailLink')}
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
