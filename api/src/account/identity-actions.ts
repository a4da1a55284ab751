/**
 * Sign-up, password reset and e-mail verification through the API (issue 22 part 4). The identity
 * service would take any password of 6 characters or more (spec §5); the shop's rule is 8 with a
 * lowercase letter and a digit, so accounts are created and passwords set here, after the same rule
 * the forms check (the request schemas, in the caller's language). Its e-mails are the shop's:
 * queued in the outbox with links to the shop's /auth/action page.
 */
import { i18n } from 'shared-contracts/platform/i18n';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { Services } from '../services';
import { HttpError } from '../http/errors';
import { queueIdentityMail } from '../mail/identity-mails';
import { recordSignUpConsents } from '../privacy/consent';

type ActionServices = Pick<Services, 'db' | 'identity' | 'config'>;

/** The identity service's message for `code` in `lng`, as the sign-in pages show it. */
const identityMessage = (code: string, lng: Locale) => i18n.t(code, { ns: 'errors', lng });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Creates a customer account (e-mail not yet verified) and queues the mail that verifies it. An
 * address already in use is refused on its field with the sign-in pages' words (409).
 */
export async function signUp(
  services: ActionServices,
  input: { name: string; email: string; password: string; privacyNoticeVersion?: string; marketingConsent?: boolean },
  language: Locale,
  log: (error: unknown) => void,
): Promise<{ uid: string; verificationSent: boolean }> {
  let uid: string;
  try {
    ({ uid } = await services.identity.createUser({ email: input.email, password: input.password, displayName: input.name, emailVerified: false }));
  } catch (error) {
    // firebase-admin says 'email-already-exists' where the client SDK says 'email-already-in-use'
    if (codeOf(error) === 'auth/email-already-exists') {
      throw new HttpError('conflict', { email: [identityMessage('auth/email-already-in-use', language)] });
    }
    throw error;
  }
  // the privacy notice the page showed, and marketing only if ticked (privacy/consent.ts)
  await recordSignUpConsents(services.db, { userId: uid, email: input.email }, 'sign_up', input);
  // The account stands even if its mail cannot be queued now: it can sign in, and a reset verifies it.
  const verificationSent = await sendActionMail(services, 'verifyEmail', input.email, language).catch((error: unknown) => {
    log(error);
    return false;
  });
  return { uid, verificationSent };
}

/**
 * Queues the mail for `action` on the account of `email`; false when no account has the address
 * (the caller says nothing of it: nobody learns from the shop who has an account).
 */
export async function sendActionMail(services: ActionServices, action: 'resetPassword' | 'verifyEmail', email: string, language: Locale): Promise<boolean> {
  const serviceLink = await services.identity.actionLink(action, email);
  if (!serviceLink) return false;
  await queueIdentityMail(services.db, services.config, action === 'resetPassword' ? 'password_reset' : 'email_verification', { email, serviceLink, language });
  return true;
}

/**
 * Sets the new password (already judged by the shop's rule) with the action code from the mail. A
 * code that is expired, used or unknown is refused on the `oobCode` field with the catalogue's words.
 */
export async function resetPassword(services: ActionServices, oobCode: string, password: string, language: Locale): Promise<{ email: string }> {
  try {
    return { email: await services.identity.resetPassword(oobCode, password) };
  } catch (error) {
    const code = codeOf(error);
    if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code') {
      throw new HttpError('validation_failed', { oobCode: [identityMessage(code, language)] });
    }
    throw error;
  }
}
