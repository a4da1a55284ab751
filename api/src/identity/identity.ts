/**
 * The identity port: who is calling (verified ID tokens) and the user administration the admin
 * area needs. The adapter is Firebase Authentication through firebase-admin; locally it talks to the
 * Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), in production to the real project.
 */
import { cert, deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { UserRole } from 'shared-contracts/api/account';

export interface Caller {
  uid: string;
  email: string | null;
  role: UserRole;
  /**
   * A guest's anonymous account (Firebase anonymous sign-in, guest checkout): it may keep a cart,
   * check out and read its orders, and is never an admin (`verify` gives it the customer role).
   */
  anonymous: boolean;
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
  listUsers(): Promise<IdentityUser[]>;
  createUser(input: { email: string; password: string; displayName?: string; role?: UserRole }): Promise<IdentityUser>;
  setRole(uid: string, role: UserRole): Promise<void>;
  /** Disabling also revokes the user's sessions, so they are signed out everywhere. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  deleteUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

const roleOf = (claims: Record<string, unknown> | undefined): UserRole => (claims?.role === 'admin' ? 'admin' : 'customer');

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
      // Whatever claims an anonymous account carries, admin routes refuse it (403).
      return { uid: decoded.uid, email: decoded.email ?? null, role: anonymous ? 'customer' : roleOf(decoded), anonymous };
    },
    async getUser(uid) {
      try {
        return toUser(await auth.getUser(uid));
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
    async createUser({ email, password, displayName, role = 'customer' }) {
      const record = await auth.createUser({ email, password, displayName, emailVerified: true });
      if (role === 'admin') await auth.setCustomUserClaims(record.uid, { role });
      return toUser(await auth.getUser(record.uid));
    },
    async setRole(uid, role) {
      await auth.setCustomUserClaims(uid, role === 'admin' ? { role } : {});
      await auth.revokeRefreshTokens(uid);
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async deleteUser(uid) {
      await auth.deleteUser(uid);
    },
    async close() {
      await deleteApp(app);
    },
  };
}
