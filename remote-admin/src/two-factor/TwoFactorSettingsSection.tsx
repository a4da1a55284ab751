import './TwoFactor.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { twoFactorRoutes, type TwoFactorSettings } from 'shared-contracts/api/two-factor';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useSectionSettings } from '../settings/useSectionSettings';

const readTwoFactor = async () => (await shopApi()).call(twoFactorRoutes.adminGetTwoFactorSettings);

/**
 * Settings › Two-factor sign-in: the owner requires a second factor of every staff member (issue
 * 35b). Once saved, a member without an authenticator app is led through setting one up before the
 * admin answers them again (the owner too, if they have none yet).
 */
export default function TwoFactorSettingsSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<TwoFactorSettings>();
  const [loaded] = useSectionSettings(readTwoFactor);
  const saving = useApiMutation(twoFactorRoutes.adminSaveTwoFactorSettings, { form });

  const save = async (values: TwoFactorSettings) => {
    const saved = await saving.mutate({ body: { required: Boolean(values.required) } });
    if (!saved.ok) return;
    form.setFieldsValue(saved.data);
    notify(t('twoFactor.settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('twoFactor.settings.tab')}>
      <p>{t('twoFactor.settings.intro')}</p>
      <Form.Item name="required" valuePropName="checked" label={t('twoFactor.settings.required')} extra={t('twoFactor.settings.requiredHelp')}>
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
