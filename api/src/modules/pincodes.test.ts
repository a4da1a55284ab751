import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkoutResponseSchema } from 'shared-contracts/api/checkout';
import { routes } from 'shared-contracts/api/routes';
import { GST_STATE_CODES } from 'shared-contracts/domain/gst';
import type { Address } from 'shared-contracts/domain/order';
import { SAMPLE_PLACES } from 'shared-contracts/testing/addresses';
import { startTestApi, type TestApi } from '../../test/harness';
import { addProduct, anonymousUser, bearer, BENGALURU, checkoutRequest, JAIPUR, MANY_CHECKOUTS, stockOf } from '../checkout/testing';
import { lookupPincode } from '../pincodes/directory';
import { PINCODE_CACHE_CONTROL } from './pincodes';

describe('GET /api/pincodes/:pincode', () => {
  let api: TestApi;
  const lookup = (pincode: string, language?: string) =>
    api.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}`, headers: language ? { 'accept-language': language } : {} });

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it("answers a PIN code's district, state and localities, cacheable for a day", async () => {
    const figures: string[] = [];
    for (const [pincode, district, stateCodes] of [
      ['560038', 'Bangalore', ['29']],
      ['500001', 'Hyderabad', ['36']],
      ['302001', 'Jaipur', ['08']],
      ['194101', 'Leh', ['38']],
      ['160003', 'Chandigarh', ['04', '03']],
    ] as const) {
      const response = await lookup(pincode);
      assert.equal(response.statusCode, 200, pincode);
      assert.equal(response.headers['cache-control'], PINCODE_CACHE_CONTROL);
      const info = routes.lookupPincode.response.parse(response.json());
      assert.deepEqual({ pincode: info.pincode, district: info.district, stateCodes: info.stateCodes }, { pincode, district, stateCodes: [...stateCodes] });
      figures.push(`${pincode} ${info.district} ${info.stateCodes.join('+')} (${info.places.length} places)`);
    }
    assert.ok((routes.lookupPincode.response.parse((await lookup('560038')).json())).places.includes('Indiranagar'));
    console.log(`pincode lookups: ${figures.join('; ')}`);
  });

  it('answers 404 for a PIN code India Post does not have, 400 for one that is not six digits', async () => {
    const unknown = await lookup('999999', 'es');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.code, 'not_found');
    const malformed = await lookup('56003', 'fr');
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json().error.fields, { pincode: ['Numéro invalide.'] });
  });
});

describe('an address the API is sent: its PIN code exists and lies in its state', () => {
  let api: TestApi;
  let shopper: { uid: string; token: string };
  const post = (token: string, payload: object, language: string, method: 'POST' | 'PUT' = 'POST', url = '/api/checkout') =>
    api.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': language }, payload });

  /** 560038 is Indiranagar, Bengaluru: Karnataka (29), not Maharashtra (27). */
  const INDIRANAGAR_IN_MAHARASHTRA: Address = { ...BENGALURU, pincode: '560038', stateCode: '27' };
  const NO_SUCH_PINCODE: Address = { ...BENGALURU, pincode: '999999' };
  const stateMessage = { en: 'PIN code 560038 is in Karnataka, not in the state chosen.', es: 'El código PIN 560038 está en Karnataka, no en el estado elegido.' };
  const unknownMessage = { en: 'This PIN code does not exist.', fr: 'Ce code PIN n’existe pas.' };

  before(async () => {
    api = await startTestApi(MANY_CHECKOUTS);
    shopper = await api.user();
  });
  after(() => api.close());

  it('checkout refuses 560038 (Bengaluru) with Maharashtra, and a PIN code India Post does not have, on the field, in the caller language; nothing reserved', async () => {
    const productId = await addProduct(api.services, { stock: 3 });
    const contradicted = await post(shopper.token, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: INDIRANAGAR_IN_MAHARASHTRA }), 'es');
    assert.equal(contradicted.statusCode, 400);
    assert.equal(contradicted.json().error.code, 'validation_failed');
    assert.deepEqual(contradicted.json().error.fields, { 'shippingAddress.stateCode': [stateMessage.es] });

    const unknown = await post(shopper.token, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: JAIPUR, billingAddress: NO_SUCH_PINCODE }), 'fr');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().error.fields, { 'billingAddress.pincode': [unknownMessage.fr] });
    assert.equal(await stockOf(api.services, productId), 3);

    // the same PIN code in its own state is taken, and taxed as a sale to Karnataka: IGST from Rajasthan
    const placed = await post(shopper.token, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: { ...INDIRANAGAR_IN_MAHARASHTRA, stateCode: '29' } }), 'en');
    assert.equal(placed.statusCode, 200, placed.body);
    const { order } = checkoutResponseSchema.parse(placed.json());
    assert.deepEqual([order.shippingAddress.stateCode, order.supply, order.totals.cgst + order.totals.sgst, order.totals.igst > 0], ['29', 'inter_state', 0, true]);
    console.log(`place of supply: 560038 with Maharashtra -> 400 on shippingAddress.stateCode; 999999 -> 400 on billingAddress.pincode; 560038 with Karnataka -> ${order.supply}, IGST ${order.totals.igst} paise; stock ${await stockOf(api.services, productId)} of 3 left`);
  });

  it('a guest checkout is held to the same rule', async () => {
    const guest = await anonymousUser();
    const productId = await addProduct(api.services);
    const response = await post(guest.token, checkoutRequest([{ productId, quantity: 1 }], { shippingAddress: INDIRANAGAR_IN_MAHARASHTRA, email: 'asha@example.in' }), 'en');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().error.fields, { 'shippingAddress.stateCode': [stateMessage.en] });
  });

  it('the address book refuses the same addresses, each on its own field', async () => {
    const response = await post(shopper.token, { name: 'Asha Rao', addresses: [JAIPUR, INDIRANAGAR_IN_MAHARASHTRA, NO_SUCH_PINCODE] }, 'en', 'PUT', '/api/account');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().error.fields, { 'addresses.1.stateCode': [stateMessage.en], 'addresses.2.pincode': [unknownMessage.en] });
    const saved = await post(shopper.token, { name: 'Asha Rao', addresses: [JAIPUR, BENGALURU] }, 'en', 'PUT', '/api/account');
    assert.equal(saved.statusCode, 200, saved.body);
  });

  it('every sample place the fixtures use is where the directory puts it', () => {
    const wrong = GST_STATE_CODES.filter((code) => !lookupPincode(SAMPLE_PLACES[code].pincode)?.stateCodes.includes(code));
    assert.deepEqual(wrong, []);
    for (const address of [JAIPUR, BENGALURU]) assert.ok(lookupPincode(address.pincode)?.stateCodes.includes(address.stateCode), address.pincode);
    console.log(`sample places: ${GST_STATE_CODES.length} states and territories, ${wrong.length} misplaced`);
  });
});
