/**
 * The locale guard in a real browser (spec §2, §9): the target locale comes from the route, else
 * the `locale` cookie, else the browser language, else English; the guard redirects to the
 * locale's path on every navigation; the cookie lasts 365 days with SameSite=Lax; the language
 * switch goes to the same page in another language and remembers the choice.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { contextsByLanguage, openPage, pathOf, settle, useShop, type PageRecord } from './harness';

const DAY_S = 24 * 60 * 60;

const shop = useShop();

/** A browser in that language without cookies, one per language for the file (harness.ts). */
const browserIn = contextsByLanguage(shop);

async function visit(context: BrowserContext, path: string): Promise<{ page: Page; record: PageRecord }> {
  const opened = await openPage(context);
  await opened.page.goto(shop.url(path));
  await settle(opened.page);
  return opened;
}

async function localeCookie(context: BrowserContext) {
  return (await context.cookies(shop.origin)).find((cookie) => cookie.name === 'locale');
}

/** The document's language once it has followed the page: LocaleGuard sets it in an effect after
 *  the page in that language has rendered, which can be just after the address changed. */
/** The page's `<html lang>` once it is `expected`; if it never becomes that, the test fails saying what it stayed. */
async function htmlLang(page: Page, expected: string) {
  const lang = () => page.evaluate(() => document.documentElement.lang);
  try {
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, expected, { timeout: 10_000 });
  } catch (error) {
    assert.fail(`<html lang> stayed "${await lang().catch(() => '?')}" where "${expected}" was expected (${(error as Error).message.split('\n')[0]})`);
  }
  return lang();
}

test('the locale cookie wins over the browser language: cookie es, /shop -> /es/shop', async () => {
  const context = await browserIn('en-US');
  await context.addCookies([{ name: 'locale', value: 'es', url: shop.origin }]);
  const { page, record } = await visit(context, '/shop?sort=price');
  assert.equal(pathOf(page.url()), '/es/shop?sort=price', 'redirected, query kept');
  assert.equal(await htmlLang(page, 'es'), 'es');
  assert.deepEqual(record.errors, []);
});

test('the browser language decides without a cookie: fr-FR, /shop -> /fr/shop', async () => {
  const context = await browserIn('fr-FR');
  const { page, record } = await visit(context, '/shop');
  assert.equal(pathOf(page.url()), '/fr/shop');
  assert.equal(await htmlLang(page, 'fr'), 'fr');
  assert.deepEqual(record.errors, []);
});

test('English browser, no cookie: /shop stays /shop and sets no cookie', async () => {
  const context = await browserIn('en-US');
  const { page, record } = await visit(context, '/shop');
  assert.equal(pathOf(page.url()), '/shop');
  assert.equal(await htmlLang(page, 'en'), 'en');
  assert.equal(await localeCookie(context), undefined, 'a locale that did not come from the route is not stored');
  assert.deepEqual(record.errors, []);
});

test('an unsupported browser language falls back to English', async () => {
  const context = await browserIn('de-DE');
  const { page } = await visit(context, '/shop');
  assert.equal(pathOf(page.url()), '/shop');
  assert.equal(await htmlLang(page, 'en'), 'en');
});

test('/es/shop stores locale=es for 365 days, SameSite=Lax, path /', async () => {
  const context = await browserIn('en-US');
  const { page } = await visit(context, '/es/shop');
  assert.equal(pathOf(page.url()), '/es/shop');
  const cookie = await localeCookie(context);
  assert.ok(cookie, 'locale cookie set');
  assert.equal(cookie.value, 'es');
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/');
  const expected = Date.now() / 1000 + 365 * DAY_S;
  assert.ok(
    Math.abs(cookie.expires - expected) < DAY_S,
    `expires ${new Date(cookie.expires * 1000).toISOString()}, expected about ${new Date(expected * 1000).toISOString()}`,
  );
  // The next visit to an unprefixed path lands in Spanish.
  await page.goto(shop.url('/about-us'));
  await settle(page);
  assert.equal(pathOf(page.url()), '/es/about-us');
});

test('/en/shop redirects to /shop, and /en to /', async () => {
  const context = await browserIn('en-US');
  const { page, record } = await visit(context, '/en/shop');
  assert.equal(pathOf(page.url()), '/shop');
  await page.goto(shop.url('/en'));
  await settle(page);
  assert.equal(pathOf(page.url()), '/');
  assert.equal(await htmlLang(page, 'en'), 'en');
  assert.deepEqual(record.errors, []);
});

test('the guard runs on client-side navigations too (no reload)', async () => {
  const context = await browserIn('en-US');
  const { page, record } = await visit(context, '/es/shop');
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    window.history.pushState({}, '', '/about-us');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForURL((url) => url.pathname === '/es/about-us');
  await settle(page);
  assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'same document');
  assert.equal(await htmlLang(page, 'es'), 'es');
  assert.deepEqual(record.errors, []);
});

test('the language switch goes to the same page in that language and remembers it', async () => {
  // A French browser: the cookie set by the switch must beat the browser language.
  const context = await browserIn('fr-FR');
  const { page, record } = await visit(context, '/shop/hand-beaten-brass-diyas-set-of-4');
  assert.equal(pathOf(page.url()), '/fr/shop/hand-beaten-brass-diyas-set-of-4');

  const switchTo = async (label: string, nav: string) => {
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: label, exact: true }).click();
  };

  // fr -> es
  await switchTo('ES', 'Langue');
  await page.waitForURL((url) => url.pathname === '/es/shop/hand-beaten-brass-diyas-set-of-4');
  await settle(page);
  assert.equal(await htmlLang(page, 'es'), 'es');
  assert.equal((await localeCookie(context))?.value, 'es');
  await page.goto(shop.url('/shop'));
  await settle(page);
  assert.equal(pathOf(page.url()), '/es/shop', 'the stored choice decides the next visit');

  // es -> en: English is unprefixed, and the cookie now says en even though the browser says fr.
  const esLabel = await page.locator('nav.locale-switch').first().getAttribute('aria-label');
  assert.ok(esLabel && esLabel !== 'Langue', `the switch's label is translated (es: ${esLabel})`);
  await switchTo('EN', esLabel);
  await page.waitForURL((url) => url.pathname === '/shop');
  await settle(page);
  assert.equal(await htmlLang(page, 'en'), 'en');
  const cookie = await localeCookie(context);
  assert.equal(cookie?.value, 'en');
  assert.equal(cookie?.sameSite, 'Lax');
  await page.goto(shop.url('/shop'));
  await settle(page);
  assert.equal(pathOf(page.url()), '/shop', 'cookie en beats browser language fr');

  // en -> fr, with the English label 'Language'
  await switchTo('FR', 'Language');
  await page.waitForURL((url) => url.pathname === '/fr/shop');
  await settle(page);
  assert.equal((await localeCookie(context))?.value, 'fr');
  assert.equal(
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'FR', exact: true }).getAttribute('aria-current'),
    'true',
    'the current language is marked',
  );
  assert.deepEqual(record.errors, []);
});
