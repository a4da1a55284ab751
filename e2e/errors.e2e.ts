/**
 * The error page (spec §2): an unknown path, in every locale, shows status 404, the title
 * "Page Not Found" and "Page not found: {path}" (translated in es and fr), inside the shop's layout,
 * with a way back home.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { errorMessages } from 'shared-contracts/errors/messages';
import { LOCALES, localizePath } from 'shared-contracts/i18n/locales';
import { openPage, pathOf, settle, useShop, type PageRecord } from './harness';

const shop = useShop();

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
