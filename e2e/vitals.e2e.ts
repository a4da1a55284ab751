/**
 * Real-user speed (issue 34) against the whole running shop: a test browser visits the home page,
 * the shop and a product page, touching each as a visitor would; the
 * pages send their Core Web Vitals when left; the admin's dashboard then shows LCP, INP and CLS for
 * those page types. The API refuses a malformed beacon (400) and too many (429). The beacon's rules
 * in detail: api/src/modules/vitals.test.ts; the panel's: remote-admin VitalsPanel.test.tsx.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { BrowserContext } from 'playwright-core';
import { webVitals } from '../api/src/db/schema';
import { VITALS_RATE_LIMIT } from '../api/src/modules/vitals';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = '/shop/hand-beaten-brass-diyas-set-of-4';

/**
 * Waits until the API has stored LCP, INP and CLS for each of `keys` ('product/desktop'): a beacon leaves
 * as its page is left, from a document the browser is unloading (no page of the test sees its
 * request), so its arrival is read where it lands. Polled, as Playwright polls a condition.
 */
async function storedFor(keys: string[], timeout = 20_000): Promise<{ page: string; device: string; metric: string }[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const rows = await shop.services.db.select({ page: webVitals.page, device: webVitals.device, metric: webVitals.metric }).from(webVitals);
    // every figure the dashboard is then read for: LCP, INP and CLS of each page type
    if (keys.every((key) => ['LCP', 'INP', 'CLS'].every((metric) => rows.some((row) => `${row.page}/${row.device}` === key && row.metric === metric)))) return rows;
    if (Date.now() > deadline) throw new Error(`stored so far: ${JSON.stringify(rows)}`);
    await delay(100);
  }
}

it('after a few visits, the admin dashboard shows LCP, INP and CLS for those page types; the API refuses malformed and too many beacons', async () => {
  const desktop = await shop.newContext('en-US');

  const visit = async (context: BrowserContext, paths: string[]) => {
    const { page, record } = await openPage(context);
    for (const path of paths) {
      await page.goto(shop.url(path));
      await settle(page, { record });
      // an interaction, as a visitor's: INP has something to measure, LCP is final, and web-vitals
      // loads (host/src/vitals/start.ts: after the first interaction, when the page is idle)
      await page.locator('main h1').first().click();
      await page.locator('html[data-vitals="measuring"]').waitFor({ state: 'attached' });
      // the browser has reported the interaction (its first-input entry, which web-vitals' INP
      // takes whatever its duration), and web-vitals takes it in when the page is next idle
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            new PerformanceObserver((list, observer) => {
              if (list.getEntries().length === 0) return;
              observer.disconnect();
              requestIdleCallback(() => resolve());
            }).observe({ type: 'first-input', buffered: true });
          }),
      );
    }
    // leaving the last page sends its beacon too
    await page.goto('about:blank');
    await page.close();
    assert.deepEqual(record.errors, []);
  };
  await visit(desktop, ['/', '/shop', PRODUCT]);
  const stored = await storedFor(['home/desktop', 'listing/desktop', 'product/desktop']);

  const { page, record } = await openPage(desktop);
  await page.goto(shop.url('/admin'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await settle(page, { record });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  const panel = page.getByTestId('vitals-panel');
  await panel.getByTestId('vitals-table').waitFor();
  const shown: string[] = [];
  for (const row of ['home-desktop', 'listing-desktop', 'product-desktop']) {
    const cells = panel.getByTestId(`vitals-row-${row}`);
    for (const metric of ['LCP', 'INP', 'CLS']) {
      const cell = cells.locator(`td[data-metric="${metric}"]`);
      assert.match(await cell.getAttribute('data-rating') ?? '', /^(good|needs-improvement|poor)$/, `${row} ${metric}`);
      shown.push(`${row} ${metric} ${(await cell.locator('span').first().innerText()).trim()}`);
    }
  }
  await panel.getByTestId('vitals-chart').waitFor();
  assert.deepEqual(record.errors, []);
  console.log(`vitals e2e: ${stored.length} figures stored from 3 visits; dashboard shows ${shown.join(', ')}`);

  // refusals, from the same browser's address
  const malformed = await page.request.post(shop.url('/api/vitals'), { data: { page: 'product', device: 'mobile', LCP: -1, url: '/shop/x?u=1' } });
  assert.equal(malformed.status(), 400);
  const statuses: number[] = [];
  for (let i = 0; i < VITALS_RATE_LIMIT.max + 1 && !statuses.includes(429); i++) {
    statuses.push((await page.request.post(shop.url('/api/vitals'), { data: { page: 'other', device: 'desktop', TTFB: 100 } })).status());
  }
  assert.equal(statuses.at(-1), 429);
  assert.ok(statuses.slice(0, -1).every((status) => status === 204));
  console.log(`vitals e2e refusals: malformed ${malformed.status()}; ${statuses.length - 1} more accepted, then ${statuses.at(-1)}`);
});
