import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInWithPassword, startTestApi, type TestApi } from '../../test/harness';
import { DEMO_ACCOUNTS } from 'shared-contracts/identity/demo-accounts';
import { seedDemoAccounts } from './demo-accounts';

describe('the demo accounts', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('are created once, sign in with their README passwords, and carry their roles', async () => {
    const identity = api.services.identity;
    for (const user of await identity.listUsers()) {
      if (DEMO_ACCOUNTS.some((a) => a.email === user.email)) await identity.deleteUser(user.uid);
    }
    assert.deepEqual(await seedDemoAccounts(identity), ['admin@shop.test', 'customer@shop.test']);
    assert.deepEqual(await seedDemoAccounts(identity), []);
    const admin = await identity.verify(await signInWithPassword('admin@shop.test', 'admin1234'));
    const customer = await identity.verify(await signInWithPassword('customer@shop.test', 'customer123'));
    assert.equal(admin.role, 'owner'); // the demo admin is the shop's owner (staff roles, issue 35)
    assert.equal(customer.role, 'customer');
  });
});
