/**
 * What an admin does to users: list them (the identity service's accounts merged with the shop's
 * profiles and order counts), change a role, disable and enable. The identity service is the
 * source of truth for role and state; each change is made inside the transaction that writes its
 * audit row, so a change the identity service refused leaves no row.
 *
 * Role changes and disabling follow the staff rules (staff/staff.ts: under the staff lock, never
 * leaving the shop without an active owner); an owner may step down while another owner remains,
 * but nobody disables themselves.
 */
import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema } from 'shared-contracts/api/admin';
import type { UserRole } from 'shared-contracts/api/account';
import type { Locale } from 'shared-contracts/i18n/locales';
import { HttpError } from '../http/errors';
import type { Caller, IdentityUser } from '../identity/identity';
import type { Services } from '../services';
import type { Page } from '../db/paging';
import { changeStaffMember } from '../staff/staff';
import { orderCounts, profileNames } from './users-repository';

export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
type UserServices = Pick<Services, 'db' | 'identity'>;

async function toAdminUsers(services: UserServices, users: readonly IdentityUser[]): Promise<AdminUser[]> {
  const uids = users.map((user) => user.uid);
  const [names, counts] = await Promise.all([profileNames(services.db, uids), orderCounts(services.db, uids)]);
  return users.map((user) => ({
    uid: user.uid,
    email: user.email,
    name: names.get(user.uid) || user.displayName || '',
    role: user.role,
    disabled: user.disabled,
    orderCount: counts.get(user.uid) ?? 0,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  }));
}

/**
 * Newest first. The identity service lists accounts without search, so the filter runs here over
 * its list; the shop's own data (names, order counts) is fetched for the page only, except when
 * the search needs the names.
 */
export async function listUsers(services: UserServices, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  let users = (await services.identity.listUsers()).filter(
    (user) => (query.role === undefined || user.role === query.role) && (query.disabled === undefined || user.disabled === query.disabled),
  );
  if (query.q) {
    const needle = query.q.toLowerCase();
    const names = await profileNames(
      services.db,
      users.map((user) => user.uid),
    );
    users = users.filter((user) =>
      [user.uid, user.email ?? '', user.displayName ?? '', names.get(user.uid) ?? ''].some((text) => text.toLowerCase().includes(needle)),
    );
  }
  users.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.uid.localeCompare(b.uid));
  const start = (query.page - 1) * query.pageSize;
  return { items: await toAdminUsers(services, users.slice(start, start + query.pageSize)), total: users.length, page: query.page, pageSize: query.pageSize };
}

async function existingUser(services: UserServices, uid: string): Promise<IdentityUser> {
  const user = await services.identity.getUser(uid);
  if (!user) throw new HttpError('not_found');
  return user;
}

function notSelf(actor: Caller, uid: string) {
  if (actor.uid === uid) throw new HttpError('forbidden');
}

async function reload(services: UserServices, uid: string): Promise<AdminUser> {
  const [user] = await toAdminUsers(services, [await existingUser(services, uid)]);
  return user!;
}

export async function setUserRole(services: UserServices, actor: Caller, uid: string, role: UserRole, language: Locale): Promise<AdminUser> {
  const user = await existingUser(services, uid);
  if (user.role !== role) {
    await changeStaffMember(services, actor, user, { role, disabled: user.disabled, action: 'user.role_change' }, language, () => services.identity.setRole(uid, role));
  }
  return reload(services, uid);
}

export async function setUserDisabled(services: UserServices, actor: Caller, uid: string, disabled: boolean, language: Locale): Promise<AdminUser> {
  notSelf(actor, uid);
  const user = await existingUser(services, uid);
  if (user.disabled !== disabled) {
    await changeStaffMember(services, actor, user, { role: user.role, disabled, action: disabled ? 'user.disable' : 'user.enable' }, language, () =>
      services.identity.setDisabled(uid, disabled),
    );
  }
  return reload(services, uid);
}
