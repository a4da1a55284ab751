import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deleteApp, getApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { myOrdersSchema } from 'shared-contracts/api/orders';
import { email, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { TEST_PROJECT_ID } from '../../test/constants';
import { signInWithPassword, startTestApi, type TestApi } from '../../test/harness';
import { addProduct, anonymousUser, bearer, BENGALURU, checkoutRequest, MANY_CHECKOUTS, refreshIdToken } from '../checkout/testing';
import { markPaid } from '../checkout/payment';
import { mailsOfOrder } from '../mail/outbox';
import { getOrderRow } from '../orders/lifecycle';

/** Guest checkout: a guest's anonymous account keeps a cart, checks out and reads its orders; never more. */
/** The test's own firebase-admin app, to put the admin claim on an anonymous account. */
const ADMIN_APP = 'guest-checkout-test';

describe('a guest (anonymous account) as a caller', () => {
  let api: TestApi;
  let guest: { uid: string; token: string };

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, language = 'en') =>
    api.app.inject({ method, url, headers: { ...bearer(guest.token), 'accept-language': language }, ...(payload ? { payload } : {}) });

  before(async () => {
    initializeApp({ projectId: TEST_PROJECT_ID }, ADMIN_APP);
    api = await startTestApi(MANY_CHECKOUTS);
    guest = await anonymousUser();
  });
  after(async () => {
    await deleteApp(getApp(ADMIN_APP));
    await api.close();
  });

  it('keeps a cart of its own', async () => {
    const productId = await addProduct(api.services);
    const put = await call('PUT', '/api/cart', { lines: [{ productId, quantity: 2 }] });
    assert.equal(put.statusCode, 200, put.body);
    const cart = await call('GET', '/api/cart');
    assert.equal(cart.statusCode, 200);
    assert.deepEqual(
      cart.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]),
      [[productId, 2]],
    );
  });

  it('must give a valid e-mail address for the receipt: 400 on the field, in the caller’s language, nothing reserved', async () => {
    const productId = await addProduct(api.services);
    const missing = await call('POST', '/api/checkout', checkoutRequest([{ productId, quantity: 1 }]), 'es');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error.code, 'validation_failed');
    assert.deepEqual(missing.json().error.fields, { email: [withLanguage('es', () => required(''))] });

    const bad = await call('POST', '/api/checkout', checkoutRequest([{ productId, quantity: 1 }], { email: 'asha@' }), 'fr');
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().error.fields, { email: [withLanguage('fr', () => email('asha@'))] });

    const mine = await call('GET', '/api/orders');
    assert.equal(myOrdersSchema.parse(mine.json()).items.length, 0);
  });

  it('checks out and pays with that address: the order is the guest’s, its mails go there in the order’s language', async () => {
    const productId = await addProduct(api.services, { price: 50_000 });
    const response = await call('POST', '/api/checkout', checkoutRequest([{ productId, quantity: 1 }], { email: 'asha.guest@example.in' }), 'es');
    assert.equal(response.statusCode, 200, response.body);
    const { order, payment } = response.json();
    assert.equal(payment.prefill.email, 'asha.guest@example.in');

    const row = await getOrderRow(api.services.db, order.id);
    assert.equal(row?.userId, guest.uid);
    assert.equal(row?.email, 'asha.guest@example.in');
    assert.equal(row?.language, 'es');

    await markPaid(api.services, order.id, 'pay_guest_1');
    const mails = await mailsOfOrder(api.services.db, order.id);
    assert.deepEqual(
      mails.map((mail) => [mail.kind, mail.to, mail.language]),
      [['order_confirmation', 'asha.guest@example.in', 'es']],
    );
    assert.match(mails[0]!.subject, new RegExp(`Pedido ${order.number}`));

    const mine = myOrdersSchema.parse((await call('GET', '/api/orders')).json());
    assert.deepEqual(
      mine.items.map((item) => item.id),
      [order.id],
    );
    assert.equal((await call('GET', `/api/orders/${order.id}`)).statusCode, 200);
  });

  it('gives its unnamed profile the name given at checkout, which the account keeps once the guest creates it; a name there is never replaced', async () => {
    const other = await anonymousUser();
    const mailbox = `meera.${other.uid.slice(0, 8).toLowerCase()}@example.in`; // the emulator is shared by the runs on both databases
    const as = (token: string) => (method: 'GET' | 'POST', url: string, payload?: object) => api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const productId = await addProduct(api.services);
    assert.equal((await as(other.token)('GET', '/api/account')).json().name, '');
    const first = await as(other.token)('POST', '/api/checkout', checkoutRequest([{ productId, quantity: 1 }], { email: mailbox, shippingAddress: { ...BENGALURU, name: '  Meera Iyer ' } }));
    assert.equal(first.statusCode, 200, first.body);
    // a later order for someone else (a present) leaves the profile's name alone
    const second = await as(other.token)('POST', '/api/checkout', checkoutRequest([{ productId, quantity: 2 }], { email: mailbox }));
    assert.equal(second.statusCode, 200, second.body);

    // the guest creates the account on the confirmation page: the anonymous account linked to an e-mail and password (same uid)
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const linked = (await (
      await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=test-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: other.token, email: mailbox, password: 'meera1234', returnSecureToken: true }),
      })
    ).json()) as { localId?: string; error?: unknown };
    assert.equal(linked.localId, other.uid, JSON.stringify(linked.error));
    // signed in with the new password, as the shop's sign-in page would
    const read = await as(await signInWithPassword(mailbox, 'meera1234'))('GET', '/api/account');
    assert.equal(read.statusCode, 200, read.body);
    const profile = read.json();
    console.log(`guest to customer: profile name '${profile.name}' after orders delivered to '  Meera Iyer ' then 'Asha Rao'; e-mail ${profile.email}`);
    assert.equal(profile.name, 'Meera Iyer');
    assert.equal(profile.email, mailbox);
  });

  it('is refused on every admin route (403), even with the admin claim on its token', async () => {
    const other = await anonymousUser();
    await getAuth(getApp(ADMIN_APP)).setCustomUserClaims(other.uid, { role: 'admin' });
    const claimed = await refreshIdToken(other.refreshToken);
    for (const token of [guest.token, claimed]) {
      for (const url of ['/api/admin/orders', '/api/admin/users', '/api/admin/dashboard']) {
        const response = await api.app.inject({ method: 'GET', url, headers: bearer(token) });
        assert.equal(response.statusCode, 403, url);
        assert.equal(response.json().error.code, 'forbidden');
      }
    }
  });
});
