/**
 * Catalogue content in three languages (issue 15 item 2): the Spanish shop shows Spanish product
 * and category names, in the server's HTML (title, JSON-LD, breadcrumb) and after hydration; a
 * field without a translation is English marked lang="en"; an admin writes a translation side by
 * side with the English and the shop shows it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

describe('the catalogue in Spanish and French', () => {
  let spanish: BrowserContext;
  before(async () => {
    spanish = await shop.newContext('es-ES');
  });
  after(() => spanish.close());

  it('serves /es/shop/{slug} in Spanish: title, heading, breadcrumb, JSON-LD, description', async () => {
    const html = await (await fetch(shop.url('/es/shop/madhubani-fish-painting'))).text();
    assert.match(html, /<title>Pintura madhubani de peces · /);
    assert.match(html, /<h1 id="product-title"[^>]*>Pintura madhubani de peces<\/h1>/);
    assert.match(html, />Hogar y decoración<\/a>/);
    assert.match(html, /"@type":"Product","name":"Pintura madhubani de peces"/);
    // the seed translates every product (issue 38): nothing on it is marked English
    assert.match(html, />Una pareja de peces, símbolo de abundancia/);
    assert.doesNotMatch(html, /lang="en"[^>]*>A pair of fish/);
    const french = await (await fetch(shop.url('/fr/shop/dhokra-brass-elephant'))).text();
    assert.match(french, /<h1 id="product-title"[^>]*>Éléphant en laiton dhokra<\/h1>/);
    assert.doesNotMatch(french, /lang="en"[^>]*>(Dhokra brass elephant|Cast by the lost-wax)/);
  });

  it('shows Spanish product and category names after hydration, on /es/shop and a product page', async () => {
    const { page, record } = await openPage(spanish);
    await page.goto(shop.url('/es/shop?category=home-decor'));
    await settle(page, { record });
    const titles = await page.locator('.product-card__title').allInnerTexts();
    assert.ok(titles.includes('Elefante de latón dhokra'), titles.join(' | '));
    assert.ok(titles.includes('Jarrón de cerámica azul de Jaipur'), titles.join(' | '));
    assert.ok(!titles.includes('Dhokra brass elephant'));
    const options = await page.getByLabel('Categoría').locator('option').allInnerTexts();
    assert.deepEqual(options.slice(1), ['Textiles', 'Hogar y decoración', 'Cocina', 'Joyería', 'Bienestar']);

    await page.getByRole('link', { name: /Elefante de latón dhokra/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Elefante de latón dhokra' }).waitFor();
    assert.equal(await page.getByRole('navigation').getByRole('link', { name: 'Hogar y decoración' }).count(), 1);
    assert.match(await page.title(), /^Elefante de latón dhokra · /);
    assert.deepEqual(record.errors, []);
    await page.close();
  });

  it('lets an admin write a Spanish title beside the English one and blank a Spanish description, and the Spanish shop shows both', async () => {
    const admin = await shop.newContext('en-US');
    try {
      const { page, record } = await openPage(admin);
      await page.goto(shop.url(`/admin/login?next=${encodeURIComponent('/admin/dashboard/listing')}`));
      await settle(page, { record });
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/dashboard/listing', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Edit Kumkumadi face oil, 30 ml' }).click();
      const form = page.getByRole('dialog');
      const translations = form.getByTestId('translations');
      assert.equal(await translations.getByTestId('translations-en-title').innerText(), 'Kumkumadi face oil, 30 ml');
      await translations.getByTestId('translations-title').getByLabel('Spanish').fill('Aceite kumkumadi para el rostro, 30 ml');
      await translations.getByTestId('translations-description').getByLabel('Spanish').fill('');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('“Kumkumadi face oil, 30 ml” saved.').waitFor({ timeout: 30_000 });
      assert.deepEqual(record.errors, []);
    } finally {
      await admin.close();
    }

    const { page, record } = await openPage(spanish);
    await page.goto(shop.url('/es/shop/kumkumadi-face-oil'));
    await settle(page, { record });
    const heading = page.getByRole('heading', { level: 1 });
    assert.equal(await heading.innerText(), 'Aceite kumkumadi para el rostro, 30 ml');
    assert.equal(await heading.getAttribute('lang'), null);
    // its description has no Spanish any more: English, marked so
    assert.equal(await page.locator('p[lang="en"]').first().innerText().then((text) => text.startsWith('A classical Ayurvedic blend')), true);
    await page.close();
  });
});
