import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGE_MIN_LENGTH } from 'shared-contracts/api/contact';
import { routes } from 'shared-contracts/api/routes';
import { email, min, required } from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { startTestApi, type TestApi } from '../../test/harness';
import { contactMessages } from '../db/schema';

const message = { name: 'Kavya', email: 'kavya@example.in', phone: '98765 43210', subject: 'Custom order', message: 'Could you weave this shawl in indigo?' };
let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

describe('POST /api/contact', () => {
  let api: TestApi;
  const send = (payload: unknown, options: { token?: string; remoteAddress?: string; language?: string } = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: options.remoteAddress ?? nextIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: payload as object,
    });

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('stores a message from anyone, without an account', async () => {
    const response = await send(message);
    assert.equal(response.statusCode, 201);
    const body = routes.sendContactMessage.response.parse(response.json());
    const [row] = await api.services.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    assert.deepEqual(
      { uid: row!.uid, name: row!.name, email: row!.email, phone: row!.phone, subject: row!.subject, message: row!.message },
      // the phone as people write it, stored in the one form (+91 and 10 digits)
      { uid: null, ...message, phone: '+919876543210' },
    );
  });

  it("records the sender's account when they are signed in", async () => {
    const customer = await api.user('customer');
    const response = await send({ ...message, phone: '' }, { token: customer.token });
    assert.equal(response.statusCode, 201);
    const [row] = await api.services.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    assert.equal(row!.uid, customer.uid);
    assert.equal(row!.phone, null);
  });

  it('answers bad fields with 400 and the shared messages in the caller language', async () => {
    const response = await send({ name: '', email: 'not-an-email', subject: 'Hi', message: 'short' }, { language: 'fr' });
    assert.equal(response.statusCode, 400);
    const { fields } = response.json().error;
    withLanguage('fr', () => {
      assert.deepEqual(fields.name, [required('')]);
      assert.deepEqual(fields.email, [email('not-an-email')]);
      assert.deepEqual(fields.message, [min(CONTACT_MESSAGE_MIN_LENGTH)('short')]);
    });
    assert.equal(fields.subject, undefined);
    assert.equal((await api.services.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Hi'))).length, 0);
  });

  it('accepts 5 messages per client address in 10 minutes, then answers 429', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) assert.equal((await send(message, { remoteAddress: address })).statusCode, 201);
    const limited = await send(message, { remoteAddress: address });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error.code, 'rate_limited');
    assert.equal((await send(message, { remoteAddress: nextIp() })).statusCode, 201, 'other addresses are not affected');
  });
});
