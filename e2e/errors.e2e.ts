/**
 * The error page (spec §2): an unknown path, in every locale, shows status 404, the title
 * "Page Not Found" and "Page not found: {path}" (translated in es and fr), inside the shop's layout,
 * with a way back home. Unhandled errors ("fatal or unhandled errors go to this page"): an error
 * thrown in a click handler and a promise nobody handled show 500 "Internal Server Error" with an
 * error id, and the API's log has the error under that id; a field error does not.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { errorMessages } from 'shared-contracts/errors/messages';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { openPage, pathOf, settle, type PageRecord } from './harness';
import { useLiveShop } from './live';

/** The API's error lines (JSON), for the reports of unhandled errors. */
const apiLog: string[] = [];
const shop = useLiveShop({ logStream: new Writable({ write: (chunk: Buffer, _encoding, done) => (apiLog.push(chunk.toString()), done()) }) });

describe('unknown paths show the 404 page', () => {
  let context: BrowserContext;
  let page: Page;
  let record: PageRecord;

  before(async () => {
    context = await shop.newContext('en-US');
    ({ page, record } = await openPage(context));
  });
  after(() => context.close());

  async function show(path: string) {
    await context.clearCookies();
    record.reset();
    await page.goto(shop.url(path));
    await settle(page, { record });
    const errorPage = page.locator('[data-layout="user"] main .error-page');
    assert.equal(await errorPage.count(), 1, 'the error page, inside the shop layout');
    return errorPage;
  }

  test('/no-such-page in English: 404, "Page Not Found", "Page not found: /no-such-page"', async () => {
    const errorPage = await show('/no-such-page');
    assert.equal(pathOf(page.url()), '/no-such-page', 'the address stays');
    assert.equal(await errorPage.getAttribute('data-status'), '404');
    assert.equal((await errorPage.locator('.error-page__status').innerText()).trim(), '404');
    assert.equal((await errorPage.locator('h1').innerText()).replace(/\s+/g, ' ').trim(), '404 Page Not Found');
    assert.equal((await errorPage.locator('.error-page__description').innerText()).trim(), 'Page not found: /no-such-page');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(record.errors, []);
  });

  for (const locale of LOCALES) {
    const messages = errorMessages[locale];
    for (const unknown of ['/no-such-page', '/shop/brass-diya-lamp/reviews/x', '/admin/nope']) {
      const path = localizePath(unknown, locale);
      test(`${path} (${locale}): 404 with "${messages['page.notFoundTitle']}" and the path`, async () => {
        const errorPage = await show(path);
        assert.equal(pathOf(page.url()), path, 'the address stays');
        assert.equal((await errorPage.locator('.error-page__status').innerText()).trim(), '404');
        const title = (await errorPage.locator('h1').innerText()).replace(/\s+/g, ' ').trim();
        assert.equal(title, `404 ${messages['page.notFoundTitle']}`);
        assert.equal(
          (await errorPage.locator('.error-page__description').innerText()).trim(),
          messages['page.notFoundMessage']!.replace('{{path}}', path),
        );
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
        assert.deepEqual(record.errors, []);
      });
    }
  }

  test('the 404 page leads back to the home page in the same language', async () => {
    const errorPage = await show('/fr/no-such-page');
    await errorPage.locator('.ant-btn-primary').click();
    await page.waitForURL((url) => url.pathname === '/fr');
    await settle(page);
    assert.equal(await page.locator('.error-page').count(), 0);
    assert.equal(await page.locator('[data-layout="user"] main h1').count(), 1);
    assert.deepEqual(record.errors, []);
  });
});

describe('unhandled errors show the 500 page with an id and reach the API log', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    context = await shop.newContext('en-US');
    ({ page } = await openPage(context));
  });
  after(() => context.close());

  /** The home page with a button whose click handler fails as `failure` says. */
  async function homeWithBrokenButton(failure: 'throw' | 'reject') {
    await page.goto(shop.url('/'));
    await settle(page);
    await page.evaluate((how) => {
      const button = document.createElement('button');
      button.textContent = 'Broken';
      button.addEventListener('click', () => {
        if (how === 'throw') throw new Error('e2e: thrown in a click handler');
        void Promise.reject(new Error('e2e: a promise nobody handled'));
      });
      document.body.append(button);
    }, failure);
  }

  async function errorPageAndLogLine(message: string) {
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await page.getByRole('button', { name: 'Broken' }).click();
    const errorPage = page.locator('[data-layout="user"] main .error-page');
    await errorPage.waitFor();
    assert.equal(await errorPage.getAttribute('data-status'), '500');
    assert.equal((await errorPage.locator('h1').innerText()).replace(/\s+/g, ' ').trim(), '500 Internal Server Error');
    const id = (await errorPage.getAttribute('data-error-id')) ?? '';
    assert.match(id, /^[0-9a-f]{12}$/);
    assert.equal((await errorPage.locator('.error-page__id').innerText()).trim(), `Error id: ${id}`);
    assert.equal((await reported).status(), 204);
    const line = apiLog.map((text) => JSON.parse(text) as { clientError?: { id: string; message: string; path: string } }).find((entry) => entry.clientError?.id === id);
    assert.ok(line, `the API log has error ${id}`);
    assert.equal(line.clientError!.message, message);
    assert.equal(line.clientError!.path, '/');
  }

  test('an error thrown in a click handler', async () => {
    await homeWithBrokenButton('throw');
    await errorPageAndLogLine('e2e: thrown in a click handler');
  });

  test('a promise nobody handled', async () => {
    await homeWithBrokenButton('reject');
    await errorPageAndLogLine('e2e: a promise nobody handled');
  });

  test('a field error stays on its form', async () => {
    const reports: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/client-errors') && reports.push(request.url()));
    await page.goto(shop.url('/contact-us'));
    await settle(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send the message' }).click();
    await form.locator('.ant-form-item-explain-error').first().waitFor();
    assert.equal(await page.locator('.error-page').count(), 0);
    assert.deepEqual(reports, []);
  });
});
