/**
 * Mounts one route of the shared route table (shared-contracts/api/routes): the access check, the
 * parsing of params, query and body with the shared schemas (messages in the caller's language),
 * the handler, the response trimmed to the route's response schema, and the OpenAPI description.
 * Handlers receive typed, parsed input only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX } from 'shared-contracts/api/common';
import type { ApiRoute } from 'shared-contracts/api/define';
import { can, isStaffRole, missingPermission, type RoutePermission, type StaffRole } from 'shared-contracts/domain/staff';
import type { Locale } from 'shared-contracts/i18n/locales';
import { i18n } from 'shared-contracts/platform/i18n';
import { withLanguage } from 'shared-contracts/validation/translate';
import { fieldErrors } from 'shared-contracts/validation/zod';
import type { Caller } from '../identity/identity';
import { HttpError } from './errors';
import { requireSecondFactor } from '../two-factor/two-factor';
import { requestLanguage } from './language';

type Parsed<R extends ApiRoute, K extends 'params' | 'query' | 'body'> = R[K] extends z.ZodType ? z.output<R[K]> : undefined;

export interface HandlerContext<R extends ApiRoute> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  /** The verified caller; null only on public and provider routes. */
  user: R['access'] extends 'user' | 'admin' ? Caller : Caller | null;
}

export type Handler<R extends ApiRoute> = (context: HandlerContext<R>) => Promise<z.input<R['response']> | void>;

export interface MountOptions {
  /**
   * Per-route rate limit (@fastify/rate-limit), e.g. { max: 5, timeWindow: '1 minute' }: counted per
   * account for a verified caller, per client address otherwise (see http/rate-limit.ts).
   */
  rateLimit?: { max: number; timeWindow: string };
  /** Success status, 200 by default. */
  status?: number;
  /** Multipart and event routes read the raw request themselves. */
  rawBody?: boolean;
  /** A smaller body limit than the server's (bytes; 413 above it): a public beacon's. */
  bodyLimit?: number;
}

/**
 * A route schema's JSON schema (for the OpenAPI document), converted once per zod schema: every API
 * a process builds mounts the same route table (the API tests build one per test file, the e2e
 * tests one per file), and the conversion was about a quarter of the CPU of building one. Each
 * route gets a copy of its own, as when it was converted for it.
 */
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();
const jsonSchema = (schema: z.ZodType | undefined) => {
  if (!schema) return undefined;
  let converted = jsonSchemas.get(schema);
  if (!converted) {
    converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    jsonSchemas.set(schema, converted);
  }
  return structuredClone(converted);
};

const withoutEmpty = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller whose bearer token was verified, before anything else ran (rate limits key on it); null without one. */
    caller: Caller | null;
    /** A bearer token was sent and refused (expired, forged, a disabled account's). */
    tokenRefused: boolean;
  }
  interface FastifyContextConfig {
    /** Who may call the route (the shared route table's access), for hooks that decide by route, not by URL (the admin allow-list). */
    access?: ApiRoute['access'];
    /** What an admin route needs (the route table's permission), for the same hooks and the permission sweep. */
    permission?: RoutePermission;
  }
}

/**
 * Input and output are the shared zod schemas' job: mount() parses each request and trims each
 * result to its response schema. Fastify's own validation and serialization are therefore off;
 * the JSON schemas it is given are for the OpenAPI document.
 */
export function useSharedSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** Decorates the requests of `app` with `caller` and `tokenRefused` (set by each mounted route's first hook). */
export function decorateCaller(app: FastifyInstance) {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenRefused', false);
}

/** The route's first hook: verifies the bearer token once. Refuses nothing itself, so rate limits count refused calls too. */
async function identify(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) return;
  try {
    request.caller = await app.services.identity.verify(token);
  } catch {
    request.tokenRefused = true;
  }
}

/** The route's access rule over what identify found. */
function authorize(request: FastifyRequest, route: ApiRoute): Caller | null {
  if (request.tokenRefused) throw new HttpError('unauthorized');
  const caller = request.caller;
  if (!caller) {
    if (route.access === 'user' || route.access === 'admin') throw new HttpError('unauthorized');
    return null;
  }
  if (route.access === 'admin') requirePermission(request, caller, route.permission);
  return caller;
}

/**
 * Refuses a caller whose role lacks `need` (domain/staff's matrix): a customer with the plain 403
 * forbidden, a staff member with 403 missing_permission naming their role and the permission, in
 * the caller's language. mount() asks it for every admin route; a handler whose input decides
 * what it needs (an order's status by axis) asks it again.
 */
export function requirePermission(request: FastifyRequest, caller: Caller, need: RoutePermission): void {
  if (!isStaffRole(caller.role)) throw new HttpError('forbidden');
  if (!can(caller.role, need)) throw missingPermissionError(caller.role, need, requestLanguage(request));
}

/** 403 missing_permission: `role` lacks `need`, both named in `lng`. */
export function missingPermissionError(role: StaffRole, need: RoutePermission, lng: Locale): HttpError {
  const permission = missingPermission(need);
  return new HttpError(
    'missing_permission',
    undefined,
    { role: i18n.t(`errors:staff.role.${role}`, { lng }), permission: i18n.t(`errors:staff.permission.${permission}`, { lng }) },
    { role, permission },
  );
}

export function mount<R extends ApiRoute>(app: FastifyInstance, route: R, handler: Handler<R>, options: MountOptions = {}) {
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.path}`,
    // identify runs first; @fastify/rate-limit appends its own hook after it, keyed on the caller (http/rate-limit.ts)
    onRequest: [async (request) => identify(app, request)],
    config: { access: route.access, ...(route.permission ? { permission: route.permission } : {}), ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: withoutEmpty({
      summary: route.summary,
      tags: [route.path.split('/')[1] ?? 'api'],
      security: route.access === 'user' || route.access === 'admin' ? [{ bearer: [] }] : undefined,
      params: jsonSchema(route.params),
      querystring: jsonSchema(route.query),
      body: route.kind === 'multipart' ? undefined : jsonSchema(route.body),
      response: route.kind === 'events' ? undefined : { [options.status ?? 200]: jsonSchema(route.response) },
    }),
    handler: async (request, reply) => {
      const user = authorize(request, route);
      // A staff member who enrolled a second factor, or whom the owner requires to: this session must have proven it (two-factor/).
      if (route.access === 'admin' && user) await requireSecondFactor(app.services, request, user);
      const lng = requestLanguage(request);
      const issues: Record<string, string[]> = {};
      const parse = (schema: z.ZodType | undefined, value: unknown, prefix: string) => {
        if (!schema) return undefined;
        const result = withLanguage(lng, () => schema.safeParse(value ?? (prefix === 'body' ? undefined : {})));
        if (result.success) return result.data;
        for (const [path, messages] of Object.entries(fieldErrors(result.error))) issues[path || prefix] = messages;
        return undefined;
      };
      const params = parse(route.params, request.params, 'params');
      const query = parse(route.query, request.query, 'query');
      const body = options.rawBody ? undefined : parse(route.body, request.body, 'body');
      if (Object.keys(issues).length) throw new HttpError('validation_failed', issues);
      const result = await handler({ request, reply, params, query, body, user } as HandlerContext<R>);
      if (reply.sent) return reply;
      // A handler may set its own status (health: 503 when degraded); the route's success status otherwise.
      if (options.status) reply.code(options.status);
      return responseOf(route, result);
    },
  });
}

/**
 * What a route sends: the handler's result as the route's response schema has it. A field the
 * schema does not name is dropped, so nothing leaves the API that the contract does not list; a
 * result the schema refuses is the server's fault (500, logged), never sent as it is.
 */
export function responseOf<R extends ApiRoute>(route: R, result: unknown): z.output<R['response']> {
  const parsed = route.response.safeParse(result);
  if (parsed.success) return parsed.data as z.output<R['response']>;
  const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
  throw new Error(`${route.method} ${route.path}: the handler's result does not match the response schema (${where})`, { cause: parsed.error });
}

