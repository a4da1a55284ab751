import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from 'shared-contracts/api/routes';
import { startTestApi, type TestApi } from '../../test/harness';
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
