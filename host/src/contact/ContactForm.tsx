import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { phoneRule } from 'shared-contracts/api/address';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, type ContactRequest } from 'shared-contracts/api/contact';
import { routes } from 'shared-contracts/api/routes';
import { notify } from 'shared-contracts/platform/toast';
import { useUser } from 'shared-contracts/ui/useUser';
import { toFormRules } from 'shared-contracts/validation/antd';
import { email, max, min, required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

interface ContactValues {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** The same rules as the API's contactRequestSchema. */
const rules = {
  name: toFormRules(required, max(100)),
  email: toFormRules(required, email, max(254)),
  phone: toFormRules(phoneRule),
  subject: toFormRules(required, max(150)),
  message: toFormRules(required, min(CONTACT_MESSAGE_MIN_LENGTH), max(CONTACT_MESSAGE_MAX_LENGTH)),
};

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The contact page's form: sent to the shop API (which stores it for the team), a toast when it
 * has arrived and the form emptied for the next one. A signed-in customer finds their name and
 * email filled in. One message per click: the button is busy until the API has answered.
 */
export function ContactForm() {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<ContactValues>();
  const user = useUser();
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useApiMutation(routes.sendContactMessage, { form, fields: FIELDS, showError: setError });

  /** The signed-in user's name and email, in the fields the visitor has not typed in. */
  const prefill = useCallback(() => {
    if (!user) return;
    const values: Partial<ContactValues> = {};
    if (!form.isFieldTouched('name') && user.displayName) values.name = user.displayName;
    if (!form.isFieldTouched('email') && user.email) values.email = user.email;
    form.setFieldsValue(values);
  }, [form, user]);
  useEffect(prefill, [prefill]);

  const send = async (values: ContactValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    const body: ContactRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone?.trim() ? values.phone.trim() : null,
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    const sent = await sending.mutate({ body });
    inFlight.current = false;
    if (!sent.ok) return;
    notify(t('contact.form.sent'), 'success');
    form.resetFields();
    prefill();
  };

  return (
    <section aria-labelledby="contact-form-title">
      <Typography.Title level={2} id="contact-form-title">
        {t('contact.form.title')}
      </Typography.Title>
      <p>{t('contact.form.intro')}</p>
      <Form<ContactValues>
        form={form}
        layout="vertical"
        noValidate
        onFinish={(values) => void send(values)}
        aria-labelledby="contact-form-title"
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' }}>
          <Form.Item name="name" label={t('contact.form.name')} rules={rules.name}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label={t('contact.form.email')} rules={rules.email}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="phone" label={t('contact.form.phone')} rules={rules.phone}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </div>
        <Form.Item name="subject" label={t('contact.form.subject')} rules={rules.subject}>
          <Input />
        </Form.Item>
        <Form.Item name="message" label={t('contact.form.message')} rules={rules.message}>
          <Input.TextArea rows={6} showCount maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Button type="primary" htmlType="submit" loading={sending.busy}>
          {t('contact.form.submit')}
        </Button>
      </Form>
    </section>
  );
}
