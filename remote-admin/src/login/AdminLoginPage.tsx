import { isStaffRole } from 'shared-contracts/domain/staff';
import './AdminLoginPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { DEFAULT_LOCALE, LOCALES } from 'shared-contracts/i18n/locales';
import { PATHS } from 'shared-contracts/routes/paths';
import { Link, Navigate, useSearchParams } from 'shared-contracts/ui/router';
import { identityErrorMessage } from 'shared-contracts/errors/identity';
import { signInWithPassword, signOut } from 'shared-contracts/platform/auth';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { toFormRules } from 'shared-contracts/validation/antd';
import { email, required } from 'shared-contracts/validation/rules';
import { PageHeading } from '../ui/PageHeading';

interface Credentials {
  email: string;
  password: string;
}

/** The dashboard or one of its pages, in English (unprefixed) or under a locale prefix ('/es/admin/dashboard/orders?status=paid'). */
const PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
const ADMIN_PAGE = new RegExp(`^(?:/(?:${PREFIXES}))?${PATHS.adminDashboard}(?:[/?]|$)`);

/** Where to go after signing in: the admin page the visitor asked for, else the dashboard. */
export function adminDestination(next: string | null, dashboard: string): string {
  return next && ADMIN_PAGE.test(next) ? next : dashboard;
}

/**
 * Admin sign-in (/admin/login): email and password through the identity service; only an account
 * with the admin role gets in. A customer's account is told plainly that it is not an admin.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const user = useRequireIdentity();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (isStaffRole(user?.role)) return <Navigate replace to={adminDestination(params.get('next'), to(PATHS.adminDashboard))} />;

  const submit = async ({ email: address, password }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(address.trim(), password);
      // An admin is sent on by the render above; a customer sees the notice below.
    } catch (caught) {
      setError(identityErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article style={{ maxWidth: '26rem' }}>
      <PageHeading title={t('login.title')} intro={t('login.intro')} />
      {user && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t('login.notAdmin', { email: user.email ?? '' })}
          description={
            <>
              <p>{t('login.otherAccount')}</p>
              <Button onClick={() => void signOut()}>{t('login.signOut')}</Button>{' '}
              <Link to={to(PATHS.home)}>{t('login.toShop')}</Link>
            </>
          }
        />
      )}
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={error} />}
      <Form<Credentials> layout="vertical" onFinish={(values) => void submit(values)} disabled={busy} requiredMark={false} noValidate>
        <Form.Item name="email" label={t('login.email')} rules={toFormRules(required, email)}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={toFormRules(required)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </article>
  );
}
