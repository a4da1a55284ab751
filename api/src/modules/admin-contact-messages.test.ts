import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('admin contact messages', () => {
  let api: TestApi;
  let admin: TestUser;
  const call = (url: string) => api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
  });
  after(() => api.close());

  it('lists contact messages newest first, searched and paged', async () => {
    const send = (payload: object, remoteAddress: string) => api.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload });
    const first = await send({ name: 'Tenzin', email: 'tenzin@example.in', subject: 'Thangka sizes', message: 'Do you have larger thangkas?' }, '10.3.0.1');
    const second = await send({ name: 'Nandini', email: 'nandini@example.in', phone: '9812345678', subject: 'Gift wrap', message: 'Can you gift wrap 100% silk?' }, '10.3.0.2');
    assert.equal(second.statusCode, 201);

    const all = routes.adminContactMessages.response.parse((await call('/api/admin/contact-messages?pageSize=2')).json());
    assert.equal(all.items[0]!.id, second.json().id);
    assert.equal(all.items[1]!.id, first.json().id);
    assert.deepEqual(
      { ...all.items[0], id: undefined, createdAt: undefined },
      { id: undefined, createdAt: undefined, name: 'Nandini', email: 'nandini@example.in', phone: '+919812345678', subject: 'Gift wrap', message: 'Can you gift wrap 100% silk?', userId: null },
    );
    const searched = (await call('/api/admin/contact-messages?q=THANGKA')).json();
    assert.deepEqual(searched.items.map((m: { id: string }) => m.id), [first.json().id]);
    assert.deepEqual((await call('/api/admin/contact-messages?q=100%25')).json().items.map((m: { id: string }) => m.id), [second.json().id]);
    assert.equal((await call('/api/admin/contact-messages?q=silk%25')).json().total, 0, "'%' is not a wildcard");
  });
});
