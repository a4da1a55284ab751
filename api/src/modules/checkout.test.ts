import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkoutResponseSchema, priceChangedDetailsSchema } from 'shared-contracts/api/checkout';
import { profileSchema } from 'shared-contracts/api/account';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, BENGALURU, bearer, checkoutRequest, JAIPUR, MANY_CHECKOUTS, setPrice, stockOf } from '../checkout/testing';
import { releaseExpiredReservations } from '../checkout/reservations';
import { getOrderRow } from '../orders/lifecycle';
import { isSandboxProvider } from '../payments/sandbox';

type User = Awaited<ReturnType<TestApi['user']>>;

describe('POST /api/checkout', () => {
  let api: TestApi;
  let shopper: User;

  const checkout = (user: User, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...bearer(user.token), ...headers }, payload: payload as object });

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    shopper = await api.user();
  });
  after(() => api.close());

  it('refuses a caller who is not signed in', async () => {
    const productId = await addProduct(api.services);
    const response = await api.app.inject({ method: 'POST', url: '/api/checkout', payload: checkoutRequest([{ productId, quantity: 1 }]) });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error.code, 'unauthorized');
    assert.equal(await stockOf(api.services, productId), 10);
  });

  it('answers a bad address or GSTIN with 400 and the shared messages, in the caller’s language', async () => {
    const productId = await addProduct(api.services);
    const payload = checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: { ...JAIPUR, name: ' ', pincode: '12ab' }, gstin: '27AAPFU0939' });
    const response = await checkout(shopper, payload);
    assert.equal(response.statusCode, 400);
    const { error } = response.json();
    assert.equal(error.code, 'validation_failed');
    assert.deepEqual(error.fields['shippingAddress.name'], ['This field is required.']);
    assert.deepEqual(error.fields['shippingAddress.pincode'], ['Invalid Numbers.']);
    assert.deepEqual(error.fields.gstin, ['GST number must be exactly 15 characters.']);

    const spanish = await checkout(shopper, payload, { 'accept-language': 'es' });
    assert.deepEqual(spanish.json().error.fields['shippingAddress.name'], ['Este campo es obligatorio.']);
    assert.deepEqual(spanish.json().error.fields.gstin, ['El número GST debe tener exactamente 15 caracteres.']);
    assert.equal(await stockOf(api.services, productId), 10);
  });

  it('charges the server’s prices whatever the browser sent, with CGST+SGST inside the seller’s state', async () => {
    const cushion = await addProduct(api.services, { price: 59_900, gstRate: 5 });
    const lamp = await addProduct(api.services, { price: 11_800, gstRate: 18 });
    const response = await checkout(
      shopper,
      checkoutRequest([
        { productId: cushion, quantity: 2, unitPrice: 100 },
        { productId: lamp, quantity: 1, unitPrice: 1 },
      ]),
    );
    assert.equal(response.statusCode, 200, response.body);
    const { order, payment } = checkoutResponseSchema.parse(response.json());
    assert.deepEqual(order.lines.map((line) => line.unitPrice), [59_900, 11_800]);
    assert.equal(order.totals.inclusive, 2 * 59_900 + 11_800); // free shipping over ₹499
    assert.equal(order.supply, 'intra_state');
    assert.equal(order.totals.igst, 0);
    assert.equal(order.totals.cgst + order.totals.sgst, order.totals.gst);
    // 119800 at 5%: gst 5705 (5704.76…); 11800 at 18%: gst 1800
    assert.equal(order.totals.gst, 5_705 + 1_800);
    assert.deepEqual([order.status, order.paymentStatus, order.fulfilmentStatus], ['pending', 'unpaid', 'unfulfilled']);
    assert.equal(payment!.amount, order.totals.inclusive);
    assert.equal(payment!.provider, 'sandbox');
    const provider = api.services.payments;
    assert.ok(isSandboxProvider(provider));
    assert.equal((await provider.ledger.get(payment!.providerOrderId))?.amount, order.totals.inclusive);
    const row = await getOrderRow(api.services.db, order.id);
    assert.equal(row?.providerOrderId, payment!.providerOrderId);
    assert.ok(row?.reservedUntil && new Date(row.reservedUntil).getTime() > Date.now() + 29 * 60_000);
  });

  it('taxes a delivery to another state as IGST and adds shipping below ₹499', async () => {
    const productId = await addProduct(api.services, { price: 20_000, gstRate: 12 });
    const response = await checkout(shopper, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: BENGALURU }));
    const { order } = checkoutResponseSchema.parse(response.json());
    assert.equal(order.supply, 'inter_state');
    assert.equal(order.shipping.inclusive, 4_900);
    assert.equal(order.totals.inclusive, 24_900);
    assert.equal(order.totals.cgst + order.totals.sgst, 0);
    assert.equal(order.totals.igst, order.totals.gst);
  });

  it('makes one order for a repeated request with the same key, and refuses the key for another cart', async () => {
    const productId = await addProduct(api.services, { stock: 10 });
    const payload = checkoutRequest([{ productId, quantity: 2 }]);
    const [first, second] = await Promise.all([checkout(shopper, payload), checkout(shopper, payload)]);
    const third = await checkout(shopper, payload);
    for (const response of [first, second, third]) assert.equal(response.statusCode, 200, response.body);
    const ids = [first, second, third].map((response) => response.json().order.id);
    assert.equal(new Set(ids).size, 1);
    assert.equal(new Set([first, second, third].map((response) => response.json().payment.providerOrderId)).size, 1);
    assert.equal(await stockOf(api.services, productId), 8);

    const changed = await checkout(shopper, { ...payload, lines: [{ productId, quantity: 3 }] });
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.json().error.code, 'idempotency_conflict');
    assert.equal(await stockOf(api.services, productId), 8);
  });

  it('charges the total the shopper reviewed; another server total is 409 price_changed with the new figures, nothing reserved', async () => {
    const productId = await addProduct(api.services, { price: 59_900, gstRate: 5, stock: 4 });
    const reviewed = 2 * 59_900; // free shipping over ₹499
    await setPrice(api.services, productId, 64_900);

    const changed = await checkout(shopper, checkoutRequest([{ productId, quantity: 2, unitPrice: 59_900 }], { expectedTotal: reviewed }));
    assert.equal(changed.statusCode, 409, changed.body);
    const { error } = changed.json();
    assert.equal(error.code, 'price_changed');
    assert.equal(error.message, 'Prices have changed since you reviewed your order. Check the new total before paying.');
    assert.deepEqual(priceChangedDetailsSchema.parse(error.details), {
      lines: [{ productId, quantity: 2, unitPrice: 64_900, gstRate: 5 }],
      expectedTotal: reviewed,
      total: 2 * 64_900,
    });
    assert.equal(await stockOf(api.services, productId), 4);
    const spanish = await checkout(shopper, checkoutRequest([{ productId, quantity: 2 }], { expectedTotal: reviewed }), { 'accept-language': 'es' });
    assert.equal(spanish.json().error.message, 'Los precios han cambiado desde que revisaste tu pedido. Comprueba el nuevo total antes de pagar.');

    // reviewed again: the new total is the one charged
    const confirmed = await checkout(shopper, checkoutRequest([{ productId, quantity: 2 }], { expectedTotal: error.details.total }));
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const { order, payment } = checkoutResponseSchema.parse(confirmed.json());
    assert.deepEqual([order.totals.inclusive, payment!.amount], [2 * 64_900, 2 * 64_900]);
    assert.equal(await stockOf(api.services, productId), 2);
  });

  it('sells an item with stock 5 to exactly 5 of 20 concurrent buyers', async () => {
    const productId = await addProduct(api.services, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => api.user()));
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer, checkoutRequest([{ productId, quantity: 1 }]))));
    const codes = responses.map((response) => response.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, 5, codes.join(','));
    assert.equal(codes.filter((code) => code === 409).length, 15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      assert.equal(refused.json().error.code, 'out_of_stock');
      assert.ok(refused.json().error.fields['lines.0.quantity']);
    }
    assert.equal(await stockOf(api.services, productId), 0);
  });

  it('reserves all lines or none: one short line rolls the others back', async () => {
    const plenty = await addProduct(api.services, { stock: 10 });
    const scarce = await addProduct(api.services, { stock: 1 });
    const response = await checkout(shopper, checkoutRequest([{ productId: plenty, quantity: 3 }, { productId: scarce, quantity: 2 }]));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().error.code, 'out_of_stock');
    assert.deepEqual(Object.keys(response.json().error.fields), ['lines.1.quantity']);
    assert.equal(await stockOf(api.services, plenty), 10);
    assert.equal(await stockOf(api.services, scarce), 1);
  });

  it('refuses products that are unknown or no longer published', async () => {
    const hidden = await addProduct(api.services, { published: false });
    const response = await checkout(shopper, checkoutRequest([{ productId: hidden, quantity: 1 }, { productId: 'no-such-product', quantity: 1 }]));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(Object.keys(response.json().error.fields).sort(), ['lines.0.productId', 'lines.1.productId']);
    assert.equal(await stockOf(api.services, hidden), 10);
  });

  it('adds up a product given twice, within the per-line limit', async () => {
    const productId = await addProduct(api.services, { stock: 30 });
    const over = await checkout(shopper, checkoutRequest([{ productId, quantity: 6 }, { productId, quantity: 6 }]));
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().error.code, 'cart_limit');
    const fine = await checkout(shopper, checkoutRequest([{ productId, quantity: 4 }, { productId, quantity: 3 }]));
    assert.equal(fine.json().order.lines.length, 1);
    assert.equal(fine.json().order.lines[0].quantity, 7);
    assert.equal(await stockOf(api.services, productId), 23);
  });

  it('returns the stock of an unpaid order when its reservation ends, and cancels the order', async () => {
    const productId = await addProduct(api.services, { stock: 3 });
    const { order } = (await checkout(shopper, checkoutRequest([{ productId, quantity: 2 }]))).json();
    assert.equal(await stockOf(api.services, productId), 1);

    assert.deepEqual(await releaseExpiredReservations(api.services, new Date(Date.now() + 29 * 60_000)), []);
    assert.equal(await stockOf(api.services, productId), 1);

    const released = await releaseExpiredReservations(api.services, new Date(Date.now() + 31 * 60_000));
    assert.ok(released.includes(order.id));
    assert.equal(await stockOf(api.services, productId), 3);
    const row = await getOrderRow(api.services.db, order.id);
    assert.equal(row?.status, 'cancelled');
    assert.equal(row?.reservedUntil, null);
    // a second run finds nothing more to give back
    await releaseExpiredReservations(api.services, new Date(Date.now() + 31 * 60_000));
    assert.equal(await stockOf(api.services, productId), 3);
  });

  it('keeps the address in the address book when asked', async () => {
    const user = await api.user();
    const productId = await addProduct(api.services);
    await checkout(user, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: BENGALURU, saveAddress: true }));
    await checkout(user, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: JAIPUR, saveAddress: true }));
    await checkout(user, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: BENGALURU, saveAddress: true }));
    const profile = profileSchema.parse((await api.app.inject({ method: 'GET', url: '/api/account', headers: bearer(user.token) })).json());
    assert.deepEqual(profile.addresses.map((address) => address.city), ['Bengaluru', 'Jaipur']);
  });
});
