/**
 * What every end-to-end file shares: the built shop served in-process on a free port (exactly as
 * `npm start` serves it, see host/server/serve.ts), one Debian Chromium driven by playwright-core,
 * browser contexts with a chosen language, and a per-page record of console errors, page errors and
 * requests. Run through `npm run test:e2e`, which builds first: the tests read host/dist and
 * remote-<name>/dist.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '../shared-contracts/src/i18n/common';
import type { Locale } from '../shared-contracts/src/i18n/locales';
import { messages as sandboxMessages } from '../api/src/payments/sandbox-checkout.messages';
import type { ServeOptions } from '../host/server/serve';
import { startServer } from './browser';
import { useLiveShop, type LiveShop } from './live';

export { CHROMIUM_ARGS, CHROMIUM_PATH, OLIVE_RGB, launchBrowser, startServer } from './browser';

export interface Shop {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly browser: Browser;
  url(path: string): string;
  /**
   * A fresh context (no cookies, empty cache) whose browser language is `locale`; or one that starts
   * from another context's `storageState` (its cookies, local storage and IndexedDB, e.g. a sign-in
   * made once in an earlier context, `context.storageState({ indexedDB: true })`); or one already
   * signed in as `signedInAs` (live.ts signedInStorage), for a file whose subject is not the sign-in.
   */
  newContext(locale?: string, options?: Pick<BrowserContextOptions, 'storageState'> & { signedInAs?: { email: string; password: string } }): Promise<BrowserContext>;
}

/**
 * One more server for the calling test file (started in `before`, closed in `after`), e.g. one
 * with a remote offline; open its pages with the file's browser.
 */
export function useServer(options: ServeOptions = {}): { readonly origin: string; url(path: string): string } {
  let app: FastifyInstance | undefined;
  let origin = '';
  before(async () => {
    ({ app, origin } = await startServer(options));
  });
  after(async () => {
    await app?.close();
  });
  return {
    get origin() {
      return origin;
    },
    url: (path: string) => `${origin}${path}`,
  };
}

/**
 * The whole shop for the calling test file: Auth emulator, API on a fresh seeded database, the
 * built front end and Chromium (see live.ts), started in `before` and closed in `after`.
 */
export function useShop(): LiveShop {
  return useLiveShop();
}

/**
 * One browser context per browser language for a file's tests that need no more than a visitor
 * without cookies: `visitor('fr-FR')` gives the file's French context with its cookies cleared and
 * its earlier pages closed, instead of a new context per test (a new context starts with an empty
 * cache, so its first page downloads and compiles every script again; issue 30). Its local storage
 * is kept: a test that needs it empty (a guest cart) takes a context of its own.
 */
export function contextsByLanguage(shop: Pick<Shop, 'newContext'>): (locale: string) => Promise<BrowserContext> {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return async (locale) => {
    if (!contexts.has(locale)) contexts.set(locale, shop.newContext(locale));
    const context = await contexts.get(locale)!;
    await context.clearCookies();
    for (const page of context.pages()) await page.close();
    return context;
  };
}

/** What happened on a page: console errors, uncaught page errors, every request URL. */
export interface PageRecord {
  errors: string[];
  requests: string[];
  /** Forget what was recorded so far (before the next navigation of a reused page). */
  reset(): void;
}

export function watch(page: Page): PageRecord {
  const record: PageRecord = {
    errors: [],
    requests: [],
    reset() {
      record.errors.length = 0;
      record.requests.length = 0;
    },
  };
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      // A page that is not there answers 404 (the 404 page, by design): Chromium logs that for the
      // document itself. Any other resource's 404 still counts.
      if (url === page.url() && message.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
      record.errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => record.errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('request', (request) => record.requests.push(request.url()));
  return record;
}

/** A new page in `context` with its record. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; record: PageRecord }> {
  const page = await context.newPage();
  return { page, record: watch(page) };
}

/**
 * Waits until the page has settled: the document is loaded, a page heading is shown, the app has
 * started (`<html data-app="ready">`: a server-rendered page shows before that) and nothing
 * is still loading (host pages and remote areas mark their skeletons `aria-busy="true"`). On a
 * time-out the error says where the page was, what it showed and what it logged.
 */
export async function settle(
  page: Page,
  { timeout = 15_000, heading = true, record }: { timeout?: number; heading?: boolean; record?: PageRecord } = {},
): Promise<void> {
  try {
    await page.waitForLoadState('load', { timeout });
    if (heading) await page.locator('main h1').first().waitFor({ state: 'visible', timeout });
    // The app has started (host/src/App.tsx): a server-rendered page is drawn well before that.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout });
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
      timeout,
    });
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body?.innerText ?? '')
      .then((text) => text.replace(/\s+/g, ' ').slice(0, 300))
      .catch(() => '?');
    const logged = record?.errors.map((e) => e.split('\n')[0]).join('\n  ') ?? '';
    throw new Error(
      `page did not settle at ${page.url()}: ${(error as Error).message.split('\n')[0]}\n` +
        `  shows: ${shown}${logged ? `\n  logged:\n  ${logged}` : ''}`,
    );
  }
}

/**
 * Waits until /shop's list is drawn for the address bar's filters and has its answer: a filter's
 * change is a router navigation, which React renders as a transition, so the address changes
 * before the list does, and `settle` may find the previous list, not busy yet, or the new one still
 * loading. The list says which filters it is drawn for (its `data-query`, the URL's query as the
 * shop writes it).
 */
export async function shopListShown(page: Page, { timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    () => {
      const list = document.querySelector('section[aria-labelledby="shop-results"]');
      const wanted = new URLSearchParams(location.search);
      wanted.sort();
      const drawn = new URLSearchParams(list?.getAttribute('data-query') ?? '');
      drawn.sort();
      return !!list && list.getAttribute('aria-busy') !== 'true' && drawn.toString() === wanted.toString();
    },
    undefined,
    { timeout },
  );
}

/** The path part of a URL, with its query: what the address bar shows after the origin. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * On the payment page: fills a delivery address in Bengaluru, Karnataka, finding the fields by the
 * labels the shop shows in `locale` (the shared address fields' own messages).
 */
export async function fillAddress(page: Page, locale: Locale): Promise<void> {
  const label = (field: string) => page.getByLabel(commonMessages[locale][`address.${field}`]!, { exact: true });
  await label('name').fill('Asha Rao');
  await label('phone').fill('98765 43210'); // as people write it: stored +919876543210, printed +91 98765 43210
  await label('line1').fill('12 MG Road');
  await label('city').fill('Bengaluru');
  await label('state').fill('Karnataka');
  await page.locator('.ant-select-item-option[title="Karnataka"]').click();
  await label('pincode').fill('560001');
}

/**
 * In the payment sandbox's open dialog: a card (by default one that pays), its expiry typed as a
 * shopper does (the dialog adds the slash), and Pay, in the dialog's language (the page's:
 * api/src/payments/sandbox-checkout.messages.ts).
 */
export async function payInDialog(page: Page, card = '4111 1111 1111 1111'): Promise<void> {
  const dialog = page.locator('.sbx-dialog');
  const text = sandboxMessages[((await dialog.getAttribute('lang')) ?? 'en') as Locale];
  await dialog.getByLabel(text['sandbox.card']!).fill(card);
  const expiry = dialog.getByLabel(text['sandbox.expiry']!);
  await expiry.fill('');
  await expiry.pressSequentially('1230');
  assert.equal(await expiry.inputValue(), '12/30');
  await dialog.getByLabel(text['sandbox.cvv']!).fill('123');
  await dialog.getByRole('button', { name: new RegExp(`^${text['sandbox.pay']!.split('{{')[0]}`) }).click();
}

/**
 * On the payment page: chooses a payment method by its name (UPI is offered first). antd draws the
 * methods as button-style radios whose input is covered by its label: the label takes the press.
 */
export async function choosePaymentMethod(page: Page, name: string): Promise<void> {
  const method = page.locator('label.ant-radio-button-wrapper').filter({ has: page.getByRole('radio', { name, exact: true }) });
  await method.click();
  await page.locator('label.ant-radio-button-wrapper-checked').filter({ has: page.getByRole('radio', { name, exact: true }) }).waitFor();
}

/**
 * Signs a staff member in through the admin's sign-in (/admin/login?next=<path>) in a new page of
 * `context`, and waits until `path` has settled. The one sign-in step of the staff journeys
 * (e2e/staff.e2e.ts), where a second factor, when asked, is given too.
 */
export async function signInAsStaff(
  shop: Pick<Shop, 'url'>,
  context: BrowserContext,
  account: { email: string; password: string },
  path: string,
): Promise<{ page: Page; record: PageRecord }> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`/admin/login?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return { page, record };
}

/**
 * The form's first category, chosen as a person with a keyboard does: open the list, and once its
 * options show, press Enter on the field (antd picks the highlighted first option). A mouse press
 * on the option raced antd's opening animation: one fresh-clone CI run found the option "not
 * stable", then hidden, for 30 s. Enter does not depend on where the option is drawn; if the list
 * was not open yet, Enter opens it and the next round chooses.
 */
export async function chooseFirstCategory(page: Page, form: Locator): Promise<void> {
  const chosen = form.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^Category$/ }) }).locator('.ant-select-content[title], .ant-select-selection-item[title]');
  const field = form.getByLabel('Category');
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  for (let round = 0; round < 4 && !(await chosen.count()); round += 1) {
    if (!(await option.isVisible())) await field.click();
    await option.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    await field.press('Enter');
    await chosen.first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  assert.ok(await chosen.count(), 'a category is chosen');
}

/**
 * The option titled `title` of the antd select `field` (inside `scope`), chosen and seen chosen:
 * open the list, press the option once it shows, and check that the field shows it. A press that
 * raced the list's opening animation and missed (a fresh-clone CI run: cod.e2e's carrier, then no
 * review step for 30 s) is tried again, at most 4 rounds, as chooseFirstCategory does.
 */
export async function chooseOption(page: Page, scope: Locator, field: Locator, title: string): Promise<void> {
  const chosen = scope.locator(`.ant-select-content[title="${title}"], .ant-select-selection-item[title="${title}"]`);
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`);
  for (let round = 0; round < 4 && !(await chosen.count()); round += 1) {
    if (!(await option.isVisible())) await field.click();
    await option.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    await option.click({ timeout: 5_000 }).catch(() => undefined);
    await chosen.first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  assert.ok(await chosen.count(), `${title} is chosen`);
}

/**
 * A product added to the cart from its page, as a shopper does: open `/shop/<slug>`, press Add to
 * cart, and wait until the header's mini-cart counts `count` lines.
 */
export async function addToCartFromPage(shop: Shop, page: Page, record: PageRecord, slug: string, count = '1'): Promise<void> {
  await page.goto(shop.url(`/shop/${slug}`));
  await settle(page, { record });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForFunction((expected) => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === expected, count);
}
