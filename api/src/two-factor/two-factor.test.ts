/**
 * Staff two-factor sign-in (issue 35b) against the real Auth emulator and database: enrolment and
 * codes computed here from the secret the API showed, as an authenticator app would; recovery codes;
 * what is stored; the owner's requirement on an admin route; the owner's reset, audited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { SECOND_FACTOR_HEADER, twoFactorRoutes } from 'shared-contracts/api/two-factor';
import { startTestApi, type TestApi } from '../../test/harness';
import { auditLog, staffRecoveryCodes, staffSecondFactors } from '../db/schema';

type TestUser = Awaited<ReturnType<TestApi['user']>>;

describe('staff two-factor sign-in', () => {
  let api: TestApi;

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const call = (user: { token: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; proof?: string; lang?: string } = {}) =>
    api.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(options.proof ? { [SECOND_FACTOR_HEADER]: options.proof } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  /** The code the app shows `offset` steps of 30 s after `epoch` (now, by default). */
  const codeAt = (secret: string, offset = 0, epoch = Math.floor(Date.now() / 1000)) => generate({ secret, epoch: epoch + offset * 30 });

  async function enrol(user: TestUser) {
    const started = await call(user, 'POST', '/api/account/two-factor/enrolment');
    assert.equal(started.statusCode, 200, started.body);
    const { secret, otpauthUri } = twoFactorRoutes.startTwoFactorEnrolment.response.parse(started.json());
    assert.match(otpauthUri, /^otpauth:\/\/totp\//);
    assert.ok(otpauthUri.includes(`secret=${secret}`));
    // One clock reading for the code that confirms: a later step's code is a different code, not a replay.
    const confirmedAt = Math.floor(Date.now() / 1000);
    const code = await codeAt(secret, 0, confirmedAt);
    const confirmed = await call(user, 'POST', '/api/account/two-factor/enrolment/confirm', { body: { code } });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return { secret, code, confirmedAt, ...twoFactorRoutes.confirmTwoFactorEnrolment.response.parse(confirmed.json()) };
  }

  it('enrols with a code from the secret shown, refuses a wrong or replayed code, and the proof opens admin routes', async () => {
    const staff = await api.user('admin');
    const before = twoFactorRoutes.twoFactorStatus.response.parse((await call(staff, 'GET', '/api/account/two-factor')).json());
    assert.deepEqual(before, { enrolled: false, required: false, verified: false, recoveryCodesLeft: 0 });
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard')).statusCode, 200, 'not enrolled, not required: no second factor asked');

    // a wrong first code does not confirm the enrolment
    const started = twoFactorRoutes.startTwoFactorEnrolment.response.parse((await call(staff, 'POST', '/api/account/two-factor/enrolment')).json());
    const right = await codeAt(started.secret);
    const wrongFirst = await call(staff, 'POST', '/api/account/two-factor/enrolment/confirm', { body: { code: String((Number(right) + 500_000) % 1_000_000).padStart(6, '0') } });
    assert.equal(wrongFirst.statusCode, 400);

    const { secret, code: confirmingCode, confirmedAt, recoveryCodes, proof } = await enrol(staff);
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);

    const withoutProof = await call(staff, 'GET', '/api/admin/dashboard', { lang: 'es' });
    assert.equal(withoutProof.statusCode, 403);
    assert.equal(withoutProof.json().error.code, 'second_factor_required');
    assert.equal(withoutProof.json().error.message, 'Introduce el código de tu app de autenticación para continuar.');
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard', { proof })).statusCode, 200);
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard', { proof: `${proof}x` })).statusCode, 403, 'an altered proof');

    const wrong = await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: '12345x' }, lang: 'fr' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().error.fields, { code: ['Saisissez le code à 6 chiffres de votre application ou un code de secours.'] });
    const replay = await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: confirmingCode } });
    assert.equal(replay.statusCode, 400, 'the code that confirmed the enrolment is used up');
    assert.deepEqual(replay.json().error.fields, { code: ['That code is not right. Check the time on your phone and enter the code your app shows now.'] });
    const next = await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: await codeAt(secret, 1, confirmedAt) } });
    assert.equal(next.statusCode, 200, next.body);
    const verified = twoFactorRoutes.verifyTwoFactor.response.parse(next.json());
    assert.equal(verified.recoveryCodesLeft, 10);
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard', { proof: verified.proof })).statusCode, 200);
    const status = twoFactorRoutes.twoFactorStatus.response.parse((await call(staff, 'GET', '/api/account/two-factor', { proof: verified.proof })).json());
    assert.deepEqual(status, { enrolled: true, required: false, verified: true, recoveryCodesLeft: 10 });
    // another staff member's proof does not open this one's session
    const other = await api.user('admin');
    const otherEnrolment = await enrol(other);
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard', { proof: otherEnrolment.proof })).statusCode, 403);
    console.log(`two-factor: enrolled with a code from the shown secret; wrong first code 400, replayed code 400, next step's code 200; admin route 403 without proof, 403 with another's, 200 with its own`);
  });

  it('takes each recovery code once, and stores neither secret nor codes in clear', async () => {
    const staff = await api.user('admin');
    const { secret, recoveryCodes } = await enrol(staff);
    const first = await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: recoveryCodes[3]!.toUpperCase() } });
    assert.equal(first.statusCode, 200, first.body);
    const { proof, recoveryCodesLeft } = twoFactorRoutes.verifyTwoFactor.response.parse(first.json());
    assert.equal(recoveryCodesLeft, 9);
    assert.equal((await call(staff, 'GET', '/api/admin/dashboard', { proof })).statusCode, 200);
    const again = await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: recoveryCodes[3] } });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().error.fields, { code: ['That recovery code is not right or was already used.'] });

    const [row] = await api.services.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.uid, staff.uid));
    assert.ok(row?.confirmedAt);
    assert.ok(!row.secret.includes(secret) && !row.secret.toUpperCase().includes(secret.slice(0, 8)), 'the TOTP secret is encrypted');
    const stored = await api.services.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.uid, staff.uid));
    assert.equal(stored.length, 10);
    assert.equal(stored.filter((code) => code.usedAt).length, 1);
    const columns = JSON.stringify(stored).toLowerCase();
    for (const code of recoveryCodes) assert.ok(!columns.includes(code.replace('-', '')) && !columns.includes(code), 'recovery codes are hashed');
    const audit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, staff.uid));
    assert.deepEqual(audit.map((entry) => entry.action).sort(), ['user.two_factor_enrol', 'user.two_factor_recovery_code']);
    console.log(`two-factor: recovery code 1 of 10 taken once (then 400), 9 left; stored secret ${row.secret.length} chars of AES-GCM, none of 10 codes in clear`);
  });

  it('limits code attempts per account', async () => {
    const staff = await api.user('admin');
    await enrol(staff);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call(staff, 'POST', '/api/account/two-factor/verify', { body: { code: 'aaaaa-aaaaa' } })).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
    console.log(`two-factor: 6 wrong attempts in a minute -> ${statuses.join(', ')}`);
  });

  it('when the owner requires it: refuses sessions without it on admin routes, allows them after; the owner resets a lost device, audited', async () => {
    const owner = await api.user('admin');
    const staff = await api.user('fulfilment');
    const customer = await api.user('customer');
    assert.equal((await call(customer, 'GET', '/api/account/two-factor')).statusCode, 403, 'customers have no second factor');

    const ownerFactor = await enrol(owner);
    const required = await call(owner, 'PUT', '/api/admin/settings/two-factor', { body: { required: true }, proof: ownerFactor.proof });
    assert.equal(required.statusCode, 200, required.body);

    const refused = await call(staff, 'GET', '/api/admin/orders');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.code, 'second_factor_setup_required');
    assert.equal(refused.json().error.message, 'The shop requires two-factor sign-in: set up an authenticator app to continue.');
    const staffStatus = twoFactorRoutes.twoFactorStatus.response.parse((await call(staff, 'GET', '/api/account/two-factor')).json());
    assert.deepEqual(staffStatus, { enrolled: false, required: true, verified: false, recoveryCodesLeft: 0 });

    const staffFactor = await enrol(staff);
    assert.equal((await call(staff, 'GET', '/api/admin/orders')).json().error.code, 'second_factor_required');
    assert.equal((await call(staff, 'GET', '/api/admin/orders', { proof: staffFactor.proof })).statusCode, 200);

    // the phone is lost: the owner resets it; the old proof ends and the member must enrol again
    const reset = await call(owner, 'DELETE', `/api/admin/users/${staff.uid}/two-factor`, { proof: ownerFactor.proof });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await call(staff, 'GET', '/api/admin/orders', { proof: staffFactor.proof })).json().error.code, 'second_factor_setup_required');
    assert.equal((await call(staff, 'DELETE', `/api/admin/users/${owner.uid}/two-factor`, { proof: staffFactor.proof })).statusCode, 403, 'only who manages staff resets');
    assert.equal((await call(owner, 'DELETE', `/api/admin/users/${staff.uid}/two-factor`, { proof: ownerFactor.proof })).statusCode, 404, 'nothing left to reset');
    const entries = await api.services.db.select().from(auditLog).where(eq(auditLog.action, 'user.two_factor_reset'));
    assert.deepEqual(
      entries.map((entry) => [entry.actorUid, entry.actorEmail, entry.targetId]),
      [[owner.uid, owner.email, staff.uid]],
    );
    const again = await enrol(staff);
    assert.equal((await call(staff, 'GET', '/api/admin/orders', { proof: again.proof })).statusCode, 200);

    await call(owner, 'PUT', '/api/admin/settings/two-factor', { body: { required: false }, proof: ownerFactor.proof });
    const settingsAudit = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, 'twoFactor'));
    assert.deepEqual(settingsAudit.map((entry) => (entry.details as { changes: { required: { to: boolean } } }).changes.required.to), [true, false]);
    console.log('two-factor required: not enrolled 403 second_factor_setup_required, enrolled without proof 403 second_factor_required, with proof 200; owner reset audited (owner -> fulfilment member), old proof refused, re-enrolled 200');
  });
});
