/**
 * Where the identity SDK's user goes (platform/firebase reports every change here; platform/auth
 * listens). A module of its own so that neither of the two imports the other: auth loads firebase
 * on demand (the SDK is heavy, guests never need it), and firebase must not import auth back (an
 * import circle). A report made before anyone listens is kept and given to the listener when it comes.
 */
import type { User } from 'firebase/auth';

type Listener = (user: User | null) => void;

let listener: Listener | undefined;
let unheard: { user: User | null } | undefined;

/** Called by platform/firebase with the SDK's user: when the Auth instance starts, then on every sign-in, sign-out and token refresh. */
export function sdkUserChanged(user: User | null): void {
  if (listener) listener(user);
  else unheard = { user };
}

/** Set once by platform/auth. */
export function listenToSdkUser(next: Listener): void {
  listener = next;
  if (unheard) {
    const { user } = unheard;
    unheard = undefined;
    next(user);
  }
}
