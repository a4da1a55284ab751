/**
 * The micro-frontends in the browser: a remote that cannot be reached is retried and replaced by
 * a localized fallback with a retry button while the rest of the site works; remote-admin is never
 * downloaded on a customer page; remote pages render inside the host's one antd context (theme).
 *
 * @e2e-own-process: a second server beside the shop serves remote-shop offline (scripts/test-e2e.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contextsByLanguage, OLIVE_RGB, openPage, pathOf, settle, useServer, useShop } from './harness';

const shop = useShop();
const shopOffline = useServer({ offline: ['shop'] });
/**
 * One visitor in English going from page to page (harness.ts contextsByLanguage: cookies cleared
 * and earlier pages closed before each test), instead of a new context per test whose first page
 * downloads and compiles every script again (issue 30). What a test asserts of its page's requests
 * still holds: a resource the page asks for is recorded whether or not the context has it cached,
 * and remote-admin enters this context only with the /admin test, after every customer page.
 */
const visitor = contextsByLanguage(shop);

/** The fallback appears only after the loader's retries. */
const FALLBACK_TIMEOUT = 15_000;

/** This server holds the front end only, without the API: the start-up call for the payment
 *  provider's script (/api/payments/config) gets a 404, which the browser logs. */
const frontEndOnly = (error: string) => !/\/api\//.test(error);

const CUSTOMER_PAGES = ['/', '/shop', '/shop/hand-beaten-brass-diyas-set-of-4', '/cart', '/about-us'];

describe('with remote-shop unreachable', () => {
  test('/ shows the shop fallback with a retry button; header, footer and other pages work', async () => {
    const { page, record } = await openPage(await visitor('en-US'));
    await page.goto(shopOffline.url('/'));

    const fallback = page.locator('[data-layout="user"] main [data-testid="remote-fallback-shop"]');
    await fallback.waitFor({ state: 'visible', timeout: FALLBACK_TIMEOUT });
    assert.match(await fallback.innerText(), /not available/i, 'the fallback says what happened');
    const retry = fallback.getByRole('button');
    assert.equal(await retry.count(), 1, 'one retry button');
    assert.ok(await retry.isEnabled());

    const manifest = shopOffline.url('/remotes/shop/mf-manifest.json');
    const attempts = () => record.requests.filter((url) => url === manifest).length;
    assert.ok(attempts() >= 2, `the manifest was tried more than once (${attempts()})`);

    // The layout around it works: header with brand and navigation, footer, the checkout mini-cart.
    const layout = page.locator('[data-layout="user"]');
    await assert.doesNotReject(layout.locator('header .brand').waitFor({ state: 'visible' }));
    assert.equal(await layout.locator('header .brand').getAttribute('href'), '/');
    assert.ok((await layout.locator('footer a').count()) >= 5, 'footer links');
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    assert.equal(await page.locator('[data-testid="remote-fallback-checkout"]').count(), 0, 'checkout still loads');

    // Retrying asks the server again, and (still offline) ends in the fallback again.
    const before = attempts();
    await retry.click();
    await fallback.waitFor({ state: 'visible', timeout: FALLBACK_TIMEOUT });
    await page.waitForFunction(() => !document.querySelector('[data-layout="user"] main [aria-busy="true"]'));
    assert.ok(attempts() > before, 'the retry button loads the remote again');

    // Navigating from the header to a host page works, with no reload.
    await layout.locator('header nav').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/about-us');
    await settle(page);
    assert.equal(await page.locator('[data-testid^="remote-fallback-"]').count(), 0);
    assert.ok((await page.locator('main h1').innerText()).trim().length > 0);

    // And the brand link leads back home, to the fallback again.
    await layout.locator('header .brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await fallback.waitFor({ state: 'visible', timeout: FALLBACK_TIMEOUT });

    const unexpected = record.errors.filter((e) => !e.includes('/remotes/shop/')).filter(frontEndOnly);
    assert.deepEqual(unexpected, [], 'no errors other than the failed requests to remote-shop');
  });

  test('the fallback is localized (/es)', async () => {
    const { page } = await openPage(await visitor('en-US'));
    await page.goto(shopOffline.url('/es'));
    const fallback = page.locator('[data-testid="remote-fallback-shop"]');
    await fallback.waitFor({ state: 'visible', timeout: FALLBACK_TIMEOUT });
    const text = await fallback.innerText();
    assert.doesNotMatch(text, /not available|Try again/i, `Spanish, not English: ${text}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  });

  test('/about-us works normally', async () => {
    const { page, record } = await openPage(await visitor('en-US'));
    await page.goto(shopOffline.url('/about-us'));
    await settle(page);
    assert.equal(pathOf(page.url()), '/about-us');
    assert.equal(await page.locator('[data-layout="user"] main h1').count(), 1);
    assert.equal(await page.locator('[data-testid^="remote-fallback-"]').count(), 0);
    assert.equal(await page.locator('.error-page').count(), 0);
    assert.deepEqual(record.errors.filter(frontEndOnly), []);
  });
});

describe('remote-admin is loaded only on /admin', () => {
  for (const path of CUSTOMER_PAGES) {
    test(`${path} requests nothing from /remotes/admin/`, async () => {
      const { page, record } = await openPage(await visitor('en-US'));
      await page.goto(shop.url(path), { waitUntil: 'networkidle' });
      await settle(page);
      await page.waitForLoadState('networkidle');
      const remotes = record.requests.filter((url) => url.includes('/remotes/'));
      assert.ok(remotes.length > 0, 'requests were recorded (the page loads a remote)');
      assert.deepEqual(
        record.requests.filter((url) => url.includes('/remotes/admin/')),
        [],
        'no request to remote-admin',
      );
    });
  }

  test('/admin/dashboard does load remote-admin', async () => {
    const { page, record } = await openPage(await visitor('en-US'));
    await page.goto(shop.url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await settle(page);
    const admin = record.requests.filter((url) => url.includes('/remotes/admin/'));
    // Its manifest comes with the page (host/server/page.ts); its entry and code from remote-admin.
    assert.ok(admin.some((url) => url.endsWith('/remotes/admin/remoteEntry.js')), 'its entry');
    assert.ok(admin.some((url) => url.endsWith('.js')), 'its code');
    assert.equal(await page.locator('[data-layout="admin"] main h1').count(), 1);
    assert.deepEqual(record.errors, []);
  });
});

describe('one theme, one antd context', () => {
  // the same visitor going from page to page: the colour is the page's, not the browser's
  const primaryBackground = async (path: string, scope: string, primary = '.ant-btn-primary') => {
    const { page } = await openPage(await visitor('en-US'));
    await page.goto(shop.url(path));
    await settle(page);
    const button = page.locator(`${scope} ${primary}`).first();
    await button.waitFor({ state: 'visible' });
    return button.evaluate((el) => getComputedStyle(el).backgroundColor);
  };

  // The shop's pages use plain HTML styled with the theme's colours (they are most first visits).
  test("a remote-shop page's call to action (home) is the theme's olive", async () => {
    assert.equal(await primaryBackground('/', '[data-layout="user"] main', '.btn--primary'), OLIVE_RGB);
  });

  test("a remote-checkout page's primary button (cart, plain HTML in the theme's look) is the theme's olive", async () => {
    assert.equal(await primaryBackground('/cart', '[data-layout="user"] main', '.checkout-btn--primary'), OLIVE_RGB);
  });

  // Its add-to-cart on the product page too: plain HTML, as the product page around it.
  test("remote-checkout's add-to-cart (product page) is the theme's olive", async () => {
    assert.equal(await primaryBackground('/shop/hand-beaten-brass-diyas-set-of-4', '[data-layout="user"] main', '.add-to-cart__button'), OLIVE_RGB);
  });

  test("the host's own primary button (404 page) is the same olive", async () => {
    assert.equal(await primaryBackground('/no-such-page', '.error-page'), OLIVE_RGB);
  });
});
