/**
 * The platform singletons at runtime: apps built separately (the host and the remotes) share one
 * i18n instance and one event bus through Module Federation.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, settle, useShop } from './harness';

const shop = useShop();

/** What the federation runtime's share scope says about a shared module on this page. */
async function sharedEntry(page: import('playwright-core').Page, key: string) {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }> } }).__FEDERATION__;
    const versions = new Map<string, { from: string; loaded: boolean; useIn: string[] }>();
    for (const scope of Object.values(federation.__SHARE__)) {
      for (const [version, entry] of Object.entries(scope.default[name] ?? {})) {
        const seen = versions.get(version) ?? { from: entry.from, loaded: false, useIn: [] };
        seen.loaded ||= Boolean(entry.loaded);
        seen.useIn = [...new Set([...seen.useIn, ...entry.useIn])].sort();
        versions.set(version, seen);
      }
    }
    return [...versions.entries()].map(([version, entry]) => ({ version, ...entry }));
  }, key);
}

describe('platform singletons across separately built apps', () => {
  it('one i18n instance: host, shop and checkout use the same module, and a language switch in the host re-renders the remotes', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/'));
    await settle(page);

    const i18nEntries = await sharedEntry(page, 'shared-contracts/platform/i18n');
    assert.equal(i18nEntries.length, 1, 'one version of the i18n module');
    assert.equal(i18nEntries[0]!.from, 'host');
    assert.deepEqual(i18nEntries[0]!.useIn, ['checkout', 'host', 'shop']);

    const englishHeading = await page.locator('main h1').first().innerText();
    const englishCartLabel = await page.locator('a.mini-cart').getAttribute('aria-label');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ES' }).click();
    await page.waitForURL(shop.url('/es'));
    // No reload happened: the same page's remote areas now speak Spanish.
    await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, englishHeading);
    assert.notEqual(await page.locator('a.mini-cart').getAttribute('aria-label'), englishCartLabel);
    // The document's language follows in the guard's effect, just after the page's text.
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    assert.deepEqual(record.errors, []);
  });

  it('one event bus: an event published through the host’s module reaches the checkout remote’s mini-cart', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/about-us'));
    await settle(page);

    const events = await sharedEntry(page, 'shared-contracts/platform/events');
    assert.equal(events.length, 1, 'one version of the event bus');
    assert.ok(events[0]!.useIn.includes('host') && events[0]!.useIn.includes('checkout'), JSON.stringify(events));

    await page.evaluate(() => {
      type Entry = { from: string; lib?: () => { publish(name: string, detail: unknown): void } };
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }> } }).__FEDERATION__;
      const host = Object.entries(federation.__SHARE__).find(([name]) => name.startsWith('host:'))![1];
      const bus = Object.values(host.default['shared-contracts/platform/events']!)[0]!.lib!();
      bus.publish('checkout:cart-changed', { itemCount: 3 });
    });
    await page.locator('a.mini-cart [data-testid="mini-cart-count"]').filter({ hasText: '3' }).waitFor();
    assert.match((await page.locator('a.mini-cart').getAttribute('aria-label')) ?? '', /3/);
    assert.deepEqual(record.errors, []);
  });
});
