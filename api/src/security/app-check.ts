/**
 * App verification, as Firebase App Check does it (spec §7: storage requests carry "an
 * app-verification header"; spec §8: 401 storage/unauthorized-app "when the app-verification token
 * is invalid"). The shop's pages get a short-lived app token from POST /api/app-check/token and
 * send it in `X-Firebase-AppCheck`; the storage routes refuse a request without a valid one.
 *
 * Two verifiers behind one interface (APP_CHECK in config.ts):
 * - `shop` (default, local and tests): the shop's own tokens, a JWT signed with HS256 under
 *   APP_CHECK_SECRET (jose), issued for and bound to this shop's origin (PUBLIC_URL, as `aud`),
 *   valid one hour. Every instance shares the secret, so any instance verifies any instance's token.
 * - `firebase`: real App Check tokens (reCAPTCHA Enterprise in the browser), verified with
 *   firebase-admin's App Check API for the project; the shop issues none itself.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';

/** How long a shop app token lives (Firebase App Check's default TTL is one hour too). */
export const APP_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'haat-app-check';
const SUBJECT = 'haat-web';

export interface AppCheck {
  /** A new token for this shop's pages; null when tokens come from elsewhere (Firebase App Check). */
  issue(): Promise<{ token: string; expiresAt: number } | null>;
  /** Whether `token` is a valid app token for this shop. Never throws. */
  verify(token: string | undefined): Promise<boolean>;
}

export function createAppCheck(config: Pick<Config, 'appCheck' | 'publicUrl' | 'firebaseProjectId'>): AppCheck {
  if (config.appCheck.provider === 'firebase') return firebaseAppCheck(config.firebaseProjectId);
  const key = new TextEncoder().encode(config.appCheck.secret);
  const audience = new URL(config.publicUrl).origin;
  return {
    async issue() {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + APP_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(SUBJECT)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: expiresAt * 1000 };
    },
    async verify(token) {
      if (!token) return false;
      try {
        await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience, subject: SUBJECT });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Real Firebase App Check: the browser's tokens (reCAPTCHA Enterprise) verified by firebase-admin. */
function firebaseAppCheck(projectId: string): AppCheck {
  const name = `shop-app-check-${projectId}`;
  const app: App = getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
  return {
    issue: async () => null,
    async verify(token) {
      if (!token) return false;
      try {
        await getAppCheck(app).verifyToken(token);
        return true;
      } catch {
        return false;
      }
    },
  };
}
