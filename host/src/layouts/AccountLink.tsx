import { useTranslation } from 'react-i18next';
import { NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { NAV } from './navLinks';

/**
 * The header's account entry: "Sign in" for a guest (with or without the anonymous account of a
 * guest checkout), the signed-in user's name otherwise. A guest
 * needs no identity SDK for that (see platform/auth), so this is part of the layout's first render.
 * On a phone the page template shows the person icon alone; the text stays its name.
 */
export function AccountLink() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const known = useUser();
  // A guest who checked out has an anonymous account (their cart and orders): still "Sign in" here.
  const user = known?.anonymous ? null : known;
  const signedIn = user !== null;
  const label = !signedIn ? t(NAV.signIn.label) : user ? (user.displayName ?? user.email ?? t(NAV.account.label)) : t(NAV.account.label);
  return (
    <NavLink
      to={to(signedIn ? NAV.account.to : NAV.signIn.to)}
      className="account-link"
      data-user={signedIn ? (user?.uid ?? '') : undefined}
      title={label}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="8" r="4" />
        <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
      </svg>
      <span className="account-link__label">{label}</span>
    </NavLink>
  );
}
