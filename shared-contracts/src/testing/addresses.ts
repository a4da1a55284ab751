/**
 * For tests: a real place in every state and union territory, a city and a PIN code that India
 * Post files there (api/src/pincodes/directory.ts agrees; pincodes.test.ts checks every one), so
 * fixtures never pair a PIN code with a state it is not in.
 */
import type { GstStateCode } from 'shared-contracts/domain/gst';
import type { Address } from 'shared-contracts/domain/order';

export const SAMPLE_PLACES: Readonly<Record<GstStateCode, { city: string; pincode: string }>> = {
  '01': { city: 'Srinagar', pincode: '190001' },
  '02': { city: 'Shimla', pincode: '171001' },
  '03': { city: 'Ludhiana', pincode: '141001' },
  '04': { city: 'Chandigarh', pincode: '160017' },
  '05': { city: 'Dehradun', pincode: '248001' },
  '06': { city: 'Gurugram', pincode: '122001' },
  '07': { city: 'New Delhi', pincode: '110001' },
  '08': { city: 'Jaipur', pincode: '302001' },
  '09': { city: 'Lucknow', pincode: '226001' },
  '10': { city: 'Patna', pincode: '800001' },
  '11': { city: 'Gangtok', pincode: '737101' },
  '12': { city: 'Itanagar', pincode: '791111' },
  '13': { city: 'Kohima', pincode: '797001' },
  '14': { city: 'Imphal', pincode: '795001' },
  '15': { city: 'Aizawl', pincode: '796001' },
  '16': { city: 'Agartala', pincode: '799001' },
  '17': { city: 'Shillong', pincode: '793001' },
  '18': { city: 'Guwahati', pincode: '781001' },
  '19': { city: 'Kolkata', pincode: '700001' },
  '20': { city: 'Ranchi', pincode: '834001' },
  '21': { city: 'Bhubaneswar', pincode: '751001' },
  '22': { city: 'Raipur', pincode: '492001' },
  '23': { city: 'Bhopal', pincode: '462001' },
  '24': { city: 'Ahmedabad', pincode: '380001' },
  '26': { city: 'Daman', pincode: '396210' },
  '27': { city: 'Mumbai', pincode: '400001' },
  '29': { city: 'Bengaluru', pincode: '560001' },
  '30': { city: 'Panaji', pincode: '403001' },
  '31': { city: 'Kavaratti', pincode: '682555' },
  '32': { city: 'Thiruvananthapuram', pincode: '695001' },
  '33': { city: 'Chennai', pincode: '600001' },
  '34': { city: 'Puducherry', pincode: '605001' },
  '35': { city: 'Port Blair', pincode: '744101' },
  '36': { city: 'Hyderabad', pincode: '500001' },
  '37': { city: 'Vijayawada', pincode: '520001' },
  '38': { city: 'Leh', pincode: '194101' },
};

/** `address` moved to a real place in `stateCode`: its city and PIN code follow the state. */
export function inState<A extends Address>(address: A, stateCode: GstStateCode): A {
  return { ...address, stateCode, ...SAMPLE_PLACES[stateCode] };
}
