import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { COD_RULES, codRoutes } from 'shared-contracts/api/cod';
import { routes } from 'shared-contracts/api/routes';
import type { CodSettings } from 'shared-contracts/domain/cod';
import { paiseToRupees, rupeesToPaise } from 'shared-contracts/domain/money';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useSectionSettings } from './useSectionSettings';
import './CodSection.messages';

/**
 * Settings › Cash on delivery (issue 32 item 3): whether it is offered, the order-value range, its
 * fee, the PIN codes it serves, the categories it never covers, how many refusals at the door a
 * customer may have, the guests' open COD orders per phone and e-mail, and the time to confirm.
 * Money is shown in rupees and travels in paise.
 */
type CodForm = Omit<CodSettings, 'minOrder' | 'maxOrder' | 'fee'> & { minOrder: number; maxOrder: number; fee: number };

const MONEY = ['minOrder', 'maxOrder', 'fee'] as const;
const toForm = (settings: CodSettings): CodForm => ({ ...settings, ...Object.fromEntries(MONEY.map((key) => [key, paiseToRupees(settings[key])])) }) as CodForm;
const fromForm = (values: CodForm): CodSettings => ({ ...values, ...Object.fromEntries(MONEY.map((key) => [key, rupeesToPaise(values[key] ?? 0)])) }) as CodSettings;

const readCod = async () => toForm(await (await shopApi()).call(codRoutes.adminGetCodSettings));

export default function CodSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CodForm>();
  const [loaded] = useSectionSettings(readCod);
  const categories = useApiQuery(routes.listCategories);
  const saving = useApiMutation(codRoutes.adminSaveCodSettings, { form });

  const save = async (values: CodForm) => {
    const saved = await saving.mutate({ body: fromForm(values) });
    if (!saved.ok) return;
    form.setFieldsValue(toForm(saved.data));
    notify(t('settings.saved'), 'success');
  };

  if (!loaded) return <Spin />;
  const count = (name: 'maxRefusals' | 'guestOpenPerPhone' | 'guestOpenPerEmail', help?: string) => (
    <Form.Item name={name} label={t(`settings.cod.${name}`)} extra={help} rules={toFormRules(...COD_RULES.count)}>
      <InputNumber min={0} max={100} precision={0} style={{ width: 140 }} />
    </Form.Item>
  );
  const money = (name: 'minOrder' | 'maxOrder' | 'fee', help?: string) => (
    <Form.Item name={name} label={t(`settings.cod.${name}`)} extra={help} rules={toFormRules(...COD_RULES.money)}>
      <InputNumber min={0} precision={2} style={{ width: 180 }} />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" initialValues={loaded} onFinish={save} style={{ maxWidth: 560 }} aria-label={t('settings.tab.cod')}>
      <p>{t('settings.cod.intro')}</p>
      <Form.Item name="enabled" label={t('settings.cod.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {money('minOrder')}
      {money('maxOrder')}
      {money('fee', t('settings.cod.feeHelp'))}
      <Form.Item name="pincodePrefixes" label={t('settings.cod.pincodePrefixes')} extra={t('settings.cod.pincodePrefixesHelp')}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label={t('settings.cod.pincodePrefixes')} />
      </Form.Item>
      <Form.Item name="excludedCategories" label={t('settings.cod.excludedCategories')}>
        <Select
          mode="multiple"
          aria-label={t('settings.cod.excludedCategories')}
          options={(categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
      </Form.Item>
      {count('maxRefusals', t('settings.cod.maxRefusalsHelp'))}
      {count('guestOpenPerPhone')}
      {count('guestOpenPerEmail')}
      <Form.Item name="confirmHours" label={t('settings.cod.confirmHours')} extra={t('settings.cod.confirmHoursHelp')} rules={toFormRules(...COD_RULES.confirmHours)}>
        <InputNumber min={1} max={168} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.busy}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
