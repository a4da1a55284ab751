/**
 * Search from every page (issue 15 item 4): the header's search field, on a Spanish page that is not
 * the shop, suggests the product for a Spanish word with one typo (the title in Spanish, pg_trgm on
 * the server), the keyboard chooses it; Enter searches /es/shop?q=, which matches the same way; on
 * a phone the magnifier opens the field under the header. The suggestions' code arrives only when
 * the field is first used.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, pathOf, settle, shopListShown, useShop } from './harness';

const shop = useShop();

const suggestionsChunk = (page: Page) => {
  const loaded: string[] = [];
  page.on('request', (request) => request.url().includes('search-suggestions') && loaded.push(request.url()));
  return loaded;
};

describe('search from the header', () => {
  it('a Spanish word with one typo suggests the product in Spanish; the arrows and Enter open it; Enter alone searches the shop', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    const chunk = suggestionsChunk(page);
    await page.goto(shop.url('/es/about-us'));
    await settle(page, { record });
    assert.deepEqual(chunk, [], 'the suggestions are not part of the first load');

    const field = page.getByRole('combobox', { name: 'Buscar productos' });
    assert.equal(await field.getAttribute('aria-expanded'), 'false');
    await field.click();
    // "elefante" with its second e missing
    await field.pressSequentially('elefnte');
    const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
    const option = listbox.getByRole('option', { name: /Elefante de latón dhokra/ });
    await option.waitFor();
    assert.equal(chunk.length, 1, 'the suggestions arrive with the first use');
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    assert.equal(await field.getAttribute('aria-controls'), await listbox.getAttribute('id'));

    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    // React draws the key's effect after the event: wait for the field to name its active option
    await page.waitForFunction(() => document.querySelector('[role="combobox"][aria-activedescendant]') !== null);
    assert.equal(await field.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    assert.match(await first.innerText(), /Elefante de latón dhokra/);
    assert.ok(await field.evaluate((element) => element === document.activeElement), 'the focus stays in the field');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/es/shop/dhokra-brass-elephant');
    await settle(page, { record });
    assert.equal(await page.locator('main h1').innerText(), 'Elefante de latón dhokra');

    // Enter with no suggestion chosen: the shop, searched the same way
    await field.fill('elefnte');
    await listbox.getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => pathOf(url.href) === '/es/shop?q=elefnte');
    await settle(page, { record });
    assert.deepEqual(await page.locator('.product-card__title').allInnerTexts(), ['Elefante de latón dhokra']);
    assert.deepEqual(record.errors, []);
  });

  it('on a phone the magnifier opens the field under the header; a category is suggested and chosen', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(shop.url('/es/contact-us'));
    await settle(page, { record });
    const field = page.getByRole('combobox', { name: 'Buscar productos' });
    const magnifier = page.locator('.header-search__icon');
    const box = (await magnifier.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, `the magnifier is ${box.width} x ${box.height}`);
    assert.equal(await field.evaluate((element) => getComputedStyle(element).opacity), '0');

    await magnifier.click();
    assert.ok(await field.evaluate((element) => element === document.activeElement), 'the magnifier focuses the field');
    assert.equal(await field.evaluate((element) => getComputedStyle(element).opacity), '1');
    const header = (await page.locator('.site-header').boundingBox())!;
    const shown = (await field.boundingBox())!;
    assert.ok(shown.y >= header.y + header.height - 1 && shown.width > 300, `the field is under the header, ${shown.width} px wide`);

    await field.pressSequentially('cocna');
    await page.getByRole('option', { name: /Cocina/ }).click();
    await page.waitForURL((url) => pathOf(url.href) === '/es/shop?category=kitchen');
    await settle(page, { record });
    // the category's products come after the navigation (the list loads them): the list drawn for it is waited for
    await shopListShown(page);
    assert.ok((await page.getByTestId('product-card').count()) > 0);
    assert.deepEqual(record.errors, []);
  });
});
