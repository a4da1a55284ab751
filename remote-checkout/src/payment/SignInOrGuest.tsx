import './GuestCheckout.messages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { identityErrorMessage } from 'shared-contracts/errors/identity';
import { signInAsGuest, type ShopUser } from 'shared-contracts/platform/auth';
import { PATHS } from 'shared-contracts/routes/paths';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { useLocation } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useRequireIdentity } from 'shared-contracts/ui/useUser';

/**
 * The payment page's sign-in requirement, with guest checkout beside it: a visitor who is not
 * signed in is told why signing in is asked and may sign in (and come back) or continue as a guest,
 * which signs them in with an anonymous account (platform/auth `signInAsGuest`): the cart and the
 * order then have an owner the API can check, and the guest gives an e-mail address for the receipt.
 */
export function SignInOrGuest({ title, children }: { title: string; children: (user: ShopUser) => ReactNode }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  const user = useRequireIdentity();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user) return <>{children(user)}</>;
  if (user === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  async function continueAsGuest() {
    setStarting(true);
    setError(null);
    try {
      await signInAsGuest(); // the page re-renders with the guest's account
    } catch (caught) {
      setError(identityErrorMessage(caught));
      setStarting(false);
    }
  }

  return (
    <article style={{ maxWidth: '40rem' }}>
      <h1>{title}</h1>
      <section aria-labelledby="guest-choice">
        <h2 id="guest-choice">{t('guest.choice.title')}</h2>
        <p>{t('guest.choice.why')}</p>
        <p>{t('guest.choice.guest')}</p>
        <p style={{ display: 'flex', gap: '.75rem', flexWrap: 'wrap' }}>
          <LinkButton type="primary" to={`${to(PATHS.login)}?next=${encodeURIComponent(`${pathname}${search}`)}`}>
            {t('guest.choice.signIn')}
          </LinkButton>
          <Button loading={starting} onClick={() => void continueAsGuest()}>
            {t('guest.choice.continue')}
          </Button>
        </p>
        {error && <p role="alert">{error}</p>}
      </section>
    </article>
  );
}
