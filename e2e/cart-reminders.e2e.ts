/**
 * Cart reminders (issue 36 item 3's Done-when row) against the whole running shop (e2e/live.ts),
 * with Settings › Cart reminders at a first delay of 0 minutes (no second one), so the app's own
 * mail worker sends the reminder at its next round:
 * - a guest in French leaves a cart after giving an e-mail with the marketing box ticked at the
 *   payment step, and receives one reminder, in French, with a one-click unsubscribe;
 * - its link restores the cart in a new browser (no session);
 * - its unsubscribe link stops further reminders: a later change of that cart is not reminded of.
 * The rules (delays, consent, orders, the second reminder, prices and stock at restore, the counts)
 * are api/src/cart-reminders/cart-reminders.test.ts.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { messages as addToCartMessages } from '../remote-checkout/src/cart/AddToCart.messages';
import { messages as cartMessages } from '../remote-checkout/src/cart/CartPage.messages';
import { messages as reminderMessages } from '../remote-checkout/src/cart/ReminderLink.messages';
import { messages as guestMessages } from '../remote-checkout/src/payment/GuestCheckout.messages';
import { messages as consentMessages } from '../shared-contracts/src/ui/PrivacyConsent.messages';
import { carts, mailOutbox, products } from '../api/src/db/schema';
import { queueCartReminders } from '../api/src/cart-reminders/sweep';
import { hasMarketingConsent } from '../api/src/privacy/consent';
import { openPage, settle } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();

const DIYAS = 'hand-beaten-brass-diyas-set-of-4';
const GUEST_EMAIL = `reminded-${Date.now()}@example.in`;
const fr = {
  addToCart: addToCartMessages.fr!['addToCart.label']!,
  checkout: cartMessages.fr!['cart.checkout']!,
  asGuest: guestMessages.fr!['guest.choice.continue']!,
  email: guestMessages.fr!['guest.email.label']!,
  marketing: consentMessages.fr!['consent.marketing']!,
  restored: reminderMessages.fr!['reminder.restored_one']!.replace('{{count}}', '1'),
  unsubscribed: reminderMessages.fr!['reminder.unsubscribed']!,
};

/** The cart reminders queued for the guest's address so far. */
const remindersSent = () =>
  shop.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, GUEST_EMAIL), eq(mailOutbox.kind, 'cart_reminder')))
    .orderBy(mailOutbox.id);

/** Waits until `check` holds (the app's mail worker runs every 2 s), at most `timeout` ms. */
async function until<T>(check: () => Promise<T | undefined>, what: string, timeout = 30_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of a link in the mail's text, on this shop's origin. */
function linkIn(text: string, pattern: RegExp): string {
  const href = pattern.exec(text)?.[0];
  assert.ok(href, text);
  const url = new URL(href);
  return url.pathname + url.search;
}

describe('cart reminders', () => {
  let guestUid = '';
  let mail: Awaited<ReturnType<typeof remindersSent>>[number];
  let frenchTitle = '';

  before(async () => {
    const adminToken = await shop.idToken(DEMO_ADMIN);
    const saved = await fetch(shop.url('/api/admin/settings/cart-reminders'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, firstDelayMinutes: 0, secondEnabled: false, secondDelayMinutes: 60 }),
    });
    assert.equal(saved.status, 200, await saved.text());
    const [diyas] = await shop.services.db.select().from(products).where(eq(products.slug, DIYAS));
    frenchTitle = diyas!.translations.fr?.title ?? diyas!.title;
  });

  it('a guest in French leaves a cart after giving an e-mail with consent and receives one reminder, in French', async () => {
    const context = await shop.newContext('fr-FR');
    try {
      const { page, record } = await openPage(context);
      await page.goto(shop.url(`/fr/shop/${DIYAS}`));
      await settle(page, { record });
      await page.getByRole('button', { name: fr.addToCart }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
      await page.goto(shop.url('/fr/cart'));
      await settle(page, { record });
      await page.getByRole('link', { name: fr.checkout }).click();
      await page.getByRole('button', { name: fr.asGuest }).click();
      await page.getByLabel(fr.email, { exact: true }).fill(GUEST_EMAIL);
      const kept = page.waitForResponse((response) => response.url().endsWith('/api/cart/contact') && response.request().method() === 'PUT');
      await page.getByLabel(fr.marketing).check();
      const answer = await kept;
      assert.equal(answer.status(), 200);
      assert.deepEqual(await answer.json(), { kept: true });
      assert.equal(record.errors.length, 0, record.errors.join('\n'));
    } finally {
      // the guest leaves: the tab is closed, the cart stays on the server
      await context.close();
    }

    mail = await until(async () => (await remindersSent())[0], 'the reminder');
    assert.equal(mail.language, 'fr');
    assert.equal(mail.subject, 'Vous avez laissé quelque chose dans votre panier');
    assert.ok(mail.text.includes(`1 × ${frenchTitle} :`), mail.text);
    assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(mail.headers?.['List-Unsubscribe'] ?? '', /^<http:\/\/[^>]+\/api\/cart-reminders\/\d+\/unsubscribe\?token=[0-9a-f]{64}>$/);
    const [cart] = await shop.services.db.select().from(carts).where(eq(carts.contactEmail, GUEST_EMAIL));
    guestUid = cart!.uid;
    // sent by the app's own worker (the development mailbox keeps it)
    await until(async () => ((await remindersSent())[0]?.status === 'sent' ? true : undefined), 'the reminder sent');
    console.log(`reminder: 1 to ${GUEST_EMAIL} in ${mail.language}, "${mail.subject}", "1 × ${frenchTitle}", List-Unsubscribe-Post: ${mail.headers?.['List-Unsubscribe-Post']}`);
  });

  it('the reminder’s link restores the cart in a new browser, with no session', async () => {
    const context = await shop.newContext('fr-FR');
    try {
      const { page, record } = await openPage(context);
      const restore = linkIn(mail.text, /https?:\/\/\S+\/fr\/cart\?reminder=\d+&token=[0-9a-f]{64}(?=\s|$)/);
      const restored = page.waitForResponse((response) => /\/api\/cart-reminders\/\d+\?token=/.test(response.url()));
      await page.goto(shop.url(restore));
      assert.equal((await restored).status(), 200);
      await page.getByTestId('reminder-restored').filter({ hasText: fr.restored }).waitFor();
      await settle(page, { record });
      const lines = page.getByTestId('cart-line');
      await lines.filter({ hasText: frenchTitle }).waitFor();
      assert.equal(await lines.count(), 1);
      await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '1');
      assert.equal(record.errors.length, 0, record.errors.join('\n'));
      console.log(`restore: ${restore.split('&')[0]}&token=… in a fresh context -> ${await lines.count()} line ("${frenchTitle}"), "${fr.restored}"`);
    } finally {
      await context.close();
    }
  });

  it('the unsubscribe link stops further reminders', async () => {
    const context = await shop.newContext('fr-FR');
    try {
      const { page, record } = await openPage(context);
      const unsubscribe = linkIn(mail.text, /https?:\/\/\S+\/fr\/cart\?reminder=\d+&token=[0-9a-f]{64}&unsubscribe=1/);
      const posted = page.waitForResponse((response) => /\/api\/cart-reminders\/\d+\/unsubscribe\?token=/.test(response.url()) && response.request().method() === 'POST');
      await page.goto(shop.url(unsubscribe));
      assert.equal((await posted).status(), 200);
      await page.getByTestId('reminder-unsubscribed').filter({ hasText: fr.unsubscribed }).waitFor();
      assert.equal(record.errors.length, 0, record.errors.join('\n'));
    } finally {
      await context.close();
    }
    assert.equal(await hasMarketingConsent(shop.services.db, { userId: guestUid, email: GUEST_EMAIL }), false);

    // the guest's cart changes again (a new version, left as long as the delay): no reminder for it
    await shop.services.db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.uid, guestUid));
    const round = await queueCartReminders(shop.services);
    const sent = await remindersSent();
    assert.equal(sent.length, 1);
    console.log(`unsubscribe: one click -> "${fr.unsubscribed}"; marketing consent withdrawn; the cart changed again, a sweep queued ${round.first} -> still ${sent.length} reminder in all`);
  });
});
