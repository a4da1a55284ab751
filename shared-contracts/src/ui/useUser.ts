import { useEffect, useState } from 'react';
import { currentUser, onUserChanged, type ShopUser } from 'shared-contracts/platform/auth';

/** The signed-in user, kept current; `undefined` until the identity service has answered. */
export function useUser(): ShopUser | null | undefined {
  const [user, setUser] = useState<ShopUser | null | undefined>(() => currentUser() ?? undefined);
  useEffect(() => onUserChanged(setUser), []);
  return user;
}
