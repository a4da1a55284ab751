import type { AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

/** What an admin may change about another account. */
export type UserChange = 'makeAdmin' | 'removeAdmin' | 'disable' | 'enable';

/** How a user is named in the admin: name, else email, else uid. */
export const displayName = (user: Pick<AdminUser, 'name' | 'email' | 'uid'>) => user.name || user.email || user.uid;

/**
 * Grants or removes the admin role, or disables or enables the account, through the API: resolves
 * to whether it was done (a refusal is shown as a toast).
 */
export function useChangeUser(): (uid: string, change: UserChange) => Promise<boolean> {
  const role = useApiMutation(routes.adminSetUserRole);
  const disable = useApiMutation(routes.adminDisableUser);
  const enable = useApiMutation(routes.adminEnableUser);
  return async (uid, change) => {
    const result =
      change === 'makeAdmin' || change === 'removeAdmin'
        ? await role.mutate({ params: { uid }, body: { role: change === 'makeAdmin' ? 'owner' : 'customer' } })
        : change === 'disable'
          ? await disable.mutate({ params: { uid } })
          : await enable.mutate({ params: { uid } });
    return result.ok;
  };
}
