import { isStaffRole } from 'shared-contracts/domain/staff';
import { COLORS } from 'shared-contracts/ui/theme';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import { PATHS } from 'shared-contracts/routes/paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { identityErrorMessage } from 'shared-contracts/errors/identity';
import { pageNotFound } from 'shared-contracts/errors/page';
import { DEMO_ADMIN, DEMO_CUSTOMER } from 'shared-contracts/identity/demo-accounts';
import { signInWithPassword } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { signInDestination } from 'shared-contracts/ui/RequireSignIn';
import { useNavigate, useSearchParams } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { ContentPage } from '../layouts/ContentPage';
import type { PageLink } from '../layouts/navLinks';
import { messages } from './QuickLoginPage.messages';
import { messages as signInMessages } from './SignIn.messages';

addAppMessages('host', messages);
addAppMessages('host', signInMessages);

type Availability = 'checking' | 'local' | 'unavailable';

/** The README's demo accounts, seeded in the local identity emulator; this page exists only against it. */
export const QUICK_ACCOUNTS = [
  { ...DEMO_CUSTOMER, label: 'quick.account.customer' },
  { ...DEMO_ADMIN, label: 'quick.account.admin' },
] as const;

const related: PageLink[] = [
  { to: PATHS.login, label: 'quick.link.login' },
  { to: PATHS.adminLogin, label: 'identity.toAdminLogin' },
  { to: PATHS.shop, label: 'identity.toShop' },
];

/** Whether the identity service is the local emulator: only then does quick sign-in exist. */
function useAvailability(): Availability {
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    let live = true;
    // Wrapped, so a synchronous failure (no fetch) also counts as "not local".
    Promise.resolve()
      .then(() => loadRuntimeConfig())
      .then(
        (config) => live && setAvailability(config.authEmulatorUrl ? 'local' : 'unavailable'),
        () => live && setAvailability('unavailable'),
      );
    return () => {
      live = false;
    };
  }, []);
  return availability;
}

/**
 * Local quick sign-in (/___login): one click signs in as a seeded account of the Auth emulator and
 * goes on to `?next=`, else home (customer) or the admin dashboard (admin). Anywhere else (no
 * emulator in the runtime config) the page does not exist: the 404 page.
 */
export default function QuickLoginPage() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const availability = useAvailability();
  const user = useUser();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (availability === 'unavailable') throw pageNotFound();
  if (availability === 'checking') {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  const signIn = async (account: (typeof QUICK_ACCOUNTS)[number]) => {
    setBusy(account.email);
    setError(null);
    try {
      const signedIn = await signInWithPassword(account.email, account.password);
      navigate(signInDestination(params.get('next'), to(isStaffRole(signedIn.role) ? PATHS.adminDashboard : PATHS.home)), { replace: true });
    } catch (caught) {
      setError(identityErrorMessage(caught));
      setBusy(null);
    }
  };

  return (
    <ContentPage title="quick.title" intro="quick.intro" notice="quick.local" related={related}>
      <section aria-labelledby="quick-accounts-title">
        <h2 id="quick-accounts-title">{t('quick.accounts.title')}</h2>
        {user && <p>{t('quick.current', { email: user.email ?? user.uid })}</p>}
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '.75rem' }}>
          {QUICK_ACCOUNTS.map((account) => (
            <li key={account.email}>
              <Button
                size="large"
                block
                loading={busy === account.email}
                disabled={busy !== null && busy !== account.email}
                onClick={() => void signIn(account)}
              >
                {t('quick.signInAs', { email: account.email })}
              </Button>
              <span style={{ display: 'block', marginTop: '.25rem', color: COLORS.textSecondary }}>{t(account.label)}</span>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
