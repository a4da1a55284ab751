import type { AdminUser } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { shopApi } from 'shared-contracts/platform/api';

/** What an admin may change about another account. */
export type UserChange = 'makeAdmin' | 'removeAdmin' | 'disable' | 'enable';

/** How a user is named in the admin: name, else email, else uid. */
export const displayName = (user: Pick<AdminUser, 'name' | 'email' | 'uid'>) => user.name || user.email || user.uid;

/** Grants or removes the admin role, or disables or enables the account, through the API. */
export async function changeUser(uid: string, change: UserChange): Promise<void> {
  const api = await shopApi();
  if (change === 'makeAdmin' || change === 'removeAdmin') {
    await api.call(routes.adminSetUserRole, { params: { uid }, body: { role: change === 'makeAdmin' ? 'admin' : 'customer' } });
  } else if (change === 'disable') {
    await api.call(routes.adminDisableUser, { params: { uid } });
  } else {
    await api.call(routes.adminEnableUser, { params: { uid } });
  }
}
