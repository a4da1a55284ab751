import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
import { recordAudit } from '../audit/audit-log';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('admin audit log', () => {
  let api: TestApi;
  let admin: TestUser;
  const call = (url: string) => api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('lists the audit log newest first, filtered by action, target and actor', async () => {
    const db = api.services.db;
    const actor = { uid: admin.uid, email: admin.email };
    await recordAudit(db, { actor, action: 'product.create', target: { type: 'product', id: 'p1' }, changes: { title: { from: null, to: 'Lamp' } } });
    await recordAudit(db, { actor: { uid: 'other-admin', email: null }, action: 'user.disable', target: { type: 'user', id: 'u1' }, changes: { disabled: { from: false, to: true } } });
    await recordAudit(db, { actor, action: 'order.refund', target: { type: 'order', id: 'o1' }, note: 'Damaged' });

    const all = routes.adminAuditLog.response.parse((await call('/api/admin/audit-log')).json());
    assert.deepEqual(
      all.items.map((entry) => [entry.action, entry.target.id]),
      [
        ['order.refund', 'o1'],
        ['user.disable', 'u1'],
        ['product.create', 'p1'],
      ],
    );
    assert.deepEqual(all.items[0], { ...all.items[0], actor, changes: {}, note: 'Damaged' });
    assert.deepEqual(ids((await call('/api/admin/audit-log?action=user.disable')).json()), ['u1']);
    assert.deepEqual(ids((await call('/api/admin/audit-log?targetType=product&targetId=p1')).json()), ['p1']);
    assert.deepEqual(ids((await call(`/api/admin/audit-log?actorUid=${admin.uid}`)).json()), ['o1', 'p1']);
    assert.deepEqual(ids((await call('/api/admin/audit-log?pageSize=1&page=3')).json()), ['p1']);
    assert.equal((await call('/api/admin/audit-log?action=product.launch')).statusCode, 400);
  });
});

const ids = (page: { items: { target: { id: string } }[] }) => page.items.map((entry) => entry.target.id);
