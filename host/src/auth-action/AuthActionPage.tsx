import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { isApiError } from 'shared-contracts/api/api-error';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { routes } from 'shared-contracts/api/routes';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { identityErrorMessage } from 'shared-contracts/errors/identity';
import { signInWithPassword } from 'shared-contracts/platform/auth';
import { Link, useSearchParams } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { usePageTitle } from 'shared-contracts/ui/usePageTitle';
import { toFormRules } from 'shared-contracts/validation/antd';
import { match, password, PASSWORD_MIN_LENGTH, required } from 'shared-contracts/validation/rules';
import { applyVerificationCode, checkPasswordResetCode, isActionMode, type ActionMode } from './actionCodes';
import { messages } from './AuthActionPage.messages';

addAppMessages('host', messages);

type State =
  | { step: 'checking' }
  | { step: 'reset'; email: string }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

interface ResetValues {
  password: string;
  confirm: string;
}

/** What a link without a usable mode or code is: the catalogue's invalid-link message. */
const INVALID_LINK = { code: 'auth/invalid-action-code' };

/**
 * The page the shop's identity e-mails link to (/auth/action?mode=…&oobCode=…, the identity
 * service's action codes): choose a new password (`resetPassword`), or confirm the e-mail address
 * (`verifyEmail`). An expired, used or unknown code says so in the catalogue's words, with the way
 * to a new link. The new password is set through the API, which holds the shop's password rule.
 */
export default function AuthActionPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    const failed = (error: unknown) => settle({ step: 'failed', message: identityErrorMessage(error) });
    if (!isActionMode(mode) || !oobCode) failed(INVALID_LINK);
    else if (mode === 'resetPassword') checkPasswordResetCode(oobCode).then((email) => settle({ step: 'reset', email }), failed);
    else {
      applyVerificationCode(oobCode).then(
        (email) => settle({ step: 'done', message: email ? t('authAction.verify.done', { email }) : t('authAction.verify.doneNoEmail') }),
        failed,
      );
    }
    return () => {
      live = false;
    };
    // once per link: the texts follow the language on render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, oobCode]);

  const title = state.step === 'failed' ? t('authAction.title.failed') : t(`authAction.title.${isActionMode(mode) ? mode : 'failed'}`);
  usePageTitle(title);

  return (
    <article className="auth-action-page" style={{ maxWidth: '30rem' }}>
      <h1>{title}</h1>
      {state.step === 'checking' && (
        <div aria-busy="true" aria-label={t('authAction.checking')}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      )}
      {state.step === 'reset' && (
        <ResetPassword
          email={state.email}
          oobCode={oobCode}
          onDone={(message) => setState({ step: 'done', message })}
          onFailed={(message) => setState({ step: 'failed', message })}
        />
      )}
      {state.step === 'done' && <Alert type="success" showIcon role="status" title={state.message} />}
      {state.step === 'failed' && (
        <>
          <Alert type="error" showIcon role="alert" title={state.message} data-testid="action-error" />
          <p style={{ marginTop: 16 }}>{t('authAction.failed.again')}</p>
        </>
      )}
      <NextSteps mode={isActionMode(mode) ? mode : null} failed={state.step === 'failed'} />
    </article>
  );
}

function ResetPassword({
  email,
  oobCode,
  onDone,
  onFailed,
}: {
  email: string;
  oobCode: string;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<ResetValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rules = {
    password: toFormRules(required, password),
    confirm: toFormRules(required, match(() => form.getFieldValue('password'))),
  };

  const reset = useApiMutation(routes.resetPassword, {
    form,
    fields: ['password'],
    onError: (caught) => {
      if (!isApiError(caught)) return false;
      // The code ran out meanwhile (used, expired): the link is done for.
      const codeError = caught.fields.oobCode?.[0];
      if (codeError) onFailed(codeError);
      // A refusal without field messages goes on the form's own line.
      else if (Object.keys(caught.fields).length === 0) setError(apiErrorMessage(caught));
      else return false;
      return true;
    },
  });

  const save = async ({ password: chosen }: ResetValues) => {
    setBusy(true);
    setError(null);
    try {
      const result = await reset.mutate({ body: { oobCode, password: chosen } });
      if (!result.ok) return;
      const { email: account } = result.data;
      await signInWithPassword(account, chosen);
      onDone(t('authAction.reset.done', { email: account }));
    } catch (caught) {
      setError(identityErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('authAction.title.resetPassword')}>
      <p>{t('authAction.reset.intro', { email })}</p>
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Form<ResetValues> form={form} layout="vertical" noValidate requiredMark={false} disabled={busy} onFinish={(values) => void save(values)}>
        {/* the account's address, for password managers */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          name="password"
          label={t('authAction.reset.password')}
          rules={rules.password}
          extra={t('authAction.reset.help', { min: PASSWORD_MIN_LENGTH })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('authAction.reset.confirm')} rules={rules.confirm} dependencies={['password']}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('authAction.reset.submit')}
        </Button>
      </Form>
    </section>
  );
}

/** Where to go from here: the shop and the account, or the sign-in page for a new link. */
function NextSteps({ mode, failed }: { mode: ActionMode | null; failed: boolean }) {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const links = failed || !mode ? [{ to: PATHS.login, label: 'authAction.next.signIn' }] : [{ to: PATHS.accounts, label: 'authAction.next.account' }];
  return (
    <nav aria-labelledby="auth-action-next" style={{ marginTop: 24 }}>
      <h2 id="auth-action-next">{t('authAction.next.title')}</h2>
      <ul>
        {[...links, { to: PATHS.shop, label: 'authAction.next.shop' }].map((link) => (
          <li key={link.to}>
            <Link to={to(link.to)}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
