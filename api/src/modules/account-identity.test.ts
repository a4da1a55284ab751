/**
 * Sign-up and password reset through the API (issue 22 part 4): the shop's password rule (spec §5)
 * holds on the server, in the forms' words, and the identity e-mails are the shop's, linking to
 * its /auth/action page. Against the real Auth emulator.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { password } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { listMails } from '../mail/outbox';

let ip = 0;
/** Each request its own client address: the per-address rate limits stay out of the way. */
const nextIp = () => `10.22.4.${++ip}`;

describe('identity through the API: sign-up, reset mails, password reset', () => {
  let api: TestApi;
  const post = (url: string, payload: object, language = 'en') =>
    api.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { 'accept-language': language }, payload });
  const newEmail = () => `shopper-${randomUUID()}@shop.test`;
  const accountOf = async (email: string) => (await api.services.identity.listUsers()).find((user) => user.email === email);
  const mailsTo = async (email: string) => (await listMails(api.services.db, 200)).filter((mail) => mail.to === email);
  /** The action code in a mail's link to the shop's /auth/action page (checked to be there). */
  const actionLinkIn = (text: string) => {
    const url = /https?:\/\/\S+\/auth\/action\?\S+/.exec(text)?.[0];
    assert.ok(url, `a link to /auth/action in:\n${text}`);
    return new URL(url);
  };

  before(async () => {
    api = await startTestApi({ PUBLIC_URL: 'https://shop.example' });
  });
  after(() => api.close());

  it('refuses a 7-character password with 400 and the form\'s words on the field, in the caller\'s language; no account is made', async () => {
    const email = newEmail();
    const response = await post('/api/account/sign-up', { name: 'Asha', email, password: 'abcde12' });
    assert.equal(response.statusCode, 400);
    const { error } = response.json();
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.fields.password, [withLanguage('en', () => password('abcde12'))]);
    assert.deepEqual(error.fields.password, ['Min 8 characters Password required.']);

    const spanish = (await post('/api/account/sign-up', { name: 'Asha', email, password: 'abcdefgh' }, 'es')).json();
    assert.deepEqual(spanish.error.fields.password, [withLanguage('es', () => password('abcdefgh'))]);
    assert.notEqual(spanish.error.fields.password[0], 'Password must contain 1 digit(0-9)', 'in Spanish');
    assert.equal(await accountOf(email), undefined, 'no account');
  });

  it('creates the account, not yet verified, and queues its verification mail linking to the shop', async () => {
    const email = newEmail();
    const response = await post('/api/account/sign-up', { name: ' Asha Rao ', email, password: 'secret123' }, 'fr');
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().verificationSent, true);
    const account = await accountOf(email);
    assert.equal(account?.displayName, 'Asha Rao');
    assert.equal((await api.services.identity.getUser(account!.uid))?.email, email);
    assert.ok(await api.signIn(email, 'secret123'), 'the account signs in');

    const [mail, ...more] = await mailsTo(email);
    assert.equal(more.length, 0);
    assert.equal(mail!.kind, 'email_verification');
    assert.equal(mail!.language, 'fr');
    assert.equal(mail!.subject, 'Confirmez votre adresse e-mail');
    const link = actionLinkIn(mail!.text);
    assert.equal(link.origin + link.pathname, 'https://shop.example/fr/auth/action');
    assert.equal(link.searchParams.get('mode'), 'verifyEmail');
    assert.ok(link.searchParams.get('oobCode'));
    assert.match(mail!.html, /href="https:\/\/shop\.example\/fr\/auth\/action\?mode=verifyEmail&amp;oobCode=/);

    // an address in use: refused on its field, with the sign-in page's words
    const again = await post('/api/account/sign-up', { name: 'Other', email, password: 'secret456' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().error.fields.email, ['An account with this e-mail already exists.']);
  });

  it('queues a password-reset mail for an account, and answers the same for an unknown address without a mail', async () => {
    const unknown = newEmail();
    const none = await post('/api/account/password-reset', { email: unknown });
    assert.equal(none.statusCode, 202);
    assert.deepEqual(none.json(), { queued: true });
    assert.deepEqual(await mailsTo(unknown), []);

    const customer = await api.user('customer');
    const response = await post('/api/account/password-reset', { email: customer.email }, 'es');
    assert.equal(response.statusCode, 202);
    const [mail] = await mailsTo(customer.email);
    assert.equal(mail!.kind, 'password_reset');
    assert.equal(mail!.subject, 'Restablece tu contraseña');
    const link = actionLinkIn(mail!.text);
    assert.equal(link.origin + link.pathname, 'https://shop.example/es/auth/action');
    assert.equal(link.searchParams.get('mode'), 'resetPassword');
  });

  it('sets a new password with the mailed code only when it keeps the rule; a used or unknown code is refused on its field', async () => {
    const customer = await api.user('customer');
    await post('/api/account/password-reset', { email: customer.email });
    const oobCode = actionLinkIn((await mailsTo(customer.email))[0]!.text).searchParams.get('oobCode')!;

    const weak = await post('/api/account/password', { oobCode, password: 'short12' });
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json().error.fields.password, ['Min 8 characters Password required.']);
    const noDigit = await post('/api/account/password', { oobCode, password: 'longenough' });
    assert.deepEqual(noDigit.json().error.fields.password, ['Password must contain 1 digit(0-9)']);

    // the code is still good after the refusals
    const done = await post('/api/account/password', { oobCode, password: 'newsecret42' });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { email: customer.email });
    assert.ok(await api.signIn(customer.email, 'newsecret42'));
    await assert.rejects(api.signIn(customer.email, customer.password), /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);

    for (const code of [oobCode, 'no-such-code']) {
      const refused = await post('/api/account/password', { oobCode: code, password: 'another42x' });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().error.fields.oobCode, ['This link is invalid or has already been used.']);
    }
    const french = await post('/api/account/password', { oobCode: 'no-such-code', password: 'another42x' }, 'fr');
    assert.deepEqual(french.json().error.fields.oobCode, ["Ce lien n'est pas valide ou a déjà été utilisé."]);
  });
});
