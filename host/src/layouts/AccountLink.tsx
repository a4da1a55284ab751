import { useTranslation } from 'react-i18next';
import { NavLink } from 'shared-contracts/ui/router';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { NAV } from './navLinks';

/**
 * The header's account entry: "Sign in" for a guest, the signed-in user's name otherwise. A guest
 * needs no identity SDK for that (see platform/auth), so this is part of the layout's first render.
 */
export function AccountLink() {
  const { t } = useTranslation('host');
  const { to } = useLocale();
  const user = useUser();
  if (user === null) {
    return (
      <NavLink to={to(NAV.signIn.to)} className="account-link">
        {t(NAV.signIn.label)}
      </NavLink>
    );
  }
  return (
    <NavLink to={to(NAV.account.to)} className="account-link" data-user={user?.uid ?? ''}>
      {user ? (user.displayName ?? user.email ?? t(NAV.account.label)) : t(NAV.account.label)}
    </NavLink>
  );
}
