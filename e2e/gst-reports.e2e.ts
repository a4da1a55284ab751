/**
 * Admin › GST reports (issue 33 item 4) against the whole running shop (e2e/live.ts): a paid order
 * to a registered buyer, invoiced now, with a product titled `=HYPERLINK("x")`; the admin opens the
 * running quarter, downloads its B2B file for the GST Offline Tool and finds the invoice there, and
 * downloads the sales register, where the title is text, not a formula. The sections' figures to
 * the paisa are api/src/reports/gstr1.test.ts; the CSV module, shared-contracts/src/csv/csv.test.ts.
 */
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { parseCsv } from 'shared-contracts/csv/csv';
import { lineTax, sumTaxes } from 'shared-contracts/domain/gst';
import { orderLine } from 'shared-contracts/domain/order';
import { testAddress } from '../api/src/admin/testing/fixtures';
import { orders } from '../api/src/db/schema';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

/** The text of the file the click downloads. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  // the browser may run elsewhere (e2e/browser.ts): the file is read through its stream
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

it('downloads the running quarter: the invoice in the B2B file, a =HYPERLINK("x") title as text in the sales register', async () => {
  const gstin = '29ABCDE1234F1Z5';
  const number = `GR/26-27/${String(randomInt(100_000, 999_999))}`;
  // ₹1,180 at 18%, Rajasthan to Karnataka: IGST; invoiced now, so in the quarter the page opens on
  const lines = [orderLine({ productId: 'p_hyperlink', title: '=HYPERLINK("x")', hsn: '7418', quantity: 1, unitPrice: 118_000, gstRate: 18 }, 'inter_state')];
  const shipping = lineTax(0, 18, 'inter_state');
  await shop.services.db.insert(orders).values({
    id: `o_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    userId: null,
    status: 'confirmed',
    paymentStatus: 'paid',
    fulfilmentStatus: 'unfulfilled',
    lines,
    shipping,
    totals: sumTaxes([...lines, shipping]),
    sellerState: '08',
    supply: 'inter_state',
    shippingAddress: testAddress('29'),
    billingAddress: { ...testAddress('29'), name: 'Rao Crafts LLP' },
    buyerGstin: gstin,
    idempotencyKey: randomUUID(),
    provider: 'sandbox',
    invoiceNumber: number,
    invoicedAt: new Date().toISOString(),
  });

  const context = await shop.newContext('en-US');
  const { page, record } = await openPage(context);
  await page.goto(shop.url('/admin'));
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await settle(page, { record });
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'GST reports' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard/reports');
  await page.getByText(/^Invoices: \d+, taxable value/).waitFor();

  const b2bButton = page.getByRole('button', { name: /^Download CSV: gstr1-\d{4}-\d{2}-Q[1-4]-b2b\.csv$/ });
  const b2b = await downloaded(page, () => b2bButton.click());
  assert.match(b2b.name, /^gstr1-\d{4}-\d{2}-Q[1-4]-b2b\.csv$/);
  const rows = parseCsv(b2b.text);
  assert.equal(rows[0]![0], 'GSTIN/UIN of Recipient');
  const ours = rows.filter((row) => row[2] === number);
  assert.deepEqual(ours.map((row) => [row[0], row[1], row[4], row[5], row[10], row[11]]), [[gstin, 'Rao Crafts LLP', '1180.00', '29-Karnataka', '18', '1000.00']]);

  const register = await downloaded(page, () => page.getByRole('button', { name: 'Download the sales register (CSV)' }).click());
  const line = parseCsv(register.text).find((row) => row[1] === number);
  assert.ok(line, 'the invoice is in the sales register');
  assert.equal(line[8], '\'=HYPERLINK("x")');
  assert.ok(register.text.includes('"\'=HYPERLINK(""x"")"'), 'written quoted, after the neutralising quote');
  console.log(`GST reports e2e: ${b2b.name} ${rows.length - 1} B2B rows (ours ${ours.length}), ${register.name} title cell ${line[8]}`);
  assert.deepEqual(record.errors, []);
});
