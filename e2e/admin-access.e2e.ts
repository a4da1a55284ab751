/**
 * Who gets into the admin area: only accounts with the admin role. A customer who signs in at
 * /admin/login is told the account is not an admin and reaches no admin page; the admin API
 * refuses the customer's token; an admin signs in and is taken to the page asked for.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, pathOf, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

async function signInAtAdminLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const idToken = (account: { email: string; password: string }) => shop.idToken(account);

const ADMIN_PAGES = ['/admin/dashboard', '/admin/dashboard/listing', '/admin/dashboard/orders', '/admin/dashboard/users'];

describe('the admin area', () => {
  it('a customer is told the account is not an admin and reaches no admin page', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/admin'));
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await settle(page, { record });
    await signInAtAdminLogin(page, DEMO_CUSTOMER);
    await page.getByRole('alert').filter({ hasText: 'is not a shop administrator' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/login', 'still on the sign-in');

    for (const path of ADMIN_PAGES) {
      await page.goto(shop.url(path));
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await settle(page, { record });
      assert.equal(pathOf(page.url()), `/admin/login?next=${encodeURIComponent(path)}`);
      assert.equal(await page.locator('.ant-table').count(), 0, `no admin table on ${path}`);
    }
    assert.deepEqual(record.errors, []);
  });

  it("the admin API refuses a customer's token and accepts an admin's", async () => {
    const customer = await idToken(DEMO_CUSTOMER);
    const admin = await idToken(DEMO_ADMIN);
    for (const path of ['/api/admin/products', '/api/admin/orders', '/api/admin/users', '/api/admin/dashboard']) {
      const asCustomer = await fetch(shop.url(path), { headers: { authorization: `Bearer ${customer}` } });
      assert.equal(asCustomer.status, 403, `${path} as a customer`);
      const asAdmin = await fetch(shop.url(path), { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(asAdmin.status, 200, `${path} as an admin`);
    }
  });

  it('an admin signs in and is taken to the admin page asked for, in Spanish too', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/es/admin/dashboard/orders'));
    await page.waitForURL((url) => url.pathname === '/es/admin/login');
    await settle(page, { record });
    await page.getByLabel('Correo electrónico').fill(DEMO_ADMIN.email);
    await page.getByLabel('Contraseña').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/es/admin/dashboard/orders');
    await settle(page, { record });
    assert.deepEqual(record.errors, []);
  });

  it('a wrong password shows the identity service error from the catalogue', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/admin/login'));
    await settle(page, { record });
    await signInAtAdminLogin(page, { email: DEMO_ADMIN.email, password: 'not-the-password' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.doesNotMatch(await alert.innerText(), /auth\//, 'a sentence, not a code');
    assert.equal(new URL(page.url()).pathname, '/admin/login');
  });
});
