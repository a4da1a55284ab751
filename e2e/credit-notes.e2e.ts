/**
 * GST credit notes (issue 33 item 3, issue 33a) against the whole running shop (e2e/live.ts): an
 * admin refunds one of the two lines of a delivered order placed in French, from the order's
 * refund dialog; the customer sees in My orders, in French, the credit note against the invoice,
 * whose taxable value and IGST are that line's on the invoice, to the paisa. The arithmetic of
 * partial refunds, the series and two refunds at once are api/src/credit-notes/credit-notes.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from 'shared-contracts/domain/money';
import { insertOrder } from '../api/src/admin/testing/fixtures';
import { creditNotes, orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const REFUNDED = 'dhokra-brass-elephant';
const KEPT = 'jaipur-blue-pottery-vase';
const CUSTOMER = { email: `credit-notes-${Date.now()}@example.in`, password: 'avoir1234' };

async function signedIn(context: BrowserContext, loginPath: string, account: { email: string; password: string }, path: string, words: { email: string; password: string; submit: string }): Promise<Page> {
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

describe('credit notes', () => {
  let customer: BrowserContext;
  let admin: BrowserContext;

  before(async () => {
    customer = await shop.newContext('fr-FR');
    admin = await shop.newContext('en-US');
  });
  after(async () => {
    await customer?.close();
    await admin?.close();
  });

  it('an admin refunds one line of a delivered French order; the customer sees its credit note reversing the line', async () => {
    const uid = await shop.createUser(CUSTOMER.email, CUSTOMER.password);
    const products = await Promise.all([REFUNDED, KEPT].map(productOf));
    // delivered to Karnataka (29) from Rajasthan (08): IGST
    const placed = await insertOrder(shop.services.db, {
      userId: uid,
      email: CUSTOMER.email,
      language: 'fr',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus: 'delivered',
      lines: products.map((product) => ({ productId: product.id, title: product.title, unitPrice: product.price, quantity: 1, gstRate: 12 })),
    });
    const [order] = await shop.services.db
      .update(ordersTable)
      .set({ invoiceNumber: `HT/26-27/C${placed.number}`, invoicedAt: new Date().toISOString() })
      .where(eq(ordersTable.id, placed.id))
      .returning();
    const number = `HT-${String(order!.number).padStart(6, '0')}`;
    const line = order!.lines[0]!;

    // Admin › Orders: the order, Refund, one elephant
    const desk = await signedIn(admin, '/admin/login', DEMO_ADMIN, '/admin/dashboard/orders', { email: 'Email', password: 'Password', submit: 'Sign in' });
    await desk.getByRole('button', { name: number, exact: true }).click();
    await desk.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: `Refund order ${number}` });
    await dialog.getByLabel(`Units of ${line.title} to refund (up to 1)`).fill('1');
    await dialog.getByTestId('refund-value').filter({ hasText: formatMoney(line.inclusive, 'en') }).waitFor();
    await dialog.getByLabel('Reason').fill('La trompe est fendue.');
    const refunded = desk.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${order!.id}/refund`) && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Refund now' }).click();
    assert.equal((await refunded).status(), 200);
    await desk.getByTestId('admin-credit-notes').waitFor();
    const [stored] = await shop.services.db.select().from(creditNotes).where(eq(creditNotes.orderId, order!.id));
    assert.deepEqual([stored!.inclusive, stored!.taxable, stored!.igst, stored!.invoiceNumber], [line.inclusive, line.taxable, line.igst, order!.invoiceNumber]);

    // My orders, in French: the note, opened, reverses the elephant's line of the invoice
    const french = await signedIn(customer, '/fr/login', CUSTOMER, `/fr/accounts/orders?order=${order!.id}`, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });
    const notes = french.getByRole('region', { name: 'Avoirs' });
    await notes.getByText(`Avoir ${stored!.number}`, { exact: false }).waitFor();
    await notes.getByRole('button', { name: `Afficher ${stored!.number}` }).click();
    const note = french.getByTestId('credit-note');
    await note.getByRole('heading', { name: 'Avoir' }).waitFor();
    const taxable = (await note.getByTestId('credit-total-taxable').textContent())!;
    const igst = (await note.getByTestId('credit-total-igst').textContent())!;
    assert.equal(taxable, formatMoney(line.taxable, 'fr'));
    assert.equal(igst, formatMoney(line.igst, 'fr'));
    await note.getByText(`Sur la facture fiscale ${order!.invoiceNumber}`, { exact: false }).waitFor();
    console.log(`credit note ${stored!.number} for ${number}: 1 of 2 lines refunded by the admin (${line.inclusive} paise); My orders in French shows taxable ${taxable}, IGST ${igst} = the invoice line's ${line.taxable} + ${line.igst}`);
  });
});
