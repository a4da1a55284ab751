/**
 * The shop's team (issue 35 item 1): who works in the admin area and with which role, invites by
 * e-mail, removal. Admin-only routes, kept out of api/routes.ts (which every page's first load
 * carries). A staff member's role is changed through `routes.adminSetUserRole`, like any account's.
 */
import { z } from 'zod';
import { STAFF_ROLES } from 'shared-contracts/domain/staff';
import { required } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { dateTimeSchema } from './common';
import { emailSchema } from './contact';
import { uidParamsSchema } from './admin';
import { defineRoute, type ApiRoute } from './define';

export const staffRoleSchema = withRules(z.enum(STAFF_ROLES), required);

export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  lastSignInAt: dateTimeSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export const staffInviteSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type StaffInvite = z.input<typeof staffInviteSchema>;

export const staffInvitedSchema = z.object({
  member: staffMemberSchema,
  /** A new account (its mail links to choosing a password), or an existing one given a staff role. */
  account: z.enum(['new', 'existing']),
});

export const staffRoutes = {
  adminListStaff: defineRoute({
    method: 'GET',
    path: '/admin/staff',
    access: 'admin',
    permission: 'staff',
    response: staffListSchema,
    summary: 'The staff: every account with a staff role, owners first',
  }),
  adminInviteStaff: defineRoute({
    method: 'POST',
    path: '/admin/staff/invites',
    access: 'admin',
    permission: 'staff',
    body: staffInviteSchema,
    response: staffInvitedSchema,
    summary:
      'Invite someone by e-mail with a staff role: a new account gets a mail with a link to choose a password, an existing one the role and a mail saying so (409 conflict on email when already staff)',
  }),
  adminRemoveStaff: defineRoute({
    method: 'DELETE',
    path: '/admin/staff/:uid',
    access: 'admin',
    permission: 'staff',
    params: uidParamsSchema,
    response: staffMemberSchema.omit({ role: true }).extend({ role: z.literal('customer') }),
    summary: 'Take a staff member off the team: their account stays, as a customer, and their sessions end (409 last_owner for the last owner)',
  }),
} as const satisfies Record<string, ApiRoute>;
