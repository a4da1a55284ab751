/**
 * Sign in with Google (issue 22 part 4), in a popup or, where popups are blocked, in this window
 * (a redirect and back). Loaded with the sign-in page only: no first load carries it.
 *
 * Against Firebase itself this is the SDK's signInWithPopup / signInWithRedirect. Against the Auth
 * emulator (local, tests) those need Google's script loader for the emulator's helper frame, which
 * cannot be had offline; so the shop opens the emulator's own Google sign-in page from its own
 * origin (the API serves it: api/src/identity/emulator-sign-in.ts). That page keeps its result, a
 * stand-in Google ID token, in its window's sessionStorage before it goes on to `redirectUrl`; this
 * module reads it there (the popup's, or this window's after the redirect) and signs in with it.
 *
 * Errors are the identity service's codes (auth/popup-blocked, auth/popup-closed-by-user,
 * auth/cancelled-popup-request, auth/account-exists-with-different-credential...): show them with
 * errors/identity's `identityErrorMessage`.
 */
import { EMULATOR_SIGN_IN_PATH } from 'shared-contracts/api/identity';
import { onUserChanged, type ShopUser } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig, type RuntimeConfig } from 'shared-contracts/platform/config';

export type GoogleSignInWay = 'popup' | 'redirect';

/** The app name the emulator's page is given: with the API key, it names where it keeps its result. */
const APP_NAME = 'shop';
/** sessionStorage: set while a redirect to Google (Firebase itself) is under way, so only then is its result asked for. */
const REDIRECT_PENDING_KEY = 'shop:google-redirect';
/** How often the popup is looked at for its result, and whether it was closed. */
const POLL_MS = 150;

const authError = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });

/** Where the emulator's page keeps its result (its own naming: firebase:redirectEvent:<apiKey>:<appName>). */
const resultKey = (config: RuntimeConfig) => `firebase:redirectEvent:${config.firebase.apiKey ?? ''}:${APP_NAME}`;

/** An address of the API (its base URL: '/api' or absolute) as an absolute URL. */
const apiUrl = (config: RuntimeConfig, path: string) => new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${path}`, window.location.href).toString();

/** The emulator's Google sign-in page on the shop's origin, going on to `redirectUrl` when done. */
function emulatorPageUrl(config: RuntimeConfig, redirectUrl: string): string {
  const query = new URLSearchParams({
    apiKey: config.firebase.apiKey ?? '',
    appName: APP_NAME,
    authType: 'signInViaRedirect',
    providerId: 'google.com',
    redirectUrl,
    eventId: String(Math.random()).slice(2),
  });
  return `${apiUrl(config, EMULATOR_SIGN_IN_PATH)}?${query.toString()}`;
}

/** The stand-in Google ID token in the emulator page's result, taken out of `storage`; null when none. */
export function takeEmulatorResult(storage: Storage, key: string): string | null {
  const saved = storage.getItem(key);
  if (!saved) return null;
  storage.removeItem(key);
  const event = JSON.parse(saved) as { urlResponse?: string };
  const idToken = event.urlResponse ? new URL(event.urlResponse).searchParams.get('id_token') : null;
  if (!idToken) throw authError('internal-error');
  return idToken;
}

/** Resolves once platform/auth has the user `uid` (the SDK reports every sign-in to it). */
function whenSignedInAs(uid: string): Promise<ShopUser> {
  return new Promise((resolve) => {
    const stop = onUserChanged((user) => {
      if (user?.uid !== uid) return;
      // later, not now: a user already known is reported before onUserChanged has returned `stop`
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

async function signInWithEmulatorToken(idToken: string): Promise<ShopUser> {
  const [{ firebaseAuth }, { GoogleAuthProvider, signInWithCredential }] = await Promise.all([
    import('shared-contracts/platform/firebase'),
    import('firebase/auth'),
  ]);
  const { user } = await signInWithCredential(await firebaseAuth(), GoogleAuthProvider.credential(idToken));
  return whenSignedInAs(user.uid);
}

let popupOpen = false;

/**
 * Signs in with Google. 'popup' resolves with the user; 'redirect' leaves the page (resolves with
 * null) and `finishGoogleRedirect` completes it when the visitor is back on the sign-in page.
 * Call it straight from the click: the popup is opened before anything is awaited, so browsers
 * count it as the visitor's.
 */
export async function signInWithGoogle(way: GoogleSignInWay): Promise<ShopUser | null> {
  if (way === 'redirect') return redirectToGoogle();
  if (popupOpen) throw authError('cancelled-popup-request');
  const popup = window.open('', 'shop-google-sign-in', 'popup,width=520,height=680');
  if (!popup) throw authError('popup-blocked');
  popupOpen = true;
  try {
    const config = await loadRuntimeConfig();
    if (!config.authEmulatorUrl) {
      popup.close();
      const [{ firebaseAuth }, { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup }] = await Promise.all([
        import('shared-contracts/platform/firebase'),
        import('firebase/auth'),
      ]);
      const { user } = await signInWithPopup(await firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
      return await whenSignedInAs(user.uid);
    }
    // The page goes on to a URL that answers 204, so the popup stays on it until closed here.
    popup.location.href = emulatorPageUrl(config, apiUrl(config, `${EMULATOR_SIGN_IN_PATH}/done`));
    const idToken = await new Promise<string>((resolve, reject) => {
      const timer = window.setInterval(() => {
        if (popup.closed) {
          window.clearInterval(timer);
          reject(authError('popup-closed-by-user'));
          return;
        }
        try {
          const token = takeEmulatorResult(popup.sessionStorage, resultKey(config));
          if (!token) return;
          window.clearInterval(timer);
          popup.close();
          resolve(token);
        } catch (error) {
          // Another origin while the popup loads (about:blank first): look again next time.
          if ((error as { code?: string }).code) {
            window.clearInterval(timer);
            popup.close();
            reject(error);
          }
        }
      }, POLL_MS);
    });
    return await signInWithEmulatorToken(idToken);
  } finally {
    popupOpen = false;
  }
}

async function redirectToGoogle(): Promise<null> {
  const config = await loadRuntimeConfig();
  if (config.authEmulatorUrl) {
    // Back to this very page (its `next` kept), where finishGoogleRedirect takes the result.
    window.location.assign(emulatorPageUrl(config, window.location.href));
    return null;
  }
  const [{ firebaseAuth }, { GoogleAuthProvider, browserPopupRedirectResolver, signInWithRedirect }] = await Promise.all([
    import('shared-contracts/platform/firebase'),
    import('firebase/auth'),
  ]);
  sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
  await signInWithRedirect(await firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return null;
}

/**
 * On the sign-in page: completes a Google sign-in made by a redirect, if one came back here;
 * resolves with the user, or null when there was none. Throws the service's error otherwise.
 */
export async function finishGoogleRedirect(): Promise<ShopUser | null> {
  const config = await loadRuntimeConfig();
  if (config.authEmulatorUrl) {
    const idToken = takeEmulatorResult(sessionStorage, resultKey(config));
    return idToken ? signInWithEmulatorToken(idToken) : null;
  }
  if (sessionStorage.getItem(REDIRECT_PENDING_KEY) !== '1') return null;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  const [{ firebaseAuth }, { browserPopupRedirectResolver, getRedirectResult }] = await Promise.all([import('shared-contracts/platform/firebase'), import('firebase/auth')]);
  const result = await getRedirectResult(await firebaseAuth(), browserPopupRedirectResolver);
  return result ? whenSignedInAs(result.user.uid) : null;
}
