/**
 * Returns (issue 33 items 1, 2 and 6; issue 33c) against the whole running shop (e2e/live.ts):
 * - a customer in French asks, from My orders, to return one of the two lines of a delivered
 *   order, with a photo; the admin approves it (pickup), receives it back into stock and refunds it
 *   through the sandbox from Admin › Returns; the customer has the e-mails, in French, and sees in
 *   My orders the GST credit note, whose figures are the returned line's taxable value and IGST
 *   from the invoice, to the paisa;
 * - a return asked for after the window, or of a category the merchant never takes back, is
 *   refused with a clear message, in the browser and by the API.
 * - a guest opens the return link of their shipped e-mail in a fresh browser (no session) and asks,
 *   in Spanish, with a photo (issue 33e).
 * The rules under concurrency (quantities, two receipts, two refunds) are api/src/returns/returns.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from 'shared-contracts/domain/money';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { queueOrderMail } from '../api/src/mail/order-mails';
import { categories as categoriesTable, mailOutbox, orderHistory, orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const RETURNED = 'dhokra-brass-elephant';
const KEPT = 'jaipur-blue-pottery-vase';
const NEVER_TAKEN_BACK = 'kumkumadi-face-oil';
const CUSTOMER = { email: `returns-${Date.now()}@example.in`, password: 'retour1234' };
const DAY = 24 * 60 * 60 * 1000;

const SIGN_IN = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  fr: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
};

async function signedIn(context: BrowserContext, loginPath: string, account: { email: string; password: string }, path: string, words = SIGN_IN.en): Promise<Page> {
  const { page, record } = await openPage(context);
  await page.goto(shop.url(`${loginPath}?next=${encodeURIComponent(path)}`));
  await settle(page, { record });
  await page.getByLabel(words.email, { exact: true }).fill(account.email);
  await page.getByLabel(words.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
  await settle(page, { record, timeout: 30_000 });
  return page;
}

const productOf = async (slug: string) => (await shop.services.db.select().from(productsTable).where(eq(productsTable.slug, slug)))[0]!;

describe('returns', () => {
  let uid: string;
  let adminToken: string;
  let customer: BrowserContext;
  let admin: BrowserContext;
  let french: Page;

  /** A paid order of the customer's, placed in French, invoiced, delivered `daysAgo` days ago. */
  async function deliveredOrder(slugs: string[], daysAgo: number) {
    const products = await Promise.all(slugs.map(productOf));
    const order = await insertOrder(shop.services.db, {
      userId: uid,
      email: CUSTOMER.email,
      language: 'fr',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines: products.map((product) => ({ productId: product.id, title: product.title, unitPrice: product.price, quantity: 1, gstRate: 12 })),
    });
    await shop.services.db
      .update(ordersTable)
      .set({ invoiceNumber: `HT/26-27/R${order.number}`, invoicedAt: new Date(Date.now() - (daysAgo + 3) * DAY).toISOString() })
      .where(eq(ordersTable.id, order.id));
    await shop.services.db
      .insert(orderHistory)
      .values({ orderId: order.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: 'system', at: new Date(Date.now() - daysAgo * DAY).toISOString() });
    return order;
  }

  before(async () => {
    uid = await shop.createUser(CUSTOMER.email, CUSTOMER.password);
    adminToken = await shop.idToken(DEMO_ADMIN);
    // Settings › Returns: 7 days, the merchant's reasons, wellness never taken back
    const wellness = (await shop.services.db.select().from(categoriesTable).where(eq(categoriesTable.slug, 'wellness')))[0]!;
    const saved = await fetch(shop.url('/api/admin/settings/returns'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ windowDays: 7, reasons: ['Damaged or defective', 'Size or fit', 'Not as described'], nonReturnableCategories: [wellness.id] }),
    });
    assert.equal(saved.status, 200);
    customer = await shop.newContext('fr-FR');
    admin = await shop.newContext('en-US');
    french = await signedIn(customer, '/fr/login', CUSTOMER, '/fr/accounts/orders', SIGN_IN.fr);
  });
  after(async () => {
    await customer?.close();
    await admin?.close();
  });

  it('a customer in French returns one of two lines with a photo; the admin approves, receives, restocks and refunds it; the credit note reverses the line', async () => {
    const order = await deliveredOrder([RETURNED, KEPT], 2);
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    const line = order.lines[0]!;
    const stockBefore = (await productOf(RETURNED)).stock;

    // My orders, in French: the order, the form, one elephant, a reason, a photo
    await french.goto(shop.url(`/fr/accounts/orders?order=${order.id}`));
    await settle(french);
    await french.getByRole('button', { name: 'Retourner ou échanger des articles' }).click();
    await french.getByLabel(`Quantité de ${line.title} à retourner`).fill('1');
    await french.getByRole('combobox', { name: 'Motif' }).click();
    await french.getByTitle('Size or fit').click();
    await french.getByLabel('Dites-nous en plus (facultatif)').fill('La trompe est fendue.');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a5a2b' } }).jpeg().toBuffer();
    await french.getByLabel('Ajouter une photo').setInputFiles({ name: 'elephant.jpg', mimeType: 'image/jpeg', buffer: photo });
    await french.getByTestId('return-photo').waitFor({ timeout: 20_000 });
    const asked = french.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/returns`) && response.request().method() === 'POST');
    await french.getByRole('button', { name: 'Envoyer la demande' }).click();
    assert.equal((await asked).status(), 200);
    await french.getByTestId('return-status').filter({ hasText: 'En attente de la réponse de la boutique' }).waitFor();

    // Admin › Returns: approve with a pickup, receive back into stock, refund through the sandbox
    const desk = await signedIn(admin, '/admin/login', DEMO_ADMIN, '/admin/dashboard/returns');
    const row = desk.locator('tr', { hasText: number });
    await row.getByTestId('return-status').filter({ hasText: 'Requested' }).waitFor();
    const step = async (button: string, status: string) => {
      await row.getByRole('button', { name: button, exact: true }).click();
      const dialog = desk.getByRole('dialog');
      // the dialog's OK submits its form: pressed before the form is drawn, nothing is sent (a CI
      // run with two workers once saw no request for 30 s); a click that cannot land says why
      await dialog.locator('form').waitFor();
      const answered = desk.waitForResponse((response) => response.url().includes('/api/admin/returns/') && response.request().method() === 'POST', { timeout: 60_000 });
      await dialog.getByRole('button', { name: button, exact: true }).click({ timeout: 30_000 });
      assert.equal((await answered).status(), 200);
      await dialog.waitFor({ state: 'hidden' });
      await row.getByTestId('return-status').filter({ hasText: status }).waitFor();
    };
    await step('Approve', 'Approved');
    await step('Receive', 'Received');
    assert.equal((await productOf(RETURNED)).stock, stockBefore + 1);
    await step('Refund', 'Refunded');
    const [refundedOrder] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.equal(refundedOrder!.amountRefunded, line.inclusive);
    assert.equal(refundedOrder!.paymentStatus, 'partially_refunded');

    // the customer's e-mails, in French, one per step
    const mails = await shop.services.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.orderId, order.id)).orderBy(mailOutbox.id);
    assert.deepEqual(
      mails.filter((mail) => mail.kind.startsWith('return_')).map((mail) => mail.subject),
      [
        `Demande de retour pour la commande ${number} reçue`,
        `Retour de la commande ${number} accepté`,
        `Nous avons reçu votre retour de la commande ${number}`,
        `Remboursement de votre retour de la commande ${number}`,
      ],
    );

    // My orders: the request refunded, and the credit note reversing the elephant's taxable value and IGST
    await french.reload();
    await settle(french);
    await french.getByTestId('return-status').filter({ hasText: 'Remboursée' }).waitFor();
    const notes = french.getByRole('region', { name: 'Avoirs' });
    await notes.getByText(new RegExp(`^Avoir .+ : ${formatMoney(line.inclusive, 'fr').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).waitFor();
    await notes.getByRole('button', { name: /^Afficher / }).click();
    const note = french.getByTestId('credit-note');
    await note.waitFor();
    const taxable = (await note.getByTestId('credit-total-taxable').textContent())!;
    const igst = (await note.getByTestId('credit-total-igst').textContent())!;
    assert.equal(taxable, formatMoney(line.taxable, 'fr'));
    assert.equal(igst, formatMoney(line.igst, 'fr'));
    console.log(`return ${number}: 1 of 2 lines, photo, approved/received/refunded; stock ${stockBefore} -> ${stockBefore + 1}; refund ${line.inclusive} paise; credit note taxable ${taxable}, IGST ${igst} (the invoice line's ${line.taxable} + ${line.igst})`);
  });

  it('refuses a return outside the window and of a category never taken back, in the browser and by the API', async () => {
    const late = await deliveredOrder([RETURNED], 10);
    await french.goto(shop.url(`/fr/accounts/orders?order=${late.id}`));
    await settle(french);
    const refusal = french.getByTestId('returns-refusal');
    await refusal.waitFor();
    assert.match((await refusal.textContent())!, /^Les retours sont acceptés dans les 7 jours suivant la livraison\. Cette commande a été livrée le .+ : le délai de retour a pris fin le .+\.$/);
    assert.equal(await french.getByRole('button', { name: 'Retourner ou échanger des articles' }).count(), 0);

    const oil = await deliveredOrder([NEVER_TAKEN_BACK, KEPT], 1);
    await french.goto(shop.url(`/fr/accounts/orders?order=${oil.id}`));
    await settle(french);
    await french.getByRole('button', { name: 'Retourner ou échanger des articles' }).click();
    await french.getByTestId('return-form').getByText(`${oil.lines[0]!.title}: Ne peut pas être retourné`).waitFor();

    // the API, asked directly (the page offers no quantity for it): 400 on the line, in French
    const token = await shop.idToken(CUSTOMER);
    const direct = await fetch(shop.url(`/api/orders/${oil.id}/returns`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify({ kind: 'refund', reason: 'Size or fit', lines: [{ lineIndex: 0, quantity: 1 }] }),
    });
    assert.equal(direct.status, 400);
    const body = (await direct.json()) as { error: { fields: Record<string, string[]> } };
    assert.deepEqual(body.error.fields, { 'lines.0.lineIndex': [`« ${oil.lines[0]!.title} » ne peut pas être retourné (sa catégorie n’est pas reprise).`] });
    console.log(`return refusals: 10 days after delivery (window 7) shown in French; ${NEVER_TAKEN_BACK} (wellness) not offered and 400 from the API`);
  });

  it('a guest opens the return link of their shipped e-mail in a fresh browser and asks for a return, in Spanish, with a photo', async () => {
    const guestUid = await shop.createUser(`returns-guest-${Date.now()}@example.in`, 'guest12345');
    const product = await productOf(KEPT);
    const inserted = await insertOrder(shop.services.db, {
      userId: guestUid,
      email: 'returns-guest@example.in',
      language: 'es',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines: [{ productId: product.id, title: product.title, unitPrice: product.price, quantity: 1, gstRate: 12 }],
    });
    const [order] = await shop.services.db
      .update(ordersTable)
      .set({ guest: true, invoiceNumber: `HT/26-27/G${inserted.number}`, invoicedAt: new Date(Date.now() - 3 * DAY).toISOString(), shipment: { carrier: 'delhivery', trackingNumber: 'DL777', shippedAt: new Date(Date.now() - 2 * DAY).toISOString() } })
      .where(eq(ordersTable.id, inserted.id))
      .returning();
    await shop.services.db.insert(orderHistory).values({ orderId: inserted.id, axis: 'fulfilment', from: 'shipped', to: 'delivered', actor: 'system', at: new Date(Date.now() - DAY).toISOString() });
    await queueOrderMail(shop.services.db, shop.services.config, 'order_shipped', order!);
    const [mail] = await shop.services.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.orderId, inserted.id));
    const href = /https?:\/\/\S+\?return=[0-9a-f]{64}/.exec(mail!.text)?.[0];
    assert.ok(href, mail!.text);
    const link = new URL(href);

    const fresh = await shop.newContext('es-ES');
    try {
      const { page, record } = await openPage(fresh);
      await page.goto(shop.url(link.pathname + link.search));
      await settle(page, { record });
      await page.getByRole('heading', { name: `Devolución o cambio del pedido HT-${String(inserted.number).padStart(6, '0')}` }).waitFor();
      await page.getByLabel(`Cantidad de ${product.title} a devolver`).fill('1');
      await page.getByRole('combobox', { name: 'Motivo' }).click();
      await page.getByTitle('Damaged or defective').click();
      const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2b5a8a' } }).jpeg().toBuffer();
      await page.getByLabel('Añadir una foto').setInputFiles({ name: 'jarron.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByTestId('return-photo').waitFor({ timeout: 20_000 });
      const asked = page.waitForResponse((response) => response.url().includes(`/api/returns/link/${inserted.id}?token=`) && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
      assert.equal((await asked).status(), 200);
      await page.getByTestId('return-status').filter({ hasText: 'Esperando la respuesta de la tienda' }).waitFor();
      const cookies = await fresh.cookies();
      console.log(`return link: guest opened ${link.pathname}?return=… in a fresh context (${cookies.length} cookies), asked 1 × ${product.title} with a photo -> 200`);
    } finally {
      await fresh.close();
    }
  });
});
