import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Rule as FormRule } from 'antd/es/form';
import { isApiError } from 'shared-contracts/api/api-error';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { routes } from 'shared-contracts/api/routes';
import { identityErrorMessage } from 'shared-contracts/errors/identity';
import { confirmPassword, signOut, type ShopUser } from 'shared-contracts/platform/auth';
import { RequireSignIn } from 'shared-contracts/ui/RequireSignIn';
import { Link } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { toFormRules } from 'shared-contracts/validation/antd';
import { required } from 'shared-contracts/validation/rules';
import { ContentPage, type ContentSection } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { messages } from './DeleteUserPage.messages';

addAppMessages('host', messages);

const sections: ContentSection[] = [
  {
    id: 'erased',
    heading: 'delete.erased.title',
    blocks: [{ list: ['delete.erased.i1', 'delete.erased.i2', 'delete.erased.i3', 'delete.erased.i4'] }],
  },
  { id: 'kept', heading: 'delete.kept.title', blocks: ['delete.kept.p1', 'delete.kept.p2'] },
];

const related: PageLink[] = [
  { to: PATHS.accounts, label: 'delete.link.account' },
  { to: PATHS.orders, label: 'delete.link.orders' },
  NAV.privacy,
  NAV.contact,
];

interface DeleteValues {
  understood: boolean;
  password: string;
}

/**
 * Account deletion (/delete-user): what is erased and what the law makes us keep, then the
 * deletion itself. The customer ticks a confirmation and types the password again (checked by the
 * identity service); the API refuses (409) while a paid order is still on its way. Afterwards the
 * browser signs out and the page says the account is gone.
 */
export default function DeleteUserPage() {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Deleted />;
  return <RequireSignIn>{(user) => <DeleteAccount user={user} onDeleted={() => setDeleted(true)} />}</RequireSignIn>;
}

function DeleteAccount({ user, onDeleted }: { user: ShopUser; onDeleted: () => void }) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<DeleteValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const understood: FormRule[] = [
    {
      required: true,
      validator: (_, value) => (value === true ? Promise.resolve() : Promise.reject(new Error(t('delete.form.mustConfirm')))),
    },
  ];

  const deletion = useApiMutation(routes.deleteAccount, {
    // 409: orders still to deliver keep the account.
    showError: (message, caught) => setError(isApiError(caught) && caught.status === 409 ? t('delete.conflict') : message),
  });

  const submit = async ({ password }: DeleteValues) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      try {
        await confirmPassword(password);
      } catch (caught) {
        const message = identityErrorMessage(caught);
        form.setFields([{ name: 'password', errors: [message] }]);
        setError(message);
        return;
      }
      if (!(await deletion.mutate()).ok) return;
      onDeleted();
      // The identity is gone; this ends the browser's session (ignored if it already ended).
      await signOut().catch(() => {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentPage title="delete.title" intro="delete.intro" sections={sections} related={related}>
      <section aria-labelledby="delete-form-title">
        <h2 id="delete-form-title">{t('delete.form.title')}</h2>
        <p>{t('delete.form.intro', { email: user.email ?? user.uid })}</p>
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Form<DeleteValues>
          form={form}
          layout="vertical"
          noValidate
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          disabled={busy}
        >
          <Form.Item name="understood" valuePropName="checked" rules={understood}>
            <Checkbox>{t('delete.form.understood')}</Checkbox>
          </Form.Item>
          <Form.Item name="password" label={t('delete.form.password')} rules={toFormRules(required)}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" danger htmlType="submit" loading={busy}>
            {t('delete.form.submit')}
          </Button>
        </Form>
      </section>
    </ContentPage>
  );
}

/** The result: the account is gone. The heading takes the focus, so screen readers announce it. */
function Deleted() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  usePageTitle(t('delete.done.title'));
  return (
    <article className="content-page" style={{ maxWidth: '48rem' }} role="status">
      <h1 ref={heading} tabIndex={-1}>
        {t('delete.done.title')}
      </h1>
      <p>{t('delete.done.p1')}</p>
      <section aria-labelledby="delete-done-next">
        <h2 id="delete-done-next">{t('delete.done.next')}</h2>
        <ul>
          <li>
            <Link to={to(PATHS.home)}>{t('delete.done.home')}</Link>
          </li>
          <li>
            <Link to={to(NAV.contact.to)}>{t(NAV.contact.label)}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
