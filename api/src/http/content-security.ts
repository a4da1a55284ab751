/**
 * The API's Content-Security-Policy, on every answer under /api (errors and 404s included): its
 * answers are JSON, so a response opened in a browser may load nothing, run nothing and be framed
 * by no one. The docs page (swagger-ui, /api/docs) is a page: its own scripts, styles and images
 * from the API's origin, the OpenAPI document fetched from it, nothing else. The shop's pages have
 * their own policy (host/server/serve.ts); this one touches /api only.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts/api/common';
import { EMULATOR_SIGN_IN_PATH } from 'shared-contracts/api/identity';
import { routedPath } from './routed-path';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** swagger-ui sets style attributes from script, hence 'unsafe-inline' for styles (and only there). */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The Auth emulator's Google sign-in page (local only, api/src/identity/emulator-sign-in.ts): its
 * own inline script and styles, nothing from elsewhere (its fonts and Material scripts stay away).
 */
export const EMULATOR_SIGN_IN_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_PREFIX = `${API_PREFIX}/docs`;
const EMULATOR_SIGN_IN_PREFIX = `${API_PREFIX}${EMULATOR_SIGN_IN_PATH}`;

/** Case aside: a path the router does not match (`/API/...`) is still answered as the API's. */
const under = (path: string, prefix: string) => {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`);
};

/** The policy of an answer at `path`, the routed one (http/routed-path.ts: `/%61pi/...` is the API too); null outside /api. */
export function contentSecurityPolicyFor(path: string): string | null {
  if (under(path, DOCS_PREFIX)) return DOCS_CSP;
  if (under(path, EMULATOR_SIGN_IN_PREFIX)) return EMULATOR_SIGN_IN_CSP;
  if (under(path, API_PREFIX)) return API_CSP;
  return null;
}

export function registerApiContentSecurity(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = contentSecurityPolicyFor(routedPath(request));
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });
}
