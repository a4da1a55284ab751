/**
 * The signed-in user of the page, with the role from the identity service's custom claim and a
 * fresh ID token for the API. One module instance for all apps (a federation singleton): a sign-in
 * on a host page is seen at once by every remote, which also hears `identity:user-changed`.
 *
 * Most visitors are guests, and the identity SDK (firebase/auth, ~45 KB gzip) would only tell them
 * that nobody is signed in. So this module does not import the SDK; it starts it (through
 * platform/firebase, loaded on demand) only when
 * - the session flag says someone is signed in on this browser: a localStorage entry written here
 *   whenever the SDK reports a user, removed when it reports none;
 * - a page needs identity (sign-in, account, orders, payment): `useRequireIdentity` (ui/useUser);
 * - anything else creates the Auth instance (platform/firebase reports its users here).
 * Until then the visitor is a guest: the user is `null`, and the API is called without a token.
 * A session the flag does not know of (storage cleared, say) shows up on the next identity page.
 */
import type { User } from 'firebase/auth';
import { roleFromClaim, type AnyRole } from 'shared-contracts/domain/staff';
import { publish } from 'shared-contracts/platform/events';
import { shouldSignOut } from 'shared-contracts/errors/identity';
import { listenToSdkUser } from 'shared-contracts/platform/sdkUser';

/** A customer, or a staff role (domain/staff.ts). */
export type Role = AnyRole;

export interface ShopUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: Role;
  /**
   * A guest's anonymous account (guest checkout, `signInAsGuest`): it keeps a cart and orders, but
   * the pages treat it as signed out (the header offers "Sign in") until it becomes an account
   * (`createAccountFromGuest`, same uid).
   */
  anonymous?: boolean;
}

type Listener = (user: ShopUser | null) => void;

/** localStorage key of the session flag ('1' while a user is signed in on this browser). */
const SESSION_FLAG_KEY = 'shop:session';

let current: ShopUser | null = null;
let firebaseUser: User | null = null;
/** Whether the SDK has said who is signed in (it says so again on every change). */
let answered = false;
let resolveAnswered = () => {};
/** The SDK's first answer, whoever started the SDK. */
const sdkAnswered = new Promise<void>((resolve) => {
  resolveAnswered = resolve;
});
/** Set once something has asked for the SDK through `requireIdentity`. */
let started: Promise<void> | undefined;
const listeners = new Set<Listener>();

/** The role carried by the ID token's claims: `role: 'owner'`, ... (set with firebase-admin; the old `admin` is an owner). */
export function roleFromClaims(claims: Record<string, unknown>): Role {
  return roleFromClaim(claims.role);
}

/** Storage may be missing (tests in Node) or refuse access (privacy settings): then no flag. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the session flag says a user is signed in on this browser. */
function hasSessionFlag(): boolean {
  try {
    return storage()?.getItem(SESSION_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

function writeSessionFlag(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(SESSION_FLAG_KEY, '1');
    else storage()?.removeItem(SESSION_FLAG_KEY);
  } catch {
    // Without storage every visit starts as a guest; identity pages still find the session.
  }
}

/**
 * Starts the identity SDK unless it runs already; resolves with the user once the SDK has said who
 * is signed in.
 */
export function requireIdentity(): Promise<ShopUser | null> {
  started ??= import('shared-contracts/platform/firebase')
    .then(({ firebaseAuth }) => firebaseAuth())
    .then(() => sdkAnswered);
  return started.then(() => current);
}

/**
 * Told by platform/firebase (through platform/sdkUser) the SDK's user, first when the Auth instance starts and then on
 * every sign-in, sign-out and token refresh. Not for apps: they use the functions below.
 */
export async function reportSdkUser(user: User | null): Promise<void> {
  const firstReport = !answered;
  firebaseUser = user;
  // A session kept in the browser may belong to an account disabled since: ask the identity
  // service once per page load, and end the session if it says so (spec §8).
  if (firstReport && user) void checkSession();
  if (!user) {
    current = null;
  } else {
    const token = await user.getIdTokenResult();
    current = { uid: user.uid, email: user.email, displayName: user.displayName, role: roleFromClaims(token.claims), anonymous: user.isAnonymous };
  }
  answered = true;
  writeSessionFlag(current !== null);
  publish('identity:user-changed', { uid: current?.uid ?? null, role: current?.role ?? null });
  for (const listener of listeners) listener(current);
  resolveAnswered();
}

listenToSdkUser((user) => void reportSdkUser(user));

/**
 * The user as far as known now: the SDK's answer once it has given one; before that `undefined`
 * while the SDK is starting or about to (`identityNeeded`), else `null`: a guest.
 */
export function knownUser(identityNeeded = false): ShopUser | null | undefined {
  if (answered) return current;
  return identityNeeded || started || hasSessionFlag() ? undefined : null;
}

/** The user now (null while signed out or not yet known). */
export function currentUser(): ShopUser | null {
  return current;
}

/** Resolves with the user once known, starting the SDK only if the session flag asks for it. */
export async function whenUserKnown(): Promise<ShopUser | null> {
  if (answered) return current;
  if (started || hasSessionFlag()) return requireIdentity();
  return null;
}

/**
 * Calls `listener` with the user now (when known) and on every change; returns the unsubscribe
 * function. Starts the SDK when the session flag says a user is signed in, or when the caller's
 * page needs identity (`identityNeeded`) whatever the flag says.
 */
export function onUserChanged(listener: Listener, { identityNeeded = false } = {}): () => void {
  listeners.add(listener);
  if (!answered && (identityNeeded || hasSessionFlag())) {
    requireIdentity().catch((error: unknown) => console.warn('[shop] identity service unavailable', error));
  }
  const user = knownUser();
  if (user !== undefined) listener(user);
  return () => listeners.delete(listener);
}

/**
 * A valid ID token for the API, refreshed by the SDK 5 minutes before expiry; null when signed out.
 * A disabled account or an expired session signs the user out (spec §8).
 */
export async function getIdToken(): Promise<string | null> {
  await whenUserKnown();
  if (!firebaseUser) return null;
  try {
    return await firebaseUser.getIdToken();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (shouldSignOut(code)) await signOut();
    throw error;
  }
}

/**
 * Signs in with email and password through the identity service; resolves with the user (role
 * included) once every app on the page knows them. The service's errors are thrown as it gives
 * them: show them with errors/identity's `identityErrorMessage`.
 */
export async function signInWithPassword(email: string, password: string): Promise<ShopUser> {
  const [{ firebaseAuth }, { signInWithEmailAndPassword }] = await Promise.all([
    import('shared-contracts/platform/firebase'),
    import('firebase/auth'),
  ]);
  const { user } = await signInWithEmailAndPassword(await firebaseAuth(), email, password);
  return userReported(user.uid);
}

/**
 * Creates an account with email and password (the identity service checks its own password
 * policy; pages check the shop's `password` rule first) and signs it in. The display name, when
 * given, is stored on the identity. Resolves once every app on the page knows the new user.
 */
export async function signUpWithPassword(email: string, password: string, displayName?: string): Promise<ShopUser> {
  const [{ firebaseAuth }, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
    import('shared-contracts/platform/firebase'),
    import('firebase/auth'),
  ]);
  const { user } = await createUserWithEmailAndPassword(await firebaseAuth(), email, password);
  if (displayName) await updateProfile(user, { displayName });
  return userReported(user.uid);
}

/** Sends the identity service's password-reset e-mail, in the page's language. */
export async function sendPasswordReset(email: string, language?: string): Promise<void> {
  const [{ firebaseAuth }, { sendPasswordResetEmail }] = await Promise.all([
    import('shared-contracts/platform/firebase'),
    import('firebase/auth'),
  ]);
  const auth = await firebaseAuth();
  if (language) auth.languageCode = language;
  await sendPasswordResetEmail(auth, email);
}

/**
 * Asks the identity service to check the signed-in user's password again (before deleting the
 * account, say). Throws the service's error (e.g. auth/wrong-password, auth/invalid-credential).
 */
export async function confirmPassword(password: string): Promise<void> {
  const user = firebaseUser;
  if (!user?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/**
 * Guest checkout: signs the visitor in with an anonymous account of the identity service, so the
 * cart and the order have an owner the API can check. Resolves once every app knows it.
 */
export async function signInAsGuest(): Promise<ShopUser> {
  const [{ firebaseAuth }, { signInAnonymously }] = await Promise.all([import('shared-contracts/platform/firebase'), import('firebase/auth')]);
  const { user } = await signInAnonymously(await firebaseAuth());
  return userReported(user.uid);
}

/**
 * Turns the signed-in guest's anonymous account into an account with email and password (pages
 * check the shop's `password` rule first). The uid stays, so the guest's orders and cart stay with
 * it. Throws the service's errors (auth/email-already-in-use...): show them with
 * errors/identity's `identityErrorMessage`.
 */
export async function createAccountFromGuest(email: string, password: string): Promise<ShopUser> {
  const user = firebaseUser;
  if (!user?.isAnonymous) throw Object.assign(new Error('No guest session'), { code: 'auth/user-token-expired' });
  const { EmailAuthProvider, linkWithCredential } = await import('firebase/auth');
  const { user: linked } = await linkWithCredential(user, EmailAuthProvider.credential(email, password));
  // The SDK reports the new token too; report now so the caller sees the account, not the guest.
  await linked.getIdToken(true);
  await reportSdkUser(linked);
  return current!;
}

/** Resolves once platform/auth has taken in the SDK's report of user `uid` (role read from the token). */
function userReported(uid: string): Promise<ShopUser> {
  if (current?.uid === uid) return Promise.resolve(current);
  return new Promise((resolve) => {
    const listener: Listener = (user) => {
      if (user?.uid !== uid) return;
      listeners.delete(listener);
      resolve(user);
    };
    listeners.add(listener);
  });
}

/**
 * Asks the identity service whether the signed-in session still holds (a fresh token); signs the
 * user out when the account was disabled or the session revoked or expired. For the first report
 * of a page and for an API call refused with 401.
 */
export async function checkSession(): Promise<void> {
  const user = firebaseUser;
  if (!user) return;
  try {
    await user.getIdToken(true);
  } catch (error) {
    if (shouldSignOut(error)) await signOut();
  }
}

export async function signOut(): Promise<void> {
  const { firebaseAuth } = await import('shared-contracts/platform/firebase');
  await (await firebaseAuth()).signOut();
}
