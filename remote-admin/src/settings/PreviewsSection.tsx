import './PreviewsSection.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { formatPreviews, parsePreviews, previewOverrides, storedPreviews, storePreviews } from 'shared-contracts/remotes/previews';
import { toFormRules } from 'shared-contracts/validation/antd';
import { required } from 'shared-contracts/validation/rules';

interface Values {
  overrides: string;
}

/**
 * Remote previews (shared-contracts/remotes/previews.ts): overrides kept in this browser only, so
 * nothing is sent to the API. Starting or leaving one reloads the page: the host reads the overrides
 * before it registers the remotes.
 */
export default function PreviewsSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [current] = useState(storedPreviews);
  const active = formatPreviews(current);

  const start = ({ overrides }: Values) => {
    storePreviews(parsePreviews(overrides));
    window.location.reload();
  };
  const leave = () => {
    storePreviews({});
    window.location.reload();
  };

  return (
    <Form form={form} layout="vertical" onFinish={start} initialValues={{ overrides: active }} style={{ maxWidth: 720 }} aria-label={t('settings.tab.previews')}>
      <p>{t('settings.previews.intro')}</p>
      <p data-testid="previews-state">{active ? t('settings.previews.active', { overrides: active.replace(/\n/g, ', ') }) : t('settings.previews.none')}</p>
      <Form.Item
        name="overrides"
        label={t('settings.previews.overrides')}
        extra={t('settings.previews.overridesHelp', { remotes: REMOTE_NAMES.join(', ') })}
        rules={toFormRules(required, previewOverrides)}
      >
        <Input.TextArea rows={3} spellCheck={false} autoComplete="off" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="primary" htmlType="submit">
          {t('settings.previews.start')}
        </Button>
        {active ? <Button onClick={leave}>{t('settings.previews.leave')}</Button> : null}
      </div>
    </Form>
  );
}
