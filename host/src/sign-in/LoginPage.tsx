import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { isApiError } from 'shared-contracts/api/api-error';
import { fieldErrorsForForm } from 'shared-contracts/api/form-errors';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { routes } from 'shared-contracts/api/routes';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { identityErrorCode, identityErrorMessage } from 'shared-contracts/errors/identity';
import { splitLocalePath } from 'shared-contracts/i18n/locales';
import { signInWithPassword, signOut } from 'shared-contracts/platform/auth';
import { consentFields, PrivacyConsent } from 'shared-contracts/ui/PrivacyConsent';
import { signInDestination } from 'shared-contracts/ui/RequireSignIn';
import { Link, useNavigate, useSearchParams } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';
import { toFormRules } from 'shared-contracts/validation/antd';
import { email, match, max, password, PASSWORD_MIN_LENGTH, required } from 'shared-contracts/validation/rules';
import { RelatedLinks } from '../layouts/ContentPage';
import { NAV, type PageLink } from '../layouts/navLinks';
import { messages } from './LoginPage.messages';
import { messages as signInMessages } from './SignIn.messages';
import { finishGoogleRedirect, signInWithGoogle } from './google';

addAppMessages('host', messages);
addAppMessages('host', signInMessages);

type Mode = 'signin' | 'signup' | 'reset';

interface SignInValues {
  email: string;
  password: string;
}

interface SignUpValues extends SignInValues {
  name: string;
  confirm: string;
  marketingConsent?: boolean;
}

const related: PageLink[] = [
  { to: PATHS.shop, label: 'identity.toShop' },
  { to: PATHS.adminLogin, label: 'identity.toAdminLogin' },
  NAV.privacy,
  NAV.terms,
];

/**
 * Why the page the visitor came from asks for a sign-in (its `next`), said on this page: paying,
 * orders, the account or deleting it. undefined for any other page (the intro says enough).
 */
export function signInReason(next: string | null): 'payment' | 'orders' | 'account' | 'deleteUser' | undefined {
  if (!next) return undefined;
  const { path } = splitLocalePath(next.split(/[?#]/)[0]!);
  if (path === PATHS.payment) return 'payment';
  if (path === PATHS.orders || path.startsWith(`${PATHS.orders}/`)) return 'orders';
  if (path === PATHS.accounts) return 'account';
  if (path === PATHS.deleteUser) return 'deleteUser';
  return undefined;
}

const signInRules = { email: toFormRules(required, email), password: toFormRules(required) };

/**
 * Customer sign-in (/login): sign in, create an account, or ask for a password-reset e-mail, all
 * through the identity service. Afterwards the visitor goes back to `?next=` (a path of this site)
 * or home. A visitor already signed in is told who they are and may continue or sign out.
 */
export default function LoginPage() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const identity = useRequireIdentity();
  // A guest's anonymous account (guest checkout) is not signed in here: signing in replaces it.
  const user = identity?.anonymous ? null : identity;
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set while a sign-in of this page is finishing: the page is about to leave, no "signed in" panel. */
  const [leaving, setLeaving] = useState(false);
  /** The Google popup was blocked: the redirect is offered. */
  const [googleBlocked, setGoogleBlocked] = useState(false);
  const redirectChecked = useRef(false);
  const destination = signInDestination(params.get('next'), to(PATHS.home));
  const reason = signInReason(params.get('next'));
  const title = mode === 'reset' ? t('login.reset.title') : mode === 'signup' ? t('login.signup.title') : t('login.title');
  usePageTitle(user ? t('login.signedIn.title') : title);

  // Back from signing in with Google in this window: finish it, then go on as after any sign-in.
  useEffect(() => {
    if (redirectChecked.current) return;
    redirectChecked.current = true;
    finishGoogleRedirect().then(
      (signedIn) => {
        if (!signedIn) return;
        setLeaving(true);
        navigate(destination, { replace: true });
      },
      (caught: unknown) => setError(identityErrorMessage(caught)),
    );
    // once per visit of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (user === undefined || leaving || (user && busy)) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  if (user) {
    const who = user.displayName ? `${user.displayName} (${user.email ?? ''})` : (user.email ?? '');
    return (
      <article className="login-page" style={{ maxWidth: '30rem' }}>
        <h1>{t('login.signedIn.title')}</h1>
        <p>{t('login.signedIn.as', { who })}</p>
        <p style={{ display: 'flex', gap: '.75rem', flexWrap: 'wrap' }}>
          <Button type="primary" onClick={() => navigate(destination, { replace: true })}>
            {t('login.signedIn.continue')}
          </Button>
          <Button onClick={() => void signOut()}>{t('login.signOut')}</Button>
        </p>
        <p>
          <Link to={to(PATHS.accounts)}>{t('login.signedIn.account')}</Link>
        </p>
      </article>
    );
  }

  /**
   * Runs one identity action; on success the page leaves for the destination. The identity
   * service's errors and the API's are shown above the form; the API's per-field messages (the
   * password rule, an address in use) go to the form's fields when `onFields` takes them.
   */
  const run: Run = async (action, leave = true, onFields) => {
    setBusy(true);
    setError(null);
    setGoogleBlocked(false);
    try {
      const result = await action();
      if (leave && result !== null) {
        setLeaving(true);
        navigate(destination, { replace: true });
      }
      return true;
    } catch (caught) {
      if (isApiError(caught)) {
        if (onFields && Object.keys(caught.fields).length > 0) onFields(caught.fields);
        else setError(apiErrorMessage(caught));
      } else {
        setError(identityErrorMessage(caught));
        // Where popups are blocked, Google sign-in is offered in this window instead.
        if (identityErrorCode(caught) === 'auth/popup-blocked') setGoogleBlocked(true);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  return (
    <article className="login-page" style={{ maxWidth: '30rem' }}>
      <h1>{title}</h1>
      {reason && (
        <p data-testid="login-why" style={{ fontWeight: 600 }}>
          {t(`login.why.${reason}`)}
        </p>
      )}
      <p>{t('login.intro')}</p>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={error}
          action={
            googleBlocked ? (
              <Button size="small" onClick={() => void run(() => signInWithGoogle('redirect'))}>
                {t('login.google.redirect')}
              </Button>
            ) : undefined
          }
        />
      )}
      {mode !== 'reset' && (
        <>
          <p>
            <Button block disabled={busy} onClick={() => void run(() => signInWithGoogle('popup'))} data-testid="google-sign-in">
              {t('login.google')}
            </Button>
          </p>
          <p>{t('login.google.or')}</p>
        </>
      )}
      {mode === 'reset' ? (
        <ResetForm busy={busy} onBack={() => switchTo('signin')} run={run} />
      ) : (
        <Tabs
          activeKey={mode}
          onChange={(key) => switchTo(key as Mode)}
          destroyOnHidden
          items={[
            {
              key: 'signin',
              label: t('login.tab.signIn'),
              children: (
                <section aria-label={t('login.tab.signIn')}>
                  <Form<SignInValues>
                    layout="vertical"
                    noValidate
                    requiredMark={false}
                    disabled={busy}
                    onFinish={(values) => void run(() => signInWithPassword(values.email.trim(), values.password))}
                  >
                    <Form.Item name="email" label={t('login.email')} rules={signInRules.email}>
                      <Input type="email" autoComplete="username" />
                    </Form.Item>
                    <Form.Item name="password" label={t('login.password')} rules={signInRules.password}>
                      <Input.Password autoComplete="current-password" />
                    </Form.Item>
                    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
                      <Button type="primary" htmlType="submit" loading={busy}>
                        {t('login.submit.signIn')}
                      </Button>
                      <Button type="link" onClick={() => switchTo('reset')} style={{ padding: 0 }}>
                        {t('login.forgot')}
                      </Button>
                    </p>
                  </Form>
                </section>
              ),
            },
            {
              key: 'signup',
              label: t('login.tab.signUp'),
              children: <SignUpForm busy={busy} run={run} />,
            },
          ]}
        />
      )}
      <section aria-labelledby="login-new-title">
        <h2 id="login-new-title">{t('login.new.title')}</h2>
        <p>{t('login.new.p1', { min: PASSWORD_MIN_LENGTH })}</p>
      </section>
      <RelatedLinks links={related} />
    </article>
  );
}

/** Runs an identity action (null from it: the page leaves by itself, e.g. a redirect, or nothing happened). */
type Run = (action: () => Promise<unknown>, leave?: boolean, onFields?: (fields: Record<string, string[]>) => void) => Promise<boolean>;

/** The API's refusals of these forms are shown by `run`, on the page's line or the form's fields, like the identity service's. */
const shownByRun = { onError: () => true };

function SignUpForm({ busy, run }: { busy: boolean; run: Run }) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<SignUpValues>();
  const creation = useApiMutation(routes.signUp, shownByRun);
  /**
   * Creates the account through the API (which holds the shop's password rule and sends the mail
   * verifying the address), then signs in with it.
   */
  const signUp = async (values: SignUpValues): Promise<unknown> => {
    const email = values.email.trim();
    await creation.mutateAsync({ body: { name: values.name.trim(), email, password: values.password, ...consentFields(values) } });
    return signInWithPassword(email, values.password);
  };
  const rules = {
    name: toFormRules(required, max(100)),
    email: toFormRules(required, email),
    password: toFormRules(required, password),
    confirm: toFormRules(required, match(() => form.getFieldValue('password'))),
  };
  return (
    <section aria-label={t('login.tab.signUp')}>
      <Form<SignUpValues>
        form={form}
        layout="vertical"
        noValidate
        requiredMark={false}
        disabled={busy}
        onFinish={(values) =>
          void run(
            () => signUp(values),
            true,
            (fields) => form.setFields(fieldErrorsForForm(fields, ['name', 'email', 'password']) as Parameters<typeof form.setFields>[0]),
          )
        }
      >
        <Form.Item name="name" label={t('login.name')} rules={rules.name}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('login.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={rules.password}
          extra={t('login.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('login.confirm')} rules={rules.confirm} dependencies={['password']}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <PrivacyConsent action="signUp" />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('login.submit.signUp')}
        </Button>
      </Form>
    </section>
  );
}

function ResetForm({ busy, onBack, run }: { busy: boolean; onBack: () => void; run: Run }) {
  const { t } = useTranslation('host');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resetRequest = useApiMutation(routes.requestPasswordReset, shownByRun);
  return (
    <section aria-label={t('login.reset.title')}>
      {sentTo ? (
        <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={t('login.reset.sent', { email: sentTo })} />
      ) : (
        <p>{t('login.reset.intro')}</p>
      )}
      <Form<{ email: string }>
        layout="vertical"
        noValidate
        requiredMark={false}
        disabled={busy}
        onFinish={async ({ email: address }) => {
          const trimmed = address.trim();
          const request = () => resetRequest.mutateAsync({ body: { email: trimmed } });
          if (await run(request, false)) setSentTo(trimmed);
        }}
      >
        <Form.Item name="email" label={t('login.email')} rules={signInRules.email}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('login.reset.submit')}
          </Button>
          <Button type="link" onClick={onBack} style={{ padding: 0 }}>
            {t('login.reset.back')}
          </Button>
        </p>
      </Form>
    </section>
  );
}
