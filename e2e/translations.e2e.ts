/**
 * Products in Spanish and French all the way to the invoice (issue 38 item 3), against the whole
 * running shop (e2e/live.ts): a French shopper buys "Éléphant en laiton dhokra" through a French
 * card dialog and reads that title on the confirmation, the tax invoice, My orders and the e-mail;
 * a Spanish shopper reads the lac bangles' options as "Color: Rojo" and the cart names the variant
 * in Spanish. The API's side (orders keep the language bought in, the seed's completeness) is
 * api/src/modules/product-translations.test.ts and api/src/seed/seed.test.ts.
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

const ELEPHANT = { slug: 'dhokra-brass-elephant', fr: 'Éléphant en laiton dhokra' };
const BANGLES = 'jaipur-lac-bangles-set-of-6';

describe('products in Spanish and French', () => {
  it('a French purchase shows the French title on the confirmation, the invoice, My orders and the e-mail', async () => {
    const email = `traductions-${Date.now()}@shop.test`;
    const password = 'francais123';
    await shop.createUser(email, password);
    const context = await shop.newContext('fr-FR');
    const { page, record } = await openPage(context);

    await page.goto(shop.url(`/fr/shop/${ELEPHANT.slug}`));
    await settle(page, { record });
    await page.getByRole('heading', { level: 1, name: ELEPHANT.fr }).waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    await page.goto(shop.url(`/fr/login?next=${encodeURIComponent('/fr/payment')}`));
    await settle(page, { record });
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.locator('main form').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/payment');
    await settle(page, { record });
    await fillAddress(page, 'fr');
    await choosePaymentMethod(page, 'Carte');
    await page.locator('main').getByRole('button', { name: /^Payer / }).click();

    // the sandbox's card dialog speaks French and writes money as the page does
    const dialog = page.locator('.sbx-dialog');
    await dialog.getByLabel('Numéro de carte').waitFor({ timeout: 20_000 });
    assert.equal(await dialog.getAttribute('lang'), 'fr');
    const payLabel = (await dialog.locator('button[type=submit]').textContent()) ?? '';
    await payInDialog(page);

    await page.waitForURL((url) => /^\/fr\/accounts\/orders\/[^/]+\/confirmation$/.test(url.pathname), { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/')[4]!;
    const [order] = await shop.services.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
    assert.deepEqual([order?.language, order?.lines.map((line) => line.title)], ['fr', [ELEPHANT.fr]]);
    assert.equal(payLabel, `Payer ${formatMoney(order!.totals.inclusive, 'fr')}`);

    // the confirmation in French (e2e/journey.e2e.ts walks the purchase in English and Spanish), and its tax invoice
    await page.getByTestId('confirmation-status').filter({ hasText: 'Merci ! Votre commande' }).waitFor();
    await page.getByTestId('payment-status').filter({ hasText: 'Payée' }).waitFor();
    assert.match((await page.getByTestId('grand-total').textContent()) ?? '', /₹/);
    await page.locator('main').getByText(ELEPHANT.fr).first().waitFor();
    await page.getByRole('button', { name: 'Facture fiscale' }).click({ timeout: 20_000 });
    const invoice = page.locator('.tax-invoice');
    await invoice.getByText(ELEPHANT.fr).first().waitFor({ timeout: 20_000 });
    assert.equal(await invoice.getByText('Dhokra brass elephant').count(), 0);

    // My orders
    await page.goto(shop.url(`/fr/accounts/orders?order=${encodeURIComponent(orderId)}`));
    await settle(page, { record });
    await page.locator('main').getByText(ELEPHANT.fr).first().waitFor();
    assert.equal(await page.locator('main').getByText('Dhokra brass elephant').count(), 0);

    // the confirmation e-mail
    const mailbox = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json());
    const mail = mailbox.items.find((item) => item.orderId === orderId && item.kind === 'order_confirmation');
    assert.ok(mail, 'the confirmation e-mail was written');
    assert.ok(mail.text.includes(ELEPHANT.fr), mail.text);
    assert.ok(!mail.text.includes('Dhokra brass elephant'), mail.text);
    assert.deepEqual(record.errors, []);
    console.log(`French purchase: dialog "${payLabel}"; "${ELEPHANT.fr}" on the confirmation, invoice, My orders and e-mail (${mail.language})`);
    await context.close();
  });

  it('option values read "Rojo" in Spanish, and the cart names the variant in Spanish', async () => {
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    await page.goto(shop.url(`/es/shop/${BANGLES}`));
    await settle(page, { record });
    const picker = page.getByTestId('variant-picker');
    // the first variant in stock: 2.4 in red
    await picker.getByRole('group', { name: 'Color: Rojo' }).waitFor();
    assert.equal(await picker.getByRole('radio', { name: 'Rojo' }).isChecked(), true);
    assert.equal(await picker.getByRole('radio', { name: 'Verde (agotado)' }).count(), 1);
    assert.equal(await picker.getByRole('radio', { name: 'Red' }).count(), 0);

    await picker.locator('label:has(input[value="2,6"])').click();
    await picker.locator('label:has(input[value="Verde"])').click();
    await picker.getByRole('group', { name: 'Color: Verde' }).waitFor();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');

    await page.goto(shop.url('/es/cart'));
    await settle(page, { record });
    const variant = page.getByTestId('cart-line-variant');
    await variant.filter({ hasText: 'Talla: 2,6, Color: Verde' }).waitFor();
    assert.equal(await page.getByTestId('cart-line').count(), 1);
    assert.deepEqual(record.errors, []);
    console.log(`Spanish options: Color: Rojo, Verde (agotado); the cart line: ${await variant.textContent()}`);
    await context.close();
  });
});
