/**
 * The admin's users page against the real identity service: find a customer, see their orders,
 * disable the account (the customer is signed out on their next page and cannot sign in again),
 * enable it again.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

async function signInAtAdminLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

it('the admin disables a customer, who is signed out and cannot sign in until enabled again', async () => {
  const email = `buyer-${Date.now()}@shop.test`;
  const password = 'secret123';
  await shop.createUser(email, password);
  const name = email.split('@')[0]!;

  // The customer is signed in (the header shows them).
  const customerContext = await shop.newContext('en-US');
  const customer = await openPage(customerContext);
  await customer.page.goto(shop.url('/admin/login'));
  await settle(customer.page, { record: customer.record });
  await signInAtAdminLogin(customer.page, { email, password });
  await customer.page.getByRole('alert').filter({ hasText: 'is not a shop administrator' }).waitFor();
  await customer.page.goto(shop.url('/about-us'));
  await customer.page.locator('header .account-link', { hasText: name }).waitFor();

  // The admin finds them and disables the account.
  const adminContext = await shop.newContext('en-US');
  const admin = await openPage(adminContext);
  await admin.page.goto(shop.url('/admin/dashboard/users'));
  await admin.page.waitForURL((url) => url.pathname === '/admin/login');
  await settle(admin.page, { record: admin.record });
  await signInAtAdminLogin(admin.page, DEMO_ADMIN);
  await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard/users');
  await settle(admin.page, { record: admin.record });
  await admin.page.getByLabel('Search by name, email or ID').fill(email);
  await admin.page.getByLabel('Search by name, email or ID').press('Enter');
  // The search finds the one account (the table lists every account until the search answers).
  await admin.page.waitForFunction(() => document.querySelectorAll('tbody tr.ant-table-row').length === 1);
  const row = admin.page.locator('tr', { hasText: email });
  await row.waitFor();
  await row.getByRole('button', { name: 'Disable' }).click();
  await admin.page.getByRole('button', { name: 'Yes' }).click();
  await row.getByText('Disabled').waitFor();

  // The customer's next page ends the session; signing in again is refused with the catalogue's message.
  await customer.page.reload();
  await customer.page.locator('header .account-link', { hasText: 'Sign in' }).waitFor({ timeout: 15_000 });
  await customer.page.goto(shop.url('/admin/login'));
  await settle(customer.page, { record: customer.record });
  await signInAtAdminLogin(customer.page, { email, password });
  await customer.page.getByRole('alert').filter({ hasText: 'This account has been disabled.' }).waitFor();

  // Enabled again, the account can sign in.
  await row.getByRole('button', { name: 'Enable' }).click();
  await admin.page.getByRole('button', { name: 'Yes' }).click();
  await row.getByText('Active').waitFor();
  await signInAtAdminLogin(customer.page, { email, password });
  await customer.page.getByRole('alert').filter({ hasText: 'is not a shop administrator' }).waitFor();

  // The admin signs out from the admin layout and is back at the sign-in.
  await admin.page.getByRole('button', { name: 'Sign out' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/admin/login');
  assert.deepEqual(admin.record.errors, []);
});
