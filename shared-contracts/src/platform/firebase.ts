/**
 * The one Firebase app and Auth instance of the page. Apps never call `initializeApp` themselves:
 * they ask here, and Module Federation shares this module (and firebase/*) as singletons, so the
 * host and every remote talk to the same app and see the same signed-in user.
 *
 * Apps reach the user through platform/auth, which loads this module (and with it the SDK) only
 * when identity is needed: see there. Whoever creates the Auth instance first, its user is reported
 * to platform/auth from then on.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  type Auth,
} from 'firebase/auth';
import { sdkUserChanged } from 'shared-contracts/platform/sdkUser';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';

let app: Promise<FirebaseApp> | undefined;
let auth: Promise<Auth> | undefined;

export function firebaseApp(): Promise<FirebaseApp> {
  app ??= loadRuntimeConfig().then((config) => (getApps().length ? getApp() : initializeApp(config.firebase)));
  return app;
}

export function firebaseAuth(): Promise<Auth> {
  auth ??= Promise.all([firebaseApp(), loadRuntimeConfig()]).then(([firebase, config]) => {
    // getAuth's persistence, without its popup/redirect resolver: on a phone's browser the SDK
    // starts that resolver at once, loading a script from apis.google.com that the CSP refuses,
    // on every page of a signed-in (or guest) session. Google sign-in passes the resolver itself
    // (host/src/sign-in/google.ts), only when the shopper chooses it.
    const instance = initializeAuth(firebase, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
    if (config.authEmulatorUrl) connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
    onIdTokenChanged(instance, sdkUserChanged);
    return instance;
  });
  return auth;
}
