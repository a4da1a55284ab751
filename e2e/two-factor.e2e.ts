/**
 * Two-factor sign-in for staff (issue 35b) in Chromium against the real API and Auth emulator: a
 * manager sets up an authenticator app (the code computed here from the key the page shows, as the
 * app would), signs out, signs in with password and a code, and adjusts a product's stock; the
 * owner requires two-factor sign-in of everyone, so a session without it is refused; the owner
 * resets the manager's lost device, which the audit log records. The tests share one shop and run
 * in order.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, notExists } from 'drizzle-orm';
import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { auditLog, products as productsTable, productVariants } from '../api/src/db/schema';
import { openPage, settle, type PageRecord } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();
const manager = { email: `manager-${Date.now()}@shop.test`, password: 'secret123' };
let managerUid = '';
let managerSecret = '';
let managerContext: BrowserContext;
let managerPage: Page;
let managerRecord: PageRecord;
let ownerPage: Page;

/** The code the app shows `offset` steps of 30 s from now (a step after the last one used: each code is taken once). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Follows the set-up screen: reads the key, confirms with the app's code, keeps the recovery codes shown. */
async function setUp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const list = page.getByTestId('recovery-codes');
  await list.waitFor({ timeout: 30_000 });
  const recoveryCodes = (await list.locator('li').allInnerTexts()).map((code) => code.trim());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, recoveryCodes };
}

/** An admin API call with the account's ID token and no proof of a second factor, as a stolen password would make it. */
async function withoutSecondFactor(account: { email: string; password: string }, path: string) {
  const response = await fetch(shop.url(`/api${path}`), { headers: { authorization: `Bearer ${await shop.idToken(account)}` } });
  return { status: response.status, code: ((await response.json()) as { error?: { code?: string } }).error?.code };
}

it('a manager sets up an authenticator app, signs out, signs in with password and a code, and adjusts stock', async () => {
  managerUid = await shop.createUser(manager.email, manager.password, 'manager');
  managerContext = await shop.newContext('en-US');
  ({ page: managerPage, record: managerRecord } = await openPage(managerContext));
  const page = managerPage;
  await page.goto(shop.url('/admin/dashboard/listing'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await settle(page, { record: managerRecord });
  await signIn(page, manager);
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/listing');
  // not required yet: offered above the page
  await page.getByText('Protect your staff account: set up two-factor sign-in with an authenticator app.').waitFor();
  await page.getByRole('button', { name: 'Set up' }).click();
  const { secret, recoveryCodes } = await setUp(page);
  managerSecret = secret;
  assert.equal(recoveryCodes.length, 10);
  await page.getByRole('search').getByLabel('Search title or slug').waitFor();

  // signed out and in again: the new session asks for the code before the page
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.goto(shop.url('/admin/dashboard/listing'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await signIn(page, manager);
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  assert.equal(await page.getByRole('search').count(), 0, 'no admin page before the code');
  await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Continue' }).click();

  // an admin action: stock +1 on a product sold without variants
  const [product] = await shop.services.db
    .select()
    .from(productsTable)
    .where(and(eq(productsTable.published, true), notExists(shop.services.db.select().from(productVariants).where(eq(productVariants.productId, productsTable.id)))))
    .limit(1);
  await page.getByRole('search').getByLabel('Search title or slug').fill(product!.title);
  await page.getByRole('search').getByLabel('Search title or slug').press('Enter');
  await page.getByRole('button', { name: `Edit ${product!.title}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Add (+) or take (−) items').fill('1');
  await form.getByLabel('Reason').fill('Found in the back room');
  await form.getByRole('button', { name: 'Apply to stock' }).click();
  await form.getByTestId('product-stock').filter({ hasText: `In stock now: ${product!.stock + 1} ` }).waitFor({ timeout: 30_000 });
  const [adjusted] = await shop.services.db.select().from(productsTable).where(eq(productsTable.id, product!.id));
  assert.equal(adjusted?.stock, product!.stock + 1);
  assert.deepEqual(managerRecord.errors.filter((error) => error.startsWith('pageerror')), []);
  console.log(`two-factor e2e: manager enrolled (key ${secret.length} chars, ${recoveryCodes.length} recovery codes), signed in again with a code, stock ${product!.stock} -> ${adjusted?.stock}`);
});

it('when the owner requires it, a session without the second factor is refused', async () => {
  const ownerContext = await shop.newContext('en-US');
  const owner = await openPage(ownerContext);
  ownerPage = owner.page;
  await ownerPage.goto(shop.url('/admin/dashboard/settings'));
  await ownerPage.waitForURL((url) => url.pathname === '/admin/login');
  await signIn(ownerPage, DEMO_ADMIN);
  await ownerPage.waitForURL((url) => url.pathname === '/admin/dashboard/settings');
  await ownerPage.getByRole('tab', { name: 'Two-factor sign-in' }).click();
  await ownerPage.getByRole('switch').click();
  const saved = ownerPage.waitForResponse((response) => response.url().endsWith('/api/admin/settings/two-factor') && response.request().method() === 'PUT');
  await ownerPage.getByRole('form', { name: 'Two-factor sign-in' }).getByRole('button', { name: 'Save' }).click();
  assert.equal((await saved).status(), 200);

  // the owner has none yet: the next page leads them through setting it up
  await ownerPage.goto(shop.url('/admin/dashboard/users'));
  await ownerPage.getByText('The shop requires two-factor sign-in of every staff member.').waitFor();
  await setUp(ownerPage);
  await ownerPage.getByLabel('Search by name, email or ID').waitFor();

  // a password alone no longer reaches the admin: the manager's, and a new member's who has none
  const fulfilment = { email: `packer-${Date.now()}@shop.test`, password: 'secret123' };
  await shop.createUser(fulfilment.email, fulfilment.password, 'fulfilment');
  const managerRefused = await withoutSecondFactor(manager, '/admin/orders');
  const packerRefused = await withoutSecondFactor(fulfilment, '/admin/orders');
  assert.deepEqual(managerRefused, { status: 403, code: 'second_factor_required' });
  assert.deepEqual(packerRefused, { status: 403, code: 'second_factor_setup_required' });
  const packerContext = await shop.newContext('en-US');
  const packer = await openPage(packerContext);
  await packer.page.goto(shop.url('/admin/dashboard/orders'));
  await packer.page.waitForURL((url) => url.pathname === '/admin/login');
  await signIn(packer.page, fulfilment);
  await packer.page.getByText('The shop requires two-factor sign-in of every staff member.').waitFor();
  assert.equal(await packer.page.getByRole('button', { name: 'Not now' }).count(), 0, 'required: no way around it');
  await packerContext.close();
  console.log(`two-factor e2e: required; API without a proof: manager ${managerRefused.status} ${managerRefused.code}, new member ${packerRefused.status} ${packerRefused.code}; the owner and the new member shown the set-up`);
});

it("the owner resets the manager's lost device: the audit log records it and the manager sets up again", async () => {
  const search = ownerPage.getByLabel('Search by name, email or ID');
  await search.fill(manager.email);
  await search.press('Enter');
  await ownerPage.waitForFunction(() => document.querySelectorAll('tbody tr.ant-table-row').length === 1);
  const row = ownerPage.locator('tr', { hasText: manager.email });
  await row.getByRole('button', { name: 'Reset two-factor' }).click();
  const reset = ownerPage.waitForResponse((response) => response.url().endsWith(`/api/admin/users/${managerUid}/two-factor`));
  await ownerPage.getByRole('button', { name: 'Yes' }).click();
  assert.equal((await reset).status(), 200);
  await ownerPage.getByText(`Two-factor sign-in reset for ${manager.email}.`).waitFor();

  const [ownerAccount] = (await shop.services.identity.listUsers()).filter((user) => user.email === DEMO_ADMIN.email);
  const entries = await shop.services.db.select().from(auditLog).where(eq(auditLog.action, 'user.two_factor_reset'));
  assert.deepEqual(
    entries.map((entry) => [entry.actorUid, entry.actorEmail, entry.targetId]),
    [[ownerAccount!.uid, DEMO_ADMIN.email, managerUid]],
  );

  // the manager's session, proven before the reset, is now asked to set up again
  await managerPage.reload();
  await managerPage.getByText('The shop requires two-factor sign-in of every staff member.').waitFor();
  assert.notEqual((await managerPage.getByTestId('two-factor-secret').innerText()).trim(), managerSecret, 'a new key');
  await managerContext.close();
  console.log(`two-factor e2e: owner reset the manager's second factor; audit user.two_factor_reset by ${DEMO_ADMIN.email} of ${managerUid}; the manager's next page asks for a new set-up`);
});
