import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { checkoutResponseSchema } from 'shared-contracts/api/checkout';
import { discountListSchema, discountSchema, type DiscountInput } from 'shared-contracts/api/discounts';
import { gstFromInclusive } from 'shared-contracts/domain/gst';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, anonymousUser, bearer, checkoutRequest, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { releaseExpiredReservations } from '../checkout/reservations';
import { auditLog, categories, discountCodes, products } from '../db/schema';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('discount codes', () => {
  let api: TestApi;
  let admin: User;
  let shopper: User;

  const checkout = (user: User, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...bearer(user.token), ...headers }, payload: payload as object });
  const preview = (user: User, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/checkout/discount', headers: { ...bearer(user.token), ...headers }, payload: payload as object });
  const createCode = async (input: Partial<DiscountInput> = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: bearer(admin.token),
      payload: { code: `T${randomUUID().slice(0, 8)}`, kind: 'percentage', value: 10, ...input },
    });
    assert.equal(response.statusCode, 201, response.body);
    return discountSchema.parse(response.json());
  };
  const usedCount = async (id: string) => (await api.services.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usedCount;
  const refusalOf = (response: { statusCode: number; json: () => { error: { code: string; fields: Record<string, string[]>; details?: { reason?: string } } } }) => {
    assert.equal(response.statusCode, 422);
    const { error } = response.json();
    assert.equal(error.code, 'discount_rejected');
    return { reason: error.details?.reason, message: error.fields.discountCode?.[0] };
  };

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
  });
  after(() => api.close());

  it('lets only admins manage codes; a code is unique whatever its case, saved upper case, and audited', async () => {
    const forbidden = await api.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: bearer(shopper.token), payload: { code: 'NOPE', kind: 'fixed', value: 100 } });
    assert.equal(forbidden.statusCode, 403);
    const created = await createCode({ code: 'welcome5', kind: 'fixed', value: 500, usageLimit: 3 });
    assert.equal(created.code, 'WELCOME5');
    assert.equal(created.usedCount, 0);
    const again = await api.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: bearer(admin.token), payload: { code: 'Welcome5', kind: 'percentage', value: 5 } });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().error.fields.code, ['Already exists.']);
    const tooMuch = await api.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: bearer(admin.token), payload: { code: 'HALFPLUS', kind: 'percentage', value: 150 } });
    assert.equal(tooMuch.statusCode, 400);
    assert.ok(tooMuch.json().error.fields.value);
    const list = discountListSchema.parse((await api.app.inject({ method: 'GET', url: '/api/admin/discounts', headers: bearer(admin.token) })).json());
    assert.ok(list.items.some((item) => item.id === created.id && item.usageLimit === 3));
    const audited = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    assert.deepEqual(audited.map((row) => row.action), ['discount.create']);
  });

  it('refuses a save from a stale form; deactivating makes the code unknown to shoppers', async () => {
    const productId = await addProduct(api.services);
    const code = await createCode();
    const update = (version: number, active: boolean) =>
      api.app.inject({ method: 'PUT', url: `/api/admin/discounts/${code.id}`, headers: bearer(admin.token), payload: { code: code.code, kind: 'percentage', value: 10, active, version } });
    const deactivated = await update(code.version, false);
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(deactivated.json().active, false);
    assert.equal((await update(code.version, true)).json().error.code, 'datastale');
    const { reason, message } = refusalOf(await preview(shopper, { code: code.code, lines: [{ productId, quantity: 1 }] }));
    assert.equal(reason, 'unknown');
    assert.equal(message, 'This discount code does not exist.');
    const audited = await api.services.db.select().from(auditLog).where(eq(auditLog.targetId, code.id));
    assert.deepEqual(audited.map((row) => row.action).sort(), ['discount.create', 'discount.update']);
  });

  it('tells the shopper why a code does not apply, in their language, the same at preview and at checkout', async () => {
    const productId = await addProduct(api.services, { price: 59_900 });
    const lines = [{ productId, quantity: 1 }];
    const day = 24 * 3600_000;
    const cases: [string, Partial<DiscountInput>, string, string][] = [
      ['expired', { validUntil: new Date(Date.now() - day).toISOString() }, 'This discount code has expired.', 'Este código de descuento ha caducado.'],
      ['not_yet_valid', { validFrom: new Date(Date.now() + day).toISOString() }, 'This discount code is not valid yet.', 'Este código de descuento aún no es válido.'],
      ['below_minimum', { minOrder: 100_000 }, 'This discount code needs an order of at least ₹1,000.00.', 'Este código de descuento requiere un pedido de al menos'],
      ['not_applicable', { categoryIds: ['another-category'] }, 'This discount code does not apply to the items in your cart.', 'Este código de descuento no se aplica'],
    ];
    for (const [expected, values, english, spanish] of cases) {
      const code = await createCode(values);
      const shown = refusalOf(await preview(shopper, { code: code.code.toLowerCase(), lines }));
      assert.equal(shown.reason, expected);
      assert.ok(shown.message?.startsWith(english), shown.message);
      assert.ok(refusalOf(await preview(shopper, { code: code.code, lines }, { 'accept-language': 'es' })).message?.startsWith(spanish));
      const placed = refusalOf(await checkout(shopper, checkoutRequest(lines, { discountCode: code.code })));
      assert.deepEqual(placed, shown);
    }
    assert.equal(refusalOf(await preview(shopper, { code: 'NO-SUCH-CODE', lines })).reason, 'unknown');
    const bad = await preview(shopper, { code: '10% off', lines });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().error.fields.code, ['Special characters not allowed.']);
    assert.equal(await stockOf(api.services, productId), 10);
  });

  it('takes 10% off the lines, taxes each line on its discounted value and records the code with the order', async () => {
    const lamp = await addProduct(api.services, { price: 129_900, gstRate: 18 });
    const cushion = await addProduct(api.services, { price: 59_900, gstRate: 5 });
    const code = await createCode({ code: `TEN${randomUUID().slice(0, 6)}`, kind: 'percentage', value: 10 });
    const lines = [{ productId: lamp, quantity: 1 }, { productId: cushion, quantity: 2 }];
    const previewed = await preview(shopper, { code: code.code, lines });
    assert.equal(previewed.statusCode, 200, previewed.body);
    assert.deepEqual(previewed.json().discount, { code: code.code, kind: 'percentage', value: 10, amount: 24_970 });

    const response = await checkout(shopper, checkoutRequest(lines, { discountCode: code.code.toLowerCase(), expectedTotal: 249_700 - 24_970 }));
    assert.equal(response.statusCode, 200, response.body);
    const { order, payment } = checkoutResponseSchema.parse(response.json());
    assert.deepEqual(order.discount, { code: code.code, kind: 'percentage', value: 10, amount: 24_970 });
    assert.deepEqual(order.lines.map((line) => line.discount), [12_990, 11_980]);
    assert.deepEqual(order.lines.map((line) => line.inclusive), [116_910, 107_820]);
    assert.deepEqual(
      order.lines.map(({ taxable, gst }) => ({ taxable, gst })),
      [gstFromInclusive(116_910, 18), gstFromInclusive(107_820, 5)],
    );
    assert.equal(order.totals.inclusive, 224_730);
    assert.equal(payment!.amount, 224_730);
    assert.equal(await usedCount(code.id), 1);
  });

  it('applies a category code only to that category’s lines', async () => {
    await api.services.db.insert(categories).values({ id: 'lamps', slug: 'lamps', name: 'Lamps' }).onConflictDoNothing();
    const lamp = await addProduct(api.services, { price: 100_000, gstRate: 18 });
    await api.services.db.update(products).set({ categoryId: 'lamps' }).where(eq(products.id, lamp));
    const cushion = await addProduct(api.services, { price: 50_000, gstRate: 5 });
    const code = await createCode({ kind: 'fixed', value: 20_000, categoryIds: ['lamps'] });
    const response = await checkout(shopper, checkoutRequest([{ productId: cushion, quantity: 1 }, { productId: lamp, quantity: 1 }], { discountCode: code.code }));
    assert.equal(response.statusCode, 200, response.body);
    const { order } = response.json();
    assert.deepEqual(order.lines.map((line: { discount?: number }) => line.discount ?? 0), [0, 20_000]);
    assert.equal(order.totals.inclusive, 130_000);
  });

  it('gives exactly 5 of 20 concurrent checkouts a code limited to 5 uses; the others are told it is used up and keep their stock', async () => {
    const productId = await addProduct(api.services, { stock: 50 });
    const code = await createCode({ usageLimit: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => api.user()));
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer, checkoutRequest([{ productId, quantity: 1 }], { discountCode: code.code }))));
    const codes = responses.map((response) => response.statusCode);
    assert.equal(codes.filter((status) => status === 200).length, 5, codes.join(','));
    for (const placed of responses.filter((response) => response.statusCode === 200)) assert.equal(placed.json().order.discount.amount, 5_990);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) assert.equal(refusalOf(refused).reason, 'exhausted');
    assert.equal(await usedCount(code.id), 5);
    assert.equal(await stockOf(api.services, productId), 45);
    // a 21st shopper is told before paying
    assert.equal(refusalOf(await preview(await api.user(), { code: code.code, lines: [{ productId, quantity: 1 }] })).reason, 'exhausted');
  });

  it('gives a use back when the unpaid order is cancelled or its hold ends; paying again keeps the code; one use per customer holds', async () => {
    const productId = await addProduct(api.services, { stock: 20 });
    const code = await createCode({ usageLimit: 1, perCustomerLimit: 1 });
    const lines = [{ productId, quantity: 1 }];
    const first = checkoutResponseSchema.parse((await checkout(shopper, checkoutRequest(lines, { discountCode: code.code }))).json());
    assert.equal(await usedCount(code.id), 1);
    // the same cart again (after a decline, a reload): the same order, its code kept, not refused by either limit
    const previewed = await preview(shopper, { code: code.code, lines });
    assert.equal(previewed.statusCode, 200, previewed.body);
    const again = await checkout(shopper, checkoutRequest(lines, { discountCode: code.code }));
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().order.id, first.order.id);
    assert.equal(again.json().order.discount.code, code.code);
    assert.equal(await usedCount(code.id), 1);
    // someone else meanwhile: used up
    const other = await api.user();
    assert.equal(refusalOf(await checkout(other, checkoutRequest(lines, { discountCode: code.code }))).reason, 'exhausted');

    const cancelled = await api.app.inject({ method: 'POST', url: `/api/orders/${first.order.id}/cancel`, headers: bearer(shopper.token) });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(await usedCount(code.id), 0);

    const second = await checkout(other, checkoutRequest(lines, { discountCode: code.code }));
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(await usedCount(code.id), 1);
    await releaseExpiredReservations(api.services, new Date(Date.now() + 31 * 60_000));
    assert.equal(await usedCount(code.id), 0);
  });

  it('counts a customer’s own uses against the per-customer limit', async () => {
    const productId = await addProduct(api.services, { stock: 20 });
    const code = await createCode({ perCustomerLimit: 1 });
    const customer = await api.user();
    const placed = await checkout(customer, checkoutRequest([{ productId, quantity: 1 }], { discountCode: code.code }));
    assert.equal(placed.statusCode, 200, placed.body);
    // the order paid: the use is theirs for good
    await api.services.db.execute(`update orders set status = 'confirmed', payment_status = 'paid', reserved_until = null where id = '${placed.json().order.id}'`);
    const { reason, message } = refusalOf(await checkout(customer, checkoutRequest([{ productId, quantity: 2 }], { discountCode: code.code })));
    assert.equal(reason, 'customer_exhausted');
    assert.equal(message, 'You have already used this discount code.');
    assert.equal(refusalOf(await preview(customer, { code: code.code, lines: [{ productId, quantity: 2 }] }, { 'accept-language': 'fr' })).message, 'Vous avez déjà utilisé ce code de réduction.');
  });

  it('counts per-customer uses by the mailbox (plus-tags, Gmail dots, case) and by the account', async () => {
    const productId = await addProduct(api.services, { stock: 20 });
    const code = await createCode({ perCustomerLimit: 1 });
    const asGuest = (guest: { token: string }, email: string) =>
      api.app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(guest.token), payload: checkoutRequest([{ productId, quantity: 1 }], { email, discountCode: code.code }) });
    const first = await anonymousUser();
    const placed = await asGuest(first, 'name+2@gmail.com');
    assert.equal(placed.statusCode, 200, placed.body);
    // paid: the use is theirs for good (an unpaid one would be replaced, its use given back, by the account's next checkout)
    await api.services.db.execute(`update orders set status = 'confirmed', payment_status = 'paid', reserved_until = null where id = '${placed.json().order.id}'`);
    // new guest accounts, other spellings of the same Gmail mailbox; the same account with another address
    const attempts = [
      ['new guest, n.a.m.e@gmail.com', await asGuest(await anonymousUser(), 'n.a.m.e@gmail.com')],
      ['new guest, Name@GoogleMail.com', await asGuest(await anonymousUser(), 'Name@GoogleMail.com')],
      ['same account, other@example.in', await asGuest(first, 'other@example.in')],
    ] as const;
    console.log(`discount per customer (limit 1): name+2@gmail.com used it; then ${attempts.map(([who, response]) => `${who} -> ${response.statusCode === 200 ? 200 : refusalOf(response).reason}`).join('; ')}`);
    for (const [, response] of attempts) assert.equal(refusalOf(response).reason, 'customer_exhausted');
    // someone else's mailbox still may
    assert.equal((await asGuest(await anonymousUser(), 'someone.else@gmail.com')).statusCode, 200);
    assert.equal(await usedCount(code.id), 2);
  });
});
