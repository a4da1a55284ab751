/**
 * Which path a request's policies (admin allow-list, Content-Security-Policy, the page server's
 * API/page split) are decided on. Never the raw URL: the router decodes `/api/%61dmin/users` to
 * `/api/admin/users` and strips an absolute-form target (`GET http://x/api/admin/users`), so a
 * policy that compared the raw text was walked around by any spelling the router forgives.
 *
 * - `originForm`: an absolute-form request target as the path it names (Fastify's `rewriteUrl`,
 *   app.ts), before routing, so `request.url` is always origin-form.
 * - `routedPath`: the route the router matched (its pattern, `/api/admin/products/:id`), or, for a
 *   catch-all route (the page server's `/*`) and for no route at all, `normalisedPath`.
 * - `normalisedPath`: the path as a browser's router reads it: query dropped, percent-escapes
 *   decoded, dot segments resolved, repeated slashes one.
 */
import type { FastifyRequest } from 'fastify';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/** `http://host/path?q` -> `/path?q` (and the host it named); an origin-form target as it is. */
export function originForm(url: string): { url: string; host: string | null } {
  const absolute = ABSOLUTE_FORM.exec(url);
  if (!absolute) return { url, host: null };
  const rest = url.slice(absolute[0].length);
  // the authority without any user info (`http://user@host/`)
  return { url: rest.startsWith('/') ? rest : `/${rest}`, host: absolute[1]?.replace(/^.*@/, '') || null };
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The path of `url` as a router that forgives every spelling would read it (see above). */
export function normalisedPath(url: string): string {
  const path = originForm(url).url.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  // decoded before the dot segments are resolved: `%2e%2e` is `..` to whoever decodes later
  for (const segment of decoded(path).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The path the request's policies are decided on: the matched route's pattern, else the normalised path. */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern && !pattern.includes('*')) return pattern;
  return normalisedPath(request.url);
}
