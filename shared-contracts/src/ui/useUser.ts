import { useEffect, useState } from 'react';
import { knownUser, onUserChanged, type ShopUser } from 'shared-contracts/platform/auth';
import { useHydrated } from 'shared-contracts/ui/useHydrated';

/**
 * The signed-in user, kept current; `undefined` until known. A visitor without a session is a
 * guest (`null`) at once, and the identity SDK is not downloaded for them (see platform/auth).
 */
export function useUser(): ShopUser | null | undefined {
  return useKnownUser(false);
}

/**
 * For a page that needs identity (sign-in, account, orders, payment): starts the identity SDK even
 * for a visitor without a session flag, so the page learns for sure who is signed in, and returns
 * the user as `useUser` does (`undefined` until the SDK has answered).
 */
export function useRequireIdentity(): ShopUser | null | undefined {
  return useKnownUser(true);
}

/**
 * The server renders every page for a guest (its HTML is the same for every visitor), and the
 * browser's hydrating render must match it: until hydrated, a guest (`null`), or not yet known
 * (`undefined`) for a page that needs identity, whose guest form would send the visitor away.
 */
function useKnownUser(identityNeeded: boolean): ShopUser | null | undefined {
  const hydrated = useHydrated();
  const [user, setUser] = useState(() => knownUser(identityNeeded));
  useEffect(() => onUserChanged(setUser, { identityNeeded }), [identityNeeded]);
  if (!hydrated) return identityNeeded ? undefined : null;
  return user;
}
