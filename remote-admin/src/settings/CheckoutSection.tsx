import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Spin from 'antd/es/spin';
import { CHECKOUT_RULES, type CheckoutSettings, settingsRoutes } from 'shared-contracts/api/settings';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useSectionSettings } from './useSectionSettings';

/**
 * Checkout: the share of each product's stock that unpaid guest orders may hold at once (guests
 * cost nothing to make, so without it a few could hold a product's whole stock). Past it, guests
 * are asked to sign in; signed-in customers buy as before.
 */
const readCheckout = async () => (await shopApi()).call(settingsRoutes.adminGetCheckoutSettings);

export default function CheckoutSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CheckoutSettings>();
  const [loaded] = useSectionSettings(readCheckout);
  const saving = useApiMutation(settingsRoutes.adminSaveCheckoutSettings, { form });

  const save = async (values: CheckoutSettings) => {
    const saved = await saving.mutate({ body: values });
    if (!saved.ok) return;
    form.setFieldsValue(saved.data);
    notify(t('settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('settings.tab.checkout')}>
      <p>{t('settings.checkout.intro')}</p>
      <Form.Item name="guestShare" label={t('settings.checkout.guestShare')} extra={t('settings.checkout.guestShareHelp')} rules={toFormRules(...CHECKOUT_RULES.guestShare)}>
        <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="customLines" valuePropName="checked">
        <Checkbox>{t('settings.checkout.customLines')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
