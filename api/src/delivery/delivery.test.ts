/**
 * Shipping by the merchant's table (issue 32 item 2), against the real API and database: the
 * admin's table and its per-field refusals, the delivery estimate, and the checkout pricing a heavy
 * parcel to a far zone as the table says, keeping its rate and promised day, refusing an unserved
 * PIN code, and answering a stale total with price_changed.
 */
import assert from 'node:assert/strict';
import { DEFAULT_COD_SETTINGS, type CodSettings } from 'shared-contracts/domain/cod';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { checkoutResponseSchema, priceChangedDetailsSchema } from 'shared-contracts/api/checkout';
import { deliveryEstimateSchema, formatEstimateItems, shippingRoutes } from 'shared-contracts/api/shipping';
import { promisedDay, zoneTableProblems } from 'shared-contracts/domain/delivery';
import type { Address } from 'shared-contracts/domain/order';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, bearer, checkoutRequest, MANY_CHECKOUTS } from '../checkout/testing';
import { orders, products } from '../db/schema';
import { SEED_SHIPPING_TABLE } from '../seed/shipping';

type User = Awaited<ReturnType<TestApi['user']>>;

const GUWAHATI: Address = { name: 'Bora Das', line1: '7 Fancy Bazar', city: 'Guwahati', stateCode: '18', pincode: '781001', phone: '9876512345' };
const KAVARATTI: Address = { name: 'Aisha Koya', line1: '2 Beach Road', city: 'Kavaratti', stateCode: '31', pincode: '682555', phone: '9876554321' };
const BENGALURU: Address = { name: 'Ravi Kumar', line1: '4 MG Road', city: 'Bengaluru', stateCode: '29', pincode: '560001', phone: '9876501234' };

describe('shipping zones and rates (issue 32 item 2)', () => {
  let api: TestApi;
  let admin: User;
  let shopper: User;

  const asAdmin = (method: 'GET' | 'PUT', payload?: unknown, language = 'en') =>
    api.app.inject({ method, url: '/api/admin/settings/shipping', headers: { ...bearer(admin.token), 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const estimate = (query: Record<string, string>) => api.app.inject({ method: 'GET', url: `/api/delivery/estimate?${new URLSearchParams(query)}` });
  const checkout = (payload: unknown, language = 'en') =>
    api.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...bearer(shopper.token), 'accept-language': language }, payload: payload as object });

  /** A published product weighing `weightGrams`. */
  async function weighing(weightGrams: number, price: number, gstRate = 12): Promise<string> {
    const id = await addProduct(api.services, { price, gstRate, stock: 20 });
    await api.services.db.update(products).set({ weightGrams }).where(eq(products.id, id));
    return id;
  }

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    [admin, shopper] = await Promise.all([api.user('admin'), api.user()]);
  });
  after(() => api.close());

  it('keeps the table an admin saves; the demo table has no overlaps', async () => {
    assert.deepEqual(zoneTableProblems(SEED_SHIPPING_TABLE.zones), []);
    const saved = await asAdmin('PUT', SEED_SHIPPING_TABLE);
    assert.equal(saved.statusCode, 200, saved.body);
    const read = shippingRoutes.adminGetShipping.response.parse((await asAdmin('GET')).json());
    assert.deepEqual(read, SEED_SHIPPING_TABLE);
    const customer = await api.app.inject({ method: 'GET', url: '/api/admin/settings/shipping', headers: bearer(shopper.token) });
    assert.equal(customer.statusCode, 403);
  });

  it('refuses overlapping PIN codes, a state in two zones, a weight below 0 and bad slabs, field by field, in the caller’s language', async () => {
    const [rajasthan, metros, far, rest] = SEED_SHIPPING_TABLE.zones;
    const bad = {
      ...SEED_SHIPPING_TABLE,
      zones: [
        rajasthan,
        metros,
        { ...far!, pins: ['560001-560100', '12x'], states: [...far!.states, '08'] },
        { ...rest!, weightSlabs: [{ upToGrams: -5, fee: -100 }, { upToGrams: 1_000, fee: 500 }], transitDays: 45 },
      ],
      dispatch: { ...SEED_SHIPPING_TABLE.dispatch, cutoff: '25:00', holidays: ['2026-02-30'] },
    };
    const english = await asAdmin('PUT', bad);
    assert.equal(english.statusCode, 400, english.body);
    const { fields } = english.json().error;
    console.log(`shipping table refusals: ${Object.keys(fields).length} fields (${Object.keys(fields).join(', ')})`);
    assert.deepEqual(fields['zones.2.pins.1'], ['Enter a PIN-code prefix (560) or range (560001-560099).']);
    assert.deepEqual(fields['zones.3.weightSlabs.0.upToGrams'], ['Value must be greater than or equal to 1.']);
    assert.deepEqual(fields['zones.3.weightSlabs.0.fee'], ['Value must be greater than or equal to 0.']);
    assert.deepEqual(fields['zones.3.transitDays'], ['Value must be less than or equal to 30.']);
    assert.deepEqual(fields['dispatch.cutoff'], ['Enter a time like 14:00.']);
    assert.deepEqual(fields['dispatch.holidays.0'], ['Enter a date like 2026-12-25.']);

    // the whole-table checks, once each field is well formed
    const overlapping = { ...SEED_SHIPPING_TABLE, zones: [rajasthan, metros, { ...far!, pins: ['560001-560100'], states: [...far!.states, '08'] }, rest] };
    const spanish = await asAdmin('PUT', overlapping, 'es');
    assert.equal(spanish.statusCode, 400);
    assert.deepEqual(spanish.json().error.fields['zones.2.pins'], ['Se solapa con los códigos PIN de Metro cities.']);
    assert.deepEqual(spanish.json().error.fields['zones.2.states'], ['Ya está en Rajasthan.']);
    const french = await asAdmin('PUT', overlapping, 'fr');
    assert.deepEqual(french.json().error.fields['zones.2.pins'], ['Chevauche les codes PIN de Metro cities.']);

    // nothing was kept
    assert.deepEqual(shippingRoutes.adminGetShipping.response.parse((await asAdmin('GET')).json()), SEED_SHIPPING_TABLE);
  });

  it('refuses a product weight below 0 on its field', async () => {
    const productId = await weighing(500, 10_000);
    const [row] = await api.services.db.select().from(products).where(eq(products.id, productId));
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: bearer(admin.token),
      payload: { title: row!.title, categoryId: row!.categoryId, price: row!.price, gstRate: row!.gstRate, version: row!.version, weightGrams: -1 },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().error.fields.weightGrams, ['Value must be greater than or equal to 0.']);
  });

  it('estimates a PIN code: the zone, the day, the cost for these goods; an unserved one says so', async () => {
    const vase = await weighing(1_800, 89_900);
    const metro = deliveryEstimateSchema.parse((await estimate({ pin: '560001', items: formatEstimateItems([{ productId: vase, quantity: 1 }]) })).json());
    assert.deepEqual([metro.served, metro.zone?.name, metro.shipping, metro.codAvailable], [true, 'Metro cities', 0, false]); // free from ₹499
    assert.equal(metro.deliveryBy, promisedDay(new Date(), SEED_SHIPPING_TABLE.dispatch, 3));
    const far = deliveryEstimateSchema.parse((await estimate({ pin: '744101', items: formatEstimateItems([{ productId: vase, quantity: 1 }]) })).json());
    // 1.8 kg to the islands: ₹149 up to 1 kg, then ₹80 for the started kilogram above it
    assert.deepEqual([far.zone?.id, far.shipping], ['far', 14_900 + 8_000]);
    const none = deliveryEstimateSchema.parse((await estimate({ pin: '682555', items: formatEstimateItems([{ productId: vase, quantity: 1 }]) })).json());
    assert.deepEqual([none.served, none.shipping, none.deliveryBy], [false, null, null]);
    console.log(`estimates: 560001 ${metro.shipping} paise by ${metro.deliveryBy}; 744101 ${far.shipping} paise by ${far.deliveryBy}; 682555 served ${none.served}`);
    const bad = await estimate({ pin: '56000', items: 'x' });
    assert.equal(bad.statusCode, 400);
  });

  it('tells whether cash on delivery is possible there, by the merchant\'s cash-on-delivery rules', async () => {
    const vase = await weighing(1_800, 89_900);
    const items = formatEstimateItems([{ productId: vase, quantity: 1 }]);
    const codOn = (values: Partial<CodSettings>) =>
      api.app.inject({ method: 'PUT', url: '/api/admin/settings/cod', headers: bearer(admin.token), payload: { ...DEFAULT_COD_SETTINGS, enabled: true, ...values } });
    assert.equal((await codOn({ pincodePrefixes: ['560'] })).statusCode, 200);
    const served = deliveryEstimateSchema.parse((await estimate({ pin: '560001', items })).json());
    const elsewhere = deliveryEstimateSchema.parse((await estimate({ pin: '744101', items })).json());
    assert.equal((await codOn({ pincodePrefixes: [], maxOrder: 50_000 })).statusCode, 200);
    const tooDear = deliveryEstimateSchema.parse((await estimate({ pin: '560001', items })).json());
    assert.deepEqual([served.codAvailable, elsewhere.codAvailable, tooDear.codAvailable], [true, false, false]);
    console.log(`cod in the estimate: 560001 ${served.codAvailable} (prefix 560), 744101 ${elsewhere.codAvailable}, ₹899 over a ₹500 limit ${tooDear.codAvailable}`);
  });

  it('charges a heavy parcel to a far zone what the table says, keeps the rate and the day with the order, and answers a stale total with price_changed', async () => {
    // a cast-iron kadai, 3.8 kg at ₹2,499 (12%): North-East, ₹149 up to 1 kg + 3 started kilograms × ₹80, never free
    const kadai = await weighing(3_800, 249_900);
    const expectedShipping = 14_900 + 3 * 8_000;
    const stale = await checkout(checkoutRequest([{ productId: kadai, quantity: 1 }], { shippingAddress: GUWAHATI, expectedTotal: 249_900 }));
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json().error.code, 'price_changed');
    assert.equal(priceChangedDetailsSchema.parse(stale.json().error.details).total, 249_900 + expectedShipping);

    const placed = await checkout(checkoutRequest([{ productId: kadai, quantity: 1 }], { shippingAddress: GUWAHATI, expectedTotal: 249_900 + expectedShipping }));
    assert.equal(placed.statusCode, 200, placed.body);
    const { order } = checkoutResponseSchema.parse(placed.json());
    // shipping taxed as the goods are (composite supply): 38900 × 12/112 = 4167.9 -> 4168, IGST from Rajasthan to Assam
    assert.deepEqual(order.shipping, { inclusive: expectedShipping, rate: 12, taxable: expectedShipping - 4_168, gst: 4_168, cgst: 0, sgst: 0, igst: 4_168 });
    assert.equal(order.totals.inclusive, 249_900 + expectedShipping);
    console.log(`heavy item to a far zone: 3800 g to 781001, shipping ${order.shipping.inclusive} paise (table: ${expectedShipping}), total ${order.totals.inclusive}`);

    // the merchant raises the far zone's rates: the order keeps what it was placed with
    const dearer = { ...SEED_SHIPPING_TABLE, zones: SEED_SHIPPING_TABLE.zones.map((zone) => (zone.id === 'far' ? { ...zone, extraPerKg: 20_000 } : zone)) };
    assert.equal((await asAdmin('PUT', dearer)).statusCode, 200);
    const [row] = await api.services.db.select().from(orders).where(eq(orders.id, order.id));
    assert.deepEqual(row!.delivery, {
      zoneId: 'far',
      zoneName: 'North-East, J&K, Ladakh and islands',
      weightGrams: 3_800,
      rate: { weightSlabs: SEED_SHIPPING_TABLE.zones[2]!.weightSlabs, extraPerKg: 8_000, valueSlabs: [], freeAbove: null },
      promisedBy: row!.delivery!.promisedBy,
    });
    assert.match(row!.delivery!.promisedBy, /^\d{4}-\d{2}-\d{2}$/);
    const repriced = await checkout(checkoutRequest([{ productId: kadai, quantity: 1 }], { shippingAddress: GUWAHATI, expectedTotal: 249_900 + expectedShipping }));
    assert.equal(repriced.statusCode, 409);
    assert.equal(repriced.json().error.details.total, 249_900 + 14_900 + 3 * 20_000);
    assert.equal((await asAdmin('PUT', SEED_SHIPPING_TABLE)).statusCode, 200);
  });

  it('refuses a PIN code the shop does not serve at checkout, on the PIN field, nothing reserved', async () => {
    const productId = await weighing(300, 59_900);
    const refused = await checkout(checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: KAVARATTI }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().error.fields['shippingAddress.pincode'], ['We do not deliver to this PIN code.']);
    const french = await checkout(checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: KAVARATTI }), 'fr');
    assert.deepEqual(french.json().error.fields['shippingAddress.pincode'], ['Nous ne livrons pas à ce code PIN.']);
    const [row] = await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    assert.equal(row!.stock, 20);
    // the same goods to Bengaluru: served
    assert.equal((await checkout(checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: BENGALURU }))).statusCode, 200);
  });
});
