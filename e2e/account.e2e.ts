/**
 * A customer's own account against the real identity service and API: sign up on /login, see the
 * name on /accounts and save an address, write through the contact form, be sent to the sign-in
 * from /accounts as a guest and brought back, delete the account (after which signing in fails
 * with the catalogue's message). And the sign-in page in Spanish.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, pathOf, settle } from './harness';
import { DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

const NAME = 'Meera Joshi';
const EMAIL = `meera-${Date.now()}@shop.test`;
const PASSWORD = 'handloom42';

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a customer account', () => {
  it('signs up on /login, sees the name on /accounts, saves an address and writes to the shop', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/login'));
    await settle(page, { record });

    // A weak password is refused by the shared rule before the identity service is asked.
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Min 8 characters Password required.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The account page starts with the name given at sign-up.
    await page.goto(shop.url('/accounts'));
    await settle(page, { record });
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    assert.equal(await name.inputValue(), NAME);
    assert.match(await page.locator('main').innerText(), new RegExp(EMAIL.replace(/[.]/g, '\\.')));

    // One address, saved: a toast says so, and it is there after a reload.
    await page.getByRole('button', { name: 'Add an address' }).click();
    const address = page.getByRole('group', { name: 'Address 1 (default)' });
    assert.equal(await address.getByLabel('Full name').inputValue(), NAME, 'the address takes the profile name');
    await address.getByLabel('Phone', { exact: true }).fill('+91 98765 43210'); // as people write it (issue 38)
    await address.getByLabel('Address line 1').fill('14 Johari Bazaar');
    await address.getByLabel('City').fill('Jaipur');
    await address.getByLabel('State').click();
    await address.getByLabel('State').fill('Rajasthan');
    await page.keyboard.press('Enter');
    await address.getByLabel('PIN code').fill('302003');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.Toastify').getByText('Your details were saved.').waitFor();

    await page.reload();
    await settle(page, { record });
    const saved = page.getByRole('group', { name: 'Address 1 (default)' });
    assert.equal(await saved.getByLabel('Address line 1').inputValue(), '14 Johari Bazaar');
    assert.match(await saved.innerText(), /Rajasthan/);
    assert.equal(await saved.getByLabel('Phone', { exact: true }).inputValue(), '+919876543210', 'the phone kept in its one form');

    // The contact form knows who is writing; sent, it is emptied and a toast thanks them.
    await page.goto(shop.url('/contact-us'));
    await settle(page, { record });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email address').waitFor();
    await page.waitForFunction((email) => (document.querySelector('#email') as HTMLInputElement | null)?.value === email, EMAIL);
    assert.equal(await form.getByLabel('Name', { exact: true }).inputValue(), NAME);
    await form.getByLabel('Subject').fill('A custom block-print order');
    await form.getByLabel('Message').fill('Could you print the Dabu tablecloth in indigo, 8 seats?');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await page.locator('.Toastify').getByText(/your message has been sent/).waitFor();
    assert.equal(await form.getByLabel('Subject').inputValue(), '');
    assert.deepEqual(record.errors, []);
  });

  it('sends a guest on /accounts to the sign-in and back; deleting the account ends its sign-in', async () => {
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/accounts'));
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(pathOf(page.url()), `/login?next=${encodeURIComponent('/accounts')}`);
    await settle(page, { record });
    await signIn(page, { email: EMAIL, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === '/accounts');
    await settle(page, { record });
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), NAME);

    // Deleting needs the confirmation and the password.
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/delete-user');
    await settle(page, { record });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Please tick the box to confirm.').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account was deleted' }).waitFor({ timeout: 20_000 });

    // The identity is gone: signing in again is refused with the catalogue's words.
    await page.goto(shop.url('/login'));
    await settle(page, { record });
    await signIn(page, { email: EMAIL, password: PASSWORD });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /There is no account with this e-mail\.|The e-mail or password is incorrect\./);
    assert.equal(new URL(page.url()).pathname, '/login');
  });

  it('/es/login works in Spanish', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/es/login?next=/es/accounts'));
    await settle(page, { record });
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByRole('tab', { name: 'Crear cuenta' }).waitFor();
    await page.getByLabel('Correo electrónico', { exact: true }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta-1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'El correo electrónico o la contraseña son incorrectos.' }).waitFor();
    // The refused attempt leaves no spinner in the button (antd's own one could stay, invisible,
    // and make the button's name "loading Iniciar sesión").
    await page.locator('form button[type=submit] :is(.anticon-loading, [data-testid=button-spinner])').first().waitFor({ state: 'detached' });
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/es/accounts');
    await settle(page, { record });
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
  });
});
