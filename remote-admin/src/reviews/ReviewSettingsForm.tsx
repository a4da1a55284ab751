import './ReviewsPage.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { REVIEW_RULES, reviewRoutes } from 'shared-contracts/api/reviews';
import type { ReviewSettings } from 'shared-contracts/domain/reviews';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { toFormRules } from 'shared-contracts/validation/antd';

/**
 * Settings › Reviews, at the top of the moderation page: publish at once or after approval, and the
 * review request e-mail (on or off, the days after delivery). Kept in the settings module's
 * `reviews` section; a role without the `settings` permission is refused it, and sees nothing here.
 */
export function ReviewSettingsForm() {
  const { t } = useTranslation('admin');
  const settings = useApiQuery(reviewRoutes.adminGetReviewSettings);
  const [form] = Form.useForm<ReviewSettings>();
  const saving = useApiMutation(reviewRoutes.adminSaveReviewSettings, { form });

  if (!settings.data) return null;
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={settings.data}
      aria-label={t('reviews.settings.title')}
      style={{ marginBottom: '1rem', rowGap: '0.5rem' }}
      onFinish={async (values) => {
        const saved = await saving.mutate({ body: values });
        if (saved.ok) notify(t('reviews.settings.saved'), 'success');
      }}
    >
      <Form.Item name="autoPublish" valuePropName="checked">
        <Checkbox>{t('reviews.settings.autoPublish')}</Checkbox>
      </Form.Item>
      <Form.Item name="requestEmails" valuePropName="checked">
        <Checkbox>{t('reviews.settings.requestEmails')}</Checkbox>
      </Form.Item>
      <Form.Item name="requestDelayDays" label={t('reviews.settings.requestDelayDays')} rules={toFormRules(...REVIEW_RULES.requestDelayDays)}>
        <InputNumber min={0} max={90} precision={0} style={{ width: 90 }} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={saving.busy}>
          {t('reviews.settings.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
