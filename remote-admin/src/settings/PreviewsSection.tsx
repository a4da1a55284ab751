import './PreviewsSection.messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { settingsRoutes } from 'shared-contracts/api/settings';
import { shopApi } from 'shared-contracts/platform/api';
import { REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { formatPreviews, parsePreviews, previewOverrides, storedPreviews, storePreviews } from 'shared-contracts/remotes/previews';
import { toFormRules } from 'shared-contracts/validation/antd';
import { required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

interface Values {
  overrides: string;
}

/**
 * Remote previews (shared-contracts/remotes/previews.ts): the overrides are judged by the API with the
 * form's rules and kept there for this admin (offered again in their other browsers); only this
 * browser applies them. Starting or leaving one reloads the page: the host reads the overrides before
 * it registers the remotes. Leaving is this browser's alone, like the banner's button.
 */
export default function PreviewsSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [current] = useState(storedPreviews);
  const saving = useApiMutation(settingsRoutes.adminSavePreviews, { form });
  // Saved: the page reloads, the button stays busy until it does.
  const [reloading, setReloading] = useState(false);
  const active = formatPreviews(current);

  // Nothing previewed here: offer the overrides this admin saved last (another browser, a day before).
  useEffect(() => {
    if (active) return;
    let live = true;
    void (async () => {
      try {
        const saved = await (await shopApi()).call(settingsRoutes.adminGetPreviews, {});
        if (live && saved.overrides && !form.isFieldsTouched()) form.setFieldsValue({ overrides: saved.overrides });
      } catch {
        // the field stays empty: the admin types the overrides
      }
    })();
    return () => {
      live = false;
    };
  }, [active, form]);

  const start = async ({ overrides }: Values) => {
    const saved = await saving.mutate({ body: { overrides } });
    if (!saved.ok) return;
    setReloading(true);
    storePreviews(parsePreviews(saved.data.overrides));
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
        <Button type="primary" htmlType="submit" loading={saving.busy || reloading}>
          {t('settings.previews.start')}
        </Button>
        {active ? <Button onClick={leave}>{t('settings.previews.leave')}</Button> : null}
      </div>
    </Form>
  );
}
