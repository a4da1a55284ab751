import { lightRoutes } from './light-routes';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { defineRoute, type HttpMethod } from './define';
import { formatSse } from './sse';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
let seen: Seen[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { ok: true });
});

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const okSchema = z.object({ ok: z.literal(true) });
const itemRoute = (method: HttpMethod) =>
  defineRoute({ method, path: '/items/:id', access: 'user', params: z.object({ id: z.string() }), response: okSchema, summary: 'test' });

const unexpected = (value: unknown): never => {
  throw new Error(`expected the call to fail, got ${JSON.stringify(value)}`);
};

const client = () => createApiClient({ baseURL, getIdToken: async () => 'token-123', getLanguage: () => 'es' });

async function attemptsFor(method: HttpMethod, status: number): Promise<number> {
  seen = [];
  handler = (_req, res) => json(res, status, { error: { code: 'server_error', message: 'nope' } });
  const route = itemRoute(method);
  const input = method === 'GET' || method === 'HEAD' ? { params: { id: '1' } } : { params: { id: '1' }, body: { a: 1 } };
  await expect(client().call(route, input as never)).rejects.toBeInstanceOf(ApiError);
  return seen.length;
}

describe('retry policy (spec §9)', () => {
  it('retries a GET once on 503: 2 attempts', async () => {
    expect(await attemptsFor('GET', 503)).toBe(2);
  });

  it('does not retry a GET on 400: 1 attempt', async () => {
    expect(await attemptsFor('GET', 400)).toBe(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    expect(await attemptsFor('GET', status)).toBe(2);
  });

  it.each([400, 401, 403, 404, 422, 501, 505])('does not retry a GET on %i', async (status) => {
    expect(await attemptsFor('GET', status)).toBe(1);
  });

  it('retries a HEAD once on 503', async () => {
    expect(await attemptsFor('HEAD', 503)).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(await attemptsFor(method, status)).toBe(1);
    }
  });

  it('succeeds on the retry when the first GET attempt fails', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls === 1 ? json(res, 503, {}) : json(res, 200, { ok: true }));
    await expect(client().call(itemRoute('GET'), { params: { id: '1' } })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('sends the token on the retry too', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls === 1 ? json(res, 429, {}) : json(res, 200, { ok: true }));
    await client().call(itemRoute('GET'), { params: { id: '1' } });
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer token-123', 'Bearer token-123']);
  });
});

describe('requests', () => {
  it('sends the ID token, Accept-Language, path params, query and JSON body', async () => {
    const route = defineRoute({
      method: 'POST',
      path: '/things/:slug',
      access: 'user',
      params: z.object({ slug: z.string() }),
      query: z.object({ page: z.number().optional(), inStock: z.boolean().optional() }),
      body: z.object({ name: z.string() }),
      response: okSchema,
      summary: 'test',
    });
    await client().call(route, { params: { slug: 'a b/c' }, query: { page: 2, inStock: true }, body: { name: 'Chai' } });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/things/a%20b%2Fc?page=2&inStock=true');
    expect(request?.headers.authorization).toBe('Bearer token-123');
    expect(request?.headers['accept-language']).toBe('es');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Chai' });
  });

  it('sends no Authorization header when signed out, and still the language (a guest is answered in it)', async () => {
    const anonymous = createApiClient({ baseURL, getIdToken: async () => null, getLanguage: () => 'fr' });
    await anonymous.call(itemRoute('GET'), { params: { id: '1' } });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['accept-language']).toBe('fr');
  });

  it('tells the caller when a request with a token is refused with 401 (the session may be over)', async () => {
    handler = (_req, res) => json(res, 401, { error: { code: 'unauthenticated', message: 'no' } });
    const onUnauthorized = jest.fn();
    const signedIn = createApiClient({ baseURL, getIdToken: async () => 'token-123', onUnauthorized });
    await expect(signedIn.call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const anonymous = createApiClient({ baseURL, getIdToken: async () => null, onUnauthorized });
    await expect(anonymous.call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("sends a staff session's second-factor proof, and tells the caller when a call is refused for want of it", async () => {
    handler = (req, res) =>
      req.headers['x-haat-second-factor'] === 'proof-1' ? json(res, 200, { ok: true }) : json(res, 403, { error: { code: 'second_factor_required', message: 'Enter the code' } });
    const onSecondFactorNeeded = jest.fn();
    let proof: string | null = null;
    const staff = createApiClient({ baseURL, getIdToken: async () => 'token-123', getHeaders: () => (proof ? { 'x-haat-second-factor': proof } : undefined), onSecondFactorNeeded });
    await expect(staff.call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never)).rejects.toMatchObject({ status: 403, code: 'second_factor_required' });
    expect(onSecondFactorNeeded).toHaveBeenCalledWith('second_factor_required');
    proof = 'proof-1';
    await expect(staff.call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never)).resolves.toEqual({ ok: true });
    expect(seen.at(-1)?.headers['x-haat-second-factor']).toBe('proof-1');
    expect(onSecondFactorNeeded).toHaveBeenCalledTimes(1);
  });

  it('parses the response with the route schema', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/when',
      access: 'public',
      response: z.object({ at: z.iso.datetime().transform((s) => new Date(s)) }),
      summary: 'test',
    });
    handler = (_req, res) => json(res, 200, { at: '2025-01-02T03:04:05Z' });
    const result = await client().call(route);
    expect(result.at).toBeInstanceOf(Date);
  });

  it('takes the answer to a light route (method and path only, api/light-routes) as it is', async () => {
    handler = (_req, res) => json(res, 200, { items: [{ slug: 'a' }], total: 1, page: 1, pageSize: 24 });
    const result = await client().call(lightRoutes.listProducts, { query: { q: 'lamp' } });
    expect(result).toEqual({ items: [{ slug: 'a' }], total: 1, page: 1, pageSize: 24 });
    expect(seen[0]?.url).toBe('/api/catalogue/products?q=lamp');
  });
});

describe('ApiError', () => {
  it('carries the code, status, message and per-field messages of the error body', async () => {
    handler = (_req, res) =>
      json(res, 400, {
        error: {
          code: 'validation_failed',
          message: 'Algunos campos no son válidos.',
          fields: { 'address.pincode': ['Este campo es obligatorio.'], email: ['Correo electrónico no válido.'] },
        },
      });
    const error: ApiError = await client().call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never).then(unexpected, (e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Algunos campos no son válidos.');
    expect(error.fields).toEqual({ 'address.pincode': ['Este campo es obligatorio.'], email: ['Correo electrónico no válido.'] });
    expect(error.fieldMessage('email')).toBe('Correo electrónico no válido.');
    expect(error.fieldMessage('name')).toBeUndefined();
  });

  it('falls back to a code for the status when the body is not an API error', async () => {
    handler = (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>nope</h1>');
    const error = await client().call(itemRoute('GET'), { params: { id: '1' } }).then(unexpected, (e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', fields: {} });
  });

  it('reports a response that does not match the schema as invalid_response', async () => {
    handler = (_req, res) => json(res, 200, { ok: 'yes' });
    const error = await client().call(itemRoute('GET'), { params: { id: '1' } }).then(unexpected, (e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(error.message).toContain('ok');
  });

  it('reports an unreachable API as network, status 0, after one retry of a GET', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = createApiClient({ baseURL: `http://127.0.0.1:${port}/api` });
    const error = await offline.call(itemRoute('GET'), { params: { id: '1' } }).then(unexpected, (e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('reports a timeout as timeout', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { ok: true }), 300);
    const slow = createApiClient({ baseURL, timeout: 50 });
    const error = await slow.call(itemRoute('POST'), { params: { id: '1' }, body: {} } as never).then(unexpected, (e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('subscribe (server-sent events)', () => {
  it('delivers each event that matches the schema, with the token sent', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/events',
      access: 'user',
      kind: 'events',
      response: z.object({ type: z.literal('ping'), n: z.number() }),
      summary: 'test',
    });
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': hello\n\n');
      res.write(formatSse('ping', { type: 'ping', n: 1 }));
      res.write(formatSse('other', { type: 'other' }));
      const second = formatSse('ping', { type: 'ping', n: 2 }, '7');
      res.write(second.slice(0, 10));
      setTimeout(() => res.end(second.slice(10)), 20);
    };
    const events: unknown[] = [];
    await client().subscribe(route, {}, { onEvent: (event) => events.push(event) });
    expect(events).toEqual([
      { type: 'ping', n: 1 },
      { type: 'ping', n: 2 },
    ]);
    expect(seen[0]?.headers.authorization).toBe('Bearer token-123');
    expect(seen[0]?.headers.accept).toBe('text/event-stream');
  });
});
