/**
 * Two-factor sign-in for staff (issue 35 item 2): a TOTP authenticator app, recovery codes shown
 * once, the owner's requirement and the owner's reset of a lost device. The API's side is
 * api/src/two-factor/; the admin's screens are remote-admin/src/two-factor/.
 *
 * A session proves its second factor with `proof`, a short-lived token the API signs for the
 * Firebase session it was given to (the uid and the ID token's auth_time, which token refreshes
 * keep): the one API client sends it on every call as SECOND_FACTOR_HEADER
 * (shared-contracts/platform/second-factor).
 *
 * Routes: kept out of api/routes.ts (which every page's first load carries), like settingsRoutes.
 * A staff member's own factor is under /account (access 'user': every staff role has one, and
 * these answer before the second factor is proven); the owner's are admin routes.
 */
import { z } from 'zod';
import { token } from 'shared-contracts/api/common';
import { required, secondFactorCode, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { defineRoute, type ApiRoute } from './define';

/** The header a session's proof of its second factor travels in (platform/second-factor, which the page's first load carries, owns it). */
export { SECOND_FACTOR_HEADER } from 'shared-contracts/platform/second-factor';

/** How many recovery codes an enrolment gives (each usable once). */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_RULES = { code: [required, secondFactorCode] } satisfies Record<string, Rule[]>;

export const codeInputSchema = z.object({ code: withRules(token(), ...TWO_FACTOR_RULES.code) });

export const twoFactorStatusSchema = z.object({
  /** A confirmed authenticator app. */
  enrolled: z.boolean(),
  /** The owner requires two-factor sign-in of every staff member. */
  required: z.boolean(),
  /** This session has proven its second factor (the proof it sent is good). */
  verified: z.boolean(),
  /** Recovery codes not used yet (0 when not enrolled). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const enrolmentSchema = z.object({
  /** The TOTP secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth:// URI, drawn as the QR code. */
  otpauthUri: z.string(),
});

export const proofSchema = z.object({
  proof: z.string(),
  /** When the proof stops counting: the admin then asks for a code again. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SecondFactorProof = z.infer<typeof proofSchema>;

export const confirmedEnrolmentSchema = proofSchema.extend({
  /** Shown this once; the API keeps only their hashes. */
  recoveryCodes: z.array(z.string()),
});

export const verifiedSchema = proofSchema.extend({ recoveryCodesLeft: z.number().int().min(0) });

export const twoFactorSettingsSchema = z.object({ required: z.boolean() });
export type TwoFactorSettings = z.infer<typeof twoFactorSettingsSchema>;

const uidParams = z.object({ uid: token().max(128) });

export const twoFactorRoutes = {
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: '/account/two-factor',
    access: 'user',
    response: twoFactorStatusSchema,
    summary: "A staff member's second factor: enrolled, required, proven by this session",
  }),
  startTwoFactorEnrolment: defineRoute({
    method: 'POST',
    path: '/account/two-factor/enrolment',
    access: 'user',
    response: enrolmentSchema,
    summary: 'Start enrolling an authenticator app: a new secret (409 when one is enrolled)',
  }),
  confirmTwoFactorEnrolment: defineRoute({
    method: 'POST',
    path: '/account/two-factor/enrolment/confirm',
    access: 'user',
    body: codeInputSchema,
    response: confirmedEnrolmentSchema,
    summary: "Confirm the enrolment with the app's code: the recovery codes (shown once) and this session's proof",
  }),
  verifyTwoFactor: defineRoute({
    method: 'POST',
    path: '/account/two-factor/verify',
    access: 'user',
    body: codeInputSchema,
    response: verifiedSchema,
    summary: "Prove this session's second factor with the app's code or a recovery code (used up)",
  }),
  adminResetTwoFactor: defineRoute({
    method: 'DELETE',
    path: '/admin/users/:uid/two-factor',
    access: 'admin',
    permission: 'staff',
    params: uidParams,
    response: z.object({ ok: z.literal(true) }),
    summary: "Reset a staff member's second factor (a lost device): they enrol again; audited",
  }),
  adminGetTwoFactorSettings: defineRoute({
    method: 'GET',
    path: '/admin/settings/two-factor',
    access: 'admin',
    permission: 'staff',
    response: twoFactorSettingsSchema,
    summary: 'Whether every staff member must sign in with a second factor',
  }),
  adminSaveTwoFactorSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/two-factor',
    access: 'admin',
    permission: 'staff',
    body: twoFactorSettingsSchema,
    response: twoFactorSettingsSchema,
    summary: 'Require (or stop requiring) a second factor of every staff member',
  }),
} as const satisfies Record<string, ApiRoute>;
