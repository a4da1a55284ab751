/**
 * One Firebase app and one signed-in user across separately built apps: a sign-in made through
 * the host's identity module is seen at once by the host's header and by the checkout remote's
 * page, against the real Auth emulator. And identity completed (issue 22 part 4): Google sign-in
 * through the emulator's own page, and a password reset from the shop's own page with the action
 * code of the shop's mail.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();

async function createAccount(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${shop.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Share-scope facts about a shared module: its versions, who provided it, who uses it. */
function sharedEntry(page: Page, key: string) {
  return page.evaluate((name) => {
    type Entry = { from: string; useIn: string[] };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Entry>> }> } }).__FEDERATION__;
    const versions = new Map<string, { from: string; useIn: Set<string> }>();
    for (const scope of Object.values(federation.__SHARE__)) {
      for (const [version, entry] of Object.entries(scope.default[name] ?? {})) {
        const seen = versions.get(version) ?? { from: entry.from, useIn: new Set<string>() };
        entry.useIn.forEach((app) => seen.useIn.add(app));
        versions.set(version, seen);
      }
    }
    return [...versions.values()].map((v) => ({ from: v.from, useIn: [...v.useIn].sort() }));
  }, key);
}

/** Whether the page has loaded the Firebase SDK's auth module (from any app's share scope). */
function identitySdkLoaded(page: Page) {
  return page.evaluate(`(() => Object.values(window.__FEDERATION__.__SHARE__)
    .flatMap((scope) => Object.values(scope.default['firebase/auth'] || {}))
    .some((entry) => typeof entry.lib === 'function'))()`);
}

/**
 * Signs in with the modules the host provides on the page: the platform's Auth instance (already
 * connected to the emulator) and the Firebase SDK. A string, so the test runner's transpiler adds
 * nothing the page lacks.
 */
function signInThroughHost(page: Page, email: string) {
  return page.evaluate(`(async () => {
    const federation = window.__FEDERATION__;
    const host = Object.entries(federation.__SHARE__).find(([name]) => name.startsWith('host:'))[1].default;
    const load = async (key) => {
      const entry = Object.values(host[key])[0];
      return entry.lib ? entry.lib() : (await entry.get())();
    };
    const platform = await load('shared-contracts/platform/firebase');
    const sdk = await load('firebase/auth');
    await sdk.signInWithEmailAndPassword(await platform.firebaseAuth(), ${JSON.stringify(email)}, 'secret123');
  })()`);
}

describe('identity shared across the host and the checkout remote', () => {
  it('a sign-in through the host is seen at once by the checkout remote, with one Firebase app', async () => {
    const email = `shopper-${Date.now()}@shop.test`;
    const token = await createAccount(email, 'secret123');
    const { items } = (await (await fetch(shop.url('/api/catalogue/products?sort=newest&inStock=true'))).json()) as {
      items: { id: string; slug: string; title: string; price: number; gstRate: number }[];
    };
    const [mine, guests] = items;
    // The account already holds one product on the server; this browser's guest cart holds another.
    const put = await fetch(shop.url('/api/cart'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ productId: mine!.id, quantity: 1 }] }),
    });
    assert.equal(put.status, 200);

    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/about-us'));
    await page.evaluate(
      (line) => localStorage.setItem('shop:guest-cart', JSON.stringify([line])),
      { productId: guests!.id, slug: guests!.slug, title: guests!.title, image: null, quantity: 1, unitPrice: guests!.price, gstRate: guests!.gstRate },
    );
    await page.goto(shop.url('/cart'));
    await settle(page);
    assert.equal(await page.getByTestId('cart-line').count(), 1, 'the guest cart');

    // Sign in through the host's own copy of the identity SDK (the share scope's provider).
    await signInThroughHost(page, email);

    // The checkout remote's page follows at once, without a reload: the guest line merged into the
    // account's cart, both shown; the mini-cart says 2.
    await page.getByTestId('cart-line').nth(1).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: mine!.title }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === '2');

    // The loaded firebase/app, whichever scope lists it: how many Firebase apps exist on the page.
    const apps = await page.evaluate(`(() => {
      const entries = Object.values(window.__FEDERATION__.__SHARE__).flatMap((scope) => Object.values(scope.default['firebase/app'] || {}));
      const loaded = entries.filter((entry) => typeof entry.lib === 'function');
      return [...new Set(loaded.map((entry) => entry.lib()))].map((sdk) => sdk.getApps().length);
    })()`);
    assert.deepEqual(apps, [1], 'one loaded Firebase SDK with one app on the page');
    // Each identity module exists once on the page, whichever app's build provided it first; the
    // checkout remote reaches the SDK only through the platform modules.
    for (const key of ['firebase/app', 'firebase/auth']) {
      const entries = await sharedEntry(page, key);
      assert.equal(entries.length, 1, `${key}: one version`);
    }
    const users = new Set<string>();
    for (const key of ['shared-contracts/platform/auth', 'shared-contracts/platform/firebase', 'shared-contracts/ui/useUser']) {
      const entries = await sharedEntry(page, key);
      assert.equal(entries.length, 1, `${key}: one version`);
      entries[0]!.useIn.forEach((app) => users.add(app));
    }
    assert.deepEqual([...users].sort(), ['checkout', 'host'], 'both apps use the identity modules');
    assert.deepEqual(record.errors, []);
  });

  it('the host header follows the same user, and the identity SDK loads only for a session', async () => {
    const email = `header-${Date.now()}@shop.test`;
    await createAccount(email, 'secret123');
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/about-us'));
    await settle(page);
    await page.locator('header .account-link', { hasText: 'Sign in' }).waitFor();
    // A guest is told "Sign in" without the identity SDK being downloaded.
    assert.equal(await identitySdkLoaded(page), false, 'no identity SDK for a guest');

    await signInThroughHost(page, email);
    await page.locator('header .account-link', { hasText: email }).waitFor();

    // The returning user: the session flag starts the SDK, which finds the kept session.
    await page.reload();
    await settle(page);
    await page.locator('header .account-link', { hasText: email }).waitFor();
    assert.equal(await identitySdkLoaded(page), true);
    assert.deepEqual(record.errors, []);
  });
});

describe('identity, complete: Google sign-in and the shop\'s own action page', () => {
  it('a customer signs in with Google through the emulator\'s own sign-in page, in a popup', async () => {
    const email = `google-${Date.now()}@gmail.test`;
    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/login?next=%2Fabout-us'));
    await settle(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('google-sign-in').click()]);
    // The emulator's page: a new Google account, as a person would fill it in.
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gita Google');
    // Signed in: the popup closes (waited for from before the click: it may close before the click
    // returns), the page goes on to ?next, and the header names the account.
    const closed = popup.waitForEvent('close');
    await popup.locator('#sign-in').click();
    await closed;
    await page.waitForURL((url) => url.pathname === '/about-us');
    await page.locator('header .account-link', { hasText: 'Gita Google' }).or(page.locator('header .account-link', { hasText: email })).waitFor();
    const account = (await shop.services.identity.listUsers()).find((user) => user.email === email);
    assert.ok(account, 'the Google account exists in the identity service');
    assert.deepEqual(record.errors, []);
  });

  it('where popups are blocked: the catalogue\'s message in French, and Google sign-in in this window (a redirect and back)', async () => {
    const email = `redirect-${Date.now()}@gmail.test`;
    const context = await shop.newContext('fr-FR');
    const { page, record } = await openPage(context);
    // A browser that blocks the popup: window.open gives nothing.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(shop.url('/fr/login?next=%2Ffr%2Fabout-us'));
    await settle(page);
    await page.getByTestId('google-sign-in').click();
    await page.getByRole('alert').filter({ hasText: 'La fenêtre de connexion a été bloquée.' }).waitFor();
    await page.getByRole('button', { name: 'Continuer avec Google dans cette fenêtre' }).click();
    await page.locator('#add-account-button').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#sign-in').click();
    // Back on the sign-in page, which finishes the sign-in and goes on to ?next.
    await page.waitForURL((url) => url.pathname === '/fr/about-us', { timeout: 20_000 });
    await page.locator('header .account-link', { hasText: email.split('@')[0] }).waitFor();
    assert.deepEqual(record.errors, []);
  });

  it('a password reset from the shop\'s own page, with the code of the mail on the dev mail page; the used code is refused', async () => {
    const email = `reset-${Date.now()}@shop.test`;
    await shop.createUser(email, 'secret123');
    const context = await shop.newContext('es-ES');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/es/login'));
    await settle(page);
    await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.getByRole('status').waitFor();

    // The shop's mail, kept on the development mail page, links to the shop's own /auth/action.
    await page.goto(shop.url('/___mail'));
    await settle(page);
    const mail = page.getByTestId('kept-mail').filter({ hasText: email }).filter({ hasText: 'Restablece tu contraseña' });
    const link = mail.locator('a[href*="/auth/action"]');
    const href = await link.getAttribute('href');
    assert.match(href ?? '', /\/es\/auth\/action\?mode=resetPassword&oobCode=/);
    await link.click();
    await settle(page);
    await page.getByText(`Elige una contraseña nueva para la cuenta ${email}.`).waitFor();
    // The shop's rule, in Spanish, before anything is sent; then a good password.
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('corta12');
    await page.getByLabel('Confirma la contraseña nueva').fill('corta12');
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('nueva12345');
    await page.getByLabel('Confirma la contraseña nueva').fill('nueva12345');
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await page.getByRole('status').filter({ hasText: `has iniciado sesión como ${email}` }).waitFor();
    // signed in with the new password: a page with the shop's header names the account (its name:
    // the part of the address before the @)
    await page.goto(shop.url('/es/about-us'));
    await page.locator('header .account-link', { hasText: email.split('@')[0] }).waitFor();

    // The same link again: the code was used up, and the page says so in the catalogue's words.
    await page.goto(href!);
    await settle(page);
    await page.getByTestId('action-error').filter({ hasText: 'Este enlace no es válido o ya se ha utilizado.' }).waitFor();
    // A made-up e-mail verification code.
    await page.goto(shop.url('/es/auth/action?mode=verifyEmail&oobCode=made-up'));
    await settle(page);
    await page.getByTestId('action-error').filter({ hasText: 'Este enlace no es válido o ya se ha utilizado.' }).waitFor();
    assert.deepEqual(
      record.errors.filter((error) => !/status of 400/.test(error)),
      [],
    );
  });
});
