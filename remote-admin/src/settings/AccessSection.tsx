import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { isApiError } from 'shared-contracts/api/api-error';
import { ACCESS_RULES, linesOf, settingsRoutes } from 'shared-contracts/api/settings';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useSectionSettings } from './useSectionSettings';

interface Values {
  addresses: string;
  confirmLockout: boolean;
}

/**
 * Admin access: the addresses the admin API and pages answer (none: anywhere). A list without the
 * admin's own address (as the server sees it) shuts them out at once, so it asks them to confirm.
 */
const readAccess = async () => (await shopApi()).call(settingsRoutes.adminGetAccess);

export default function AccessSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [current, setCurrent] = useSectionSettings(readAccess);
  const saving = useApiMutation(settingsRoutes.adminSaveAccess, {
    form,
    // The list leaves out the admin's own address: they must confirm that it shuts them out.
    onError: (error) => {
      if (!isApiError(error) || error.code !== 'conflict') return false;
      form.setFields([{ name: 'confirmLockout', errors: [t('settings.access.confirmNeeded')] }]);
      return true;
    },
  });
  const addresses = Form.useWatch('addresses', form) ?? '';
  const locksOut = current !== null && linesOf(addresses).length > 0 && !linesOf(addresses).includes(current.yourAddress);

  const save = async (values: Values) => {
    const result = await saving.mutate({ body: { addresses: values.addresses ?? '', confirmLockout: values.confirmLockout === true } });
    if (!result.ok) return;
    const saved = result.data;
    setCurrent(saved);
    form.setFieldsValue({ addresses: saved.addresses.join('\n'), confirmLockout: false });
    notify(t('settings.saved'), 'success');
  };

  if (!current) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={{ addresses: current.addresses.join('\n'), confirmLockout: false }} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('settings.tab.access')}>
      <p>{t('settings.access.intro')}</p>
      <p>
        {t('settings.access.yourAddress')} <code data-testid="your-address">{current.yourAddress}</code>
      </p>
      <Form.Item name="addresses" label={t('settings.access.addresses')} extra={t('settings.access.addressesHelp')} rules={toFormRules(...ACCESS_RULES.addresses)}>
        <Input.TextArea rows={5} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      {locksOut ? (
        <Form.Item name="confirmLockout" valuePropName="checked">
          <Checkbox>{t('settings.access.confirmLockout', { address: current.yourAddress })}</Checkbox>
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
