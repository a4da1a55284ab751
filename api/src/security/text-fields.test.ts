/**
 * Security: a control character in any text a request carries is a field error, never a 500 (the
 * database refuses U+0000 and lone surrogates). Walks every route of the shared route table, finds
 * every string field of its query and body schemas, and sends each one alone with a NUL in it; then
 * a NUL in every path parameter, and a lone surrogate and a C1 control in a few fields.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from 'shared-contracts/api/common';
import type { ApiRoute } from 'shared-contracts/api/define';
import { productImagesRoutes } from 'shared-contracts/api/product-images';
import { routes } from 'shared-contracts/api/routes';
import { returnRoutes } from 'shared-contracts/api/returns';
import { reviewRoutes } from 'shared-contracts/api/reviews';
import { stockAlertRoutes } from 'shared-contracts/api/stock-alerts';
import { wishlistRoutes } from 'shared-contracts/api/wishlist';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts/api/checkout';
import { noControlChars } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';

const NUL = 'a\u0000b';
/** 'Control characters not allowed.', in a language. */
const controlMessage = (lng: 'en' | 'es' | 'fr'): string => String(withLanguage(lng, () => noControlChars(NUL)));
const CONTROL_MESSAGE = controlMessage('en');

/** A string field of a schema: its path and an input holding `value` there and nothing else it can leave out. */
interface StringField {
  path: string;
  input: (value: string) => unknown;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every string leaf of `schema`, through objects, arrays, unions (each option), optional,
 * nullable, default, pipes and transforms. An object input also carries its literal fields (the
 * discriminator of a discriminated union), so the option is the one meant.
 */
function stringFields(schema: unknown, path: string[] = []): StringField[] {
  const def = defOf(schema);
  const wrap = (inner: StringField[], build: (input: unknown) => unknown): StringField[] =>
    inner.map((field) => ({ path: field.path, input: (value: string) => build(field.input(value)) }));
  switch (def.type) {
    case 'string':
      return [{ path: path.join('.'), input: (value) => value }];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return stringFields(def.innerType, path);
    case 'pipe':
      return stringFields(def.in, path);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => stringFields(option, path));
    case 'array':
      return wrap(stringFields(def.element, [...path, '0']), (input) => [input]);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const literals = Object.fromEntries(
        Object.entries(shape)
          .filter(([, field]) => defOf(field).type === 'literal')
          .map(([key, field]) => [key, (defOf(field).values as unknown[])[0]]),
      );
      return Object.entries(shape).flatMap(([key, field]) =>
        wrap(stringFields(field, [...path, key]), (input) => ({ ...literals, [key]: input })),
      );
    }
    default:
      return [];
  }
}

/** A value each path parameter's schema accepts, so only the field under test is wrong. */
const VALID_PARAM: Record<string, string> = { id: 'x1', uid: 'u1', slug: 'a', variantId: 'v1' };

/**
 * What a body needs besides the field under test to be judged at all: the webhook handler reads
 * (and parses) only the events it knows.
 */
const BODY_BASE: Record<string, object> = { paymentWebhook: { event: 'payment.captured', created_at: 1 } };

const routeList = Object.entries({ ...routes, ...productImagesRoutes, ...returnRoutes, ...reviewRoutes, ...stockAlertRoutes, ...wishlistRoutes } as Record<string, ApiRoute>);

function url(route: ApiRoute, params: Record<string, string> = {}): string {
  return API_PREFIX + route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? encodeURIComponent(VALID_PARAM[name] ?? 'x'));
}

describe('security: control characters in text fields', () => {
  let api: TestApi;
  const tokens: Partial<Record<'customer' | 'admin', string>> = {};
  let address = 0;
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  async function tokenFor(role: 'customer' | 'admin', fresh = false): Promise<string> {
    if (fresh || !tokens[role]) tokens[role] = (await api.user(role)).token;
    return tokens[role]!;
  }

  /** Sends one request as the route's caller; a rate limit met along the way is passed by a new caller. */
  async function send(route: ApiRoute, options: { url: string; query?: Record<string, string>; body?: unknown; language?: string }) {
    const attempt = async (fresh: boolean) => {
      const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
      if (route.access === 'user') headers.authorization = `Bearer ${await tokenFor('customer', fresh)}`;
      if (route.access === 'admin') headers.authorization = `Bearer ${await tokenFor('admin', fresh)}`;
      let payload: string | undefined;
      if (options.body !== undefined) {
        payload = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
        if (route.access === 'provider') {
          headers[WEBHOOK_SIGNATURE_HEADER] = createHmac('sha256', api.services.config.payments.sandbox.webhookSecret).update(payload).digest('hex');
          headers[WEBHOOK_EVENT_ID_HEADER] = `evt_${address}`;
        }
      }
      return api.app.inject({ method: route.method, url: options.url, query: options.query, payload, headers, remoteAddress: nextAddress() });
    };
    const response = await attempt(false);
    return response.statusCode === 429 ? attempt(true) : response;
  }

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('a NUL in any string field of any route is a 400 with the field’s message', async (t) => {
    const results: string[] = [];
    const routesHit = new Set<string>();
    for (const [name, route] of routeList) {
      if (route.kind === 'multipart' || route.kind === 'events') continue;
      const parts = [
        ...(route.query ? stringFields(route.query).map((field) => ({ where: 'query' as const, field })) : []),
        ...(route.body ? stringFields(route.body).map((field) => ({ where: 'body' as const, field })) : []),
      ];
      for (const { where, field } of parts) {
        const input = field.input(NUL);
        const response =
          where === 'query'
            ? await send(route, { url: url(route), query: input as Record<string, string> })
            : await send(route, { url: url(route), body: { ...BODY_BASE[name], ...(input as object) } });
        const fields = response.json().error?.fields as Record<string, string[]> | undefined;
        const label = `${name} ${where} ${field.path}`;
        assert.equal(response.statusCode, 400, `${label}: ${response.statusCode} ${response.body}`);
        assert.ok(fields?.[field.path]?.includes(CONTROL_MESSAGE), `${label}: ${JSON.stringify(fields)}`);
        results.push(label);
        routesHit.add(name);
      }
    }
    t.diagnostic(`NUL in ${results.length} text fields across ${routesHit.size} routes: ${results.length} x 400`);
    // every request-carrying route of the table is walked; the count moves when a field is added
    assert.ok(results.length >= 40, `only ${results.length} fields found`);
    for (const name of ['listProducts', 'checkout', 'updateAccount', 'sendContactMessage', 'adminCreateProduct', 'adminRefundOrder', 'paymentWebhook']) {
      assert.ok(routesHit.has(name), name);
    }
    for (const label of ['sendContactMessage body subject', 'updateAccount body addresses.0.line1', 'checkout body shippingAddress.name', 'adminListUsers query q', 'adminChangeOrderStatus body note']) {
      assert.ok(results.includes(label), label);
    }
  });

  it('a NUL in a path parameter is a 400, never a 500', async (t) => {
    let count = 0;
    for (const [name, route] of routeList) {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
      for (const param of names) {
        const response = await send(route, { url: url(route, { [param]: '%00' }), body: route.body && route.kind !== 'multipart' ? {} : undefined });
        assert.equal(response.statusCode, 400, `${name} :${param}: ${response.statusCode} ${response.body}`);
        assert.ok(response.json().error.fields[param].includes(CONTROL_MESSAGE), `${name} :${param}: ${response.body}`);
        count++;
      }
    }
    t.diagnostic(`NUL in ${count} path parameters: ${count} x 400`);
    assert.ok(count >= 15);
  });

  it('a lone surrogate, DEL or C1 control is refused too, in the caller’s language; tab and line breaks pass in a message', async () => {
    const contact = routes.sendContactMessage;
    const message = { name: 'Kavya', email: 'kavya@example.in', subject: 'Custom order', message: 'Could you weave\tthis shawl\r\nin indigo?' };
    const cases: Array<[Record<string, string>, string, 'en' | 'es' | 'fr']> = [
      [{ name: 'Kav\uD800ya' }, 'name', 'es'],
      [{ subject: 'Order\u007F' }, 'subject', 'fr'],
      [{ subject: 'Order\u0085' }, 'subject', 'en'],
      [{ subject: 'Order\there' }, 'subject', 'en'],
      [{ message: 'Could you weave\u000Bthis shawl in indigo?' }, 'message', 'en'],
    ];
    for (const [change, field, language] of cases) {
      const response = await send(contact, { url: url(contact), body: { ...message, ...change }, language });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(response.json().error.fields, { [field]: [controlMessage(language)] });
    }
    const accepted = await send(contact, { url: url(contact), body: message });
    assert.equal(accepted.statusCode, 201, accepted.body);
  });

  it('a NUL in a query parameter no schema names is ignored', async () => {
    const list = await send(routes.listProducts, { url: url(routes.listProducts), query: { unknown: NUL } });
    assert.equal(list.statusCode, 200);
  });
});
