/**
 * Guest checkout (issue 14), against the whole running shop (e2e/live.ts: the API, the Auth
 * emulator, the built front end; no SMTP server, so e-mails are kept): a guest buys in Spanish
 * without an account (Firebase anonymous sign-in), giving an e-mail address for the receipt; reads
 * the confirmation page and the confirmation e-mail (Spanish, order number, total) as the
 * development mailbox keeps it (/___mail's source), whose link brings them back to the page; then creates an account there (the anonymous account
 * linked: same uid) and finds the order in My orders.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import { formatMoney } from 'shared-contracts/domain/money';
import { orders as ordersTable } from '../api/src/db/schema';
import { choosePaymentMethod, fillAddress, openPage, payInDialog, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();

const PRODUCT = 'hand-beaten-brass-diyas-set-of-4';

describe('guest checkout', () => {
  it('a guest buys in Spanish with an e-mail address, gets the confirmation page and e-mail, then creates an account that keeps the order', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    const receipt = `invitada-${Date.now()}@example.in`;

    await page.goto(shop.url(`/es/shop/${PRODUCT}`));
    await settle(page, { record });
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    // The payment page asks for sign-in, says why, and offers to continue as a guest.
    await page.goto(shop.url('/es/payment'));
    await page.getByRole('heading', { name: 'Inicia sesión o compra como invitado' }).waitFor();
    await page.getByText('Te pedimos que inicies sesión para guardar tus direcciones de entrega').waitFor();
    assert.equal(await page.locator('main').getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href'), '/es/login?next=%2Fes%2Fpayment');
    await page.getByRole('button', { name: 'Continuar como invitado' }).click();

    // The guest's anonymous account owns the cart now (merged from the browser's).
    const email = page.getByLabel('Correo electrónico para tu recibo', { exact: true });
    await email.fill(receipt);
    await fillAddress(page, 'es');
    await choosePaymentMethod(page, 'Tarjeta');
    await page.locator('main').getByRole('button', { name: /^Pagar / }).click();
    await payInDialog(page);

    // The confirmation page, in Spanish; the header still offers to sign in.
    await page.waitForURL((url) => /^\/es\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const confirmationUrl = page.url();
    const orderId = new URL(confirmationUrl).pathname.split('/')[4]!;
    const status = page.getByTestId('confirmation-status');
    await status.filter({ hasText: '¡Gracias! Tu pedido' }).waitFor();
    const number = /HT-\d+/.exec((await status.textContent()) ?? '')![0];
    assert.equal(await page.locator('.account-link').getAttribute('title'), 'Iniciar sesión');

    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.ok(order);
    assert.deepEqual({ email: order.email, language: order.language, paymentStatus: order.paymentStatus }, { email: receipt, language: 'es', paymentStatus: 'paid' });
    const guestUid = order.userId!;
    assert.equal((await shop.services.identity.getUser(guestUid))?.email, null, 'an anonymous account');

    // The confirmation e-mail, as the development mailbox keeps it (what /___mail shows): to the
    // receipt address, in Spanish, with the number and the total.
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.orderId === orderId && item.kind === 'order_confirmation');
    assert.ok(mail, 'the confirmation e-mail was written');
    assert.deepEqual({ to: mail.to, language: mail.language, subject: mail.subject }, { to: receipt, language: 'es', subject: `Pedido ${number} confirmado` });
    assert.ok(mail.text.includes(`Hemos recibido tu pago de ${formatMoney(order.totals.inclusive, 'es')}`), mail.text);

    // Its link brings the guest back to the confirmation page (same browser).
    const link = /https?:\/\/\S+\/confirmation/.exec(mail.text)?.[0];
    assert.equal(link, shop.url(`/es/accounts/orders/${orderId}/confirmation`));
    await page.goto(link);
    await settle(page, { record });
    await page.getByTestId('confirmation-status').filter({ hasText: number }).waitFor();

    // Create the account from the confirmation page: the e-mail is the receipt's; the uid stays.
    const offer = page.getByRole('region', { name: 'Crea una cuenta' });
    assert.equal(await offer.getByLabel('Correo electrónico', { exact: true }).inputValue(), receipt);
    await offer.getByLabel('Contraseña', { exact: true }).fill('corto');
    await offer.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await offer.locator('.ant-form-item-explain-error').first().waitFor(); // the shop's password rule
    await offer.getByLabel('Contraseña', { exact: true }).fill('invitada123');
    await offer.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await offer.getByText('Tu cuenta está lista: este pedido está en Mis pedidos.').waitFor({ timeout: 15_000 });
    const account = await shop.services.identity.getUser(guestUid);
    assert.equal(account?.email, receipt, 'the guest’s account, now with the e-mail');
    // the header names the account now
    await page.waitForFunction((email) => document.querySelector('.account-link')?.getAttribute('title') === email, receipt);

    // My orders lists the order.
    await offer.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
    await page.waitForURL((url) => url.pathname === '/es/accounts/orders');
    await page.locator('main').getByText(number).first().waitFor();
    assert.deepEqual(record.errors, []);
    await context.close();
  });
});
