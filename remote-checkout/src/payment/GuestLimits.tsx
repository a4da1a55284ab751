import './GuestCheckout.messages';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts/api/api-error';
import { PATHS } from 'shared-contracts/routes/paths';
import { LinkButton } from 'shared-contracts/ui/LinkButton';
import { useLocation } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The refusals that bound guests only (api/src/checkout/guest-limits.ts): signing in lifts them. */
const GUEST_LIMITS = ['guest_hold_limit', 'guest_checkout_limit'];

/**
 * The messages a refused checkout gives its lines (`lines.<index>.<field>`: out of stock, held by
 * guests up to the shop's share...), by the line's index in the request, which is the review's.
 */
export function lineErrorsOf(error: unknown): ReadonlyMap<number, string> {
  const lines = new Map<number, string>();
  if (!isApiError(error)) return lines;
  for (const [path, messages] of Object.entries(error.fields ?? {})) {
    const index = /^lines\.(\d+)\./.exec(path)?.[1];
    if (index !== undefined && messages[0] && !lines.has(Number(index))) lines.set(Number(index), messages[0]);
  }
  return lines;
}

/** Under a guest's refused payment: the way past a guest limit, signing in (back to this page after). */
export function GuestLimitSignIn({ code }: { code: string | undefined }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  if (!code || !GUEST_LIMITS.includes(code)) return null;
  return (
    <p style={{ marginTop: '0.5rem' }}>
      <LinkButton type="primary" to={`${to(PATHS.login)}?next=${encodeURIComponent(`${pathname}${search}`)}`}>
        {t('guest.choice.signIn')}
      </LinkButton>
    </p>
  );
}
