/**
 * Cash on delivery (issue 32 item 3) against the whole running shop (e2e/live.ts): the admin turns
 * it on in Settings (a fee, no refusal allowed); a shopper on a phone, in Spanish, checks out with
 * it, confirms the order from the e-mail's link as /___mail keeps it, and the admin marks it
 * shipped, delivered and collected; the tax invoice prints the shipping line with its GST and
 * "Amount payable on delivery". A second COD order is refused at the door: its stock comes back
 * once the admin marks the parcel returned, the shopper's refusal count rises, and the payment
 * step no longer offers them cash on delivery, saying why. The concurrency, the expiry and the
 * limits are api/src/cod/cod.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { formatMoney } from 'shared-contracts/domain/money';
import { countRefusals } from '../api/src/cod/rules';
import { orders as ordersTable, products as productsTable } from '../api/src/db/schema';
import { chooseOption, fillAddress, openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';
const SHOPPER = { email: `cod-${Date.now()}@example.in`, password: 'contra1234' };
const FEE_RUPEES = 30;

/** The sign-in form's words: the admin's in English, the shopper's in Spanish. */
const SIGN_IN = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
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

const stock = async () => (await shop.services.db.select({ stock: productsTable.stock }).from(productsTable).where(eq(productsTable.slug, PRODUCT)))[0]!.stock;

describe('cash on delivery', () => {
  let admin: BrowserContext;
  let shopper: BrowserContext;
  let adminPage: Page;
  let phone: Page;
  let uid: string;

  before(async () => {
    uid = await shop.createUser(SHOPPER.email, SHOPPER.password);
    admin = await shop.newContext('en-US');
    shopper = await shop.newContext('es-ES');
    // the admin turns cash on delivery on: a ₹30 fee, no refusal at the door allowed
    adminPage = await signedIn(admin, '/admin/login', DEMO_ADMIN, '/admin/dashboard/settings');
    await adminPage.getByRole('tab', { name: 'Cash on delivery' }).click();
    await adminPage.getByLabel('Offer cash on delivery').click();
    await adminPage.getByLabel('Cash-on-delivery fee (₹, GST included)').fill(String(FEE_RUPEES));
    await adminPage.getByLabel('Refusals at the door allowed').fill('0');
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByText('Settings saved.').waitFor();
    // the shopper, on a phone
    phone = await signedIn(shopper, '/es/login', SHOPPER, `/es/shop/${PRODUCT}`, SIGN_IN.es);
    await phone.setViewportSize({ width: 390, height: 844 });
  });
  after(async () => {
    await admin?.close();
    await shopper?.close();
  });

  /** On the phone, in Spanish: the product into the cart, the address, and the COD option as the payment step shows it. */
  async function toPayment(): Promise<void> {
    await phone.goto(shop.url(`/es/shop/${PRODUCT}`));
    await settle(phone);
    await phone.getByRole('button', { name: 'Añadir al carrito' }).click();
    await phone.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
    await phone.goto(shop.url('/es/payment'));
    await settle(phone);
    await fillAddress(phone, 'es');
  }

  /** On the product page, the shopper's PIN code once: the promised day, the shipping and whether cash on delivery is possible there. */
  async function checkDelivery(): Promise<string[]> {
    await phone.goto(shop.url(`/es/shop/${PRODUCT}`));
    await settle(phone);
    const box = phone.getByTestId('delivery-estimate');
    await box.getByLabel('Código PIN de entrega').fill('560001');
    await box.getByRole('button', { name: 'Comprobar' }).click();
    const date = box.getByTestId('delivery-date');
    await date.waitFor();
    const told = [await date.innerText(), await box.getByTestId('delivery-shipping').innerText(), await box.getByTestId('delivery-cod').innerText()];
    assert.match(told[0]!, /^Entrega en 560001 el \S+ \d{1,2} \S+/); // 'mié, 2 dic': the day as Spanish writes it
    assert.match(told[1]!, /^Envío: (gratis|₹)/);
    assert.equal(told[2], 'Pago contra reembolso disponible');
    return told;
  }

  /** The COD option's button, the order it placed (its confirmation page open). */
  async function placeCod(): Promise<typeof ordersTable.$inferSelect> {
    const option = phone.getByTestId('cod-option');
    await option.getByRole('button', { name: /^Hacer el pedido y pagar .* en la entrega$/ }).click();
    await phone.waitForURL((url) => /^\/es\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(phone.url()).pathname.split('/')[4]!;
    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.ok(order);
    return order;
  }

  /** The admin's order drawer, by its number. */
  async function openOrder(number: string) {
    await adminPage.goto(shop.url('/admin/dashboard/orders'));
    await settle(adminPage);
    await adminPage.getByRole('button', { name: number }).click();
    return adminPage.getByRole('dialog').filter({ hasText: 'History' });
  }

  async function packAndShip(number: string, tracking: string) {
    const drawer = await openOrder(number);
    await drawer.getByRole('button', { name: 'Mark packed' }).click();
    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Ship order ${number}` });
    await chooseOption(adminPage, dialog, dialog.getByRole('combobox'), 'Delhivery');
    await dialog.getByLabel('Tracking number').fill(tracking);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await drawer.getByTestId('fulfilment-status').filter({ hasText: 'Shipped' }).waitFor();
    return drawer;
  }

  it('a shopper on a phone in Spanish pays on delivery, confirms from the e-mail; the admin ships, delivers and collects; the invoice says what is payable', async () => {
    const before = await stock();
    const told = await checkDelivery();
    console.log(`cod e2e, product page: ${told.join(' | ')}`);
    await toPayment();
    const option = phone.getByTestId('cod-option');
    await option.getByText(`Incluye un cargo por contra reembolso de ${formatMoney(FEE_RUPEES * 100, 'es')}.`).waitFor();
    const order = await placeCod();
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    assert.deepEqual([order.paymentMethod, order.paymentStatus, order.status, order.codFee, order.language], ['cod', 'due', 'pending', FEE_RUPEES * 100, 'es']);
    await phone.getByTestId('cod-payable').filter({ hasText: `Importe a pagar en la entrega: ${formatMoney(order.totals.inclusive, 'es')}` }).waitFor();
    assert.equal(await stock(), before - 1, 'the stock is held');

    // the e-mail asking to confirm, as /___mail keeps it: its link opens a page whose button confirms
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.orderId === order.id && item.kind === 'cod_confirm');
    assert.ok(mail, 'the COD e-mail was written');
    assert.equal(mail.subject, `Confirma tu pedido ${number} (contra reembolso)`);
    assert.ok(mail.text.includes(`Importe a pagar en la entrega: ${formatMoney(order.totals.inclusive, 'es')}`), mail.text);
    const link = /https?:\/\/\S+\/confirmation\?cod=[0-9a-f]{64}/.exec(mail.text)?.[0];
    assert.ok(link, mail.text);
    await phone.goto(link);
    await settle(phone);
    await phone.getByRole('button', { name: 'Confirmar el pedido' }).click();
    await phone.getByText(`El pedido ${number} está confirmado. Lo enviaremos pronto.`).waitFor();

    // the admin: packed, shipped (its invoice numbered as it leaves), delivered, cash collected
    const drawer = await packAndShip(number, 'DL12345678');
    await drawer.getByRole('button', { name: 'Mark delivered' }).click();
    await drawer.getByRole('button', { name: 'Mark cash collected' }).click();
    await drawer.getByTestId('payment-status').filter({ hasText: 'Cash on delivery: collected' }).waitFor();
    const [done] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    assert.deepEqual([done?.status, done?.paymentStatus, done?.fulfilmentStatus], ['confirmed', 'collected', 'delivered']);

    // the tax invoice: the shipping line with its GST (the fee inside it), and the amount payable on delivery
    await drawer.getByRole('button', { name: 'Tax invoice' }).click();
    const invoice = adminPage.locator('.tax-invoice');
    await invoice.getByTestId('invoice-cod').filter({ hasText: `Amount payable on delivery: ${formatMoney(order.totals.inclusive, 'en')}` }).waitFor();
    const shippingRow = invoice.locator('tr', { hasText: 'Shipping' });
    const gst = order.supply === 'intra_state' ? order.shipping.cgst : order.shipping.igst;
    assert.ok(order.shipping.gst > 0 && order.shipping.inclusive >= FEE_RUPEES * 100, JSON.stringify(order.shipping));
    const shippingText = (await shippingRow.first().textContent()) ?? '';
    assert.ok(shippingText.includes(formatMoney(gst, 'en')), shippingText);
    console.log(
      `cod: order ${number} total ${order.totals.inclusive} (fee ${order.codFee}, shipping ${order.shipping.inclusive} with GST ${order.shipping.gst}), confirmed from the e-mail link, -> ${done?.fulfilmentStatus}/${done?.paymentStatus}, invoice ${done?.invoiceNumber}`,
    );
  });

  it('a second order refused at the door: stock back once received, the refusal counted, and cash on delivery no longer offered', async () => {
    const refusalsBefore = await countRefusals(shop.services.db, { caller: { uid, anonymous: false }, phone: '9876543210' });
    await toPayment();
    const order = await placeCod();
    const number = `HT-${String(order.number).padStart(6, '0')}`;
    // confirmed from My orders this time
    await phone.goto(shop.url(`/es/accounts/orders?order=${order.id}`));
    await settle(phone);
    await phone.getByTestId('cod-confirm').getByRole('button', { name: 'Confirmar el pedido' }).click();
    await phone.getByText(`El pedido ${number} está confirmado. Lo enviaremos pronto.`).waitFor();

    const drawer = await packAndShip(number, 'DL87654321');
    const onTheRoad = await stock();
    await drawer.getByRole('button', { name: 'Refused at the door' }).click();
    await drawer.getByTestId('payment-status').filter({ hasText: 'Cash on delivery: refused at the door' }).waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Mark delivered' }).count(), 0, 'a refused parcel is not delivered');
    assert.equal(await stock(), onTheRoad, 'the parcel is still on its way back');
    await drawer.getByRole('button', { name: 'Mark returned' }).click();
    await drawer.getByTestId('fulfilment-status').filter({ hasText: 'Returned' }).waitFor();
    const back = await stock();
    assert.equal(back, onTheRoad + 1, 'received back: the stock returns');
    const refusals = await countRefusals(shop.services.db, { caller: { uid, anonymous: false }, phone: '9876543210' });
    assert.equal(refusals, refusalsBefore + 1);

    // above the limit (none allowed): the payment step says why, and offers no COD button
    await toPayment();
    const option = phone.getByTestId('cod-option');
    await option
      .getByTestId('cod-unavailable')
      .filter({ hasText: 'El pago contra reembolso ya no está disponible para ti: se rechazaron pedidos anteriores en la entrega. Paga en línea, por favor.' })
      .waitFor();
    assert.equal(await option.getByRole('button').count(), 0);
    const [latest] = await shop.services.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(and(eq(ordersTable.userId, uid), eq(ordersTable.paymentMethod, 'cod')))
      .orderBy(desc(ordersTable.createdAt))
      .limit(1);
    assert.equal(latest?.id, order.id, 'no further COD order was made');
    console.log(`cod refusal: order ${number} refused at the door, stock ${onTheRoad} on the road -> ${back} received back; refusals ${refusalsBefore} -> ${refusals} (limit 0): COD withheld`);
  });
});
