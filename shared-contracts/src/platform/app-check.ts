/**
 * The page's app token, for the app-verification header of storage requests (spec §7; the API's
 * security/app-check.ts). By default the shop's own: fetched from POST /api/app-check/token through
 * the one write path (ui/useApiMutation's `runMutation`), kept while it lives, fetched again 5 minutes before it expires (as the
 * identity token is, spec §9) or when asked to (`forceRefresh`: storage refused it as
 * `unauthorized-app`). With an App Check site key in the runtime config (`appCheckSiteKey`, the
 * server's APP_CHECK_SITE_KEY), real Firebase App Check instead: reCAPTCHA Enterprise, its SDK
 * loaded only then, its own refresh. A federation singleton like the rest of platform/.
 */
import { storageRoutes, type AppToken } from 'shared-contracts/api/storage';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { runMutation } from 'shared-contracts/ui/useApiMutation';

/** A token this close to its expiry is renewed before use. */
export const APP_TOKEN_RENEW_BEFORE_MS = 5 * 60 * 1000;

let current: Promise<AppToken> | undefined;

async function shopToken(forceRefresh: boolean): Promise<string> {
  const held = current && (await current.catch(() => undefined));
  if (!forceRefresh && held && held.expiresAt - APP_TOKEN_RENEW_BEFORE_MS > Date.now()) return held.token;
  // a refusal is storage's unauthorized-app, which the storage caller shows: nothing is shown here
  const next = runMutation(storageRoutes.appCheckToken, undefined, { onError: () => true });
  current = next;
  return (await next).token;
}

type FirebaseTokenSource = (forceRefresh: boolean) => Promise<string>;
let firebaseSource: Promise<FirebaseTokenSource> | undefined;

function firebaseAppCheck(siteKey: string): Promise<FirebaseTokenSource> {
  firebaseSource ??= Promise.all([import('firebase/app-check'), import('shared-contracts/platform/firebase')]).then(async ([sdk, { firebaseApp }]) => {
    const instance = sdk.initializeAppCheck(await firebaseApp(), { provider: new sdk.ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
    return async (forceRefresh) => (await sdk.getToken(instance, forceRefresh)).token;
  });
  return firebaseSource;
}

/** The app token to send in `X-Firebase-AppCheck`; a new one when `forceRefresh`. */
export async function getAppToken({ forceRefresh = false }: { forceRefresh?: boolean } = {}): Promise<string> {
  const { appCheckSiteKey } = await loadRuntimeConfig();
  if (appCheckSiteKey) return (await firebaseAppCheck(appCheckSiteKey))(forceRefresh);
  return shopToken(forceRefresh);
}
