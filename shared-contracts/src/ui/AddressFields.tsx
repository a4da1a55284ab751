/**
 * The fields of a delivery address inside an antd Form, judged by the same rules as the API
 * (api/address ADDRESS_FIELD_RULES). Used by the account page's address book and by the payment
 * page. `name` is where the address sits in the form's values (e.g. ['addresses', 0] or
 * 'shippingAddress'). Labels are in the `common` namespace.
 */
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ADDRESS_FIELD_RULES } from 'shared-contracts/api/address';
import { GST_STATE_CODES, GST_STATES } from 'shared-contracts/domain/gst';
import { toFormRules } from 'shared-contracts/validation/antd';

const stateOptions = GST_STATE_CODES.map((code) => ({ value: code, label: GST_STATES[code].name })).sort((a, b) => a.label.localeCompare(b.label));

export function AddressFields({ name }: { name: string | (string | number)[] }) {
  const { t } = useTranslation('common');
  const path = (field: string) => [...(Array.isArray(name) ? name : [name]), field];
  const rules = (field: keyof typeof ADDRESS_FIELD_RULES) => toFormRules(...ADDRESS_FIELD_RULES[field]);
  return (
    <div className="address-fields" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' }}>
      <Form.Item name={path('name')} label={t('address.name')} rules={rules('name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name={path('phone')} label={t('address.phone')} rules={rules('phone')}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name={path('line1')} label={t('address.line1')} rules={rules('line1')} style={{ gridColumn: '1 / -1' }}>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name={path('line2')} label={t('address.line2')} rules={rules('line2')} style={{ gridColumn: '1 / -1' }}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Form.Item name={path('city')} label={t('address.city')} rules={rules('city')}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name={path('stateCode')} label={t('address.state')} rules={rules('stateCode')}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={stateOptions} placeholder={t('address.statePlaceholder')} />
      </Form.Item>
      <Form.Item name={path('pincode')} label={t('address.pincode')} rules={rules('pincode')}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={6} />
      </Form.Item>
    </div>
  );
}
