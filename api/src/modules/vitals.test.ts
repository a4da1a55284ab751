/**
 * Real-user speed (issue 34, POST /api/vitals and GET /api/admin/vitals): a beacon's figures are
 * stored by page type and device class only; a malformed one is a 400 with per-field messages in
 * the caller's language, an oversized one a 413, the 61st in a minute from one client a 429; the
 * admin reads the 75th percentiles of known samples over 7 and 28 days and per day, and Prometheus
 * reads the same figures.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminVitalsRoute } from 'shared-contracts/api/vitals';
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import { startTestApi, type TestApi } from '../../test/harness';
import { webVitals } from '../db/schema';
import { VITALS_RATE_LIMIT } from './vitals';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const shopDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

describe('real-user speed: the vitals beacon and its figures', () => {
  let api: TestApi;
  let adminToken: string;
  const beacon = (payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers } });

  before(async () => {
    api = await startTestApi();
    adminToken = (await api.user('admin')).token;
  });
  after(() => api.close());

  it('stores an accepted beacon as one row per figure, by page type and device class only', async () => {
    const answer = await beacon({ page: 'cart', device: 'desktop', LCP: 1234.5, CLS: 0.04, TTFB: 310 }, '203.0.113.20');
    assert.equal(answer.statusCode, 204);
    assert.equal(answer.body, '');
    const rows = await api.services.db.select().from(webVitals);
    const stored = rows.map(({ page, device, metric, value }) => ({ page, device, metric, value })).sort((a, b) => a.metric.localeCompare(b.metric));
    assert.deepEqual(stored, [
      { page: 'cart', device: 'desktop', metric: 'CLS', value: 0.04 },
      { page: 'cart', device: 'desktop', metric: 'LCP', value: 1234.5 },
      { page: 'cart', device: 'desktop', metric: 'TTFB', value: 310 },
    ]);
    // nothing of the caller: the row is the time, the page type, the device class and one figure
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['device', 'metric', 'page', 'recordedAt', 'value']);
    console.log(`vitals beacon: 1 accepted (204), ${rows.length} figures stored, columns ${Object.keys(rows[0]!).sort().join(', ')}`);
  });

  it('refuses a malformed beacon with 400 and per-field messages in the caller language, an oversized one with 413', async () => {
    const ip = '203.0.113.21';
    const spanish = await beacon({ page: 'product', device: 'mobile', LCP: -5, INP: 'fast' }, ip, { 'accept-language': 'es' });
    assert.equal(spanish.statusCode, 400);
    const fields = (spanish.json() as { error: { code: string; fields: Record<string, string[]> } }).error;
    assert.equal(fields.code, 'validation_failed');
    assert.deepEqual(fields.fields.LCP, ['El valor debe ser mayor o igual que 0.']);
    assert.ok(fields.fields.INP?.length, 'INP named');

    const unknownPage = await beacon({ page: '/shop/brass-diya?ref=mail', device: 'mobile', LCP: 900 }, ip);
    assert.equal(unknownPage.statusCode, 400);
    assert.ok((unknownPage.json() as { error: { fields: Record<string, string[]> } }).error.fields.page);

    // a URL, a user: a beacon carries nothing but its page type, device class and figures
    const extra = await beacon({ page: 'product', device: 'mobile', LCP: 900, url: 'https://shop.test/shop/brass-diya', userId: 'u1' }, ip);
    assert.equal(extra.statusCode, 400);

    const empty = await beacon({ page: 'product', device: 'mobile' }, ip, { 'accept-language': 'fr' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual((empty.json() as { error: { fields: Record<string, string[]> } }).error.fields.body, ['Ce champ est obligatoire.']);

    const tooBig = await beacon(JSON.stringify({ page: 'product', device: 'mobile', LCP: 900, pad: 'x'.repeat(2000) }), ip);
    assert.equal(tooBig.statusCode, 413);

    const stored = await api.services.db.select().from(webVitals);
    assert.ok(stored.every((row) => row.page === 'cart'), 'no refused beacon stored a figure');
    console.log(`vitals refusals: negative LCP 400 (es: "${fields.fields.LCP![0]}"), unknown page 400, extra fields 400, no figure 400, 2 KB body 413`);
  });

  it(`refuses more than ${VITALS_RATE_LIMIT.max} beacons a minute from one client with 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_RATE_LIMIT.max; i++) statuses.push((await beacon({ page: 'home', device: 'mobile', TTFB: 100 + i }, '203.0.113.22')).statusCode);
    assert.deepEqual(statuses, [...Array(VITALS_RATE_LIMIT.max).fill(204), 429]);
    // another client is not held up by it
    assert.equal((await beacon({ page: 'home', device: 'mobile', TTFB: 90 }, '203.0.113.23')).statusCode, 204);
    console.log(`vitals rate limit: ${statuses.filter((status) => status === 204).length} accepted, then ${statuses.at(-1)} from one client; another client 204`);
  });

  it('gives the admin the 75th percentiles over 7 and 28 days and per day, and Prometheus the same', async () => {
    const db = api.services.db;
    // product pages on phones: four visits today, one 20 days ago; INP three today
    await db.insert(webVitals).values([
      ...[1000, 2000, 3000, 4000].map((value) => ({ page: 'product' as const, device: 'mobile' as const, metric: 'LCP' as const, value })),
      { page: 'product', device: 'mobile', metric: 'LCP', value: 10_000, recordedAt: daysAgo(20) },
      ...[80, 120, 400].map((value) => ({ page: 'product' as const, device: 'mobile' as const, metric: 'INP' as const, value })),
      // past the longest window: never counted
      { page: 'product', device: 'mobile', metric: 'LCP', value: 50_000, recordedAt: daysAgo(40) },
    ]);

    const forbidden = await api.app.inject({ method: 'GET', url: '/api/admin/vitals' });
    assert.equal(forbidden.statusCode, 401);
    const answer = await api.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: { authorization: `Bearer ${adminToken}` } });
    assert.equal(answer.statusCode, 200);
    const report = adminVitalsRoute.response.parse(answer.json());
    const group = (days: number, metric: string) => report.groups.find((row) => row.days === days && row.page === 'product' && row.device === 'mobile' && row.metric === metric);
    // percentile_cont(0.75): 1000, 2000, 3000, 4000 -> 3250; with 10000 -> 4000
    assert.deepEqual(group(7, 'LCP'), { days: 7, page: 'product', device: 'mobile', metric: 'LCP', p75: 3250, samples: 4 });
    assert.deepEqual(group(28, 'LCP'), { days: 28, page: 'product', device: 'mobile', metric: 'LCP', p75: 4000, samples: 5 });
    assert.deepEqual(group(7, 'INP'), { days: 7, page: 'product', device: 'mobile', metric: 'INP', p75: 260, samples: 3 });
    const cart = report.groups.find((row) => row.days === 7 && row.page === 'cart' && row.metric === 'CLS');
    assert.deepEqual(cart, { days: 7, page: 'cart', device: 'desktop', metric: 'CLS', p75: 0.04, samples: 1 });

    const lcpDays = report.byDay.filter((day) => day.metric === 'LCP');
    assert.deepEqual(lcpDays, [
      { date: shopDate(daysAgo(20)), metric: 'LCP', p75: 10_000, samples: 1 },
      // every page and device together: the cart's 1234.5 of the first test too
      { date: shopDate(new Date().toISOString()), metric: 'LCP', p75: 3000, samples: 5 },
    ]);

    const metrics = await api.app.metrics.render();
    assert.match(metrics, /shop_web_vitals_p75\{metric="LCP",page="product",device="mobile",window="7d"\} 3250\n/);
    assert.match(metrics, /shop_web_vitals_p75\{metric="LCP",page="product",device="mobile",window="28d"\} 4000\n/);
    assert.match(metrics, /shop_web_vitals_p75\{metric="INP",page="product",device="mobile",window="7d"\} 260\n/);
    console.log(
      `vitals p75: product/mobile LCP 7d ${group(7, 'LCP')!.p75} ms (4 samples), 28d ${group(28, 'LCP')!.p75} ms (5), INP 7d ${group(7, 'INP')!.p75} ms; ` +
        `${lcpDays.length} LCP days plotted; Prometheus shop_web_vitals_p75 agrees`,
    );
  });
});
