import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { INVOICE_PREFIX_MAX, STORE_RULES, type StoreDetails, settingsRoutes } from 'shared-contracts/api/settings';
import { GST_STATES, GST_STATE_CODES } from 'shared-contracts/domain/gst';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locales';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useSectionSettings } from './useSectionSettings';

/** Each language in itself, as the shop's language switch names it. */
const LANGUAGES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };
const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LANGUAGES[code] }));

const STATES = GST_STATE_CODES.map((code) => ({ value: code, label: `${code} · ${GST_STATES[code].name}` }));

/**
 * Store details: the seller on every GST invoice (legal name, GSTIN, state, the invoice numbers'
 * prefix), the e-mails' signature, the name, address, e-mail and phone the shop's pages show, and
 * the language of the shop's notices to its staff.
 */
const readStore = async () => (await shopApi()).call(settingsRoutes.adminGetStoreDetails);

export default function StoreSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<StoreDetails>();
  const [loaded] = useSectionSettings(readStore);
  const saving = useApiMutation(settingsRoutes.adminSaveStoreDetails, { form });

  const save = async (values: StoreDetails) => {
    const saved = await saving.mutate({ body: values });
    if (!saved.ok) return;
    form.setFieldsValue(saved.data);
    notify(t('settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 640 }} aria-label={t('settings.tab.store')}>
      <Form.Item name="legalName" label={t('settings.store.legalName')} extra={t('settings.store.legalNameHelp')} rules={toFormRules(...STORE_RULES.legalName)}>
        <Input />
      </Form.Item>
      <Form.Item name="tradingName" label={t('settings.store.tradingName')} extra={t('settings.store.tradingNameHelp')} rules={toFormRules(...STORE_RULES.tradingName)}>
        <Input />
      </Form.Item>
      <Form.Item name="gstin" label={t('settings.store.gstin')} rules={toFormRules(...STORE_RULES.gstin)}>
        <Input maxLength={20} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="stateCode" label={t('settings.store.state')} extra={t('settings.store.stateHelp')} rules={toFormRules(...STORE_RULES.stateCode)}>
        <Select options={STATES} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="address" label={t('settings.store.address')} rules={toFormRules(...STORE_RULES.address)}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="email" label={t('settings.store.email')} rules={toFormRules(...STORE_RULES.email)}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('settings.store.phone')} extra={t('settings.store.phoneHelp')} rules={toFormRules(...STORE_RULES.phone)}>
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="invoicePrefix"
        label={t('settings.store.invoicePrefix')}
        extra={t('settings.store.invoicePrefixHelp', { n: INVOICE_PREFIX_MAX })}
        rules={toFormRules(...STORE_RULES.invoicePrefix)}
      >
        <Input style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="language" label={t('settings.store.language')} extra={t('settings.store.languageHelp')} rules={toFormRules(required)}>
        <Select options={LANGUAGE_OPTIONS} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
