import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import {
  NOTIFICATION_RULES,
  settingsRoutes,
  WEBHOOK_EVENTS,
  WEBHOOK_RULES,
  type NotificationSettings,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
} from 'shared-contracts/api/settings';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { formatDate } from 'shared-contracts/i18n/dates';
import { shopApi } from 'shared-contracts/platform/api';
import { notify } from 'shared-contracts/platform/toast';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { toFormRules } from 'shared-contracts/validation/antd';
import { ConfirmButton } from '../ui/ConfirmButton';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

type WebhookValues = Required<Pick<WebhookInput, 'url' | 'auth' | 'headers' | 'events'>>;

/** One webhook: its events, "send test", removal and its latest deliveries. */
function WebhookRow({ webhook, onRemoved }: { webhook: Webhook; onRemoved: () => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [log, setLog] = useState<WebhookDelivery[] | null>(null);
  const test = useApiMutation(settingsRoutes.adminTestWebhook);
  const deletion = useApiMutation(settingsRoutes.adminDeleteWebhook);

  const showLog = async () => {
    try {
      setLog((await (await shopApi()).call(settingsRoutes.adminWebhookDeliveries, { params: { id: webhook.id } })).items);
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    }
  };
  const sendTest = async () => {
    if (!(await test.mutate({ params: { id: webhook.id } })).ok) return;
    notify(t('settings.webhooks.testQueued'), 'success');
    await showLog();
  };
  const remove = async () => {
    if ((await deletion.mutate({ params: { id: webhook.id } })).ok) onRemoved();
  };

  return (
    <li className="settings-webhook" style={{ marginBottom: 16 }}>
      <code>{webhook.url}</code>{' '}
      {webhook.events.map((event) => (
        <Tag key={event}>{t(`settings.event.${event}`)}</Tag>
      ))}
      {webhook.hasAuth ? <Tag>{t('settings.webhooks.basicAuth')}</Tag> : null}
      {webhook.headerNames.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      <div style={{ display: 'flex', gap: 8, marginTop: 4 }}>
        <Button size="small" onClick={() => void sendTest()}>
          {t('settings.webhooks.test')}
        </Button>
        <Button size="small" onClick={() => void showLog()}>
          {t('settings.webhooks.log')}
        </Button>
        <ConfirmButton size="small" danger question={t('settings.webhooks.removeConfirm', { url: webhook.url })} onConfirm={remove}>
          {t('settings.webhooks.remove')}
        </ConfirmButton>
      </div>
      {log ? (
        log.length ? (
          <table className="settings-log" aria-label={t('settings.webhooks.log')}>
            <thead>
              <tr>
                <th>{t('settings.log.when')}</th>
                <th>{t('settings.log.event')}</th>
                <th>{t('settings.log.status')}</th>
                <th>{t('settings.log.attempts')}</th>
                <th>{t('settings.log.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{formatDate(delivery.createdAt, locale)}</td>
                  <td>{delivery.event === 'test' ? t('settings.event.test') : t(`settings.event.${delivery.event}`)}</td>
                  <td>{t(`settings.log.${delivery.status}`)}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.responseStatus ?? delivery.lastError ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('settings.log.empty')}</p>
        )
      ) : null}
    </li>
  );
}

/**
 * Order notifications: extra e-mail recipients and a Slack channel told of every paid order, and
 * webhooks for the events a developer picks, each signed with its own secret (shown once).
 */
export default function NotificationsSection() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<NotificationSettings>();
  const [hookForm] = Form.useForm<WebhookValues>();
  const [hooks, setHooks] = useState<Webhook[] | null>(null);
  const [initial, setInitial] = useState<NotificationSettings | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const saving = useApiMutation(settingsRoutes.adminSaveNotifications, { form });
  const creation = useApiMutation(settingsRoutes.adminCreateWebhook, { form: hookForm });

  const load = useCallback(async () => {
    try {
      const page = await (await shopApi()).call(settingsRoutes.adminGetNotifications, {});
      // the form's values only the first time: reloading the webhooks keeps what the admin typed
      setInitial((before) => before ?? { recipients: page.recipients, slackChannel: page.slackChannel, slackWebhookUrl: page.slackWebhookUrl });
      setHooks(page.webhooks);
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const save = async (values: NotificationSettings) => {
    const saved = await saving.mutate({ body: { recipients: values.recipients ?? [], slackChannel: values.slackChannel ?? '', slackWebhookUrl: values.slackWebhookUrl ?? '' } });
    if (saved.ok) notify(t('settings.saved'), 'success');
  };

  const addHook = async (values: WebhookValues) => {
    const created = await creation.mutate({
      body: { url: values.url, auth: values.auth ?? '', headers: values.headers ?? '', events: values.events ?? [] },
    });
    if (!created.ok) return;
    setSecret(created.data.secret);
    hookForm.resetFields();
    await load();
  };

  if (!hooks || !initial) return <Spin />;
  return (
    <div style={{ maxWidth: 720 }}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} aria-label={t('settings.tab.notifications')}>
        <Form.Item name="recipients" label={t('settings.notify.recipients')} extra={t('settings.notify.recipientsHelp')} rules={toFormRules(...NOTIFICATION_RULES.recipients)}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
        </Form.Item>
        <Form.Item name="slackChannel" label={t('settings.notify.slackChannel')} extra={t('settings.notify.slackChannelHelp')} rules={toFormRules(...NOTIFICATION_RULES.slackChannel)}>
          <Input prefix="#" />
        </Form.Item>
        <Form.Item name="slackWebhookUrl" label={t('settings.notify.slackUrl')} rules={toFormRules(...NOTIFICATION_RULES.slackWebhookUrl)}>
          <Input placeholder="https://hooks.slack.com/services/…" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.busy}>
          {t('settings.save')}
        </Button>
      </Form>

      <h2 style={{ marginTop: 32 }}>{t('settings.webhooks.title')}</h2>
      <p>{t('settings.webhooks.intro')}</p>
      {secret ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setSecret(null) }}
          title={t('settings.webhooks.secretOnce')}
          description={<code data-testid="webhook-secret">{secret}</code>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {hooks.length ? (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {hooks.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onRemoved={() => void load()} />
          ))}
        </ul>
      ) : (
        <p>{t('settings.webhooks.none')}</p>
      )}
      <Form form={hookForm} layout="vertical" onFinish={addHook} initialValues={{ events: ['order.paid'] }} aria-label={t('settings.webhooks.add')}>
        <Form.Item name="url" label={t('settings.webhooks.url')} rules={toFormRules(...WEBHOOK_RULES.url)}>
          <Input placeholder="https://example.com/hooks/orders" />
        </Form.Item>
        <Form.Item name="auth" label={t('settings.webhooks.auth')} extra={t('settings.webhooks.authHelp')} rules={toFormRules(...WEBHOOK_RULES.auth)}>
          <Input.Password autoComplete="off" />
        </Form.Item>
        <Form.Item name="headers" label={t('settings.webhooks.headers')} extra={t('settings.webhooks.headersHelp')} rules={toFormRules(...WEBHOOK_RULES.headers)}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="events" label={t('settings.webhooks.events')} rules={toFormRules(...WEBHOOK_RULES.events)}>
          <Checkbox.Group options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`settings.event.${event}`) }))} />
        </Form.Item>
        <Button htmlType="submit">{t('settings.webhooks.add')}</Button>
      </Form>
    </div>
  );
}
