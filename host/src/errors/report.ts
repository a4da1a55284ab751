/**
 * Sends an unhandled error to the API's log (unhandled.ts loads this only when there is one). A
 * plain `fetch` with keepalive rather than the shop's API client: the report must leave even when
 * the page is closing, and even when what failed was the identity service or the client itself.
 */
import { CLIENT_ERROR_LIMITS, reportClientErrorRoute, type ClientErrorReport } from 'shared-contracts/api/client-errors';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import type { FatalError } from './unhandled';

export function reportBody({ id, kind, error }: Pick<FatalError, 'id' | 'kind' | 'error'>, pathname = window.location.pathname): ClientErrorReport {
  const { message, stack, name } = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as { message?: unknown; stack?: unknown; name?: unknown };
  const text = `${typeof name === 'string' && name !== 'Error' ? `${name}: ` : ''}${String(message ?? '')}`;
  return {
    id,
    kind,
    message: text.slice(0, CLIENT_ERROR_LIMITS.message),
    ...(typeof stack === 'string' ? { stack: stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    // the path only: a query may hold a code or an address
    path: pathname.slice(0, CLIENT_ERROR_LIMITS.path),
  };
}

export async function sendReport(fatal: Pick<FatalError, 'id' | 'kind' | 'error'>): Promise<void> {
  // a configuration that does not load is often the error itself: the API is then at its usual place
  const base = await loadRuntimeConfig().then(
    (config) => config.apiBaseUrl,
    () => '/api',
  );
  await fetch(`${base}${reportClientErrorRoute.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reportBody(fatal)),
    keepalive: true,
  });
}
