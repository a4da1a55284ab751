/**
 * Staff roles and the permission matrix (issue 35 item 1): the one place that says what each
 * member of a shop's team may do. The API enforces it on every admin route (each route of the
 * route table names its `permission`: api/src/http/mount.ts), the admin navigation and pages offer
 * only what the role may use (shared-contracts/routes/admin-pages.ts).
 *
 * Exports:
 * - `PERMISSIONS`, `Permission`: what the shop lets a role do;
 * - `STAFF_ROLES`, `StaffRole`: the built-in roles (owner, manager, fulfilment, support);
 * - `ROLE_PERMISSIONS`: the matrix, role -> its permissions;
 * - `RoutePermission`: what an admin route or page needs (one permission, or a list: any of them);
 * - `can(role, need)`: whether a role (any user role: customers can nothing) has it;
 * - `isStaffRole(role)`: a role that may sign in to the admin area;
 * - `missingPermission(role, need)`: the permission to name when `can` says no;
 * - `roleFromClaim(claim)`: the custom claim `role` as a role (the old `admin` claim is `owner`).
 * Staff roles live in the identity's custom claim `role`; a customer has none.
 */

export const PERMISSIONS = ['catalogue', 'stock', 'orders', 'fulfilment', 'refunds', 'discounts', 'settings', 'staff', 'reports'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role a user may have: a customer, or one of the staff roles. */
export type AnyRole = 'customer' | StaffRole;

/**
 * The matrix. The owner may do everything; a manager runs the shop day to day (not its settings
 * nor its team); fulfilment packs and ships, and keeps the stock; support looks after customers'
 * orders and returns (not refunds: money goes back through a manager or the owner).
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: ['catalogue', 'stock', 'orders', 'fulfilment', 'refunds', 'discounts', 'reports'],
  fulfilment: ['stock', 'fulfilment'],
  support: ['orders'],
};

/** What a route or page needs: one permission, or a non-empty list of which any one suffices (reading orders: orders, fulfilment or refunds). */
export type RoutePermission = Permission | readonly [Permission, ...Permission[]];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** The permissions of a role (none for a customer or an unknown role). */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];
}

/** Whether `role` has `need` (with a list: any one of it). */
export function can(role: string | null | undefined, need: RoutePermission): boolean {
  const granted = permissionsOf(role);
  return typeof need === 'string' ? granted.includes(need) : need.some((permission) => granted.includes(permission));
}

/** The permission a refusal names: the one needed, or a list's first. */
export function missingPermission(need: RoutePermission): Permission {
  return typeof need === 'string' ? need : need[0];
}

/**
 * The custom claim `role` as a role. `admin` is what every admin carried before staff roles, so a
 * token or account still holding it is an owner.
 */
export function roleFromClaim(claim: unknown): AnyRole {
  if (claim === 'admin') return 'owner';
  return isStaffRole(claim as string) ? (claim as StaffRole) : 'customer';
}
