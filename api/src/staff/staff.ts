/**
 * The shop's team (issue 35 item 1): list, invite, change a role, disable, remove. Every change to a
 * staff member runs in one transaction under the staff lock (a transaction-level advisory lock, so
 * several API instances take turns too) and there
 * - takes in whoever the roster (`staff_members`) does not hold yet, with their claim's role;
 * - asks the roster, not the caller's token, whether the caller still holds `staff` (a demotion
 *   committed a moment ago counts at once);
 * - refuses (409 last_owner) a change that would leave no active owner;
 * - changes the identity (claim, disabled) and the roster, and writes the audit entry.
 * So two owners demoting each other, or both stepping down, at once leave one owner.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember } from 'shared-contracts/api/staff';
import type { AuditAction } from 'shared-contracts/api/admin';
import { can, isStaffRole, STAFF_ROLES, type StaffRole } from 'shared-contracts/domain/staff';
import type { UserRole } from 'shared-contracts/api/account';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { staffMembers } from '../db/schema';
import { HttpError } from '../http/errors';
import { missingPermissionError } from '../http/mount';
import type { Caller, IdentityUser } from '../identity/identity';
import type { Services } from '../services';
import { readSettings } from '../settings/store';
import { profileNames } from '../admin/users-repository';
import { queueStaffInviteMail } from './invite-mail';

type StaffServices = Pick<Services, 'db' | 'identity'>;

const STAFF_LOCK = 'haat:staff';

async function lockStaff(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${STAFF_LOCK}))`);
}

/** Adds a staff member the roster does not hold yet, with the role their claim gives; a customer is not staff. */
async function takeIn(tx: Db, user: { uid: string; email: string | null; role: UserRole }): Promise<void> {
  if (!isStaffRole(user.role)) return;
  await tx.insert(staffMembers).values({ uid: user.uid, email: user.email, role: user.role }).onConflictDoNothing();
}

async function rosterRole(tx: Db, uid: string): Promise<StaffRole | null> {
  const [row] = await tx.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.uid, uid));
  return row?.role ?? null;
}

/** Owners other than `uid` whose account is not disabled (the identity says which are). */
async function otherActiveOwners(tx: Db, services: StaffServices, uid: string): Promise<number> {
  const owners = await tx.select({ uid: staffMembers.uid }).from(staffMembers).where(and(eq(staffMembers.role, 'owner'), ne(staffMembers.uid, uid)));
  const accounts = await Promise.all(owners.map((owner) => services.identity.getUser(owner.uid)));
  return accounts.filter((account) => account && !account.disabled && account.role === 'owner').length;
}

export interface StaffChange {
  /** The role after the change: a staff role, or customer (off the team). */
  role: UserRole;
  disabled: boolean;
  action: AuditAction;
  note?: string | null;
}

/**
 * Applies `change` to `target` under the staff rules (see the file's comment); `apply` makes the
 * identity's part of it (the claim, the disabled flag) inside the transaction, so a refusal from
 * the identity service rolls the roster and the audit entry back.
 */
export async function changeStaffMember(
  services: StaffServices,
  actor: Caller,
  target: IdentityUser,
  change: StaffChange,
  language: Locale,
  apply: () => Promise<void>,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    await lockStaff(tx);
    await takeIn(tx, actor);
    await takeIn(tx, target);
    const actorRole = (await rosterRole(tx, actor.uid)) ?? actor.role;
    if (!isStaffRole(actorRole)) throw new HttpError('forbidden');
    if (!can(actorRole, 'staff')) throw missingPermissionError(actorRole, 'staff', language);
    const before = (await rosterRole(tx, target.uid)) ?? target.role;
    const staysOwner = change.role === 'owner' && !change.disabled;
    if (before === 'owner' && !staysOwner && (await otherActiveOwners(tx, services, target.uid)) === 0) throw new HttpError('last_owner');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before !== change.role) changes.role = { from: before, to: change.role };
    if (target.disabled !== change.disabled) changes.disabled = { from: target.disabled, to: change.disabled };
    await recordAudit(tx, { actor, action: change.action, target: { type: 'user', id: target.uid }, changes, note: change.note ?? null });
    if (isStaffRole(change.role)) {
      await tx
        .insert(staffMembers)
        .values({ uid: target.uid, email: target.email, role: change.role, addedBy: actor.uid })
        .onConflictDoUpdate({ target: staffMembers.uid, set: { role: change.role, email: target.email, addedBy: actor.uid, updatedAt: sql`now()` } });
    } else {
      await tx.delete(staffMembers).where(eq(staffMembers.uid, target.uid));
    }
    await apply();
  });
}

async function toStaffMembers(services: StaffServices, users: readonly IdentityUser[]): Promise<StaffMember[]> {
  const names = await profileNames(
    services.db,
    users.map((user) => user.uid),
  );
  return users.flatMap((user) =>
    isStaffRole(user.role)
      ? [{ uid: user.uid, email: user.email, name: names.get(user.uid) || user.displayName || '', role: user.role, disabled: user.disabled, lastSignInAt: user.lastSignInAt }]
      : [],
  );
}

/** Every account with a staff role (the identity's claims grant access), owners first, then by e-mail. */
export async function listStaff(services: StaffServices): Promise<{ items: StaffMember[] }> {
  const staff = (await services.identity.listUsers()).filter((user) => isStaffRole(user.role));
  staff.sort((a, b) => STAFF_ROLES.indexOf(a.role as StaffRole) - STAFF_ROLES.indexOf(b.role as StaffRole) || (a.email ?? '').localeCompare(b.email ?? ''));
  return { items: await toStaffMembers(services, staff) };
}

async function memberOf(services: StaffServices, uid: string): Promise<IdentityUser> {
  const user = await services.identity.getUser(uid);
  if (!user) throw new HttpError('not_found');
  return user;
}

/**
 * Invites `email` with `role`. A new account is made with a password nobody knows and the e-mail
 * verified (the invite proves the address when it is used), and its mail links to choosing a
 * password; an existing customer's account gets the role and a mail saying where to sign in. An
 * account already on the team: 409 conflict on `email` (its role is changed on the users page).
 */
export async function inviteStaff(
  services: Pick<Services, 'db' | 'identity' | 'config' | 'database'>,
  actor: Caller,
  input: { email: string; role: StaffRole },
  language: Locale,
): Promise<{ member: StaffMember; account: 'new' | 'existing' }> {
  const email = input.email.trim().toLowerCase();
  let user = await services.identity.getUserByEmail(email);
  if (user && isStaffRole(user.role)) throw new HttpError('conflict', { email: [alreadyStaff(language)] });
  const account = user ? 'existing' : 'new';
  if (!user) {
    try {
      user = await services.identity.createUser({ email, password: randomPassword(), emailVerified: true });
    } catch (error) {
      // another invite of the same address a moment ago
      if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError('conflict', { email: [alreadyStaff(language)] });
      throw error;
    }
  }
  const invited = user;
  await changeStaffMember(services, actor, invited, { role: input.role, disabled: invited.disabled, action: 'staff.invite', note: email }, language, () =>
    services.identity.setRole(invited.uid, input.role),
  );
  const store = await readSettings(services, 'store');
  const serviceLink = account === 'new' ? await services.identity.actionLink('resetPassword', email) : null;
  await queueStaffInviteMail(services.db, services.config, { email, role: input.role, shop: store.tradingName, inviter: actor.email ?? actor.uid, language, serviceLink });
  const [member] = await toStaffMembers(services, [await memberOf(services, invited.uid)]);
  return { member: member!, account };
}

/** Takes `uid` off the team: the account stays, as a customer; its sessions end (setRole revokes them). */
export async function removeStaff(services: StaffServices, actor: Caller, uid: string, language: Locale): Promise<Omit<StaffMember, 'role'> & { role: 'customer' }> {
  const user = await memberOf(services, uid);
  if (!isStaffRole(user.role)) throw new HttpError('not_found');
  await changeStaffMember(services, actor, user, { role: 'customer', disabled: user.disabled, action: 'staff.remove' }, language, () => services.identity.setRole(uid, 'customer'));
  const after = await memberOf(services, uid);
  return { uid, email: after.email, name: after.displayName ?? '', role: 'customer', disabled: after.disabled, lastSignInAt: after.lastSignInAt };
}

/** A password nobody is told: the invitee chooses their own through the invite's link. */
function randomPassword(): string {
  return `${crypto.randomUUID()}-A1a`;
}

const alreadyStaff = (lng: Locale) => i18n.t('errors:staff.alreadyStaff', { lng });
