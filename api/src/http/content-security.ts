/**
 * The API's Content-Security-Policy, on every answer under /api (errors and 404s included): its
 * answers are JSON, so a response opened in a browser may load nothing, run nothing and be framed
 * by no one. The docs page (swagger-ui, /api/docs) is a page: its own scripts, styles and images
 * from the API's origin, the OpenAPI document fetched from it, nothing else. The shop's pages have
 * their own policy (deploy/local/serve.ts); this one touches /api only.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts/api/common';

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

const DOCS_PREFIX = `${API_PREFIX}/docs`;

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

export function contentSecurityPolicyFor(url: string): string | null {
  if (under(url, DOCS_PREFIX)) return DOCS_CSP;
  if (under(url, API_PREFIX)) return API_CSP;
  return null;
}

export function registerApiContentSecurity(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = contentSecurityPolicyFor(request.url);
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });
}
