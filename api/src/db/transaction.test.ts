/**
 * Transactions retried (spec §9: at most 25 times) when the database gives one up for another:
 * conflicts are forced by a trigger that refuses half the updates of a product with a
 * serialization failure (40001) or a deadlock (40P01), as a busy database does. 20 concurrent
 * stock adjustments of that product all complete, each applied once; a product whose every update
 * conflicts is answered 503 `maxretry` after 26 attempts (one, then 25 retries), never a 500.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, stockOf } from '../checkout/testing';
import { auditLog } from './schema';
import { MAX_TRANSACTION_RETRIES } from './transaction';

describe('transactions retried on conflicts', () => {
  let api: TestApi;
  let adminToken: string;
  const adjust = (productId: string, delta: number) =>
    api.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/stock`, headers: bearer(adminToken), payload: { delta, reason: 'Delivery' } });
  const nextCount = async () => {
    const result = (await api.services.db.execute(sql`select nextval('forced_conflicts') as n`)) as unknown as { rows: { n: string }[] };
    return Number(result.rows[0]!.n);
  };

  before(async () => {
    api = await startTestApi();
    adminToken = (await api.user('admin')).token;
    // Counted with a sequence: its values survive the rollback of the transaction that took them.
    await api.services.db.execute(sql.raw('create sequence forced_conflicts'));
    await api.services.db.execute(sql.raw(`
      create function force_conflicts() returns trigger language plpgsql as $$
      begin
        if new.title = 'Always contended' then
          perform nextval('forced_conflicts');
          raise exception 'forced serialization failure' using errcode = '40001';
        elsif random() < 0.25 then
          raise exception 'forced serialization failure' using errcode = '40001';
        elsif random() < 0.33 then
          raise exception 'forced deadlock' using errcode = '40P01';
        end if;
        return new;
      end $$`));
    await api.services.db.execute(sql.raw(`
      create trigger force_conflicts before update on products for each row
        when (new.title in ('Contended', 'Always contended')) execute function force_conflicts();
    `));
  });
  after(() => api.close());

  it('completes 20 concurrent conflicting updates, each applied once, none with a 500', async (t) => {
    const productId = await addProduct(api.services, { title: 'Contended', stock: 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(productId, 1)));
    const statuses = answers.map((answer) => answer.statusCode);
    const done = statuses.filter((status) => status === 200).length;
    const exhausted = answers.filter((answer) => answer.statusCode === 503 && answer.json().error.code === 'maxretry').length;
    const [audited] = await api.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, productId), eq(auditLog.action, 'product.stock_adjust')));
    const stock = await stockOf(api.services, productId);
    t.diagnostic(`20 concurrent stock adjustments, half the attempts refused 40001/40P01: ${done} done, ${exhausted} maxretry; stock 10 -> ${stock}, ${audited!.n} audit rows`);
    assert.equal(done + exhausted, 20, `every answer is a success or maxretry: ${statuses.join(',')}`);
    assert.equal(stock, 10 + done, 'each completed adjustment applied once, the refused attempts not at all');
    assert.equal(audited!.n, done);
  });

  it('answers maxretry (503, the catalogue message) after 25 retries, in the caller language', async (t) => {
    const productId = await addProduct(api.services, { title: 'Always contended', stock: 10 });
    const before = await nextCount();
    const answer = await adjust(productId, 1);
    const attempts = (await nextCount()) - before - 1;
    t.diagnostic(`always conflicting: ${answer.statusCode} ${answer.json().error.code} after ${attempts} attempts: "${answer.json().error.message}"`);
    assert.equal(answer.statusCode, 503);
    assert.deepEqual(
      { code: answer.json().error.code, message: answer.json().error.message },
      { code: 'maxretry', message: 'The update could not be saved after several attempts. Please try again.' },
    );
    assert.equal(attempts, 1 + MAX_TRANSACTION_RETRIES);
    assert.equal(await stockOf(api.services, productId), 10);

    const spanish = await api.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock`,
      headers: { ...bearer(adminToken), 'accept-language': 'es' },
      payload: { delta: 1, reason: 'Entrega' },
    });
    assert.equal(spanish.json().error.message, 'No se pudo guardar el cambio tras varios intentos. Vuelve a intentarlo.');
  });
});
