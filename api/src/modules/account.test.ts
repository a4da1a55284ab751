import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES } from 'shared-contracts/api/account';
import { routes } from 'shared-contracts/api/routes';
import { gstNumber, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { deleteAccountWorkflow } from '../account/delete-workflow';
import { ERASED_PHONE, ERASED_TEXT } from '../account/erasure';
import { insertCategory, insertOrder, insertProduct, testAddress } from '../admin/testing/fixtures';
import { carts, contactMessages, orders, profiles } from '../db/schema';

const en = <T>(fn: () => T) => withLanguage('en', fn);
let ip = 0;
/** Each test its own client address, so the per-address rate limits of one test do not leak into another. */
const nextIp = () => `10.1.0.${++ip}`;

describe('/api/account', () => {
  let api: TestApi;
  const call = (method: 'GET' | 'PUT' | 'DELETE', token: string | null, payload?: unknown, remoteAddress = nextIp()) =>
    api.app.inject({
      method,
      url: '/api/account',
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('refuses anonymous callers with 401 on read, update and delete', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, null, method === 'PUT' ? { name: 'x' } : undefined);
      assert.equal(response.statusCode, 401, method);
      assert.equal(response.json().error.code, 'unauthorized');
    }
  });

  it('creates the profile on first read, with the email of the identity', async () => {
    const customer = await api.user('customer');
    const response = await call('GET', customer.token);
    assert.equal(response.statusCode, 200);
    const profile = routes.getAccount.response.parse(response.json());
    assert.deepEqual({ ...profile, createdAt: undefined }, {
      uid: customer.uid,
      email: customer.email,
      name: '',
      phone: null,
      addresses: [],
      gstin: null,
      role: 'customer',
      createdAt: undefined,
    });
    const rows = await api.services.db.select().from(profiles).where(eq(profiles.uid, customer.uid));
    assert.equal(rows.length, 1);
    // a second read returns the same row rather than a new one
    assert.equal((await call('GET', customer.token)).json().createdAt, profile.createdAt);
  });

  it('updates name, phone, addresses and GSTIN, and reads them back', async () => {
    const customer = await api.user('customer');
    const update = { name: '  Asha Rao ', phone: '+919876543210', addresses: [testAddress('29'), { ...testAddress('27'), line2: '' }], gstin: '29abcde1234f1z5' };
    const response = await call('PUT', customer.token, update);
    assert.equal(response.statusCode, 200);
    const profile = routes.updateAccount.response.parse(response.json());
    assert.equal(profile.name, 'Asha Rao');
    assert.equal(profile.phone, '+919876543210');
    assert.equal(profile.gstin, '29ABCDE1234F1Z5');
    assert.deepEqual(
      profile.addresses.map((a) => a.stateCode),
      ['29', '27'],
    );
    const read = (await call('GET', customer.token)).json();
    assert.deepEqual(read, response.json());

    // blank phone and GSTIN clear them
    const cleared = (await call('PUT', customer.token, { name: 'Asha', phone: '', gstin: '' })).json();
    assert.equal(cleared.phone, null);
    assert.equal(cleared.gstin, null);
    assert.deepEqual(cleared.addresses, []);
  });

  it('answers bad input with 400 and the shared messages', async () => {
    const customer = await api.user('customer');
    const response = await call('PUT', customer.token, {
      name: ' ',
      gstin: '29ABCDE1234F1Z',
      addresses: Array.from({ length: MAX_SAVED_ADDRESSES + 1 }, () => testAddress()),
    });
    assert.equal(response.statusCode, 400);
    const { error } = response.json();
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.fields.name, [en(() => required(''))]);
    assert.deepEqual(error.fields.gstin, [en(() => gstNumber('29ABCDE1234F1Z'))]);
    assert.ok(error.fields.addresses, 'too many addresses');
    // nothing was saved
    assert.equal((await call('GET', customer.token)).json().name, '');
  });

  it('rate limits profile updates per account, from whatever address: 30 a minute', async () => {
    const customer = await api.user('customer');
    const address = nextIp();
    for (let i = 0; i < 30; i++) assert.equal((await call('PUT', customer.token, { name: `N${i}` }, nextIp())).statusCode, 200);
    const limited = await call('PUT', customer.token, { name: 'one more' }, nextIp());
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error.code, 'rate_limited');
    const other = await api.user('customer');
    assert.equal((await call('PUT', other.token, { name: 'another account' }, address)).statusCode, 200, 'other accounts are not affected');
  });

  it('rate limits deletion per client address: 5 a minute', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) assert.equal((await call('DELETE', null, undefined, address)).statusCode, 401);
    assert.equal((await call('DELETE', null, undefined, address)).statusCode, 429);
  });

  describe('deletion', () => {
    it('erases personal data, keeps orders anonymized with their tax figures, and deletes the identity', async () => {
      const db = api.services.db;
      const customer = await api.user('customer');
      const other = await api.user('customer');
      const category = await insertCategory(db);
      const product = await insertProduct(db, { categoryId: category.id });
      await call('PUT', customer.token, { name: 'Asha Rao', addresses: [testAddress()], gstin: '29ABCDE1234F1Z5' });
      await db.insert(carts).values({ uid: customer.uid, lines: [{ productId: product.id, quantity: 1, unitPrice: 100_000, gstRate: 12 }] });
      const contact = { name: 'Asha', email: customer.email, subject: 'Parcel', message: 'Where is my parcel, please?' };
      const sent = await api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextIp(), headers: { authorization: `Bearer ${customer.token}` }, payload: contact });
      assert.equal(sent.statusCode, 201);
      const otherSent = await api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextIp(), headers: { authorization: `Bearer ${other.token}` }, payload: { ...contact, email: other.email } });
      assert.equal(otherSent.statusCode, 201);
      const delivered = await insertOrder(db, {
        userId: customer.uid,
        email: customer.email,
        lines: [{ productId: product.id, unitPrice: 100_000, quantity: 2 }],
        status: 'completed',
        paymentStatus: 'paid',
        fulfilmentStatus: 'delivered',
        billing: true,
        buyerGstin: '29ABCDE1234F1Z5',
      });
      const abandoned = await insertOrder(db, { userId: customer.uid, email: customer.email, lines: [{ productId: product.id, unitPrice: 100_000, quantity: 1 }] });
      const othersOrder = await insertOrder(db, { userId: other.uid, email: other.email, lines: [{ productId: product.id, unitPrice: 100_000, quantity: 1 }] });

      const response = await call('DELETE', customer.token);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { deleted: true });

      assert.deepEqual(await db.select().from(profiles).where(eq(profiles.uid, customer.uid)), []);
      assert.deepEqual(await db.select().from(carts).where(eq(carts.uid, customer.uid)), []);
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, sent.json().id));
      assert.deepEqual(
        { uid: message!.uid, name: message!.name, email: message!.email, phone: message!.phone, subject: message!.subject },
        { uid: null, name: '', email: '', phone: null, subject: 'Parcel' },
      );
      const [othersMessage] = await db.select().from(contactMessages).where(eq(contactMessages.id, otherSent.json().id));
      assert.equal(othersMessage!.uid, other.uid);

      const [kept] = await db.select().from(orders).where(eq(orders.id, delivered.id));
      assert.equal(kept!.userId, null);
      assert.equal(kept!.email, null);
      const anonymized = { name: ERASED_TEXT, line1: ERASED_TEXT, city: ERASED_TEXT, stateCode: '29', pincode: '560001', phone: ERASED_PHONE };
      assert.deepEqual(kept!.shippingAddress, anonymized);
      assert.deepEqual(kept!.billingAddress, anonymized);
      assert.deepEqual(kept!.totals, delivered.totals, 'the GST split and totals stay as invoiced');
      assert.deepEqual(kept!.lines, delivered.lines);
      assert.equal(kept!.buyerGstin, '29ABCDE1234F1Z5');
      const [keptAbandoned] = await db.select().from(orders).where(eq(orders.id, abandoned.id));
      assert.equal(keptAbandoned!.userId, null);
      assert.equal(keptAbandoned!.billingAddress, null);
      const [untouched] = await db.select().from(orders).where(eq(orders.id, othersOrder.id));
      assert.equal(untouched!.userId, other.uid);
      assert.deepEqual(untouched!.shippingAddress, testAddress());

      assert.equal(await api.services.identity.getUser(customer.uid), null);
      assert.equal((await call('GET', customer.token)).statusCode, 401);
      await assert.rejects(api.signIn(customer.email, customer.password));
    });

    it('is refused with 409 while a paid order is on its way, and then changes nothing', async () => {
      const db = api.services.db;
      const customer = await api.user('customer');
      const category = await insertCategory(db);
      const product = await insertProduct(db, { categoryId: category.id });
      await call('PUT', customer.token, { name: 'Ravi' });
      const shipped = await insertOrder(db, {
        userId: customer.uid,
        lines: [{ productId: product.id, unitPrice: 50_000, quantity: 1 }],
        status: 'confirmed',
        paymentStatus: 'paid',
        fulfilmentStatus: 'shipped',
      });
      const response = await call('DELETE', customer.token);
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().error.code, 'conflict');
      assert.equal((await call('GET', customer.token)).json().name, 'Ravi');
      const [order] = await db.select().from(orders).where(eq(orders.id, shipped.id));
      assert.equal(order!.userId, customer.uid);
      assert.ok(await api.services.identity.getUser(customer.uid));
    });

    it('is refused with 409 while a free order (a code left nothing to pay) is still to be delivered', async () => {
      const db = api.services.db;
      const customer = await api.user('customer');
      const category = await insertCategory(db);
      const product = await insertProduct(db, { categoryId: category.id });
      await insertOrder(db, {
        userId: customer.uid,
        lines: [{ productId: product.id, unitPrice: 50_000, quantity: 1 }],
        status: 'confirmed',
        paymentStatus: 'free',
        fulfilmentStatus: 'packed',
      });
      const response = await call('DELETE', customer.token);
      assert.equal(response.statusCode, 409);
      assert.ok(await api.services.identity.getUser(customer.uid));
    });

    it('leaves a working account when the identity step fails, and a repeat finishes the job', async () => {
      const customer = await api.user('customer');
      await call('PUT', customer.token, { name: 'Meera' });
      const failingIdentity = {
        ...api.services.identity,
        deleteUser: async () => {
          throw new Error('identity service unavailable');
        },
      };
      const caller = await api.services.identity.verify(customer.token);
      await assert.rejects(deleteAccountWorkflow({ db: api.services.db, identity: failingIdentity }, caller), /identity service unavailable/);
      // still signs in; the profile was erased and starts again empty
      const token = await api.signIn(customer.email, customer.password);
      const profile = await call('GET', token);
      assert.equal(profile.statusCode, 200);
      assert.equal(profile.json().name, '');
      // repeating the request completes the deletion
      assert.equal((await call('DELETE', token)).statusCode, 200);
      assert.equal(await api.services.identity.getUser(customer.uid), null);
    });
  });
});
