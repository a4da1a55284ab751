import './TwoFactor.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { TWO_FACTOR_RULES, twoFactorRoutes, type SecondFactorProof } from 'shared-contracts/api/two-factor';
import { toFormRules } from 'shared-contracts/validation/antd';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

type Route = typeof twoFactorRoutes.verifyTwoFactor | typeof twoFactorRoutes.confirmTwoFactorEnrolment;

/**
 * The code field of the second factor: the app's 6 digits or a recovery code, judged by the shared
 * rule, sent to `route` (verify, or the enrolment's confirmation); the API's refusal ("That code is
 * not right…") shows on the field. Calls `onProven` with the API's answer.
 */
export function CodeForm<R extends Route>({ route, submitLabel, onProven }: { route: R; submitLabel: string; onProven: (answer: SecondFactorProof & Record<string, unknown>) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ code: string }>();
  const sending = useApiMutation(route, { form });
  const submit = async ({ code }: { code: string }) => {
    const answer = await sending.mutate({ body: { code: code.trim() } } as never);
    if (answer.ok) onProven(answer.data as SecondFactorProof & Record<string, unknown>);
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate style={{ maxWidth: 320 }}>
      <Form.Item name="code" label={t('twoFactor.code.label')} rules={toFormRules(...TWO_FACTOR_RULES.code)}>
        <Input autoComplete="one-time-code" inputMode="text" autoFocus maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending.busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
