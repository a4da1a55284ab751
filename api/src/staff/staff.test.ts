/**
 * The shop's team through the API (issue 35 item 1): the owner invites by e-mail (the invitee sets
 * a password through the mailed link and signs in with the role), changes roles, removes staff;
 * every change is in the audit log with who made it; the last owner is never removed or demoted,
 * also when two changes come at once. Against the real Auth emulator, on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { staffRoutes } from 'shared-contracts/api/staff';
import { startTestApi, type TestApi } from '../../test/harness';
import { listAuditLog } from '../audit/audit-log';
import { staffMembers } from '../db/schema';
import { listMails } from '../mail/outbox';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('the staff: invites, roles, removal, the last owner', () => {
  let api: TestApi;
  let owner: TestUser;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, language = 'en') =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });
  const auditOf = async (uid: string) => (await listAuditLog(api.services.db, { targetType: 'user', targetId: uid, page: 1, pageSize: 50 })).items;
  const mailsTo = async (email: string) => (await listMails(api.services.db, 200)).filter((mail) => mail.to === email);
  const roleOf = async (uid: string) => (await api.services.identity.getUser(uid))?.role;
  const newEmail = () => `staff-${randomUUID()}@shop.test`;

  before(async () => {
    api = await startTestApi({ PUBLIC_URL: 'https://shop.example' });
    owner = await api.user('owner');
  });
  after(() => api.close());

  it('invites a new fulfilment member: the mail links to choosing a password, they sign in with the role; the audit names the owner', async () => {
    const email = newEmail();
    const response = await call('POST', '/api/admin/staff/invites', owner.token, { email, role: 'fulfilment' });
    assert.equal(response.statusCode, 201, response.body);
    const invited = staffRoutes.adminInviteStaff.response.parse(response.json());
    assert.equal(invited.account, 'new');
    assert.deepEqual({ email: invited.member.email, role: invited.member.role }, { email, role: 'fulfilment' });

    const [mail] = await mailsTo(email);
    assert.equal(mail!.kind, 'staff_invite');
    assert.match(mail!.subject, /You are invited to run .+ with us/);
    assert.match(mail!.text, /has added .+ to the team of .+, with the role Fulfilment\./);
    const link = new URL(/https:\/\/shop\.example\/auth\/action\?\S+/.exec(mail!.text)![0]);
    assert.equal(link.searchParams.get('mode'), 'resetPassword');
    const set = await api.app.inject({ method: 'POST', url: '/api/account/password', payload: { oobCode: link.searchParams.get('oobCode'), password: 'packer2026' } });
    assert.equal(set.statusCode, 200, set.body);

    const token = await api.signIn(email, 'packer2026');
    assert.equal((await call('GET', '/api/admin/orders', token)).statusCode, 200);
    const refused = await call('GET', '/api/admin/settings/store', token);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.code, 'missing_permission');

    const [entry] = await auditOf(invited.member.uid);
    assert.equal(entry!.action, 'staff.invite');
    assert.deepEqual(entry!.actor, { uid: owner.uid, email: owner.email });
    assert.deepEqual(entry!.changes, { role: { from: 'customer', to: 'fulfilment' } });
    assert.equal(entry!.note, email);
    console.log(`staff invite: ${mail!.kind} to ${email}, password set through /auth/action, signed in as fulfilment: orders 200, settings 403 missing_permission`);
  });

  it('invites an existing customer (their password stays); an address already on the team is 409 on email', async () => {
    const customer = await api.user('customer');
    const response = await call('POST', '/api/admin/staff/invites', owner.token, { email: customer.email, role: 'support' });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().account, 'existing');
    assert.equal(await roleOf(customer.uid), 'support');
    assert.match((await mailsTo(customer.email))[0]!.text, /Sign in to the shop’s admin area with your usual password: https:\/\/shop\.example\/admin\/login/);
    assert.equal((await call('GET', '/api/admin/orders', await api.signIn(customer.email, customer.password))).statusCode, 200);

    const again = await call('POST', '/api/admin/staff/invites', owner.token, { email: customer.email, role: 'manager' }, 'fr');
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().error.fields.email, ['Cette personne fait déjà partie de l’équipe : changez son rôle dans la liste.']);
    const bad = await call('POST', '/api/admin/staff/invites', owner.token, { email: 'not-an-email', role: 'admin' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().error.fields).sort(), ['email', 'role']);
  });

  it('lists the staff, owners first; a manager may not invite (403 naming Staff)', async () => {
    const list = staffRoutes.adminListStaff.response.parse((await call('GET', '/api/admin/staff', owner.token)).json());
    assert.ok(list.items.some((member) => member.uid === owner.uid && member.role === 'owner'));
    assert.equal(list.items[0]!.role, 'owner');
    const manager = await api.user('manager');
    const refused = await call('POST', '/api/admin/staff/invites', manager.token, { email: newEmail(), role: 'support' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json().error.details, { role: 'manager', permission: 'staff' });
  });

  it('removes a staff member: the account stays, a customer whose next session has no admin access; the audit says so', async () => {
    const member = await api.user('support');
    const response = await call('DELETE', `/api/admin/staff/${member.uid}`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().role, 'customer');
    assert.equal(await roleOf(member.uid), 'customer');
    // (their sessions were revoked too; the identity service counts revocations in whole seconds, so a token from this very second may still pass)
    const again = await call('GET', '/api/admin/orders', await api.signIn(member.email, member.password));
    assert.deepEqual([again.statusCode, again.json().error.code], [403, 'forbidden']);
    const [entry] = await auditOf(member.uid);
    assert.deepEqual([entry!.action, entry!.actor.uid, entry!.changes], ['staff.remove', owner.uid, { role: { from: 'support', to: 'customer' } }]);
    assert.equal((await call('DELETE', `/api/admin/staff/${member.uid}`, owner.token)).statusCode, 404);
  });

  it('never leaves the shop without an owner: the last one cannot step down or be removed (409, in the caller’s language)', async () => {
    const alone = await startTestApi();
    try {
      const only = await alone.user('owner');
      const inject = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, language = 'en') =>
        alone.app.inject({ method, url, headers: { authorization: `Bearer ${only.token}`, 'accept-language': language }, ...(payload ? { payload } : {}) });
      const down = await inject('PUT', `/api/admin/users/${only.uid}/role`, { role: 'manager' });
      assert.equal(down.statusCode, 409);
      assert.equal(down.json().error.code, 'last_owner');
      assert.equal(down.json().error.message, 'The shop must keep at least one owner: make someone else owner first.');
      const removed = await inject('DELETE', `/api/admin/staff/${only.uid}`, undefined, 'es');
      assert.equal(removed.json().error.message, 'La tienda debe conservar al menos un propietario: nombra antes a otra persona propietaria.');
      assert.equal((await inject('POST', `/api/admin/users/${only.uid}/disable`)).statusCode, 403);
      assert.equal(await alone.services.identity.getUser(only.uid).then((user) => user?.role), 'owner');
      console.log(`last owner: step down 409 ${down.json().error.code}, removal 409, disabling oneself 403; still owner`);
    } finally {
      await alone.close();
    }
  });

  it('two changes at once leave one owner: both owners stepping down, and two owners demoting each other', async () => {
    const ROUNDS = 4;
    const team = await startTestApi();
    try {
      const put = (token: string, uid: string, role: string) =>
        team.app.inject({ method: 'PUT', url: `/api/admin/users/${uid}/role`, headers: { authorization: `Bearer ${token}` }, payload: { role } });
      const owners = async () => (await team.services.db.select().from(staffMembers).where(eq(staffMembers.role, 'owner'))).map((row) => row.uid);
      let survivor = await team.user('owner');
      const outcomes: Record<string, number> = {};
      const count = (statuses: number[], codes: string[]) => statuses.forEach((status, i) => (outcomes[`${status}${codes[i] ? ` ${codes[i]}` : ''}`] = (outcomes[`${status}${codes[i] ? ` ${codes[i]}` : ''}`] ?? 0) + 1));
      for (let round = 0; round < ROUNDS; round++) {
        // the survivor makes two new owners and steps down: they are now the only owners
        const [x, y] = [await team.user('customer'), await team.user('customer')];
        for (const member of [x, y]) assert.equal((await put(survivor.token, member.uid, 'owner')).statusCode, 200);
        assert.equal((await put(survivor.token, survivor.uid, 'manager')).statusCode, 200);
        const [xToken, yToken] = [await team.signIn(x.email, x.password), await team.signIn(y.email, y.password)];
        // round by round: both step down at once, or each demotes the other at once
        const answers =
          round % 2 === 0
            ? await Promise.all([put(xToken, x.uid, 'manager'), put(yToken, y.uid, 'manager')])
            : await Promise.all([put(xToken, y.uid, 'support'), put(yToken, x.uid, 'support')]);
        count(
          answers.map((answer) => answer.statusCode),
          answers.map((answer) => (answer.statusCode >= 400 ? answer.json().error.code : '')),
        );
        assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 1, answers.map((answer) => answer.body).join(' | '));
        const left = await owners();
        assert.equal(left.length, 1, `round ${round}: owners ${left.join(', ')}`);
        const kept = left[0] === x.uid ? x : y;
        assert.equal(await team.services.identity.getUser(kept.uid).then((user) => user?.role), 'owner');
        survivor = { ...kept, token: await team.signIn(kept.email, kept.password) };
      }
      console.log(`last owner under concurrency: ${ROUNDS} rounds of two changes at once: ${JSON.stringify(outcomes)}; owners left after each round: 1`);
    } finally {
      await team.close();
    }
  });
});
