/**
 * The signed-in user of the page, with the role from the identity service's custom claim and a
 * fresh ID token for the API. One module instance for all apps (a federation singleton): a sign-in
 * on a host page is seen at once by every remote, which also hears `identity:user-changed`.
 */
import { onIdTokenChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { firebaseAuth } from 'shared-contracts/platform/firebase';
import { publish } from 'shared-contracts/platform/events';
import { shouldSignOut } from 'shared-contracts/errors/identity';

export type Role = 'admin' | 'customer';

export interface ShopUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: Role;
}

type Listener = (user: ShopUser | null) => void;

let current: ShopUser | null = null;
let firebaseUser: User | null = null;
let ready: Promise<void> | undefined;
const listeners = new Set<Listener>();

/** The role carried by the ID token's claims: `role: 'admin'` (set with firebase-admin). */
export function roleFromClaims(claims: Record<string, unknown>): Role {
  return claims.role === 'admin' ? 'admin' : 'customer';
}

function start(): Promise<void> {
  ready ??= firebaseAuth().then(
    (auth) =>
      new Promise<void>((resolve) => {
        onIdTokenChanged(auth, async (user) => {
          firebaseUser = user;
          if (!user) {
            current = null;
          } else {
            const token = await user.getIdTokenResult();
            current = { uid: user.uid, email: user.email, displayName: user.displayName, role: roleFromClaims(token.claims) };
          }
          publish('identity:user-changed', { uid: current?.uid ?? null, role: current?.role ?? null });
          for (const listener of listeners) listener(current);
          resolve();
        });
      }),
  );
  return ready;
}

/** The user now (null while signed out or not yet known). */
export function currentUser(): ShopUser | null {
  return current;
}

/** Resolves once the identity service has said who is signed in. */
export async function whenUserKnown(): Promise<ShopUser | null> {
  await start();
  return current;
}

/** Calls `listener` with the user now and on every change; returns the unsubscribe function. */
export function onUserChanged(listener: Listener): () => void {
  listeners.add(listener);
  void start().then(() => listeners.has(listener) && listener(current));
  return () => listeners.delete(listener);
}

/**
 * A valid ID token for the API, refreshed by the SDK 5 minutes before expiry; null when signed out.
 * A disabled account or an expired session signs the user out (spec §8).
 */
export async function getIdToken(): Promise<string | null> {
  await start();
  if (!firebaseUser) return null;
  try {
    return await firebaseUser.getIdToken();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (shouldSignOut(code)) await signOut();
    throw error;
  }
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(await firebaseAuth());
}
