/**
 * A new deploy of a remote while a page is open: the host's manifest poll notices the changed
 * build and offers a reload in a toast (the toast container is mounted only then); the button
 * reloads.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, settle, useShop } from './harness';

const shop = useShop();

test('a changed remote manifest offers a reload, and the offer reloads the page', async () => {
  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  await page.goto(shop.url('/about-us'));
  await settle(page, { record });
  assert.equal(await page.locator('.Toastify').count(), 0, 'no toast container before the first toast');

  // The checkout remote (its mini-cart is in the header) is "redeployed": its manifest now names
  // other files.
  let redeployed = false;
  await page.route('**/remotes/checkout/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { exposes: { assets: unknown }[] };
    if (redeployed) manifest.exposes = manifest.exposes.map((expose) => ({ ...expose, assets: { js: { sync: ['9999.new.js'], async: [] } } }));
    await route.fulfill({ response, json: manifest });
  });
  // The poll runs again whenever the page becomes visible: once to note the build in use ...
  const poll = async () => {
    const manifest = page.waitForResponse('**/remotes/checkout/mf-manifest.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await manifest;
  };
  await poll();
  // ... and once after the deploy.
  redeployed = true;
  await poll();

  const offer = page.locator('.Toastify').getByText('A new version of the shop is available.');
  await offer.waitFor({ state: 'visible', timeout: 10_000 });
  const reload = page.locator('.Toastify').getByRole('button', { name: 'Reload' });
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await settle(page, { record });
  assert.equal(new URL(page.url()).pathname, '/about-us');
  assert.deepEqual(record.errors, []);
});
