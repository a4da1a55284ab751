import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { RETURN_RULES, returnRoutes } from 'shared-contracts/api/returns';
import { linesOf } from 'shared-contracts/api/settings';
import { routes } from 'shared-contracts/api/routes';
import type { ReturnSettings } from 'shared-contracts/domain/returns';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useSectionSettings } from './useSectionSettings';
import './ReturnsSection.messages';

/**
 * Settings › Returns (issue 33 item 1): the days after delivery a customer may ask, the reasons
 * they pick from, and the categories never taken back. The API judges every request by them, and
 * the refund policy page shows them. The reasons are edited as lines of a text area.
 */
type ReturnsForm = Omit<ReturnSettings, 'reasons'> & { reasons: string };

const toForm = (settings: ReturnSettings): ReturnsForm => ({ ...settings, reasons: settings.reasons.join('\n') });
const fromForm = (values: ReturnsForm): ReturnSettings => ({ ...values, reasons: linesOf(values.reasons) });
const readReturns = async () => toForm(await (await shopApi()).call(returnRoutes.adminGetReturnSettings));

export default function ReturnsSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ReturnsForm>();
  const [loaded] = useSectionSettings(readReturns);
  const categories = useApiQuery(routes.listCategories);
  const saving = useApiMutation(returnRoutes.adminSaveReturnSettings, { form });

  const save = async (values: ReturnsForm) => {
    const saved = await saving.mutate({ body: fromForm(values) });
    if (!saved.ok) return;
    form.setFieldsValue(toForm(saved.data));
    notify(t('settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('settings.tab.returns')}>
      <p>{t('settings.returns.intro')}</p>
      <Form.Item name="windowDays" label={t('settings.returns.windowDays')} extra={t('settings.returns.windowDaysHelp')} rules={toFormRules(...RETURN_RULES.windowDays)}>
        <InputNumber min={0} max={365} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reasons" label={t('settings.returns.reasons')}>
        <Input.TextArea rows={6} />
      </Form.Item>
      <Form.Item name="nonReturnableCategories" label={t('settings.returns.nonReturnableCategories')}>
        <Select
          mode="multiple"
          aria-label={t('settings.returns.nonReturnableCategories')}
          options={(categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
