/**
 * Every route of the route table (spec §2) as a guest in the production build, in Spanish: the
 * localized path and its redirects (an admin or account page sends a guest to its sign-in page,
 * keeping the page in `next`), the layout's `data-layout`, a page heading, `<html lang>`, no error
 * page, no remote fallback, and no console or page errors. The same page checks in English and in
 * French, for every page as the visitor who sees it (guest, customer or admin), and the French
 * headings not the English ones, are e2e/a11y.e2e.ts's, which opens every route in both to run axe
 * (walking them here too cost this file two thirds of its time, issue 30). What is per language is
 * also proven where it is cheap: the router serves every path of every locale with its layout and
 * language (host/src/routes/router.test.tsx), the host pages are translated in each
 * (host/src/routes/pages.test.tsx), and every catalogue is complete in es and fr
 * (scripts/translations.test.ts). The English redirects to the sign-in pages are also walked by
 * e2e/admin-access.e2e.ts (the admin pages, with `next`) and e2e/account.e2e.ts (/accounts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { localizePath, type Locale } from 'shared-contracts/i18n/locales';
import type { RouteEntry } from '../host/src/routes/table';
import { routeTable } from '../scripts/route-table';
import { openPage, pathOf, settle, useShop, type PageRecord } from './harness';

const SLUG = 'hand-beaten-brass-diyas-set-of-4';

/**
 * Where a route ends up for a guest: the bare /admin entry sends visitors on to the admin sign-in;
 * every admin page behind the guard does too, remembering the page in `next`.
 */
const REDIRECTS: Record<string, string> = {
  '/admin': '/admin/login',
  '/admin/dashboard': '/admin/login',
  '/admin/dashboard/listing': '/admin/login',
  '/admin/dashboard/orders': '/admin/login',
  '/admin/dashboard/users': '/admin/login',
  '/admin/dashboard/settings': '/admin/login',
  '/admin/dashboard/discounts': '/admin/login',
  '/admin/dashboard/reports': '/admin/login',
  '/admin/dashboard/returns': '/admin/login',
  '/admin/dashboard/reviews': '/admin/login',
  // Pages for a signed-in customer send a guest to the sign-in (shared-contracts/ui/RequireSignIn).
  // /payment and an order's confirmation page ask for it on the page instead (guest checkout, and
  // the confirmation e-mail's link opened signed out): no redirect.
  '/accounts': '/login',
  '/accounts/orders': '/login',
  '/delete-user': '/login',
};
/** Redirects that carry the page asked for, to come back to it after signing in. */
const KEEPS_NEXT = new Set([
  '/admin/dashboard',
  '/admin/dashboard/listing',
  '/admin/dashboard/orders',
  '/admin/dashboard/users',
  '/admin/dashboard/settings',
  '/admin/dashboard/discounts',
  '/admin/dashboard/reports',
  '/admin/dashboard/returns',
  '/admin/dashboard/reviews',
  '/accounts',
  '/accounts/orders',
  '/delete-user',
]);

const concrete = (path: string) => path.replace(':slug', SLUG).replace(':id', 'some-order');

const shop = useShop();

test('the route table holds every route of spec §2, the order confirmation page (issue 14) and the discount codes section (issue 15)', () => {
  const paths = routeTable.map((entry) => `${entry.layout} ${entry.path}`).sort();
  assert.deepEqual(
    paths,
    [
      'user /',
      'user /about-us',
      'user /accounts',
      'user /accounts/orders/:id/confirmation',
      'user /cart',
      'user /contact-us',
      'user /homepage',
      'user /payment',
      'user /private-policy',
      'user /refund-policy',
      'user /sample',
      'user /shipping-policy',
      'user /shop',
      'user /shop/:slug',
      'user /terms-of-service',
      // issue 35: a payment link; issue 36: a back-in-stock alert's confirmation and the wishlist
      'user /pay/:id',
      'user /stock-alerts/confirm',
      'user /accounts/wishlist',
      // issue 38: My orders and signing in keep the shop's header
      'user /accounts/orders',
      'user /login',
      'admin /admin/dashboard',
      'admin /admin/dashboard/discounts',
      'admin /admin/dashboard/listing',
      'admin /admin/dashboard/orders',
      'admin /admin/dashboard/reports',
      'admin /admin/dashboard/returns',
      'admin /admin/dashboard/reviews',
      'admin /admin/dashboard/users',
      'admin /admin/dashboard/settings',
      'admin /admin/login',
      'default /___login',
      'default /___mail',
      'default /admin',
      'default /delete-user',
      'default /auth/action',
    ].sort(),
  );
});

/** The language the routes are walked in here (English and French: e2e/a11y.e2e.ts). */
const LOCALE: Locale = 'es';

/** Each route's heading, by route id. */
const headings = new Map<string, string>();

describe(`the routes in ${LOCALE}`, () => {
  let context: BrowserContext;
  let page: Page;
  let record: PageRecord;

  before(async () => {
    // English browser, no cookie: the guard leaves English paths alone.
    context = await shop.newContext('en-US');
    ({ page, record } = await openPage(context));
  });
  after(() => context.close());

  for (const entry of routeTable) {
    const from = localizePath(concrete(entry.path), LOCALE);
    const target = REDIRECTS[entry.path];
    const expectedPath =
      localizePath(concrete(target ?? entry.path), LOCALE) + (KEEPS_NEXT.has(entry.path) ? `?next=${encodeURIComponent(from)}` : '');
    const expectedLayout: RouteEntry['layout'] = target
      ? routeTable.find((e) => e.path === target)!.layout
      : entry.layout;

    test(`${from} renders the ${expectedLayout} layout with its page`, async () => {
      await context.clearCookies(); // a visit to /es/... remembers es; each route starts afresh
      record.reset();
      await page.goto(shop.url(from));
      await settle(page, { record, timeout: 10_000 });

      assert.equal(pathOf(page.url()), expectedPath, 'final path');
      const layout = page.locator(`[data-layout="${expectedLayout}"]`);
      assert.equal(await layout.count(), 1, `one [data-layout="${expectedLayout}"]`);
      const h1 = layout.locator('main h1');
      assert.equal(await h1.count(), 1, 'exactly one h1 in the layout main');
      const heading = (await h1.innerText()).trim();
      assert.ok(heading.length > 0, 'the h1 has text');
      assert.equal(await page.evaluate(() => document.documentElement.lang), LOCALE, '<html lang>');
      assert.equal(
        await page.locator('.error-page').count(),
        0,
        `no error page; got "${heading.replace(/\s+/g, ' ')}" with ${record.errors[0]?.split('\n')[0] ?? 'no console error'}`,
      );
      assert.equal(await page.locator('[data-testid^="remote-fallback-"]').count(), 0, 'no remote fallback');
      assert.deepEqual(record.errors, [], 'no console errors or page errors');
      headings.set(entry.id, heading);
    });
  }
});

test('every route rendered', () => {
  const missing = routeTable.filter((entry) => !headings.has(entry.id)).map((entry) => `${LOCALE} ${entry.path}`);
  assert.deepEqual(missing, [], 'routes that did not render (see above)');
  console.log(`routes: ${routeTable.length} routes walked in ${LOCALE}, ${headings.size} rendered`);
});
