/**
 * Shipping against the whole running shop (e2e/live.ts, no SMTP server: e-mails are kept): the
 * admin sees who and where an order goes (name, phone, address with its state), marks it shipped
 * with carrier and tracking number after a confirmation, and the toast (bottom centre) leaves the
 * action buttons free; the customer sees the carrier, number and tracking link in My orders; the
 * shipped e-mail, in the language the order was placed in, is on the development mail page (/___mail).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { orderNumber } from '../api/src/orders/lifecycle';
import { chooseOption, openPage, settle } from './harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, useLiveShop } from './live';

const shop = useLiveShop();

async function signedIn(context: BrowserContext, loginPath: string, account: { email: string; password: string }, path: string): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`${loginPath}?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('an order ships with a tracking number', () => {
  let admin: BrowserContext;
  let customer: BrowserContext;

  before(async () => {
    admin = await shop.newContext('en-US');
    customer = await shop.newContext('en-US');
  });
  after(async () => {
    await admin.close();
    await customer.close();
  });

  it('the admin ships it, the customer sees the tracking in My orders, and the shipped e-mail is kept on /___mail', async () => {
    const customerUid = (await shop.services.identity.listUsers()).find((user) => user.email === DEMO_CUSTOMER.email)!.uid;
    const [product] = await shop.services.db.select({ id: productsTable.id }).from(productsTable).limit(1);
    const order = await insertOrder(shop.services.db, {
      userId: customerUid,
      email: DEMO_CUSTOMER.email,
      language: 'fr',
      lines: [{ productId: product!.id, title: 'Brass diya lamp', unitPrice: 59_900, quantity: 1 }],
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'packed',
    });
    const number = orderNumber(order.number);

    const page = await signedIn(admin, '/admin/login', DEMO_ADMIN, '/admin/dashboard/orders');
    await page.getByRole('button', { name: number }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'History' });
    // who and where: the name the order ships to (the demo profile has none), phone, address with its state
    await drawer.getByTestId('order-customer').filter({ hasText: `Asha Rao <${DEMO_CUSTOMER.email}>` }).waitFor();
    assert.equal(await drawer.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href'), 'tel:+919876543210', 'the phone printed in its one form (issue 38)');
    assert.equal(await drawer.getByTestId('ship-to').textContent(), 'Asha Rao, 12 MG Road, Flat 4, Bengaluru, Karnataka 560001');

    await page.setViewportSize({ width: 1366, height: 700 });
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${number}` });
    await chooseOption(page, dialog, dialog.getByRole('combobox'), 'Blue Dart');
    await dialog.getByLabel('Tracking number').fill('bd12345678901');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(`Mark order ${number} shipped with Blue Dart, tracking number BD12345678901?`).waitFor();
    const [before] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(before?.fulfilmentStatus, 'packed', 'nothing is saved before the confirmation');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();

    // The toast at the bottom centre (spec §9); the drawer makes room for it, so the actions it
    // answers are never under it, even scrolled down to the drawer's end on a laptop's short screen
    // (where, without that room, the toast sits on them). Measured once the toast has bounced in and
    // the drawer has slid up.
    const toast = page.locator('.Toastify__toast').filter({ hasText: `Order ${number} shipped` });
    await toast.waitFor();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.waitForFunction(() => {
      const room = Number.parseFloat(document.documentElement.style.getPropertyValue('--shop-toast-room'));
      const panel = document.querySelector('.ant-drawer-open .ant-drawer-content-wrapper');
      return room > 0 && panel !== null && Math.abs(panel.getBoundingClientRect().bottom - (innerHeight - room)) < 1;
    });
    const actions = drawer.getByRole('group', { name: 'Actions' });
    await actions.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const [toastBox, actionsBox] = await Promise.all([toast.boundingBox(), actions.boundingBox()]);
    assert.ok(toastBox && actionsBox);
    const viewport = page.viewportSize()!;
    assert.ok(Math.abs(toastBox.x + toastBox.width / 2 - viewport.width / 2) < 2, 'the toast is centred');
    assert.ok(toastBox.y + toastBox.height > viewport.height - 40, 'the toast is at the bottom of the screen');
    assert.ok(actionsBox.y + actionsBox.height < viewport.height, 'the actions are on the screen');
    // the toast's column from its top edge down to the screen's (the slit under it is no room for a button)
    const toastBand = { ...toastBox, height: viewport.height - toastBox.y };
    assert.equal(overlaps(toastBand, actionsBox), false, 'the toast leaves the action buttons free');
    await drawer.getByTestId('shipment').filter({ hasText: 'Blue Dart' }).waitFor();
    const [stored] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(stored?.fulfilmentStatus, 'shipped');
    assert.deepEqual({ carrier: stored?.shipment?.carrier, trackingNumber: stored?.shipment?.trackingNumber }, { carrier: 'blue_dart', trackingNumber: 'BD12345678901' });

    // the customer follows it from My orders
    const mine = await signedIn(customer, '/login', DEMO_CUSTOMER, `/accounts/orders?order=${order.id}`);
    const shipment = mine.getByTestId('order-shipment');
    await shipment.getByText('Shipped on').waitFor();
    assert.match((await shipment.textContent()) ?? '', /with Blue Dart\..*Tracking number: BD12345678901/);
    assert.equal(
      await shipment.getByRole('link', { name: 'Track your parcel on Blue Dart’s site' }).getAttribute('href'),
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD12345678901',
    );

    // the shipped e-mail, in French (the order's language), kept on the development mail page
    const { page: mailPage, record } = await openPage(customer);
    await mailPage.goto(shop.url('/___mail'));
    await settle(mailPage, { record });
    const mail = mailPage.getByTestId('kept-mail').filter({ hasText: `La commande ${number} est en route` });
    await mail.waitFor();
    // the page speaks the reader's English; the mail the order's French
    assert.match((await mail.textContent()) ?? '', new RegExp(`To ${DEMO_CUSTOMER.email.replace('.', '\\.')} · .* · language fr`));
    assert.match((await mail.textContent()) ?? '', /Votre colis a quitté notre atelier avec Blue Dart\..*Numéro de suivi : BD12345678901.*Suivre votre colis : https/s);
    assert.equal(await mail.getByRole('link', { name: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD12345678901' }).count(), 1);
  });
});
