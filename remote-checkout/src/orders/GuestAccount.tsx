import './GuestAccount.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { identityErrorCode, identityErrorMessage } from 'shared-contracts/errors/identity';
import { createAccountFromGuest } from 'shared-contracts/platform/auth';
import { PATHS } from 'shared-contracts/routes/paths';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { email, password, PASSWORD_MIN_LENGTH, required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';

type Values = { email: string; password: string };

const rules = { email: toFormRules(required, email), password: toFormRules(required, password) };

/** Addresses the identity service already has an account for: linking the guest to them is refused. */
const TAKEN = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

/**
 * On a guest's confirmation page: turn the guest's anonymous account into an account with e-mail
 * (the receipt address, prefilled) and a password by the shop's rule. Linking keeps the uid, so
 * this order and the cart stay with it, and My orders lists them.
 */
export function GuestAccount({ receiptEmail }: { receiptEmail: string }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  async function create(values: Values) {
    setBusy(true);
    setError(null);
    const address = values.email.trim();
    try {
      await createAccountFromGuest(address, values.password);
      setCreated(true);
    } catch (caught) {
      const code = identityErrorCode(caught);
      setError(code && TAKEN.has(code) ? t('guestAccount.taken', { email: address }) : identityErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="guest-account" className="guest-account">
      <h2 id="guest-account">{t('guestAccount.title')}</h2>
      {created ? (
        <>
          <p role="status">{t('guestAccount.done')}</p>
          <LinkButton to={to(PATHS.orders)} type="primary">
            {t('guestAccount.toOrders')}
          </LinkButton>
        </>
      ) : (
        <>
          <p>{t('guestAccount.text')}</p>
          <Form<Values> form={form} layout="vertical" noValidate requiredMark={false} disabled={busy} initialValues={{ email: receiptEmail }} onFinish={(values) => void create(values)}>
            <Form.Item name="email" label={t('guestAccount.email')} rules={rules.email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="password" label={t('guestAccount.password')} extra={t('guestAccount.passwordHint', { min: PASSWORD_MIN_LENGTH })} rules={rules.password}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            {error && (
              <p role="alert" className="guest-account__error">
                {error}
              </p>
            )}
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('guestAccount.submit')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
