/**
 * The form of one discount code, new or edited, in a dialog. Amounts are typed in rupees and sent
 * in paise; dates are the browser's local date and time, sent as instants. A save from a form
 * opened before someone else's change is refused by the API (datastale): the form then shows the
 * code as it is now, to check and save again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { isApiError } from 'shared-contracts/api/api-error';
import type { Category } from 'shared-contracts/domain/catalogue';
import { discountSchema, type Discount, type DiscountInput } from 'shared-contracts/api/discounts';
import { routes } from 'shared-contracts/api/routes';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { useApiMutation, type MutationOptions } from 'shared-contracts/ui/useApiMutation';
import { notify } from 'shared-contracts/platform/toast';
import { positiveNumber, required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';

type Values = {
  code: string;
  kind: 'percentage' | 'fixed';
  /** Percent, or rupees for a fixed amount. */
  value: number | null;
  minOrder: number | null;
  validFrom: string;
  validUntil: string;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categoryIds: string[];
  active: boolean;
};

const FIELDS = ['code', 'kind', 'value', 'minOrder', 'validFrom', 'validUntil', 'usageLimit', 'perCustomerLimit', 'categoryIds', 'active'];

/** An instant as a datetime-local input shows it (the browser's time zone), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** A code as the API takes it back (deactivating from the list sends it unchanged but `active`). */
export function toInput(discount: Discount): DiscountInput {
  const { code, kind, value, minOrder, validFrom, validUntil, usageLimit, perCustomerLimit, categoryIds, active } = discount;
  return { code, kind, value, minOrder, validFrom, validUntil, usageLimit, perCustomerLimit, categoryIds, active };
}

/** Creates a code, or saves it from the version `base` was read at; `busy` while either runs. */
export function useSaveDiscount(options?: MutationOptions) {
  const update = useApiMutation(routes.adminUpdateDiscount, options);
  const creation = useApiMutation(routes.adminCreateDiscount, options);
  const save = (input: DiscountInput, base: Discount | null) =>
    base ? update.mutate({ params: { id: base.id }, body: { ...input, version: base.version } }) : creation.mutate({ body: input });
  return { save, busy: update.busy || creation.busy };
}

function toValues(discount: Discount | null): Values {
  if (!discount) return { code: '', kind: 'percentage', value: null, minOrder: null, validFrom: '', validUntil: '', usageLimit: null, perCustomerLimit: null, categoryIds: [], active: true };
  return {
    ...toInput(discount),
    value: discount.kind === 'fixed' ? paiseToRupees(discount.value) : discount.value,
    minOrder: discount.minOrder ? paiseToRupees(discount.minOrder) : null,
    validFrom: toLocalInput(discount.validFrom),
    validUntil: toLocalInput(discount.validUntil),
  } as Values;
}

const requiredPositive = toFormRules(required, positiveNumber);

export function DiscountForm({ discount, categories, onClose }: { discount: Discount | null; categories: readonly Category[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const [base, setBase] = useState(discount);
  const saving = useSaveDiscount({
    form,
    fields: FIELDS,
    // Saved meanwhile by someone else: the form takes what is there now, the admin looks again.
    onError: (error) => {
      if (!isApiError(error) || error.code !== 'datastale') return false;
      const current = discountSchema.safeParse(error.details?.current);
      if (current.success) {
        setBase(current.data);
        form.setFieldsValue(toValues(current.data));
      }
      notify(t('discounts.stale'), 'warning');
      return true;
    },
  });

  async function save() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const input: DiscountInput = {
      code: values.code,
      kind: values.kind,
      value: values.kind === 'fixed' ? rupeesToPaise(values.value ?? 0) : (values.value ?? 0),
      minOrder: values.minOrder ? rupeesToPaise(values.minOrder) : 0,
      validFrom: fromLocalInput(values.validFrom),
      validUntil: fromLocalInput(values.validUntil),
      usageLimit: values.usageLimit ?? null,
      perCustomerLimit: values.perCustomerLimit ?? null,
      categoryIds: values.categoryIds ?? [],
      active: values.active,
    };
    const saved = await saving.save(input, base);
    if (!saved.ok) return;
    notify(t('discounts.saved', { code: saved.data.code }), 'success');
    onClose(true);
  }

  return (
    <Modal
      open
      title={discount ? t('discounts.edit', { code: discount.code }) : t('discounts.new')}
      okText={t('discounts.save')}
      cancelText={t('discounts.cancel')}
      confirmLoading={saving.busy}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={toValues(discount)} requiredMark="optional">
        <Form.Item name="code" label={t('discounts.field.code')} extra={t('discounts.field.codeHelp')} rules={toFormRules(required)}>
          <Input maxLength={32} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="kind" label={t('discounts.field.kind')}>
          <Select
            options={[
              { value: 'percentage', label: t('discounts.kind.percentage') },
              { value: 'fixed', label: t('discounts.kind.fixed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="value" label={kind === 'fixed' ? t('discounts.field.amount') : t('discounts.field.percent')} rules={requiredPositive}>
          <InputNumber min={kind === 'fixed' ? 0.01 : 1} max={kind === 'fixed' ? undefined : 100} step={kind === 'fixed' ? 1 : 5} precision={kind === 'fixed' ? 2 : 0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="minOrder" label={t('discounts.field.minOrder')}>
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="validFrom" label={t('discounts.field.validFrom')} style={{ flex: 1 }}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="validUntil" label={t('discounts.field.validUntil')} style={{ flex: 1 }}>
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="usageLimit" label={t('discounts.field.usageLimit')} extra={t('discounts.field.limitHelp')} style={{ flex: 1 }}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="perCustomerLimit" label={t('discounts.field.perCustomerLimit')} extra={t('discounts.field.limitHelp')} style={{ flex: 1 }}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="categoryIds" label={t('discounts.field.categories')} extra={t('discounts.field.categoriesHelp')}>
          <Select mode="multiple" allowClear options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </Form.Item>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>{t('discounts.field.active')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
