/**
 * The page's one shop API client, for every app: the runtime config's base URL, the signed-in
 * user's ID token (none for a guest), the page's language, a staff session's proof of its second
 * factor, and the session check on a 401.
 * Built once on first use; a federation singleton like the rest of platform/.
 */
import { createApiClient, type ApiClient } from 'shared-contracts/api/client';
import { checkSession, currentUser, getIdToken } from 'shared-contracts/platform/auth';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { i18n } from 'shared-contracts/platform/i18n';

/**
 * A staff session's second factor (issue 35b) is staff business: its module loads only for a
 * signed-in member of staff, so a customer's first load does not carry it.
 */
const secondFactor = () => import('shared-contracts/platform/second-factor');
const isStaff = () => {
  const role = currentUser()?.role;
  return role !== undefined && role !== 'customer';
};

let client: Promise<ApiClient> | undefined;

export function shopApi(): Promise<ApiClient> {
  client ??= loadRuntimeConfig().then(({ apiBaseUrl }) =>
    createApiClient({
      baseURL: apiBaseUrl,
      getIdToken,
      getLanguage: () => i18n.language,
      onUnauthorized: checkSession,
      // a staff session's proof of its second factor, kept for the signed-in member only
      getHeaders: async () => {
        if (!isStaff()) return undefined;
        const { SECOND_FACTOR_HEADER, secondFactorProof } = await secondFactor();
        const proof = secondFactorProof(currentUser()?.uid);
        return proof ? { [SECOND_FACTOR_HEADER]: proof } : undefined;
      },
      onSecondFactorNeeded: (need) => secondFactor().then(({ secondFactorNeeded }) => secondFactorNeeded(need)),
    }),
  );
  return client;
}
