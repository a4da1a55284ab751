import { z } from 'zod';
import { addressInputSchema, addressSchema, gstinSchema, optionalPhoneSchema } from './address';
import { dateTimeSchema, requiredText } from './common';
import { STAFF_ROLES } from 'shared-contracts/domain/staff';

/**
 * A customer, or a staff member with one of the staff roles (domain/staff.ts), which is a custom
 * claim on the identity, checked by the server.
 */
export const USER_ROLES = ['customer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MAX_SAVED_ADDRESSES = 5;

export const profileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The first address is the default one at checkout. */
  addresses: z.array(addressSchema).max(MAX_SAVED_ADDRESSES),
  gstin: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: dateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  name: requiredText(100),
  /** Blank or missing clears it. */
  phone: optionalPhoneSchema,
  addresses: z.array(addressInputSchema).max(MAX_SAVED_ADDRESSES).default([]),
  gstin: gstinSchema,
});
export type UpdateProfile = z.input<typeof updateProfileSchema>;
