import type { AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';

/** What a staff member with the staff permission may change about another account here (roles: users/StaffSection). */
export type UserChange = 'disable' | 'enable';

/** How a user is named in the admin: name, else email, else uid. */
export const displayName = (user: Pick<AdminUser, 'name' | 'email' | 'uid'>) => user.name || user.email || user.uid;

/** Disables or enables the account through the API: resolves to whether it was done (a refusal is shown as a toast). */
export function useChangeUser(): (uid: string, change: UserChange) => Promise<boolean> {
  const disable = useApiMutation(routes.adminDisableUser);
  const enable = useApiMutation(routes.adminEnableUser);
  return async (uid, change) => {
    const result = change === 'disable' ? await disable.mutate({ params: { uid } }) : await enable.mutate({ params: { uid } });
    return result.ok;
  };
}
