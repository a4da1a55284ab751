import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('/api/admin/users', () => {
  let api: TestApi;
  let admin: TestUser;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = admin.token, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const auditOf = async (uid: string) => (await listAuditLog(api.services.db, { targetType: 'user', targetId: uid, page: 1, pageSize: 50 })).items;

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it("lists users from the identity service with their profile name and order count", async () => {
    const customer = await api.user('customer');
    await call('PUT', '/api/account', customer.token, { name: 'Farida Sheikh' });
    const category = await insertCategory(api.services.db);
    const product = await insertProduct(api.services.db, { categoryId: category.id });
    for (let i = 0; i < 2; i++) await insertOrder(api.services.db, { userId: customer.uid, lines: [{ productId: product.id, unitPrice: 10_000, quantity: 1 }] });

    const response = await call('GET', `/api/admin/users?q=${encodeURIComponent(customer.email)}`);
    assert.equal(response.statusCode, 200);
    const list = routes.adminListUsers.response.parse(response.json());
    assert.equal(list.total, 1);
    assert.deepEqual(
      { ...list.items[0], createdAt: undefined, lastSignInAt: undefined },
      { uid: customer.uid, email: customer.email, name: 'Farida Sheikh', role: 'customer', disabled: false, orderCount: 2, createdAt: undefined, lastSignInAt: undefined },
    );
    const byName = routes.adminListUsers.response.parse((await call('GET', '/api/admin/users?q=farida%20sheikh')).json());
    assert.ok(byName.items.some((user) => user.uid === customer.uid), 'searches the profile name too');
  });

  it('filters by role and by state', async () => {
    const customer = await api.user('customer');
    const owners = routes.adminListUsers.response.parse((await call('GET', '/api/admin/users?role=owner&pageSize=100')).json());
    assert.ok(owners.items.length > 0);
    assert.ok(owners.items.every((user) => user.role === 'owner'));
    assert.equal((await call('GET', `/api/admin/users?role=owner&q=${customer.uid}`)).json().total, 0);
    assert.equal((await call('GET', `/api/admin/users?role=customer&q=${customer.uid}`)).json().total, 1);
    assert.equal((await call('GET', `/api/admin/users?disabled=true&q=${customer.uid}`)).json().total, 0);
  });

  it('changes a role: the new claim comes with the next sign-in, and the change is audited', async () => {
    const customer = await api.user('customer');
    const response = await call('PUT', `/api/admin/users/${customer.uid}/role`, admin.token, { role: 'manager' });
    assert.equal(response.statusCode, 200);
    assert.equal(routes.adminSetUserRole.response.parse(response.json()).role, 'manager');
    const token = await api.signIn(customer.email, customer.password);
    assert.equal((await call('GET', '/api/admin/dashboard', token)).statusCode, 200);
    const [entry] = await auditOf(customer.uid);
    assert.equal(entry!.action, 'user.role_change');
    assert.deepEqual(entry!.changes, { role: { from: 'customer', to: 'manager' } });
    assert.deepEqual(entry!.actor, { uid: admin.uid, email: admin.email });

    // setting the role it already has records nothing
    assert.equal((await call('PUT', `/api/admin/users/${customer.uid}/role`, admin.token, { role: 'manager' })).statusCode, 200);
    assert.equal((await auditOf(customer.uid)).length, 1);
  });

  it('refuses an unknown role (400), an unknown user (404), the only owner stepping down (409 last_owner) and disabling oneself (403)', async () => {
    const customer = await api.user('customer');
    const bad = await call('PUT', `/api/admin/users/${customer.uid}/role`, admin.token, { role: 'admin' });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error.fields.role);
    assert.equal((await call('PUT', '/api/admin/users/nobody-here/role', admin.token, { role: 'owner' })).statusCode, 404);
    assert.equal((await call('POST', '/api/admin/users/nobody-here/disable')).statusCode, 404);
    assert.equal((await call('PUT', `/api/admin/users/${admin.uid}/role`, admin.token, { role: 'customer' })).statusCode, 409);
    assert.equal((await call('POST', `/api/admin/users/${admin.uid}/disable`)).statusCode, 403);
    assert.equal((await auditOf(admin.uid)).length, 0);
  });

  it("disables a user: their token is refused at once and they cannot sign in; enabling restores sign-in", async () => {
    const customer = await api.user('customer');
    assert.equal((await call('GET', '/api/account', customer.token)).statusCode, 200);

    const disabled = await call('POST', `/api/admin/users/${customer.uid}/disable`);
    assert.equal(disabled.statusCode, 200);
    assert.equal(routes.adminDisableUser.response.parse(disabled.json()).disabled, true);
    const refused = await call('GET', '/api/account', customer.token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().error.code, 'unauthorized');
    assert.equal((await call('PUT', '/api/account', customer.token, { name: 'Still me' })).statusCode, 401);
    await assert.rejects(api.signIn(customer.email, customer.password), /USER_DISABLED/);
    assert.equal((await call('GET', `/api/admin/users?disabled=true&q=${customer.uid}`)).json().total, 1);

    const enabled = await call('POST', `/api/admin/users/${customer.uid}/enable`);
    assert.equal(enabled.statusCode, 200);
    assert.equal(enabled.json().disabled, false);
    const token = await api.signIn(customer.email, customer.password);
    assert.equal((await call('GET', '/api/account', token)).statusCode, 200);

    assert.deepEqual(
      (await auditOf(customer.uid)).map((entry) => [entry.action, entry.changes]),
      [
        ['user.enable', { disabled: { from: true, to: false } }],
        ['user.disable', { disabled: { from: false, to: true } }],
      ],
    );
  });
});
