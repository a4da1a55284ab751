import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Spin from 'antd/es/spin';
import { CART_REMINDER_RULES, cartReminderRoutes } from 'shared-contracts/api/cart-reminders';
import { MAX_REMINDER_DELAY_MINUTES, type CartReminderSettings } from 'shared-contracts/domain/cart-reminders';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useSectionSettings } from './useSectionSettings';
import './CartRemindersSection.messages';

const readCartReminders = async () => (await shopApi()).call(cartReminderRoutes.adminGetCartReminderSettings);

/**
 * Settings › Cart reminders (issue 36 item 3): on or off, the minutes a cart stays unchanged before
 * the first reminder, and an optional second one. The reminders go only to shoppers with marketing
 * consent (api/src/cart-reminders); the dashboard counts them.
 */
export default function CartRemindersSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CartReminderSettings>();
  const [loaded] = useSectionSettings(readCartReminders);
  const saving = useApiMutation(cartReminderRoutes.adminSaveCartReminderSettings, { form });
  const secondEnabled = Form.useWatch('secondEnabled', form) as boolean | undefined;

  const save = async (values: CartReminderSettings) => {
    const saved = await saving.mutate({ body: values });
    if (!saved.ok) return;
    form.setFieldsValue(saved.data);
    notify(t('settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('settings.tab.cartReminders')}>
      <p>{t('settings.cartReminders.intro')}</p>
      <Form.Item name="enabled" valuePropName="checked">
        <Checkbox>{t('settings.cartReminders.enabled')}</Checkbox>
      </Form.Item>
      <Form.Item name="firstDelayMinutes" label={t('settings.cartReminders.firstDelay')} rules={toFormRules(...CART_REMINDER_RULES.firstDelayMinutes)}>
        <InputNumber min={0} max={MAX_REMINDER_DELAY_MINUTES} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="secondEnabled" valuePropName="checked">
        <Checkbox>{t('settings.cartReminders.secondEnabled')}</Checkbox>
      </Form.Item>
      <Form.Item name="secondDelayMinutes" label={t('settings.cartReminders.secondDelay')} rules={toFormRules(...CART_REMINDER_RULES.secondDelayMinutes)}>
        <InputNumber min={1} max={MAX_REMINDER_DELAY_MINUTES} precision={0} style={{ width: 160 }} disabled={!secondEnabled} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
