import type { z } from 'zod';
import type { RoutePermission } from 'shared-contracts/domain/staff';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; a signed-in user (Bearer ID token); a staff member whose role has the
 * route's `permission` (domain/staff's matrix); the payment provider (signed body, no token).
 */
export type RouteAccess = 'public' | 'user' | 'admin' | 'provider';

/**
 * How the body travels: JSON (default), multipart form data, or a stream of server-sent events
 * whose `data` lines each match `response`.
 */
export type RouteBodyKind = 'json' | 'multipart' | 'events';

/**
 * An admin route names the permission it needs (the type refuses one that does not); no other
 * route has one.
 */
type RouteAccessRule =
  | { readonly access: 'admin'; readonly permission: RoutePermission }
  | { readonly access: Exclude<RouteAccess, 'admin'>; readonly permission?: undefined };

export type ApiRoute = RouteAccessRule & {
  readonly method: HttpMethod;
  /** Relative to API_PREFIX; `:name` segments are filled from `params`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly kind?: RouteBodyKind;
  /** One line for the OpenAPI document. */
  readonly summary: string;
};

/** Keeps the literal types of a route (method, schemas) while checking its shape. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/* eslint-disable @typescript-eslint/no-empty-object-type -- `{} extends X`: are all of X's fields optional? */
type Part<R extends ApiRoute, K extends 'params' | 'query' | 'body'> = R[K] extends z.ZodType
  ? {} extends z.input<R[K]>
    ? { [P in K]?: z.input<R[K]> }
    : { [P in K]: z.input<R[K]> }
  : { [P in K]?: never };
/* eslint-enable @typescript-eslint/no-empty-object-type */

/** What a caller passes: the route's params, query and body, each as its schema's input. */
export type RouteInput<R extends ApiRoute> = Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>;
/** What a call resolves to: the response schema's output. */
export type RouteOutput<R extends ApiRoute> = z.output<R['response']>;

/** '/orders/:id' + { id: 'a/b' } -> '/orders/a%2Fb'. Throws when a parameter is missing. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
