import { createApiClient, type ApiClient } from 'shared-contracts/api/client';
import { checkSession, getIdToken } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { i18n } from 'shared-contracts/platform/i18n';

let client: Promise<ApiClient> | undefined;

/** The admin pages' one API client: the runtime config's base URL, the signed-in admin's token, the page's language. */
export function adminApi(): Promise<ApiClient> {
  client ??= loadRuntimeConfig().then(({ apiBaseUrl }) =>
    createApiClient({ baseURL: apiBaseUrl, getIdToken, getLanguage: () => i18n.language, onUnauthorized: checkSession }),
  );
  return client;
}

/** For tests: use this client instead of one built from the runtime config. */
export function setAdminApi(api: ApiClient): void {
  client = Promise.resolve(api);
}
