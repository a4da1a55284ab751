import { i18n } from 'shared-contracts/platform/i18n';

/** The identity service's error codes the shop has its own words for (namespace `errors`). */
export const IDENTITY_ERROR_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/email-already-in-use',
  'auth/too-many-requests',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/unauthorized-domain',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/account-exists-with-different-credential',
  'auth/network-request-failed',
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/weak-password',
  'auth/invalid-email',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

export const IDENTITY_FALLBACK_CODE = 'auth/unknown';

/** Codes that end the session: spec §8 signs the user out when disabled or when the token expired. */
const SIGN_OUT_CODES: ReadonlySet<string> = new Set(['auth/user-disabled', 'auth/user-token-expired']);

/** Newer SDK spellings of codes the catalogue already covers. */
const ALIASES: Readonly<Record<string, IdentityErrorCode>> = {
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/timeout': 'auth/network-request-failed',
};

/** The `auth/...` code of a FirebaseError, of any `{ code }` object, or of a bare code string. */
export function identityErrorCode(error: unknown): string | undefined {
  const code =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'code' in error
        ? (error as { code: unknown }).code
        : undefined;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return undefined;
  return ALIASES[code] ?? code;
}

export function isIdentityErrorCode(code: unknown): code is IdentityErrorCode {
  return typeof code === 'string' && (IDENTITY_ERROR_CODES as readonly string[]).includes(code);
}

/** The user-facing message in the current language; unknown codes get the generic sign-in message. */
export function identityErrorMessage(error: unknown): string {
  const code = identityErrorCode(error);
  return i18n.t(isIdentityErrorCode(code) ? code : IDENTITY_FALLBACK_CODE, { ns: 'errors' });
}

/** Accepts the code itself or the error carrying it. */
export function shouldSignOut(codeOrError: unknown): boolean {
  const code = identityErrorCode(codeOrError);
  return code !== undefined && SIGN_OUT_CODES.has(code);
}
