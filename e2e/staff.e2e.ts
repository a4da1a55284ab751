/**
 * Staff roles (issue 35 items 1 and 2, the first Done-when row) against the whole running
 * shop (e2e/live.ts): the owner invites a fulfilment member from Users › Staff; the invite e-mail,
 * as the development mailbox keeps it, links to choosing a password; the member signs in at the
 * admin's sign-in, is offered only the sections of their role, sets up a second factor and signs
 * in again with a code, ships a packed order, is offered no
 * refund and no Settings (a direct visit says the page is not part of their role), and the API
 * answers their refund and settings calls 403; the owner's Activity tab shows both people's
 * actions. The permission sweep over every admin route is api/src/security/staff-permissions.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { generate } from 'otplib';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { SECOND_FACTOR_HEADER } from 'shared-contracts/platform/second-factor';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { orderNumber } from '../api/src/orders/lifecycle';
import { openPage, settle, signInAsStaff } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

const PACKER = { email: `packer-${Date.now()}@shop.test`, password: 'packer2026' };

/** The code an authenticator app shows `offset` steps of 30 s from now (each code is taken once). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('staff roles', () => {
  let owner: BrowserContext;
  let invitee: BrowserContext;
  let packer: BrowserContext;

  before(async () => {
    [owner, invitee, packer] = await Promise.all([shop.newContext('en-US'), shop.newContext('en-US'), shop.newContext('en-US')]);
  });
  after(async () => {
    await Promise.all([owner?.close(), invitee?.close(), packer?.close()]);
  });

  it('the owner invites a fulfilment member, who ships an order, is offered neither refund nor Settings, and is refused them by the API; the activity shows both', async () => {
    const customerUid = (await shop.services.identity.listUsers()).find((user) => user.email === DEMO_CUSTOMER.email)!.uid;
    const [product] = await shop.services.db.select({ id: productsTable.id }).from(productsTable).limit(1);
    const order = await insertOrder(shop.services.db, {
      userId: customerUid,
      email: DEMO_CUSTOMER.email,
      lines: [{ productId: product!.id, title: 'Brass diya lamp', unitPrice: 59_900, quantity: 1 }],
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'packed',
    });
    const number = orderNumber(order.number);

    // The owner: Users › Staff, invite with the role Fulfilment
    const desk = await signInAsStaff(shop, owner, DEMO_ADMIN, '/admin/dashboard/users');
    await desk.page.getByRole('tab', { name: 'Staff' }).click();
    await desk.page.getByLabel('E-mail', { exact: true }).fill(PACKER.email);
    await desk.page.getByLabel('Role', { exact: true }).click();
    await desk.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Fulfilment', { exact: true }).click();
    const invited = desk.page.waitForResponse((response) => response.url().endsWith('/api/admin/staff/invites') && response.request().method() === 'POST');
    await desk.page.getByRole('button', { name: 'Send invite' }).click();
    assert.equal((await invited).status(), 201);
    await desk.page.locator('.Toastify__toast').filter({ hasText: `Invite sent to ${PACKER.email}` }).waitFor();

    // The invite, as /___mail keeps it: its link is the page where the member chooses a password
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.to === PACKER.email && item.kind === 'staff_invite');
    assert.ok(mail, 'the invite e-mail was written');
    assert.match(mail.text, /with the role Fulfilment\./);
    const link = new URL(/https?:\/\/\S+\/auth\/action\?\S+/.exec(mail.text)![0]);
    const welcome = await openPage(invitee);
    await welcome.page.goto(shop.url(`${link.pathname}${link.search}`));
    await settle(welcome.page, { record: welcome.record });
    await welcome.page.getByLabel('New password', { exact: true }).fill(PACKER.password);
    await welcome.page.getByLabel('Confirm the new password', { exact: true }).fill(PACKER.password);
    await welcome.page.getByRole('button', { name: 'Save the new password' }).click();
    await welcome.page.getByText(`Your password has been changed and you are signed in as ${PACKER.email}.`).waitFor();

    // The member signs in at the admin's sign-in: the menu offers their role's sections only
    const { page, record } = await signInAsStaff(shop, packer, PACKER, '/admin/dashboard/orders');
    const menu = await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allTextContents();
    assert.deepEqual(menu, ['Dashboard', 'Listing', 'Orders', 'Returns', 'Back to the shop']);

    // They set up a second factor (the authenticator app's code computed here from the key the page
    // shows), sign out, and sign in again with their password and a code
    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('recovery-codes').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.goto(shop.url(`/admin/login?next=${encodeURIComponent('/admin/dashboard/orders')}`));
    await settle(page, { record });
    await page.getByLabel('Email', { exact: true }).fill(PACKER.email);
    await page.getByLabel('Password', { exact: true }).fill(PACKER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard/orders', { timeout: 30_000 });
    await settle(page, { record, timeout: 30_000 });

    // They ship the packed order; no refund is offered
    await page.getByRole('button', { name: number, exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'History' });
    const actions = drawer.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Mark shipped' }).waitFor();
    assert.equal(await actions.getByRole('button', { name: 'Refund' }).count(), 0, 'no refund offered to fulfilment');
    await actions.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${number}` });
    await dialog.getByRole('combobox').click();
    await page.getByTitle('Blue Dart').click();
    await dialog.getByLabel('Tracking number').fill('bd12345678901');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const shipped = page.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${order.id}/ship`));
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    assert.equal((await shipped).status(), 200);
    await drawer.getByTestId('shipment').filter({ hasText: 'Blue Dart' }).waitFor();
    const [stored] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(stored?.fulfilmentStatus, 'shipped');

    // Settings, visited directly, is not part of their role
    await page.goto(shop.url('/admin/dashboard/settings'));
    await page.getByRole('heading', { name: 'Not part of your role' }).waitFor();
    await page.getByText('Your role (Fulfilment) does not include this page: it needs the permission “Settings”.', { exact: false }).waitFor();

    // The API refuses them the refund and the settings, naming what is missing
    // (as their signed-in browser calls it: with the proof of the second factor it keeps)
    const token = await shop.idToken(PACKER);
    const proof = await page.evaluate(() => (JSON.parse(localStorage.getItem('shop:second-factor') ?? 'null') as { proof?: string } | null)?.proof ?? '');
    assert.ok(proof, 'the browser keeps the proof of the second factor');
    const asPacker = (method: string, path: string, body?: object) =>
      fetch(shop.url(path), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [SECOND_FACTOR_HEADER]: proof },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const refund = await asPacker('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Try' });
    const settings = await asPacker('GET', '/api/admin/settings/store');
    const [refundBody, settingsBody] = (await Promise.all([refund.json(), settings.json()])) as { error: { code: string; message: string } }[];
    assert.deepEqual([refund.status, refundBody!.error.code, settings.status, settingsBody!.error.code], [403, 'missing_permission', 403, 'missing_permission']);
    assert.equal(refundBody!.error.message, 'Your role (Fulfilment) does not allow this: it needs the permission “Refunds”. Ask the shop’s owner.');

    // The owner's Activity: the invite by the owner, the shipping by the member
    await desk.page.reload();
    await settle(desk.page, { record: desk.record });
    await desk.page.getByRole('tab', { name: 'Activity' }).click();
    const activity = desk.page.getByRole('region', { name: 'Activity', exact: true });
    const inviteRow = activity.locator('tr', { hasText: 'staff.invite' }).filter({ hasText: DEMO_ADMIN.email }).filter({ hasText: PACKER.email });
    const shipRow = activity.locator('tr', { hasText: 'order.status_change' }).filter({ hasText: PACKER.email }).filter({ hasText: order.id });
    await inviteRow.first().waitFor();
    await shipRow.first().waitFor();
    assert.deepEqual(record.errors.filter((error) => !error.includes('403')), []);
    console.log(`staff: ${DEMO_ADMIN.email} invited ${PACKER.email} as fulfilment; menu ${menu.length - 1} sections; signed in again with password and an authenticator code; ${number} shipped by them; refund ${refund.status} and settings ${settings.status} ${refundBody!.error.code}; activity rows: staff.invite by the owner, order.status_change by the member`);
  });
});
