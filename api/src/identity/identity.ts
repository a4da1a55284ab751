/**
 * The identity port: who is calling (verified ID tokens) and the user administration the admin
 * area needs. The adapter is Firebase Authentication through firebase-admin; locally it talks to the
 * Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), in production to the real project.
 */
import { cert, deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { UserRole } from 'shared-contracts/api/account';
import { isStaffRole, roleFromClaim } from 'shared-contracts/domain/staff';

export interface Caller {
  uid: string;
  email: string | null;
  role: UserRole;
  /**
   * A guest's anonymous account (Firebase anonymous sign-in, guest checkout): it may keep a cart,
   * check out and read its orders, and is never an admin (`verify` gives it the customer role).
   */
  anonymous: boolean;
  /**
   * When this Firebase session signed in (the ID token's auth_time, seconds): the same for every
   * token the session refreshes, new at each sign-in. A session's proof of its second factor is
   * bound to it (two-factor/).
   */
  authTime?: number;
}

export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface Identity {
  /** The caller behind an ID token; throws when it is invalid, expired, revoked or disabled. */
  verify(idToken: string): Promise<Caller>;
  getUser(uid: string): Promise<IdentityUser | null>;
  /** The account with this e-mail address (as the identity service matches it), or null. */
  getUserByEmail(email: string): Promise<IdentityUser | null>;
  listUsers(): Promise<IdentityUser[]>;
  /** A new account; `emailVerified` is true unless told (accounts an admin or a seed creates). */
  createUser(input: { email: string; password: string; displayName?: string; role?: UserRole; emailVerified?: boolean }): Promise<IdentityUser>;
  /**
   * The identity service's own link for an action on the account of `email` (its `mode` and
   * `oobCode` are what the shop's mail carries); null when no account has that address.
   */
  actionLink(action: 'resetPassword' | 'verifyEmail', email: string): Promise<string | null>;
  /**
   * Sets a new password with a password-reset action code (which it uses up); resolves with the
   * account's e-mail. Throws `{ code: 'auth/invalid-action-code' | 'auth/expired-action-code' }`
   * when the code is not (or no longer) good. The shop's password rule is the caller's to check.
   */
  resetPassword(oobCode: string, newPassword: string): Promise<string>;
  setRole(uid: string, role: UserRole): Promise<void>;
  /** Disabling also revokes the user's sessions, so they are signed out everywhere. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

/** The custom claim `role` (a staff role; the old `admin` is the owner: domain/staff's roleFromClaim). */
const roleOf = (claims: Record<string, unknown> | undefined): UserRole => roleFromClaim(claims?.role);

function toUser(record: UserRecord): IdentityUser {
  return {
    uid: record.uid,
    email: record.email ?? null,
    displayName: record.displayName ?? null,
    role: roleOf(record.customClaims),
    disabled: record.disabled,
    createdAt: new Date(record.metadata.creationTime).toISOString(),
    lastSignInAt: record.metadata.lastSignInTime ? new Date(record.metadata.lastSignInTime).toISOString() : null,
  };
}

export function firebaseIdentity(options: { projectId: string; serviceAccountJson?: string }): Identity {
  const name = `shop-api-${options.projectId}-${getApps().length}`;
  const app: App = initializeApp(
    {
      projectId: options.projectId,
      ...(options.serviceAccountJson ? { credential: cert(JSON.parse(options.serviceAccountJson)) } : {}),
    },
    name,
  );
  const auth: Auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, true);
      const anonymous = decoded.firebase.sign_in_provider === 'anonymous';
      // Whatever claims an anonymous account carries, admin routes refuse it (403): it is no staff member.
      return { uid: decoded.uid, email: decoded.email ?? null, role: anonymous ? 'customer' : roleOf(decoded), anonymous, authTime: decoded.auth_time };
    },
    async getUser(uid) {
      try {
        return toUser(await auth.getUser(uid));
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async getUserByEmail(email) {
      try {
        return toUser(await auth.getUserByEmail(email));
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async listUsers() {
      const users: IdentityUser[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(1000, pageToken);
        users.push(...page.users.map(toUser));
        pageToken = page.pageToken;
      } while (pageToken);
      return users;
    },
    async createUser({ email, password, displayName, role = 'customer', emailVerified = true }) {
      const record = await auth.createUser({ email, password, displayName, emailVerified });
      if (isStaffRole(role)) await auth.setCustomUserClaims(record.uid, { role });
      return toUser(await auth.getUser(record.uid));
    },
    async setRole(uid, role) {
      await auth.setCustomUserClaims(uid, isStaffRole(role) ? { role } : {});
      await auth.revokeRefreshTokens(uid);
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
    },
    async actionLink(action, email) {
      try {
        return action === 'resetPassword' ? await auth.generatePasswordResetLink(email) : await auth.generateEmailVerificationLink(email);
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found' || (error as { code?: string }).code === 'auth/email-not-found') return null;
        throw error;
      }
    },
    async resetPassword(oobCode, newPassword) {
      return resetPasswordWithCode(oobCode, newPassword);
    },
    async close() {
      await deleteApp(app);
    },
  };
}

/** The identity service's answers to a bad action code, as the client SDK names them. */
const ACTION_CODE_ERRORS: Readonly<Record<string, string>> = {
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
};

/**
 * firebase-admin cannot use an action code, so the API asks the identity service's REST endpoint
 * (accounts:resetPassword), which takes the code and the new password in one call: the Auth
 * emulator's when FIREBASE_AUTH_EMULATOR_HOST is set, else Google's with the web API key
 * (FIREBASE_API_KEY, the same the pages use).
 */
async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<string> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const key = process.env.FIREBASE_API_KEY ?? (emulator ? 'emulator' : '');
  if (!key) throw new Error('FIREBASE_API_KEY is needed to reset passwords with action codes');
  const response = await fetch(`${base}/v1/accounts:resetPassword?key=${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as { email?: string; error?: { message?: string } };
  if (response.ok && body.email) return body.email;
  const reason = (body.error?.message ?? '').split(' ')[0]!;
  const code = ACTION_CODE_ERRORS[reason];
  if (code) throw Object.assign(new Error(reason), { code });
  throw new Error(`the identity service refused the password reset: HTTP ${response.status} ${body.error?.message ?? ''}`);
}
