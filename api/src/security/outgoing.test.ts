/**
 * Issue 29 item 3: webhooks and Slack reach the public internet only. Every internal address, in
 * every spelling, and every internal name is refused at save (400, the field's message); a row that
 * got in anyway (written straight into the database, or a name that resolves to loopback only when
 * the post is made) is refused at send, logged, and never posted. This API runs without
 * OUTGOING_ALLOW_LOOPBACK, so the receiver on 127.0.0.1 stands for whatever listens inside.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { settingsRoutes } from 'shared-contracts/api/settings';
import { translate, withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { markPaid } from '../checkout/payment';
import { webhookDeliveries, webhooks } from '../db/schema';
import { settingsChanged, writeSettings } from '../settings/store';
import { deliveryWorker } from '../webhooks/worker';
import { outgoingRefusal } from './outgoing';

/** Internal hosts as a URL may spell them: numeric forms the URL parser reads as 127.0.0.1, every private and special range, IPv6 and its IPv4 embeddings. */
const INTERNAL_ADDRESSES = [
  '127.0.0.1', '127.1', '2130706433', '0x7f.1', '0x7f000001', '0177.0.0.1', '127.255.255.254',
  '10.0.0.5', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.1',
  '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.254',
  '0.0.0.0', '0', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '198.18.0.1', '192.0.2.1',
  '[::1]', '[::]', '[0:0:0:0:0:0:0:1]', '[fc00::1]', '[fd12:3456::1]', '[fe80::1]', '[fec0::1]', '[ff02::1]',
  '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::ffff:169.254.169.254]', '[::ffff:10.0.0.1]',
  '[64:ff9b::7f00:1]', '[64:ff9b::a9fe:a9fe]', '[64:ff9b:1::a00:1]', '[2002:7f00:1::]',
];
/** Names of this machine and of cloud metadata services, refused whatever they resolve to. */
const INTERNAL_NAMES = ['localhost', 'LOCALHOST', 'localhost.', 'shop.localhost', 'metadata', 'metadata.google.internal', 'METADATA.GOOGLE.INTERNAL.', 'redis.internal'];

/** A resolver that answers `table` (one address a name) and knows no other name. */
function resolving(table: Record<string, string>): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const address = table[hostname];
    if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    const family = isIP(address);
    return options.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** A receiver on 127.0.0.1 that records every request; `/redirect` answers 302 to `/landed`. */
async function receiver() {
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    if (request.url === '/redirect') response.writeHead(302, { location: `http://127.0.0.1:${port}/landed` }).end();
    else response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { paths, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('outgoing requests reach the public internet only (issue 29 item 3)', () => {
  let api: TestApi;
  let admin: { token: string };
  let inside: Awaited<ReturnType<typeof receiver>>;

  before(async () => {
    api = await startTestApi({ MAIL_POLL_MS: '0', OUTGOING_ALLOW_LOOPBACK: '0' });
    admin = await api.user('admin');
    inside = await receiver();
  });
  after(async () => {
    await inside.close();
    await api.close();
  });

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en') =>
    api.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });
  const publicOnly = (language: 'en' | 'es' | 'fr') => withLanguage(language, () => translate('publicAddress'));

  it('at save: every internal address, in any spelling, and every internal name is refused for webhooks and Slack, with the field’s message', async () => {
    const hosts = [...INTERNAL_ADDRESSES, ...INTERNAL_NAMES];
    const tried = { webhook: 0, slack: 0 };
    const refused = { webhook: 0, slack: 0 };
    const byPublicRule = { webhook: 0, slack: 0 };
    const languages = ['en', 'es', 'fr'] as const;
    for (const [index, host] of hosts.entries()) {
      const language = languages[index % 3]!;
      const urls = [`http://${host}:8080/hooks`, `https://${host}/hooks`, ...(isIP(host) ? [`${host}:6379/hooks`] : [])];
      for (const url of urls) {
        tried.webhook++;
        const answer = await call('POST', '/admin/settings/webhooks', { url, events: ['order.paid'] }, language);
        assert.equal(answer.statusCode, 400, `${url}: ${answer.body}`);
        const messages: string[] = answer.json().error.fields.url;
        assert.ok(messages.length > 0, url);
        refused.webhook++;
        if (messages.includes(publicOnly(language))) byPublicRule.webhook++;
      }
      tried.slack++;
      const slackUrl = `https://${host}/services/T000/B000/x`;
      const slack = await call('PUT', '/admin/settings/notifications', { recipients: [], slackChannel: 'orders', slackWebhookUrl: slackUrl }, language);
      assert.equal(slack.statusCode, 400, `${slackUrl}: ${slack.body}`);
      assert.ok(slack.json().error.fields.slackWebhookUrl.length > 0);
      refused.slack++;
      if (slack.json().error.fields.slackWebhookUrl.includes(publicOnly(language))) byPublicRule.slack++;
    }
    // the public-address rule alone refuses every one of them, whatever the URL format rule says first
    for (const host of hosts) assert.ok(await outgoingRefusal(`http://${host}:8080/hooks`, { allowLoopback: false }), host);
    // nothing was kept
    assert.equal((await api.services.db.select().from(webhooks)).length, 0);
    const page = settingsRoutes.adminGetNotifications.response.parse((await api.app.inject({ url: '/api/admin/settings/notifications', headers: { authorization: `Bearer ${admin.token}` } })).json());
    assert.equal(page.slackWebhookUrl, '');
    // the message in each language, exactly
    const spanish = await call('POST', '/admin/settings/webhooks', { url: 'http://169.254.169.254:80/latest/meta-data', events: ['order.paid'] }, 'es');
    assert.deepEqual(spanish.json().error.fields.url, ['Solo se permiten direcciones de la Internet pública.']);
    assert.equal(spanish.json().error.code, 'validation_failed');

    // public addresses and names pass (a name that does not resolve here is judged again at send)
    for (const url of ['https://93.184.216.34:443/hooks', 'https://hooks.example.com/orders', '8.8.8.8:8443/hooks']) {
      const created = await call('POST', '/admin/settings/webhooks', { url, events: ['order.paid'] });
      assert.equal(created.statusCode, 201, `${url}: ${created.body}`);
      assert.equal((await call('DELETE', `/admin/settings/webhooks/${created.json().webhook.id}`)).statusCode, 200);
    }
    console.log(
      `outgoing at save: ${hosts.length} internal hosts (${INTERNAL_ADDRESSES.length} addresses, ${INTERNAL_NAMES.length} names); ` +
        `webhooks ${refused.webhook}/${tried.webhook} URLs refused (${byPublicRule.webhook} by the public-address rule, the rest by the URL format rule), ` +
        `Slack ${refused.slack}/${tried.slack} refused (${byPublicRule.slack} by the public-address rule); the public-address rule alone refuses ${hosts.length}/${hosts.length}; 3 public URLs taken`,
    );
  });

  it('at save: a name that resolves to an internal address (any of its answers) is refused; one that resolves to a public one passes', async () => {
    const policy = { allowLoopback: false };
    const table: Record<string, string> = { 'loop.example': '127.0.0.1', 'lan.example': '10.1.2.3', 'meta.example': '169.254.169.254', 'mapped.example': '::ffff:127.0.0.1', 'v6.example': 'fd00::5', 'public.example': '93.184.216.34' };
    let refusedNames = 0;
    for (const name of Object.keys(table)) {
      const refusal = await outgoingRefusal(`https://${name}/hooks`, { ...policy, lookup: resolving(table) });
      if (name === 'public.example') assert.equal(refusal, null);
      else {
        assert.match(refusal ?? '', new RegExp(`^${name.replace('.', '\\.')} resolves to `));
        refusedNames++;
      }
    }
    // one public and one internal answer: refused
    const both: LookupFunction = ((_host: string, _options: object, callback: (...args: unknown[]) => void) =>
      callback(null, [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.1', family: 4 }])) as unknown as LookupFunction;
    assert.match((await outgoingRefusal('https://split.example/x', { ...policy, lookup: both })) ?? '', /resolves to 10\.0\.0\.1/);
    console.log(`outgoing at save by resolution: ${refusedNames + 1} names resolving inside refused, 1 public name taken`);
  });

  it('at send: rows that got in (written straight in, or a name that resolves to loopback by the time of the post) are refused, logged and never posted', async () => {
    const { db } = api.services;
    const port = inside.port;
    // a name that did not resolve at save (taken), and resolves to this machine when the worker connects: DNS rebinding
    const rebind = await call('POST', '/admin/settings/webhooks', { url: `http://rebind.example:${port}/hooks`, events: ['order.paid'] });
    assert.equal(rebind.statusCode, 201, rebind.body);
    const rebindId: string = rebind.json().webhook.id;
    // rows written before this check existed, or straight into the database
    const smuggled = [
      `http://127.0.0.1:${port}/hooks`,
      `http://2130706433:${port}/hooks`,
      `http://0x7f.1:${port}/hooks`,
      `http://127.1:${port}/hooks`,
      `http://[::ffff:7f00:1]:${port}/hooks`,
      `http://localhost:${port}/hooks`,
      `127.0.0.1:${port}/hooks`,
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ];
    const inserted = await db
      .insert(webhooks)
      .values(smuggled.map((url) => ({ id: randomUUID(), url, secret: 'whsec_test', auth: null, headers: [], events: ['order.paid'] })))
      .returning({ id: webhooks.id });
    // Slack, written straight in, at a name that resolves to loopback when posted
    await writeSettings(db, 'notifications', { recipients: [], slackChannel: 'orders', slackWebhookUrl: `http://slack-rebind.example:${port}/services/T/B/x` });
    await settingsChanged(api.services.database);

    const category = await insertCategory(db, 'outgoing-pots');
    const product = await insertProduct(db, { categoryId: category.id, slug: 'outgoing-vase', stock: 50 });
    const order = await insertOrder(db, { userId: null, email: 'outgoing@example.in', lines: [{ productId: product.id, unitPrice: 40_000, quantity: 1 }] });
    await markPaid(api.services, order.id, `pay_${order.id}`);
    const queued = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, 'order.paid'));
    assert.equal(queued.length, smuggled.length + 2, 'one delivery per webhook, and Slack');

    const warnings: object[] = [];
    const lookup = resolving({ 'rebind.example': '127.0.0.1', 'slack-rebind.example': '127.0.0.1' });
    const worker = deliveryWorker(api.services, undefined, { lookup, log: { warn: (details) => warnings.push(details) } });
    const result = await worker.deliverDue(new Date());
    assert.deepEqual(result, { delivered: 0, failed: queued.length });
    assert.deepEqual(inside.paths, [], 'nothing reached the receiver');
    const rows = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, queued.map((row) => row.id)));
    for (const row of rows) {
      assert.equal(row.status, 'failed', `${row.target} ${row.webhookId}`);
      assert.match(row.lastError ?? '', /^refused: /);
      assert.equal(row.responseStatus, null);
    }
    // the two names were refused on the address the connection would have used, by the agent
    const byName = rows.filter((row) => row.webhookId === rebindId || row.target === 'slack');
    assert.equal(byName.length, 2);
    for (const row of byName) assert.match(row.lastError ?? '', /DNS lookup 127\.0\.0\.1.* is not allowed/);
    assert.equal(warnings.length, queued.length);
    // refused for good: a later round does not try again
    assert.deepEqual(await worker.deliverDue(new Date(Date.now() + 24 * 3600_000)), { delivered: 0, failed: 0 });
    assert.deepEqual(inside.paths, []);

    // The receiver does answer: with loopback allowed (the tests' and development's setting) the same name is posted to.
    const allowed = deliveryWorker({ ...api.services, config: { ...api.services.config, outgoing: { allowLoopback: true } } }, undefined, { lookup });
    assert.equal((await call('POST', `/admin/settings/webhooks/${rebindId}/test`)).statusCode, 202);
    assert.deepEqual(await allowed.deliverDue(new Date()), { delivered: 1, failed: 0 });
    assert.deepEqual(inside.paths, ['/hooks']);
    // ...and a redirect is an answer, never followed (here even to this machine, which the setting allows)
    await db.update(webhooks).set({ url: `http://127.0.0.1:${port}/redirect` }).where(eq(webhooks.id, inserted[0]!.id));
    const [test] = await db
      .insert(webhookDeliveries)
      .values({ target: 'webhook', webhookId: inserted[0]!.id, event: 'test', dedupeKey: `redirect:${randomUUID()}`, body: '{}', nextAttemptAt: new Date().toISOString() })
      .returning();
    assert.deepEqual(await allowed.deliverDue(new Date()), { delivered: 0, failed: 1 });
    const [redirected] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test!.id));
    assert.equal(redirected!.lastError, 'answered 302');
    assert.deepEqual(inside.paths, ['/hooks', '/redirect'], 'the redirect target was never asked');

    console.log(
      `outgoing at send: ${queued.length} deliveries to internal targets (${smuggled.length} webhooks written straight in, 1 webhook and Slack by names resolving to 127.0.0.1 at send), ` +
        `${rows.length} refused and logged (${warnings.length} warnings), 0 reached the receiver; with loopback allowed the same receiver got 1; a 302 was not followed`,
    );
  });
});
