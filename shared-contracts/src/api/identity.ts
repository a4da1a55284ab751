/**
 * The shop's own identity calls (issue 22 part 4): accounts are created by the API, and passwords
 * are set through it, so the shop's password rule (spec §5: 8 characters, a lowercase letter, a
 * digit) holds whoever calls; the identity service alone would take its default minimum of 6. The
 * e-mails the identity service would send (password reset, e-mail verification) are the shop's,
 * sent by its mailer with links to its own /auth/action page.
 */
import { consentFieldsShape } from './privacy';
import { z } from 'zod';
import { max, noControlChars, password, required } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { requiredText, text } from './common';
import { emailSchema } from './contact';

/**
 * The password a customer chooses: the same rule, in the same words, as the sign-up form's. Kept as
 * typed (spaces count), but no control characters.
 */
export const newPasswordSchema = withRules(z.string(), noControlChars, required, password, max(4096));

export const signUpRequestSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  password: newPasswordSchema,
  /** The privacy notice accepted (its version) and the separate, opt-in marketing box (api/src/privacy/consent.ts). */
  ...consentFieldsShape,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({ uid: z.string(), verificationSent: z.boolean() });

export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** Always the same answer, whether an account has the address or not: nobody learns who has one. */
export const mailQueuedSchema = z.object({ queued: z.literal(true) });

/** An action code (`oobCode`) as the identity service writes it into its links. */
export const actionCodeSchema = text(required, max(2000));

export const resetPasswordRequestSchema = z.object({ oobCode: actionCodeSchema, password: newPasswordSchema });
export const resetPasswordResponseSchema = z.object({ email: z.string() });

/**
 * Where the API serves the Auth emulator's Google sign-in page on the shop's origin (local only:
 * api/src/identity/emulator-sign-in.ts), relative to API_PREFIX.
 */
export const EMULATOR_SIGN_IN_PATH = '/account/emulator-sign-in';
