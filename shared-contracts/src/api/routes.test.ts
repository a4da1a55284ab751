import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createApiClient } from './client';
import { buildPath, type ApiRoute } from './define';
import { routes } from './routes';

const table: [string, ApiRoute][] = Object.entries(routes);

describe('the route table', () => {
  it('has one route per method and path', () => {
    const keys = table.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(table)('%s: path parameters match its params schema', (_name, route) => {
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
    expect(inPath).toEqual(inSchema);
  });

  it.each(table)('%s: admin paths need the admin claim, and only they do', (_name, route) => {
    expect(route.access === 'admin').toBe(route.path.startsWith('/admin/'));
  });

  it.each(table)('%s: GET carries no body, and a body is sent only by writes', (_name, route) => {
    if (route.method === 'GET') expect(route.body).toBeUndefined();
    if (route.kind === 'events') expect(route.method).toBe('GET');
  });

  it.each([
    '/health',
    '/catalogue/products',
    '/catalogue/categories',
    '/cart',
    '/checkout',
    '/payments/verify',
    '/payments/webhook',
    '/orders',
    '/events',
    '/account',
    '/contact',
    '/admin/products',
    '/admin/orders',
    '/admin/users',
    '/admin/dashboard',
    '/admin/contact-messages',
    '/admin/audit-log',
    '/admin/events',
  ])('covers %s', (path) => {
    expect(table.some(([, route]) => route.path === path || route.path.startsWith(`${path}/`))).toBe(true);
  });

  it.each(table)('%s: every schema converts to JSON Schema for the OpenAPI document', (_name, route) => {
    for (const part of ['params', 'query', 'body', 'response'] as const) {
      const schema = route[part];
      if (!schema) continue;
      expect(() => z.toJSONSchema(schema, { io: part === 'response' ? 'output' : 'input', unrepresentable: 'any' })).not.toThrow();
    }
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath(routes.getProduct.path, { slug: 'assam-tea' })).toBe('/catalogue/products/assam-tea');
    expect(buildPath(routes.adminSetUserRole.path, { uid: 'a/b' })).toBe('/admin/users/a%2Fb/role');
    expect(() => buildPath(routes.myOrder.path, {})).toThrow('missing path parameter "id"');
  });
});

describe('calling real routes', () => {
  let server: Server;
  let baseURL: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const body =
        req.url?.startsWith('/api/catalogue/products?') ? { items: [], total: 0, page: 2, pageSize: 12 } : req.url === '/api/account' ? { deleted: true } : {};
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the typed query and parses the typed answer', async () => {
    const api = createApiClient({ baseURL });
    const page = await api.call(routes.listProducts, { query: { q: 'tea', inStock: true, sort: 'price_asc', page: 2, pageSize: 12 } });
    expect(page).toEqual({ items: [], total: 0, page: 2, pageSize: 12 });
    const deleted = await api.call(routes.deleteAccount);
    expect(deleted.deleted).toBe(true);
    expect(seen).toEqual(['GET /api/catalogue/products?q=tea&inStock=true&sort=price_asc&page=2&pageSize=12', 'DELETE /api/account']);
  });

  it('is typed from the table', () => {
    const api = createApiClient({ baseURL });
    // compile-time checks (tsc): a route's params are required, a wrong body is refused
    const typed = async () => {
      // @ts-expect-error the slug is required
      await api.call(routes.getProduct, {});
      // @ts-expect-error quantity must be a number
      await api.call(routes.replaceCart, { body: { lines: [{ productId: 'p1', quantity: '2' }] } });
      const detail = await api.call(routes.getProduct, { params: { slug: 'assam-tea' } });
      const price: number = detail.product.price;
      return price;
    };
    expect(typeof typed).toBe('function');
  });
});
